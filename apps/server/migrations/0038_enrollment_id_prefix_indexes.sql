DROP INDEX "enrollment_work_items_member_idx";--> statement-breakpoint
CREATE INDEX "enrollment_work_items_member_prefix_idx" ON "enrollment_work_items" USING btree (upper("member_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "enrollment_work_items_reference_prefix_idx" ON "enrollment_work_items" USING btree (upper("online_enroll_reference_no") text_pattern_ops);