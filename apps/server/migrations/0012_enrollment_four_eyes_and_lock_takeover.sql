ALTER TABLE "enrollment_work_items" ADD COLUMN "approval_requested_by" integer;--> statement-breakpoint
ALTER TABLE "enrollment_work_items" ADD COLUMN "approval_requested_by_name" text;--> statement-breakpoint
ALTER TABLE "enrollment_work_items" ADD COLUMN "lock_taken_from" integer;