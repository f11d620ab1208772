ALTER TABLE "crm_queues" DROP CONSTRAINT "crm_queues_name_unique";--> statement-breakpoint
ALTER TABLE "crm_mail_types" DROP CONSTRAINT "crm_mail_types_name_unique";--> statement-breakpoint
DROP INDEX "crm_plan_materials_plan_material_idx";--> statement-breakpoint
DROP INDEX "crm_mail_sub_types_type_name_idx";--> statement-breakpoint
-- Names that differ only in case become unique ignoring case. Rows that already clash are settled first, so the
-- indexes can be built on a live database: in each clash the active row (the oldest one among equals) keeps its name and
-- every other row is renamed "<name> (duplicate <id>)", cut to fit the field's length, its version moved on; subtypes
-- and plan materials that name a renamed mail type or subtype follow the new name. Nothing is deleted or merged: the
-- admin decides what each renamed copy becomes (docs/decisions.md).
WITH "renamed" AS (
  SELECT "id", "name" AS "old_name", left(name, 60 - length(' (duplicate ' || id || ')')) || ' (duplicate ' || id || ')' AS "new_name"
  FROM (SELECT "id", "name", row_number() OVER (PARTITION BY lower("name") ORDER BY "is_active" DESC, "id") AS "n"
        FROM "crm_mail_types") "t"
  WHERE "n" > 1
), "types" AS (
  UPDATE "crm_mail_types" m SET "name" = r."new_name", "version" = m."version" + 1, "updated_at" = now()
  FROM "renamed" r WHERE m."id" = r."id"
), "sub_types" AS (
  UPDATE "crm_mail_sub_types" s SET "mail_type" = r."new_name" FROM "renamed" r WHERE s."mail_type" = r."old_name"
)
UPDATE "crm_plan_materials" p SET "mail_type" = r."new_name" FROM "renamed" r WHERE p."mail_type" = r."old_name";--> statement-breakpoint
WITH "renamed" AS (
  SELECT "id", "mail_type", "name" AS "old_name", left(name, 60 - length(' (duplicate ' || id || ')')) || ' (duplicate ' || id || ')' AS "new_name"
  FROM (SELECT "id", "mail_type", "name",
               row_number() OVER (PARTITION BY lower("mail_type"), lower("name") ORDER BY "is_active" DESC, "id") AS "n"
        FROM "crm_mail_sub_types") "t"
  WHERE "n" > 1
), "sub_types" AS (
  UPDATE "crm_mail_sub_types" s SET "name" = r."new_name", "version" = s."version" + 1, "updated_at" = now()
  FROM "renamed" r WHERE s."id" = r."id"
)
UPDATE "crm_plan_materials" p SET "mail_sub_type" = r."new_name"
FROM "renamed" r WHERE p."mail_type" = r."mail_type" AND p."mail_sub_type" = r."old_name";--> statement-breakpoint
UPDATE "crm_plan_materials" p SET "material" = left(p."material", 200 - length(' (duplicate ' || p."id" || ')')) || ' (duplicate ' || p."id" || ')', "version" = p."version" + 1, "updated_at" = now()
FROM (SELECT "id", row_number() OVER (PARTITION BY "contract_code", "plan_code", lower("material") ORDER BY "is_active" DESC, "id") AS "n"
      FROM "crm_plan_materials") t
WHERE p."id" = t."id" AND t."n" > 1;--> statement-breakpoint
UPDATE "crm_queues" q SET "name" = left(q."name", 100 - length(' (duplicate ' || q."id" || ')')) || ' (duplicate ' || q."id" || ')', "version" = q."version" + 1
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "is_active" DESC, "id") AS "n" FROM "crm_queues") t
WHERE q."id" = t."id" AND t."n" > 1;--> statement-breakpoint
UPDATE "crm_communication_templates" c SET "name" = left(c."name", 100 - length(' (duplicate ' || c."id" || ')')) || ' (duplicate ' || c."id" || ')', "version" = c."version" + 1, "updated_at" = now()
FROM (SELECT "id", row_number() OVER (PARTITION BY "channel", lower("name") ORDER BY "is_active" DESC, "id") AS "n"
      FROM "crm_communication_templates" WHERE NOT "is_deleted") t
WHERE c."id" = t."id" AND t."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_communication_templates_name_live_idx" ON "crm_communication_templates" USING btree ("channel",lower("name")) WHERE not "crm_communication_templates"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "crm_queues_name_idx" ON "crm_queues" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "crm_mail_types_name_idx" ON "crm_mail_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "crm_plan_materials_plan_material_idx" ON "crm_plan_materials" USING btree ("contract_code","plan_code",lower("material"));--> statement-breakpoint
CREATE UNIQUE INDEX "crm_mail_sub_types_type_name_idx" ON "crm_mail_sub_types" USING btree (lower("mail_type"),lower("name"));