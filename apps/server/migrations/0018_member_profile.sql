CREATE TABLE "member_benefit_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"benefit_id" text NOT NULL,
	"type" text NOT NULL,
	"transaction" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_communication_preferences" (
	"member_id" text NOT NULL,
	"company_code" text NOT NULL,
	"preferred_channel" text NOT NULL,
	"preferred_language" text NOT NULL,
	"preferred_time" text,
	"do_not_call" boolean DEFAULT false NOT NULL,
	"email_opt_in" boolean DEFAULT false NOT NULL,
	"sms_opt_in" boolean DEFAULT false NOT NULL,
	"mail_opt_in" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "member_communication_preferences_uq" UNIQUE("member_id","company_code")
);
--> statement-breakpoint
CREATE TABLE "member_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"contact_type" text NOT NULL,
	"name" text NOT NULL,
	"relationship" text,
	"phone" text,
	"email" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_medications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"drug_name" text NOT NULL,
	"ndc" text NOT NULL,
	"strength" text NOT NULL,
	"quantity" integer NOT NULL,
	"days_supply" integer NOT NULL,
	"fill_date" date NOT NULL,
	"prescriber" text NOT NULL,
	"pharmacy" text NOT NULL,
	"star_measure" text,
	"pdc" numeric(4, 3)
);
--> statement-breakpoint
CREATE TABLE "member_poas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"poa_name" text NOT NULL,
	"relationship" text NOT NULL,
	"poa_type" text NOT NULL,
	"phone" text,
	"address" text,
	"effective_date" date NOT NULL,
	"term_date" date,
	"document_path" text,
	CONSTRAINT "member_poas_document_path_unique" UNIQUE("document_path")
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"member_id" text PRIMARY KEY NOT NULL,
	"has_hcc_alerts" boolean DEFAULT false NOT NULL,
	"has_star_gaps" boolean DEFAULT false NOT NULL,
	"has_clinical_alerts" boolean DEFAULT false NOT NULL,
	"social_determinants" text[] NOT NULL,
	"care_anywhere_status" text DEFAULT 'NotAssigned' NOT NULL,
	"clinical_programs" text[] NOT NULL,
	"at_risk_category" text NOT NULL,
	"admission_risk" smallint NOT NULL,
	"chronic_condition" boolean DEFAULT false NOT NULL,
	"one_pass_code" text
);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"tag" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_year" integer NOT NULL,
	"contract_code" text NOT NULL,
	"pbp_code" text NOT NULL,
	"category" text NOT NULL,
	"service" text NOT NULL,
	"in_network" text NOT NULL,
	"out_of_network" text NOT NULL,
	"prior_authorization" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplemental_benefits" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"effective_from" date NOT NULL,
	"eligibility_group" text NOT NULL,
	"amount" numeric(10, 2),
	"frequency" text NOT NULL,
	"display_text" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "supplemental_benefits_code_from_uq" UNIQUE("code","effective_from")
);
--> statement-breakpoint
CREATE INDEX "member_benefit_allocations_member_idx" ON "member_benefit_allocations" USING btree ("member_id","type","occurred_at");--> statement-breakpoint
CREATE INDEX "member_contacts_member_idx" ON "member_contacts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_medications_member_fill_idx" ON "member_medications" USING btree ("member_id","fill_date");--> statement-breakpoint
CREATE INDEX "member_poas_member_idx" ON "member_poas" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_profiles_admission_risk_idx" ON "member_profiles" USING btree ("admission_risk","member_id");--> statement-breakpoint
CREATE INDEX "member_profiles_category_idx" ON "member_profiles" USING btree ("at_risk_category","member_id");--> statement-breakpoint
CREATE INDEX "member_tags_member_kind_idx" ON "member_tags" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "plan_benefits_plan_idx" ON "plan_benefits" USING btree ("plan_year","contract_code","pbp_code","sort_order");--> statement-breakpoint
CREATE INDEX "members_household_idx" ON "members" USING btree ("zip5",lower("address1"));