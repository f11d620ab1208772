ALTER TABLE "providers" ADD COLUMN "gender" text DEFAULT 'U' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "languages" text[] DEFAULT '{English}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "quality_rating" double precision DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "offers_virtual" boolean DEFAULT false NOT NULL;