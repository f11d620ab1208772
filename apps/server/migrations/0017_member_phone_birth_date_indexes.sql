CREATE INDEX "members_phone_idx" ON "members" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "members_birth_date_idx" ON "members" USING btree ("date_of_birth");