-- Fax rows keep each status as its partition code, not its description: the Fax Transaction History filters by the code
-- and shows the description as it reads today, so renaming a description no longer loses the older rows. Rows written
-- with a description take the code of that description (the active code first when two share it); a text that names no
-- description of the partition is left as it is and shows as written.
UPDATE "enrollment_fax_transactions" f SET "fax_status" = d."code"
FROM (SELECT DISTINCT ON ("description") "description", "code" FROM "enrollment_lookup_descriptions"
      WHERE "partition_name" = 'FaxServerFileStatus' ORDER BY "description", "is_active" DESC, "id") d
WHERE f."fax_status" = d."description" AND f."fax_status" <> d."code";--> statement-breakpoint
UPDATE "enrollment_fax_transactions" f SET "ava_processing_status" = d."code"
FROM (SELECT DISTINCT ON ("description") "description", "code" FROM "enrollment_lookup_descriptions"
      WHERE "partition_name" = 'FaxFileProcessingStatus' ORDER BY "description", "is_active" DESC, "id") d
WHERE f."ava_processing_status" = d."description" AND f."ava_processing_status" <> d."code";
