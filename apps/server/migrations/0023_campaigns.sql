CREATE TABLE "crm_campaign_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"default_queue_id" integer,
	"default_script" text DEFAULT '' NOT NULL,
	"default_outcomes" jsonb NOT NULL,
	"modified_by" text,
	"modified_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_campaign_outreach" (
	"campaign_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"case_id" bigint,
	"outcome" text,
	"contacted_by" text,
	"contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_campaign_outreach_campaign_id_member_id_pk" PRIMARY KEY("campaign_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "crm_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"queue_id" integer,
	"script" text DEFAULT '' NOT NULL,
	"outcomes" jsonb,
	"criteria" jsonb NOT NULL,
	"activated_by" text,
	"activated_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_communication_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_mail_sub_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_mail_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_mail_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "crm_plan_materials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_plan_materials" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "crm_plan_materials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "supplemental_benefits" ADD COLUMN "incentive_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "crm_campaign_outreach_case_idx" ON "crm_campaign_outreach" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_campaigns_name_live_uq" ON "crm_campaigns" USING btree (lower("name")) WHERE not "crm_campaigns"."is_deleted";--> statement-breakpoint
CREATE INDEX "crm_communication_templates_channel_idx" ON "crm_communication_templates" USING btree ("channel","name");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_mail_sub_types_type_name_idx" ON "crm_mail_sub_types" USING btree ("mail_type","name");--> statement-breakpoint
CREATE INDEX "member_tags_tag_idx" ON "member_tags" USING btree ("tag","member_id");--> statement-breakpoint
CREATE INDEX "members_contract_pbp_idx" ON "members" USING btree ("contract_code","pbp_code");