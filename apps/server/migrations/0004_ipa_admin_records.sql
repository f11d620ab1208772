CREATE TABLE "dofr_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"is_hospital_liability" boolean DEFAULT false NOT NULL,
	"is_shared_liability" boolean DEFAULT false NOT NULL,
	"is_ipa_liability" boolean DEFAULT false NOT NULL,
	"is_our_liability" boolean DEFAULT false NOT NULL,
	"link" text,
	"comment" text,
	"effective_begin_date" date NOT NULL,
	"effective_end_date" date NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by_id" integer,
	"last_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dofr_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ipa_code" text NOT NULL,
	"template_id" integer,
	"template_name" text NOT NULL,
	"template_type" text NOT NULL,
	"effective_begin_date" date NOT NULL,
	"effective_end_date" date NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by_id" integer,
	"last_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dofr_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"template_type" text NOT NULL,
	"assignments" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_member_id_card_workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"ipa_code" text NOT NULL,
	"status" text DEFAULT 'Created' NOT NULL,
	"reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipa_additional_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ipa_web_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"department_code" text NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date DEFAULT '9999-12-31' NOT NULL,
	"primary_contact_title" text,
	"primary_contact_name" text NOT NULL,
	"primary_contact_phone" text,
	"primary_contact_extn" text,
	"primary_contact_street1" text,
	"primary_contact_street2" text,
	"primary_contact_city" text,
	"primary_contact_state" text,
	"primary_contact_zip_code" text,
	"primary_contract_email" text,
	"primary_contract_fax" text,
	"secondary_contact_title" text,
	"secondary_contact_name" text,
	"secondary_contact_phone" text,
	"secondary_contact_fax" text,
	"secondary_contact_email" text,
	"comments" text,
	"trading_partner_id" text,
	"mis_directed_payer_id" text,
	"can_accept_edit_inbound_outbound" boolean DEFAULT false NOT NULL,
	"can_accept_claim_types" boolean DEFAULT false NOT NULL,
	"claim_address" text,
	"is_claim_address" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ipa_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	CONSTRAINT "ipa_departments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ipa_county_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ipa_id" integer NOT NULL,
	"ipa_code" text NOT NULL,
	"company_code" text NOT NULL,
	"effective_begin_date" date NOT NULL,
	"effective_end_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"operating_counties" jsonb NOT NULL,
	"contiguous_counties" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by_name" text,
	"last_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ipa_hospitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"ipa_code" text NOT NULL,
	"company_id" integer,
	"hospital_id" integer NOT NULL,
	"organization_name" text NOT NULL,
	"eff_date" date NOT NULL,
	"term_date" date,
	"tax_id" text,
	"npi" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"phone" text,
	"hospital_services" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipa_network_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ipa_code" text NOT NULL,
	"effective_start_date" date NOT NULL,
	"effective_end_date" date DEFAULT '9999-12-31' NOT NULL,
	"contract_code" text NOT NULL,
	"is_pcp" text NOT NULL,
	"tin" text,
	"class" text,
	"specialty" text,
	"network_id" text NOT NULL,
	"network_prefix" text NOT NULL,
	"agreement_id" text NOT NULL,
	"ipa_network_id" text NOT NULL,
	"ipa_network_prefix" text NOT NULL,
	"dofr_agreement_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ipa_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"ipa_id" integer NOT NULL,
	"ipa_code" text NOT NULL,
	"company_code" text,
	"contract_code" text NOT NULL,
	"pbp" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date DEFAULT '9999-12-31' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"county" text,
	"class" text,
	"specialty" text,
	"record_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dofr_assignments" ADD CONSTRAINT "dofr_assignments_contract_id_dofr_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."dofr_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipa_additional_contacts" ADD CONSTRAINT "ipa_additional_contacts_ipa_web_id_ipas_id_fk" FOREIGN KEY ("ipa_web_id") REFERENCES "public"."ipas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipa_additional_contacts" ADD CONSTRAINT "ipa_additional_contacts_department_id_ipa_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."ipa_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipa_county_mappings" ADD CONSTRAINT "ipa_county_mappings_ipa_id_ipas_id_fk" FOREIGN KEY ("ipa_id") REFERENCES "public"."ipas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipa_plans" ADD CONSTRAINT "ipa_plans_ipa_id_ipas_id_fk" FOREIGN KEY ("ipa_id") REFERENCES "public"."ipas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dofr_assignments_contract_idx" ON "dofr_assignments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "dofr_contracts_code_idx" ON "dofr_contracts" USING btree (upper("ipa_code"),"effective_begin_date");--> statement-breakpoint
CREATE INDEX "print_member_id_card_workflows_ipa_idx" ON "print_member_id_card_workflows" USING btree ("ipa_code","created_at");--> statement-breakpoint
CREATE INDEX "ipa_additional_contacts_ipa_dept_idx" ON "ipa_additional_contacts" USING btree ("ipa_web_id","department_code");--> statement-breakpoint
CREATE INDEX "ipa_county_mappings_code_idx" ON "ipa_county_mappings" USING btree (upper("ipa_code"),"effective_begin_date");--> statement-breakpoint
CREATE INDEX "ipa_hospitals_code_idx" ON "ipa_hospitals" USING btree (upper("ipa_code"),"organization_name");--> statement-breakpoint
CREATE INDEX "ipa_network_mappings_code_idx" ON "ipa_network_mappings" USING btree (upper("ipa_code"),"effective_start_date");--> statement-breakpoint
CREATE INDEX "ipa_plans_code_plan_idx" ON "ipa_plans" USING btree (upper("ipa_code"),"contract_code","pbp");