ALTER TABLE "member_coverages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "member_coverages_updated_at_idx" ON "member_coverages" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");--> statement-breakpoint
-- Every update of a member or a coverage row moves updated_at, whichever module writes it (FHIR meta.lastUpdated and _lastUpdated).
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "members_touch_updated_at" BEFORE UPDATE ON "members" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "member_coverages_touch_updated_at" BEFORE UPDATE ON "member_coverages" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
