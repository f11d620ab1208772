CREATE TABLE "ipa_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_name" text NOT NULL,
	"mso_id" integer,
	"is_termed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipa_msos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"phone" text,
	"email" text,
	"notes" text,
	"is_termed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipas" (
	"id" serial PRIMARY KEY NOT NULL,
	"ipa_code" text NOT NULL,
	"ipa_desc" text,
	"eff_date" date NOT NULL,
	"end_date" date DEFAULT '9999-12-31' NOT NULL,
	"company_code" text,
	"termed" boolean DEFAULT false NOT NULL,
	"facets_code" text,
	"contract_level_id" integer,
	"contract_name" text,
	"risk" text,
	"type" text DEFAULT 'IPA' NOT NULL,
	"notes" text,
	"ip" text,
	"web_site" text,
	"ipa_phone" text,
	"ipa_phone2" text,
	"ipa_phone_id_card" text,
	"ipa_name_id_card" text,
	"internal_pointof_contact" text,
	"manager" text,
	"specialist" text,
	"vendor_id" text,
	"vendor_name" text,
	"vendor_nm" text,
	"tax_id" text,
	"npi" text,
	"addr" text,
	"addr2" text,
	"city" text,
	"state" text,
	"zip" text,
	"intl_zip" text,
	"vendor_phone_number" text,
	"vendor_fax_number" text,
	"email_address" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ipa_contracts" ADD CONSTRAINT "ipa_contracts_mso_id_ipa_msos_id_fk" FOREIGN KEY ("mso_id") REFERENCES "public"."ipa_msos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipas" ADD CONSTRAINT "ipas_contract_level_id_ipa_contracts_id_fk" FOREIGN KEY ("contract_level_id") REFERENCES "public"."ipa_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ipa_contracts_mso_idx" ON "ipa_contracts" USING btree ("mso_id");--> statement-breakpoint
CREATE INDEX "ipa_msos_name_prefix_idx" ON "ipa_msos" USING btree (upper("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ipas_code_eff_date_uq" ON "ipas" USING btree (upper("ipa_code"),"eff_date");--> statement-breakpoint
CREATE INDEX "ipas_code_prefix_idx" ON "ipas" USING btree (upper("ipa_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ipas_desc_prefix_idx" ON "ipas" USING btree (upper("ipa_desc") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ipas_npi_idx" ON "ipas" USING btree ("npi");--> statement-breakpoint
CREATE INDEX "ipas_tax_id_idx" ON "ipas" USING btree ("tax_id");--> statement-breakpoint
CREATE INDEX "ipas_contract_idx" ON "ipas" USING btree ("contract_level_id");--> statement-breakpoint
CREATE INDEX "ipas_company_idx" ON "ipas" USING btree ("company_code");