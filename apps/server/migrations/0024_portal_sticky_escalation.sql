CREATE TABLE "crm_form_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"fields" jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_service_flow_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"active_task_types" jsonb NOT NULL,
	"show_in_workspace" boolean DEFAULT true NOT NULL,
	"modified_by" text,
	"modified_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_service_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"workflow_type" text NOT NULL,
	"tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date DEFAULT '9999-12-31' NOT NULL,
	"plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"modified_by" text,
	"modified_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_member_escalations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"workflow_id" bigint,
	"workflow_type" text,
	"workflow_escalated_at" timestamp with time zone,
	"member_id" text NOT NULL,
	"reason" text NOT NULL,
	"raised_by" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_to" text,
	"status" text DEFAULT 'Open' NOT NULL,
	"resolution_note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sticky_note_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"import_valid_only" boolean NOT NULL,
	"total_rows" integer NOT NULL,
	"invalid_rows" integer NOT NULL,
	"imported_rows" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_portal_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"email_verified" boolean NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"verification_sent_at" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_portal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"event_type" text NOT NULL,
	"detail" text,
	"performed_by" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_workflows" ADD COLUMN "form_template_id" integer;--> statement-breakpoint
ALTER TABLE "crm_workflows" ADD COLUMN "form_template_version" integer;--> statement-breakpoint
ALTER TABLE "crm_workflows" ADD COLUMN "form_answers" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_form_templates_name_live_idx" ON "crm_form_templates" USING btree (lower("name")) WHERE not "crm_form_templates"."is_deleted";--> statement-breakpoint
CREATE INDEX "crm_form_templates_active_idx" ON "crm_form_templates" USING btree ("name") WHERE "crm_form_templates"."is_active" and not "crm_form_templates"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "crm_service_flows_name_live_idx" ON "crm_service_flows" USING btree (lower("name")) WHERE not "crm_service_flows"."is_deleted";--> statement-breakpoint
CREATE INDEX "crm_service_flows_effective_idx" ON "crm_service_flows" USING btree ("effective_from","effective_to") WHERE "crm_service_flows"."is_active" and not "crm_service_flows"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "crm_member_escalations_workflow_uq" ON "crm_member_escalations" USING btree ("workflow_id","workflow_escalated_at") WHERE "crm_member_escalations"."workflow_id" is not null;--> statement-breakpoint
CREATE INDEX "crm_member_escalations_raised_idx" ON "crm_member_escalations" USING btree ("raised_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_member_escalations_member_idx" ON "crm_member_escalations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "crm_sticky_note_batches_uploaded_idx" ON "crm_sticky_note_batches" USING btree ("uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "member_portal_accounts_email_uq" ON "member_portal_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "member_portal_accounts_member_idx" ON "member_portal_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_portal_events_account_idx" ON "member_portal_events" USING btree ("account_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_portal_events_occurred_idx" ON "member_portal_events" USING btree ("occurred_at" DESC NULLS LAST);