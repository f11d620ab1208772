CREATE TABLE "crm_pharmacies" (
	"id" serial PRIMARY KEY NOT NULL,
	"ncpdp_id" text NOT NULL,
	"npi" text NOT NULL,
	"name" text NOT NULL,
	"pharmacy_type" text NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"is_open_24_hours" boolean DEFAULT false NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_pharmacies_ncpdp_uq" ON "crm_pharmacies" USING btree ("ncpdp_id");--> statement-breakpoint
CREATE INDEX "crm_pharmacies_name_idx" ON "crm_pharmacies" USING btree ("name");