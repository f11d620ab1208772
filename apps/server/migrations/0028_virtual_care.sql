CREATE TABLE "appointment_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"relationship" text,
	"connection_id" text NOT NULL,
	"call_sid" text,
	"call_status" text,
	"call_status_at" timestamp with time zone,
	"muted" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"invite_sent_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "appointment_attendees_connection_id_unique" UNIQUE("connection_id")
);
--> statement-breakpoint
CREATE TABLE "simulated_phone_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text,
	"call_sid" text,
	"status" text NOT NULL,
	"appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"provider_user_id" integer NOT NULL,
	"provider_name" text NOT NULL,
	"appointment_type" text DEFAULT 'Video' NOT NULL,
	"visit_type" text NOT NULL,
	"reason" text,
	"start_time_utc" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 20 NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"is_on_demand" boolean DEFAULT false NOT NULL,
	"dial_in_code" text NOT NULL,
	"patient_phone" text,
	"member_connection_id" text NOT NULL,
	"provider_connection_id" text NOT NULL,
	"conversation_sid" text,
	"room_name" text,
	"member_waiting_since" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_care_user_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module_name" text NOT NULL,
	"user_preferences_filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"visit_event" text NOT NULL,
	"module_type" text NOT NULL,
	"actor" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"appointment_id" integer NOT NULL,
	"connection_id" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "visit_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"provider_user_id" integer NOT NULL,
	"provider_name" text NOT NULL,
	"reason" text NOT NULL,
	"assessment" text NOT NULL,
	"plan" text NOT NULL,
	"follow_up" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "visit_summaries_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
ALTER TABLE "appointment_attendees" ADD CONSTRAINT "appointment_attendees_appointment_id_virtual_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."virtual_appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_appointment_id_virtual_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."virtual_appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_summaries" ADD CONSTRAINT "visit_summaries_appointment_id_virtual_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."virtual_appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_attendees_appointment_idx" ON "appointment_attendees" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "simulated_phone_activity_created_idx" ON "simulated_phone_activity" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "simulated_phone_activity_call_sid_idx" ON "simulated_phone_activity" USING btree ("call_sid");--> statement-breakpoint
CREATE INDEX "virtual_appointments_provider_start_idx" ON "virtual_appointments" USING btree ("provider_user_id","start_time_utc");--> statement-breakpoint
CREATE INDEX "virtual_appointments_member_start_idx" ON "virtual_appointments" USING btree ("member_id","start_time_utc");--> statement-breakpoint
CREATE INDEX "virtual_appointments_status_start_idx" ON "virtual_appointments" USING btree ("status","start_time_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_care_user_preferences_user_module_idx" ON "virtual_care_user_preferences" USING btree ("user_id","module_name");--> statement-breakpoint
CREATE INDEX "visit_events_appointment_at_idx" ON "visit_events" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE INDEX "visit_events_member_at_idx" ON "visit_events" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "visit_events_at_idx" ON "visit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "visit_links_appointment_idx" ON "visit_links" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "visit_summaries_member_sent_idx" ON "visit_summaries" USING btree ("member_id","sent_at");