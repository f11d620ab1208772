import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The CRM's edited settings, owned by crm-admin-text-replace, one row per setting: 'textReplaceOptions' (the
 * shortcuts of the note boxes), 'inboundScript' and 'crmBenefitInfo'. Each is saved whole at the version read.
 */
export const crmSettings = pgTable('crm_settings', {
  /** The setting's name. */
  id: text('id').primaryKey(),
  value: jsonb('value').notNull(),
  modifiedBy: text('modified_by'),
  modifiedAt: timestamp('modified_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});
