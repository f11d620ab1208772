import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-user rate limits' counts shared by every server instance (platform/access/shared-rate-limits.ts): admitted
 * requests per limit key (route and user or address) and window. Each instance adds its own counts about once a second.
 * The migration creates it UNLOGGED (drizzle has no word for that): no write-ahead log for a counter rewritten every
 * second, and after a database crash the table starts empty, which only forgives the current minute. Rows are deleted
 * once their window no longer counts (`rate-limit-counts-prune`).
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** When the window stops counting: the end of the window after it (the sliding estimate weighs the previous window). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counts_expires_idx').on(t.expiresAt)],
);
