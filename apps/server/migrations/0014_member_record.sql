CREATE TABLE "authorizations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auth_no" text NOT NULL,
	"member_id" text NOT NULL,
	"auth_type" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"service_from" date NOT NULL,
	"service_to" date NOT NULL,
	"requesting_provider_id" integer NOT NULL,
	"servicing_provider_id" integer NOT NULL,
	"diagnoses" text[] NOT NULL,
	"procedures" text[] NOT NULL,
	"admission" jsonb,
	CONSTRAINT "authorizations_auth_no_unique" UNIQUE("auth_no")
);
--> statement-breakpoint
CREATE TABLE "claim_lines" (
	"claim_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"code_system" text NOT NULL,
	"code" text NOT NULL,
	"units" integer NOT NULL,
	"from_date" date NOT NULL,
	"billed" numeric(12, 2) NOT NULL,
	"allowed" numeric(12, 2) NOT NULL,
	"paid" numeric(12, 2) NOT NULL,
	CONSTRAINT "claim_lines_claim_id_line_no_pk" PRIMARY KEY("claim_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_no" text NOT NULL,
	"member_id" text NOT NULL,
	"claim_type" text NOT NULL,
	"status" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"received_date" date NOT NULL,
	"provider_id" integer NOT NULL,
	"diagnoses" text[] NOT NULL,
	"billed" numeric(12, 2) NOT NULL,
	"allowed" numeric(12, 2) NOT NULL,
	"paid" numeric(12, 2) NOT NULL,
	CONSTRAINT "claims_claim_no_unique" UNIQUE("claim_no")
);
--> statement-breakpoint
CREATE TABLE "clinical_codes" (
	"code_system" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "clinical_codes_code_system_code_pk" PRIMARY KEY("code_system","code")
);
--> statement-breakpoint
CREATE TABLE "member_coverages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"company_code" text NOT NULL,
	"contract_code" text NOT NULL,
	"pbp_code" text NOT NULL,
	"plan_year" integer NOT NULL,
	"county_fips" text,
	"line_of_business" text NOT NULL,
	"effective_date" date NOT NULL,
	"term_date" date
);
--> statement-breakpoint
CREATE TABLE "member_pcp_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"provider_id" integer NOT NULL,
	"ipa_code" text,
	"effective_date" date NOT NULL,
	"term_date" date,
	"change_reason" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "authorizations_member_requested_idx" ON "authorizations" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE INDEX "claims_member_from_idx" ON "claims" USING btree ("member_id","from_date","id");--> statement-breakpoint
CREATE INDEX "claims_provider_from_idx" ON "claims" USING btree ("provider_id","from_date");--> statement-breakpoint
CREATE INDEX "clinical_codes_code_idx" ON "clinical_codes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_coverages_member_idx" ON "member_coverages" USING btree ("member_id","effective_date");--> statement-breakpoint
CREATE INDEX "member_pcp_assignments_member_idx" ON "member_pcp_assignments" USING btree ("member_id","effective_date");