import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  PortalAccount,
  PortalAccountStatus,
  PortalEvent,
  PortalEventType,
  PortalIntegration,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import type { DbOrTx } from '../db/client.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { memberPortalAccounts, memberPortalEvents } from './member-portal.tables.ts';

/**
 * The member portal (ARCHITECTURE §3.12): the plan's member-facing website keeps the members' login accounts. The CRM's
 * member portal administration reads and changes them through this interface. The built-in simulator is the default
 * (demo mode and tests) and labels itself so; it keeps its accounts in member_portal_accounts and their events in
 * member_portal_events. A real adapter calls the portal's admin API: search accounts, read one, unlock, resend the
 * verification e-mail, read the events, each change at the account's version (ETag) so a stale change is refused.
 */
export interface MemberPortal {
  readonly integration: PortalIntegration;
  searchAccounts(query: {
    searchTerm?: string | undefined;
    memberId?: string | undefined;
    status?: PortalAccountStatus | undefined;
    skip: number;
    top: number;
  }): Promise<{ items: PortalAccount[]; total: number }>;
  /** The account locked for a change in the caller's transaction, or undefined when there is none. */
  accountForChange(accountId: number): Promise<PortalAccount | undefined>;
  unlock(accountId: number, performedBy: string): Promise<PortalAccount>;
  resendVerification(accountId: number, performedBy: string): Promise<PortalAccount>;
  events(query: {
    memberId?: string | undefined;
    email?: string | undefined;
    accountId?: number | undefined;
    eventType?: PortalEventType | undefined;
    skip: number;
    top: number;
  }): Promise<{ items: PortalEvent[]; total: number }>;
}

export const SIMULATED_MEMBER_PORTAL: PortalIntegration = {
  label: 'The built-in member portal simulator answers: demo accounts only, no real member account is changed.',
  simulated: true,
};

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

const accountOf = (row: typeof memberPortalAccounts.$inferSelect): PortalAccount => ({
  id: row.id,
  memberId: row.memberId,
  email: row.email,
  status: row.status as PortalAccountStatus,
  emailVerified: row.emailVerified,
  failedSignIns: row.failedSignIns,
  lastSignInAt: iso(row.lastSignInAt),
  lockedAt: iso(row.lockedAt),
  verificationSentAt: iso(row.verificationSentAt),
  registeredAt: row.registeredAt.toISOString(),
  version: row.version,
});

/** The simulator on `db` (pass the transaction of the change, so its write and the audit row commit together). */
export function simulatedMemberPortal(db: DbOrTx): MemberPortal {
  const a = memberPortalAccounts;
  const e = memberPortalEvents;

  const change = async (
    accountId: number,
    performedBy: string,
    set: Partial<typeof a.$inferInsert>,
    eventType: PortalEventType,
  ) => {
    const [row] = await db
      .update(a)
      .set({ ...set, version: sql`${a.version} + 1` })
      .where(eq(a.id, accountId))
      .returning();
    if (!row) throw new Error('the member portal account is gone');
    await db.insert(e).values({ accountId, eventType, performedBy, detail: `By ${performedBy} from the CRM` });
    return accountOf(row);
  };

  return {
    integration: SIMULATED_MEMBER_PORTAL,
    async searchAccounts(query) {
      const conditions: SQL[] = [];
      if (query.searchTerm !== undefined) {
        const pattern = containsPattern(query.searchTerm);
        const term = or(ilike(a.memberId, pattern), ilike(a.email, pattern));
        if (term) conditions.push(term);
      }
      if (query.memberId !== undefined) conditions.push(eq(a.memberId, query.memberId));
      if (query.status !== undefined) conditions.push(eq(a.status, query.status));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db.select().from(a).where(where).orderBy(a.memberId, a.id).limit(query.top).offset(query.skip),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(a)
          .where(where),
      ]);
      return { items: rows.map(accountOf), total: counted?.total ?? 0 };
    },
    async accountForChange(accountId) {
      const [row] = await db.select().from(a).where(eq(a.id, accountId)).for('update');
      return row ? accountOf(row) : undefined;
    },
    unlock: (accountId, performedBy) =>
      change(accountId, performedBy, { status: 'Active', failedSignIns: 0, lockedAt: null }, 'Unlocked'),
    resendVerification: (accountId, performedBy) =>
      change(accountId, performedBy, { verificationSentAt: sql`now()` as unknown as Date }, 'Verification Sent'),
    async events(query) {
      const conditions: SQL[] = [];
      if (query.memberId !== undefined) conditions.push(eq(a.memberId, query.memberId));
      if (query.email !== undefined) conditions.push(sql`lower(${a.email}) = lower(${query.email})`);
      if (query.accountId !== undefined) conditions.push(eq(e.accountId, query.accountId));
      if (query.eventType !== undefined) conditions.push(eq(e.eventType, query.eventType));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: e.id,
            accountId: e.accountId,
            memberId: a.memberId,
            email: a.email,
            eventType: e.eventType,
            detail: e.detail,
            performedBy: e.performedBy,
            occurredAt: e.occurredAt,
          })
          .from(e)
          .innerJoin(a, eq(a.id, e.accountId))
          .where(where)
          .orderBy(desc(e.occurredAt), desc(e.id))
          .limit(query.top)
          .offset(query.skip),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(e)
          .innerJoin(a, eq(a.id, e.accountId))
          .where(where),
      ]);
      return {
        items: rows.map((row) => ({
          ...row,
          eventType: row.eventType as PortalEventType,
          occurredAt: row.occurredAt.toISOString(),
        })),
        total: counted?.total ?? 0,
      };
    },
  };
}

/** The member portal of this server: the simulator (no real adapter is configured in this product yet). */
export function memberPortal(db: DbOrTx): MemberPortal {
  return simulatedMemberPortal(db);
}
