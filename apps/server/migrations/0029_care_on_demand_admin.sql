CREATE TABLE "cod_provider_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_user_id" integer NOT NULL,
	"available_now" boolean DEFAULT false NOT NULL,
	"available_changed_at" timestamp with time zone,
	"states_licensed" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_concurrent_visits" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cod_provider_profiles_provider_user_id_unique" UNIQUE("provider_user_id")
);
--> statement-breakpoint
CREATE TABLE "cod_schedule_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_user_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_video_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"stun_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"turn_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"turn_username" text,
	"turn_credential" text,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_visit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"appointment_type" text NOT NULL,
	"default_duration_minutes" integer NOT NULL,
	"on_demand_allowed" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cod_schedule_slots_provider_day_idx" ON "cod_schedule_slots" USING btree ("provider_user_id","weekday","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_visit_types_name_idx" ON "cod_visit_types" USING btree (lower("name"));