CREATE TABLE "cod_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"reason" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cod_time_off_provider_days_idx" ON "cod_time_off" USING btree ("provider_user_id","to_date","from_date");