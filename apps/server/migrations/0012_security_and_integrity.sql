CREATE TABLE "sign_in_failures" (
	"account" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"grant_id" text,
	"client_ip" text
);
--> statement-breakpoint
ALTER TABLE "enrollment_work_items" ADD COLUMN "approval_requested_by" integer;--> statement-breakpoint
ALTER TABLE "enrollment_work_items" ADD COLUMN "approval_requested_by_name" text;--> statement-breakpoint
ALTER TABLE "enrollment_work_items" ADD COLUMN "lock_taken_from" integer;--> statement-breakpoint
ALTER TABLE "cap_rates" ADD COLUMN "last_approved_by_id" text;--> statement-breakpoint
ALTER TABLE "cap_rates" ADD COLUMN "last_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cap_special_rates" ADD COLUMN "last_approved_by_id" text;--> statement-breakpoint
ALTER TABLE "cap_special_rates" ADD COLUMN "last_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cap_tiered_rates" ADD COLUMN "last_approved_by_id" text;--> statement-breakpoint
ALTER TABLE "cap_tiered_rates" ADD COLUMN "last_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sessions_last_seen_idx" ON "user_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_issuer_subject_idx" ON "users" USING btree ("issuer","subject");