CREATE TABLE "hub_connections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"socket_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"user_name" text NOT NULL,
	"member_id" text NOT NULL,
	"tab_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_connections_socket_member_tab_uq" UNIQUE("socket_id","member_id","tab_id")
);
--> statement-breakpoint
CREATE TABLE "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE INDEX "hub_connections_member_idx" ON "hub_connections" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "hub_connections_instance_idx" ON "hub_connections" USING btree ("instance_id");