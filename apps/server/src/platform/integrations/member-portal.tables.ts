import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The member portal simulator's state (ARCHITECTURE §3.12): its login accounts and their events. A real member portal
 * keeps these itself; the adapter for it reads and changes them through the portal's API instead.
 */
export const memberPortalAccounts = pgTable(
  'member_portal_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    email: text('email').notNull(),
    /** Active, Locked, Pending Verification, Disabled (contracts: PORTAL_ACCOUNT_STATUSES). */
    status: text('status').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('member_portal_accounts_email_uq').on(t.email),
    index('member_portal_accounts_member_idx').on(t.memberId),
  ],
);

export const memberPortalEvents = pgTable(
  'member_portal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    detail: text('detail'),
    performedBy: text('performed_by'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_portal_events_account_idx').on(t.accountId, t.occurredAt.desc()),
    index('member_portal_events_occurred_idx').on(t.occurredAt.desc()),
  ],
);
