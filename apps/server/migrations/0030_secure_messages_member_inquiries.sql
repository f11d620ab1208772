CREATE TABLE "member_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"channel" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"detail" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"assigned_to" text,
	"response" text,
	"responded_at" timestamp with time zone,
	"responded_by" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secure_message_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"username" text NOT NULL,
	"last_read_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secure_message_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"channel" text NOT NULL,
	"member_id" text,
	"includes_member" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secure_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"sender_kind" text NOT NULL,
	"sender_username" text,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "secure_message_participants" ADD CONSTRAINT "secure_message_participants_thread_id_secure_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."secure_message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secure_messages" ADD CONSTRAINT "secure_messages_thread_id_secure_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."secure_message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_inquiries_status_received_idx" ON "member_inquiries" USING btree ("status","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_inquiries_received_idx" ON "member_inquiries" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_inquiries_member_idx" ON "member_inquiries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_inquiries_assigned_idx" ON "member_inquiries" USING btree ("assigned_to");--> statement-breakpoint
CREATE UNIQUE INDEX "secure_message_participants_thread_user_idx" ON "secure_message_participants" USING btree ("thread_id","username");--> statement-breakpoint
CREATE INDEX "secure_message_participants_user_idx" ON "secure_message_participants" USING btree ("username","archived");--> statement-breakpoint
CREATE INDEX "secure_message_threads_member_idx" ON "secure_message_threads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "secure_messages_thread_idx" ON "secure_messages" USING btree ("thread_id","sent_at");