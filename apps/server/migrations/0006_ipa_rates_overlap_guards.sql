-- Overlap guards of the rates (IPA spec §5): two simultaneous creates whose periods or member-count ranges overlap
-- cannot both commit; the loser gets exclusion_violation (23P01), which the API answers with the spec's message.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "cap_rates" ADD CONSTRAINT "cap_rates_no_overlap" EXCLUDE USING gist ("ipa_web_id" WITH =, "company_code" WITH =, daterange("eff_date", "end_date", '[]') WITH &&);
--> statement-breakpoint
ALTER TABLE "cap_tiered_rates" ADD CONSTRAINT "cap_tiered_rates_no_overlap" EXCLUDE USING gist ("cap_id" WITH =, int4range("member_count_start", "member_count_end", '[]') WITH &&);
--> statement-breakpoint
ALTER TABLE "gain_share_rates" ADD CONSTRAINT "gain_share_rates_no_overlap" EXCLUDE USING gist ("ipa_code" WITH =, daterange("effective_start_date", "effective_end_date", '[]') WITH &&) WHERE (NOT "is_deleted");
--> statement-breakpoint
ALTER TABLE "gain_share_tiers" ADD CONSTRAINT "gain_share_tiers_no_overlap" EXCLUDE USING gist ("parent_rate_id" WITH =, int4range("member_count_start", "member_count_end", '[]') WITH &&) WHERE (NOT "is_deleted");
--> statement-breakpoint
ALTER TABLE "risk_pool_rates" ADD CONSTRAINT "risk_pool_rates_no_overlap" EXCLUDE USING gist ("ipa_code" WITH =, daterange("effective_start_date", "effective_end_date", '[]') WITH &&) WHERE (NOT "is_deleted");
--> statement-breakpoint
ALTER TABLE "risk_pool_tiers" ADD CONSTRAINT "risk_pool_tiers_no_overlap" EXCLUDE USING gist ("parent_rate_id" WITH =, int4range("member_count_start", "member_count_end", '[]') WITH &&) WHERE (NOT "is_deleted");
