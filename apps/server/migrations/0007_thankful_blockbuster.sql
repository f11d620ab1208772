CREATE TABLE "platform_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"queued_by_user_id" integer,
	"queued_by_username" text,
	"progress" integer,
	"progress_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_jobs_user_idx" ON "platform_jobs" USING btree ("queued_by_user_id","created_at");