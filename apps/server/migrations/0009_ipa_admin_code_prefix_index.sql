DROP INDEX "ipas_code_prefix_idx";--> statement-breakpoint
DROP INDEX "ipas_code_eff_date_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "ipas_code_eff_date_uq" ON "ipas" USING btree (upper("ipa_code") text_pattern_ops,"eff_date");