import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: text('item_id'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id').notNull(),
    eventType: text('event_type').notNull(),
    moduleId: integer('module_id'),
    clientIp: text('client_ip'),
    companyIds: text('company_ids').array(),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_events_ts_idx').on(t.timestamp),
    index('audit_events_user_ts_idx').on(t.userId, t.timestamp),
    index('audit_events_item_ts_idx').on(t.itemId, t.timestamp),
    index('audit_events_type_ts_idx').on(t.eventType, t.timestamp),
    // GET /api/audithistory?module= (a module's own audit history, newest first).
    index('audit_events_module_ts_idx').on(t.moduleId, t.timestamp),
  ],
);
