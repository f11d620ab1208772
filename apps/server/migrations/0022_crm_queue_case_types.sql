CREATE TABLE "crm_queue_case_types" (
	"case_type" text PRIMARY KEY NOT NULL,
	"queue_id" integer NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crm_queue_case_types_queue_idx" ON "crm_queue_case_types" USING btree ("queue_id");