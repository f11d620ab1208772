CREATE TABLE "crm_call_notes" (
	"talkdesk_id" text PRIMARY KEY NOT NULL,
	"notes" text NOT NULL,
	"agent_name" text NOT NULL,
	"user_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_case_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"action" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"queue_id" integer,
	"case_type" text NOT NULL,
	"subject" text NOT NULL,
	"description" text,
	"priority" text DEFAULT 'Normal' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"owner" text NOT NULL,
	"origin_interaction_id" bigint,
	"reopened_count" integer DEFAULT 0 NOT NULL,
	"sla_due_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_disenrollment_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"reason" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "crm_disenrollment_reasons_reason_unique" UNIQUE("reason")
);
--> statement-breakpoint
CREATE TABLE "crm_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_interaction_cases" (
	"interaction_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	CONSTRAINT "crm_interaction_cases_interaction_id_case_id_pk" PRIMARY KEY("interaction_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "crm_interactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text,
	"cti_id" text,
	"direction" text NOT NULL,
	"interaction_type" text NOT NULL,
	"outcome" text,
	"phone_number" text,
	"agent_name" text NOT NULL,
	"notes" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"disenrollment_contact_outcome" text,
	"disenrollment_requester_source" text,
	"disenrollment_reason_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_mail_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"member_effective_date" date,
	"workflow_id" bigint,
	"plan_materials" text[] NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'Requested' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_next_best_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"action_code" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"priority" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" text,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_outbound_surveys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"member_id" text NOT NULL,
	"survey_type" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"satisfaction" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_plan_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_code" text NOT NULL,
	"plan_code" text NOT NULL,
	"material" text NOT NULL,
	"mail_type" text NOT NULL,
	"mail_sub_type" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_portal_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"interaction_id" bigint,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"direction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" text
);
--> statement-breakpoint
CREATE TABLE "crm_queue_members" (
	"queue_id" integer NOT NULL,
	"username" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "crm_queue_members_queue_id_username_pk" PRIMARY KEY("queue_id","username")
);
--> statement-breakpoint
CREATE TABLE "crm_queue_rotation" (
	"queue_id" integer PRIMARY KEY NOT NULL,
	"last_position" integer DEFAULT -1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_queues_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "crm_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"member_id" text,
	"case_id" bigint,
	"note" text NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_sticky_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"note" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workflow_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"member_id" text NOT NULL,
	"task_type" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"description" text,
	"assigned_to" text NOT NULL,
	"sla_due_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_workflow_discards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"case_id" bigint,
	"workflow_type" text NOT NULL,
	"discarded_by" text NOT NULL,
	"discarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_workflows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"case_id" bigint NOT NULL,
	"workflow_type" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"reason" text,
	"owner" text NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_flow_id" integer,
	"sla_due_at" timestamp with time zone NOT NULL,
	"escalated_to" text,
	"escalated_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crm_case_actions_case_idx" ON "crm_case_actions" USING btree ("case_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_cases_owner_open_sla_idx" ON "crm_cases" USING btree ("owner","sla_due_at") WHERE not "crm_cases"."is_closed";--> statement-breakpoint
CREATE INDEX "crm_cases_owner_open_modified_idx" ON "crm_cases" USING btree ("owner","modified_at" DESC NULLS LAST) WHERE not "crm_cases"."is_closed";--> statement-breakpoint
CREATE INDEX "crm_cases_owner_closed_idx" ON "crm_cases" USING btree ("owner","closed_at" DESC NULLS LAST) WHERE "crm_cases"."is_closed";--> statement-breakpoint
CREATE INDEX "crm_cases_member_created_idx" ON "crm_cases" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_cases_created_idx" ON "crm_cases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "crm_cases_queue_open_idx" ON "crm_cases" USING btree ("queue_id","created_at") WHERE not "crm_cases"."is_closed";--> statement-breakpoint
CREATE INDEX "crm_files_item_idx" ON "crm_files" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "crm_interaction_cases_case_idx" ON "crm_interaction_cases" USING btree ("case_id","interaction_id");--> statement-breakpoint
CREATE INDEX "crm_interactions_member_created_idx" ON "crm_interactions" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_interactions_created_by_idx" ON "crm_interactions" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_interactions_created_idx" ON "crm_interactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_interactions_cti_idx" ON "crm_interactions" USING btree ("cti_id");--> statement-breakpoint
CREATE INDEX "crm_mail_requests_member_idx" ON "crm_mail_requests" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_nba_member_open_idx" ON "crm_next_best_actions" USING btree ("member_id","priority") WHERE "crm_next_best_actions"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "crm_notes_item_idx" ON "crm_notes" USING btree ("item_kind","item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_outbound_surveys_case_idx" ON "crm_outbound_surveys" USING btree ("case_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_outbound_surveys_member_idx" ON "crm_outbound_surveys" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_plan_materials_plan_material_idx" ON "crm_plan_materials" USING btree ("contract_code","plan_code","material");--> statement-breakpoint
CREATE INDEX "crm_portal_messages_member_idx" ON "crm_portal_messages" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_portal_messages_interaction_idx" ON "crm_portal_messages" USING btree ("interaction_id");--> statement-breakpoint
CREATE INDEX "crm_queue_members_order_idx" ON "crm_queue_members" USING btree ("queue_id","position");--> statement-breakpoint
CREATE INDEX "crm_reminders_user_open_idx" ON "crm_reminders" USING btree ("username","remind_at") WHERE "crm_reminders"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "crm_sticky_notes_member_idx" ON "crm_sticky_notes" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_tasks_assignee_open_sla_idx" ON "crm_tasks" USING btree ("assigned_to","sla_due_at") WHERE "crm_tasks"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "crm_tasks_assignee_closed_idx" ON "crm_tasks" USING btree ("assigned_to","closed_at" DESC NULLS LAST) WHERE "crm_tasks"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "crm_tasks_workflow_open_idx" ON "crm_tasks" USING btree ("workflow_id") WHERE "crm_tasks"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "crm_tasks_workflow_created_idx" ON "crm_tasks" USING btree ("workflow_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_tasks_case_created_idx" ON "crm_tasks" USING btree ("case_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_tasks_member_created_idx" ON "crm_tasks" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_tasks_created_idx" ON "crm_tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "crm_workflow_discards_member_idx" ON "crm_workflow_discards" USING btree ("member_id","discarded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_workflows_owner_open_sla_idx" ON "crm_workflows" USING btree ("owner","sla_due_at") WHERE "crm_workflows"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "crm_workflows_case_created_idx" ON "crm_workflows" USING btree ("case_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_workflows_member_created_idx" ON "crm_workflows" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_workflows_created_idx" ON "crm_workflows" USING btree ("created_at");