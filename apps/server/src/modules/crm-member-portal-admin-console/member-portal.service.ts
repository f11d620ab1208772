import {
  MEMBER_PORTAL_MESSAGES as M,
  MEMBER_PORTAL_MODULE_IDS,
  type PortalAccount,
  type PortalAccountAction,
  type PortalAccountEventsQuery,
  type PortalAccountList,
  type PortalAccountSearchQuery,
  type PortalEventList,
  type PortalEventsByIdQuery,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/errors.ts';
import { memberPortal, type MemberPortal } from '../../platform/integrations/member-portal.ts';

/**
 * The member portal's administration (modules 126, 127, 129): login accounts searched, one member's accounts with
 * their status, unlocked and sent the verification e-mail again (each at the version read, audited with the account
 * before and after), and the accounts' events. The accounts are the member portal's, reached through its integration.
 */

/** A page from the member portal, with the integration that answered it (live or simulated). */
async function fromPortal<P extends object>(
  db: Db,
  read: (portal: MemberPortal) => Promise<P>,
): Promise<P & { integration: MemberPortal['integration'] }> {
  const portal = memberPortal(db);
  return { ...(await read(portal)), integration: portal.integration };
}

export const searchAccounts = (db: Db, query: PortalAccountSearchQuery): Promise<PortalAccountList> =>
  fromPortal(db, (portal) =>
    portal.searchAccounts({ searchTerm: query.searchTerm, status: query.status, skip: query.$skip, top: query.$top }),
  );

export const accountsOfMember = (db: Db, memberId: string): Promise<PortalAccountList> =>
  fromPortal(db, (portal) => portal.searchAccounts({ memberId, skip: 0, top: 100 }));

type Change = 'unlock' | 'resendVerification';

const EVENT_OF: Record<Change, string> = {
  unlock: 'MemberPortalAccountUnlocked',
  resendVerification: 'MemberPortalVerificationResent',
};

/** Why this change cannot be made to the account as it is, or null when it can. */
function refusal(change: Change, account: PortalAccount): string | null {
  if (account.status === 'Disabled') return M.accountDisabled;
  switch (change) {
    case 'unlock':
      return account.status === 'Locked' ? null : M.notLocked;
    case 'resendVerification':
      return account.emailVerified ? M.alreadyVerified : null;
  }
}

async function changeAccount(db: Db, actor: Actor, input: PortalAccountAction, change: Change): Promise<PortalAccount> {
  return db.transaction(async (tx: DbOrTx) => {
    const portal: MemberPortal = memberPortal(tx);
    const before = await portal.accountForChange(input.accountId);
    if (!before) throw notFound(M.accountNotFound);
    if (before.version !== input.version) throw conflict();
    const refused = refusal(change, before);
    if (refused) throw badRequest(refused);
    const after = await portal[change](input.accountId, actor.user.username);
    await recordAudit(tx, actor, {
      eventType: EVENT_OF[change],
      itemId: after.memberId,
      moduleId: MEMBER_PORTAL_MODULE_IDS.adminConsole,
      details: { accountId: after.id, simulated: portal.integration.simulated, before, after },
    });
    return after;
  });
}

export const unlockAccount = (db: Db, actor: Actor, input: PortalAccountAction) =>
  changeAccount(db, actor, input, 'unlock');

export const resendVerification = (db: Db, actor: Actor, input: PortalAccountAction) =>
  changeAccount(db, actor, input, 'resendVerification');

/** GetMemberPortalEventsById: the events of the accounts of a member id, or of an e-mail address, or of both. */
export const eventsById = (db: Db, query: PortalEventsByIdQuery): Promise<PortalEventList> =>
  fromPortal(db, (portal) =>
    portal.events({ memberId: query.memberId, email: query.memberEmail, skip: query.$skip, top: query.$top }),
  );

/** GetMemberPortalAccountEvents: every account's events, newest first, of one account or one type when asked. */
export const accountEvents = (db: Db, query: PortalAccountEventsQuery): Promise<PortalEventList> =>
  fromPortal(db, (portal) =>
    portal.events({ accountId: query.accountId, eventType: query.eventType, skip: query.$skip, top: query.$top }),
  );
