import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Panel Management's settings per primary care provider (Panel Management Admin): whether the panel takes new members,
 * how many it may hold, and which portal user is the provider. A provider without a row has the defaults (open, no
 * limit, no user). Owned by the panel-admin module; My Panel reads it through panel-admin.service.ts.
 */
export const panelProviderSettings = pgTable('panel_provider_settings', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id').notNull().unique(),
  /** Open or Closed (to new panel members). */
  panelStatus: text('panel_status').notNull().default('Open'),
  /** Null: no limit. */
  panelCapacity: integer('panel_capacity'),
  /** The portal user (users.id) who is this provider; one provider per user. */
  portalUserId: integer('portal_user_id').unique(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
