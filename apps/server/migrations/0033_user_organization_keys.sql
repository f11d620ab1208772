-- References that name a deleted organization or domain (written before these keys existed) are cleared, so the keys
-- can be added: such a user shows no organization or domain today either.
UPDATE "users" SET "organization_id" = NULL WHERE "organization_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "organizations" o WHERE o."id" = "users"."organization_id");--> statement-breakpoint
UPDATE "users" SET "domain_id" = NULL WHERE "domain_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "domains" d WHERE d."id" = "users"."domain_id");--> statement-breakpoint
UPDATE "organizations" SET "parent_id" = NULL WHERE "parent_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "organizations" p WHERE p."id" = "organizations"."parent_id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "users_domain_idx" ON "users" USING btree ("domain_id");