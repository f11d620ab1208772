import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side sign-in sessions: one row per identity-provider session (the token's `sid`). Every server instance
 * reads the same row, so a sign-out, the idle limit and the absolute lifetime end API access everywhere.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    issuer: text('issuer').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** signed-out, idle, lifetime */
    endReason: text('end_reason'),
    /** The built-in provider's grant, revoked at sign-out so a refresh token cannot revive the session. */
    grantId: text('grant_id'),
    clientIp: text('client_ip'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** Failed sign-ins per account name (known or not), shared by every instance: repeated failures slow the account down. */
export const signInFailures = pgTable('sign_in_failures', {
  account: text('account').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
