CREATE TABLE "enrollment_brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"agency_name" text,
	"npn" text NOT NULL,
	"email" text,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_lookup_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partition_name" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_sales_reps" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"npn" text NOT NULL,
	"email" text,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_change_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_item_id" bigint NOT NULL,
	"name" text NOT NULL,
	"current_value" text,
	"new_value" text,
	"last_updated_by_name" text NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_item_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_fax_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_item_id" bigint,
	"received_time" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"pages_received" integer NOT NULL,
	"fax_status" text NOT NULL,
	"from_number" text,
	"to_number" text,
	"ava_processing_date" timestamp with time zone,
	"ava_processing_status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_pcp_assignment_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_item_id" bigint NOT NULL,
	"member_name" text NOT NULL,
	"medicare_id" text,
	"requested_provider_id" integer,
	"reason" text NOT NULL,
	"distance_miles" double precision,
	"status" text DEFAULT 'Open' NOT NULL,
	"resolved_provider_id" integer,
	"resolved_by_name" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_item_id" bigint NOT NULL,
	"instance_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"operation" text NOT NULL,
	"processing_status" text NOT NULL,
	"automation_status" text NOT NULL,
	"automation_failed_reason" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"payload" jsonb NOT NULL,
	"submitted_by_name" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_transaction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"work_item_id" bigint NOT NULL,
	"automation_status" text NOT NULL,
	"automation_notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"is_requeued" boolean DEFAULT false NOT NULL,
	"requeue_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_voice_recordings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_item_id" bigint NOT NULL,
	"recording_url" text NOT NULL,
	"potential_member_id" text,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"caller_phone_no" text,
	"start_time" timestamp with time zone NOT NULL,
	"total_call_time" integer NOT NULL,
	"hold_time" integer DEFAULT 0 NOT NULL,
	"attending_phone_no" text,
	"call_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_work_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_via" text NOT NULL,
	"file_name" text,
	"member_id" text,
	"first_name" text,
	"last_name" text,
	"birthdate" date,
	"medicare_id" text,
	"medical_id" text,
	"proposed_effective_date" date,
	"coverage_year" integer,
	"contract_code" text,
	"pbp_code" text,
	"company_code" text,
	"sales_rep_code" text,
	"sales_rep_name" text,
	"broker_code" text,
	"assigned_to" integer,
	"assigned_to_name" text,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processing_status" text DEFAULT 'New' NOT NULL,
	"request_type" text,
	"online_enroll_reference_no" text,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cms_verification_status" text DEFAULT 'NotVerified' NOT NULL,
	"cms_verified_at" timestamp with time zone,
	"cms_verification_result" jsonb,
	"medicaid_verification_status" text DEFAULT 'NotVerified' NOT NULL,
	"medicaid_details" jsonb,
	"duplicate_check_status" text DEFAULT 'NotRun' NOT NULL,
	"duplicate_checked_at" timestamp with time zone,
	"duplicate_matches" jsonb,
	"pcp_provider_id" integer,
	"pcp_assignment_outcome" text,
	"pcp_not_assignable_reason" text,
	"pcp_distance_miles" double precision,
	"manager_approval" text,
	"manager_approval_reason" text,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"locked_by" integer,
	"locked_by_name" text,
	"locked_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	CONSTRAINT "companies_company_code_unique" UNIQUE("company_code")
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"fips" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"mbi" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"phone" text,
	"email" text,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"zip5" text NOT NULL,
	"zip4" text,
	"county_fips" text,
	"company_code" text NOT NULL,
	"contract_code" text NOT NULL,
	"pbp_code" text NOT NULL,
	"pcp_provider_id" integer,
	"effective_date" date NOT NULL,
	"term_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_frequent_caller" boolean DEFAULT false NOT NULL,
	"member_health_risk" text DEFAULT 'Low' NOT NULL,
	"hospice_eligible" boolean DEFAULT false NOT NULL,
	"alert_counts" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "members_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_year" integer NOT NULL,
	"contract_code" text NOT NULL,
	"pbp_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_type" text NOT NULL,
	"is_dsnp" boolean DEFAULT false NOT NULL,
	"company_code" text NOT NULL,
	CONSTRAINT "plans_year_contract_pbp_uq" UNIQUE("plan_year","contract_code","pbp_code")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"npi" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"specialty" text NOT NULL,
	"is_pcp" boolean DEFAULT false NOT NULL,
	"panel_status" text DEFAULT 'Open' NOT NULL,
	"accepting_new_patients" boolean DEFAULT true NOT NULL,
	"contracted" boolean DEFAULT true NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"ipa_code" text,
	"effective_date" date NOT NULL,
	"term_date" date,
	CONSTRAINT "providers_npi_unique" UNIQUE("npi")
);
--> statement-breakpoint
CREATE TABLE "us_states" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"county_fips" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollment_change_history" ADD CONSTRAINT "enrollment_change_history_work_item_id_enrollment_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."enrollment_work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_documents" ADD CONSTRAINT "enrollment_documents_work_item_id_enrollment_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."enrollment_work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_pcp_assignment_tasks" ADD CONSTRAINT "enrollment_pcp_assignment_tasks_work_item_id_enrollment_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."enrollment_work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_submissions" ADD CONSTRAINT "enrollment_submissions_work_item_id_enrollment_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."enrollment_work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_transaction_events" ADD CONSTRAINT "enrollment_transaction_events_submission_id_enrollment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."enrollment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_voice_recordings" ADD CONSTRAINT "enrollment_voice_recordings_work_item_id_enrollment_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."enrollment_work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_brokers_code_uq" ON "enrollment_brokers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_brokers_npn_uq" ON "enrollment_brokers" USING btree ("npn");--> statement-breakpoint
CREATE INDEX "enrollment_brokers_name_idx" ON "enrollment_brokers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_lookup_descriptions_partition_code_uq" ON "enrollment_lookup_descriptions" USING btree ("partition_name","code");--> statement-breakpoint
CREATE INDEX "enrollment_lookup_descriptions_partition_sort_idx" ON "enrollment_lookup_descriptions" USING btree ("partition_name","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_sales_reps_code_uq" ON "enrollment_sales_reps" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_sales_reps_npn_uq" ON "enrollment_sales_reps" USING btree ("npn");--> statement-breakpoint
CREATE INDEX "enrollment_sales_reps_name_idx" ON "enrollment_sales_reps" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "enrollment_change_history_item_idx" ON "enrollment_change_history" USING btree ("work_item_id","last_updated_at");--> statement-breakpoint
CREATE INDEX "enrollment_documents_item_idx" ON "enrollment_documents" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "enrollment_fax_transactions_received_idx" ON "enrollment_fax_transactions" USING btree ("received_time");--> statement-breakpoint
CREATE INDEX "enrollment_fax_transactions_item_idx" ON "enrollment_fax_transactions" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "enrollment_fax_transactions_file_idx" ON "enrollment_fax_transactions" USING btree (lower("file_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enrollment_pcp_tasks_status_idx" ON "enrollment_pcp_assignment_tasks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "enrollment_pcp_tasks_item_idx" ON "enrollment_pcp_assignment_tasks" USING btree ("work_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_submissions_item_idx" ON "enrollment_submissions" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "enrollment_submissions_automation_idx" ON "enrollment_submissions" USING btree ("automation_status","submitted_at");--> statement-breakpoint
CREATE INDEX "enrollment_submissions_submitted_idx" ON "enrollment_submissions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "enrollment_transaction_events_submission_idx" ON "enrollment_transaction_events" USING btree ("submission_id","created_on");--> statement-breakpoint
CREATE INDEX "enrollment_voice_recordings_item_idx" ON "enrollment_voice_recordings" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_status_created_idx" ON "enrollment_work_items" USING btree ("processing_status","created_at");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_assigned_status_idx" ON "enrollment_work_items" USING btree ("assigned_to","processing_status");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_created_idx" ON "enrollment_work_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_last_name_idx" ON "enrollment_work_items" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enrollment_work_items_first_name_idx" ON "enrollment_work_items" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enrollment_work_items_medicare_idx" ON "enrollment_work_items" USING btree ("medicare_id");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_member_idx" ON "enrollment_work_items" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_reference_idx" ON "enrollment_work_items" USING btree ("online_enroll_reference_no");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_contract_pbp_idx" ON "enrollment_work_items" USING btree ("contract_code","pbp_code");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_source_idx" ON "enrollment_work_items" USING btree ("received_via","created_at");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_locked_idx" ON "enrollment_work_items" USING btree ("locked_by") WHERE "enrollment_work_items"."locked_by" is not null;--> statement-breakpoint
CREATE INDEX "counties_state_name_idx" ON "counties" USING btree ("state_code","name");--> statement-breakpoint
CREATE INDEX "members_member_id_prefix_idx" ON "members" USING btree ("member_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_mbi_prefix_idx" ON "members" USING btree ("mbi" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_last_first_idx" ON "members" USING btree (lower("last_name") text_pattern_ops,lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_first_last_idx" ON "members" USING btree (lower("first_name") text_pattern_ops,lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_pcp_idx" ON "members" USING btree ("pcp_provider_id");--> statement-breakpoint
CREATE INDEX "members_company_contract_idx" ON "members" USING btree ("company_code","contract_code","pbp_code");--> statement-breakpoint
CREATE INDEX "members_county_idx" ON "members" USING btree ("county_fips");--> statement-breakpoint
CREATE INDEX "plans_contract_idx" ON "plans" USING btree ("contract_code","plan_year");--> statement-breakpoint
CREATE INDEX "providers_last_name_idx" ON "providers" USING btree ("last_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "providers_zip_idx" ON "providers" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "providers_ipa_idx" ON "providers" USING btree ("ipa_code");--> statement-breakpoint
CREATE INDEX "providers_pcp_state_idx" ON "providers" USING btree ("is_pcp","state_code");--> statement-breakpoint
CREATE INDEX "zip_codes_state_idx" ON "zip_codes" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "zip_codes_county_idx" ON "zip_codes" USING btree ("county_fips");