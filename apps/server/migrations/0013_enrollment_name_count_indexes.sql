DROP INDEX "enrollment_work_items_last_name_idx";--> statement-breakpoint
DROP INDEX "enrollment_work_items_first_name_idx";--> statement-breakpoint
CREATE INDEX "enrollment_work_items_last_name_idx" ON "enrollment_work_items" USING btree (lower("last_name") text_pattern_ops,"last_name");--> statement-breakpoint
CREATE INDEX "enrollment_work_items_first_name_idx" ON "enrollment_work_items" USING btree (lower("first_name") text_pattern_ops,"first_name","last_name");