CREATE INDEX "organizations_name_prefix_idx" ON "organizations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "organizations_reference_prefix_idx" ON "organizations" USING btree (lower("reference_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "organizations_facets_prefix_idx" ON "organizations" USING btree (lower("facets_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_family_name_prefix_idx" ON "users" USING btree (lower("family_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);