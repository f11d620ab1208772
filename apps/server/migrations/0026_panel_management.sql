CREATE TABLE "panel_provider_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"panel_status" text DEFAULT 'Open' NOT NULL,
	"panel_capacity" integer,
	"portal_user_id" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "panel_provider_settings_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "panel_provider_settings_portal_user_id_unique" UNIQUE("portal_user_id")
);
--> statement-breakpoint
DROP INDEX "members_pcp_idx";--> statement-breakpoint
CREATE INDEX "members_pcp_idx" ON "members" USING btree ("pcp_provider_id","member_id");