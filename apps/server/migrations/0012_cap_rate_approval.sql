ALTER TABLE "cap_rates" ADD COLUMN "last_approved_by_id" text;--> statement-breakpoint
ALTER TABLE "cap_rates" ADD COLUMN "last_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cap_special_rates" ADD COLUMN "last_approved_by_id" text;--> statement-breakpoint
ALTER TABLE "cap_special_rates" ADD COLUMN "last_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cap_tiered_rates" ADD COLUMN "last_approved_by_id" text;--> statement-breakpoint
ALTER TABLE "cap_tiered_rates" ADD COLUMN "last_approved_at" timestamp with time zone;