import { eq } from 'drizzle-orm';
import {
  MEMBER_WORKSPACE_MESSAGES as M,
  PORTAL_MESSAGE_CATEGORIES,
  type CompleteReminderInput,
  type InboundMemberList,
  type NextBestAction,
  type PortalMessage,
  type PortalMessageCategoryList,
  type PortalMessageList,
  type PortalMessagesQuery,
  type Reminder,
  type SearchMembersByPhoneQuery,
  type SearchMembersForInboundQuery,
  type SearchMembersQuery,
  type StickyNote,
} from '@portal/contracts/crm-my-queue/member-workspace';
import { CRM_MESSAGES } from '@portal/contracts/crm-my-queue/crm-constants';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { MODULES } from '@portal/contracts/platform/modules';
import type { Db } from '../../platform/db/client.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors/errors.ts';
import { lockAtVersion, staleWhere } from '../../platform/db/write-at-version.ts';
import { findMembers, membersByIds, type Queryable } from '../../platform/reference/reference.service.ts';
import * as repository from './member-workspace.repository.ts';
import { crmStickyNotes } from './crm-workspace.tables.ts';

/**
 * The member workspace (enrollment-crm-virtual-care spec §5, §7): who is calling (inbound search), what to tell them
 * (sticky notes, next best actions), what the agent must not forget (reminders) and what the member wrote (portal
 * messages). Every change is written with its audit row (before and after) in one transaction; a change at a stale
 * version is a 409.
 */

/** The module the workspace's audit rows belong to: My Queue (crm-my-queue). */
export const CRM_MY_QUEUE_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-my-queue')?.id ?? 49;

const iso = (value: Date): string => value.toISOString();
const isoOrNull = (value: Date | null): string | null => (value === null ? null : value.toISOString());

// ---------------------------------------------------------------------------------------------------------------
// Inbound search
// ---------------------------------------------------------------------------------------------------------------

/** The most members the phone, birth date and member ids may narrow an inbound search to before the name decides. */
export const INBOUND_CANDIDATES_MAX = 1000;

/** searchmembers: the shared member search (name, member id, MBI), inactive members included (a caller may be one). */
export const searchMembers = (pool: Queryable, query: SearchMembersQuery): Promise<InboundMemberList> =>
  findMembers(pool, {
    searchTerm: query.searchterm,
    memberIds: [],
    memberStatus: 'ALL',
    $top: query.$top,
    $skip: query.$skip,
  });

/** One page of the members with these ids (already in member id order), with the number of ids as the total. */
async function pageOfIds(pool: Queryable, ids: string[], page: { $skip: number; $top: number }) {
  const items = await membersByIds(pool, ids.slice(page.$skip, page.$skip + page.$top));
  return { items, total: ids.length };
}

/** SearchMembersByPhoneNumber: the members whose phone is the number (its digits; punctuation stripped). */
export async function searchMembersByPhone(
  db: Db,
  pool: Queryable,
  query: SearchMembersByPhoneQuery,
): Promise<InboundMemberList> {
  const ids = await repository.memberIdsMatching(db, { phone: query.phoneNumber }, INBOUND_CANDIDATES_MAX);
  return pageOfIds(pool, ids, query);
}

/**
 * SearchMembersForInbound: every criterion given must match. The phone, birth date and member ids narrow the members by
 * their indexes; the name is then matched by the shared member search among them (or alone, when it is the only one).
 */
export async function searchMembersForInbound(
  db: Db,
  pool: Queryable,
  query: SearchMembersForInboundQuery,
): Promise<InboundMemberList> {
  const narrowed = query.phoneNumber !== undefined || query.birthDate !== undefined || query.memberIds.length > 0;
  const ids = narrowed
    ? await repository.memberIdsMatching(
        db,
        { phone: query.phoneNumber, birthDate: query.birthDate, memberIds: query.memberIds },
        INBOUND_CANDIDATES_MAX,
      )
    : [];
  if (narrowed && ids.length === 0) return { items: [], total: 0 };
  if (query.name === null) return pageOfIds(pool, ids, query);
  return findMembers(pool, {
    searchTerm: query.name,
    memberIds: ids,
    memberStatus: 'ALL',
    $top: query.$top,
    $skip: query.$skip,
  });
}

async function requireMember(pool: Queryable, memberId: string): Promise<void> {
  const [member] = await membersByIds(pool, [memberId]);
  if (!member) throw notFound(MEMBER_RECORD_MESSAGES.memberNotFound);
}

// ---------------------------------------------------------------------------------------------------------------
// Sticky notes
// ---------------------------------------------------------------------------------------------------------------

const stickyNote = (row: repository.StickyNoteRow): StickyNote => ({
  id: row.id,
  memberId: row.memberId,
  note: row.note,
  active: row.active,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
  modifiedBy: row.modifiedBy,
  modifiedAt: iso(row.modifiedAt),
  version: row.version,
});

export async function stickyNotes(
  db: Db,
  pool: Queryable,
  memberId: string,
): Promise<{ items: StickyNote[]; total: number }> {
  const [rows] = await Promise.all([repository.stickyNotesOf(db, memberId), requireMember(pool, memberId)]);
  return { items: rows.map(stickyNote), total: rows.length };
}

type StickyNoteEvent = 'CrmStickyNoteCreated' | 'CrmStickyNoteUpdated' | 'CrmStickyNoteDeleted';

/** The audit row of a sticky-note change, under the member (their audit history shows it). */
const auditStickyNote = (
  tx: Parameters<typeof recordAudit>[0],
  actor: Actor,
  eventType: StickyNoteEvent,
  before: StickyNote | null,
  after: StickyNote | null,
) =>
  recordAudit(tx, actor, {
    eventType,
    itemId: (after ?? before)?.memberId ?? null,
    moduleId: CRM_MY_QUEUE_MODULE_ID,
    details: { stickyNoteId: (after ?? before)?.id, before, after },
  });

export async function createStickyNote(
  db: Db,
  pool: Queryable,
  actor: Actor,
  input: { memberId: string; note: string; active: boolean },
): Promise<StickyNote> {
  await requireMember(pool, input.memberId);
  return db.transaction(async (tx) => {
    const after = stickyNote(await repository.insertStickyNote(tx, { ...input, username: actor.user.username }));
    await auditStickyNote(tx, actor, 'CrmStickyNoteCreated', null, after);
    return after;
  });
}

/** Changes a note at the version the client read (update and dismiss): 404 gone, 409 changed since. */
export async function changeStickyNote(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; note?: string; active?: boolean },
): Promise<StickyNote> {
  return db.transaction(async (tx) => {
    const before = stickyNote(
      await lockStickyNote(tx, { id: input.id, version: input.version, by: actor.user.username }),
    );
    const after = stickyNote(
      await repository.changeStickyNote(tx, input.id, {
        note: input.note,
        active: input.active,
        username: actor.user.username,
      }),
    );
    await auditStickyNote(tx, actor, 'CrmStickyNoteUpdated', before, after);
    return after;
  });
}

async function lockStickyNote(
  tx: Parameters<typeof lockAtVersion>[0],
  target: { id: number; version: number; by: string },
) {
  try {
    return await lockAtVersion(tx, crmStickyNotes, target);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(M.stickyNoteNotFound);
    throw error;
  }
}

/** Deletes a note at the version the client read; answers the note as it was. */
export async function deleteStickyNote(
  db: Db,
  actor: Actor,
  input: { id: number; version: number },
): Promise<StickyNote> {
  return db.transaction(async (tx) => {
    const before = stickyNote(
      await lockStickyNote(tx, { id: input.id, version: input.version, by: actor.user.username }),
    );
    await repository.removeStickyNote(tx, input.id);
    await auditStickyNote(tx, actor, 'CrmStickyNoteDeleted', before, null);
    return before;
  });
}

/**
 * upsertStickyNote: changes the member's latest note at the version the client read, or creates the member's first
 * note. A version for a member with no note, or none for a member who has one, means the client's view is stale: 409.
 */
export async function upsertStickyNote(
  db: Db,
  pool: Queryable,
  actor: Actor,
  input: { memberId: string; note: string; active: boolean; version?: number | undefined },
): Promise<StickyNote> {
  await requireMember(pool, input.memberId);
  return db.transaction(async (tx) => {
    const latest = await repository.lockLatestStickyNote(tx, input.memberId);
    if (latest === undefined) {
      if (input.version !== undefined) throw conflict();
      const created = stickyNote(await repository.insertStickyNote(tx, { ...input, username: actor.user.username }));
      await auditStickyNote(tx, actor, 'CrmStickyNoteCreated', null, created);
      return created;
    }
    if (input.version !== latest.version)
      throw await staleWhere(tx, crmStickyNotes, eq(crmStickyNotes.id, latest.id), actor.user.username);
    const after = stickyNote(
      await repository.changeStickyNote(tx, latest.id, {
        note: input.note,
        active: input.active,
        username: actor.user.username,
      }),
    );
    await auditStickyNote(tx, actor, 'CrmStickyNoteUpdated', stickyNote(latest), after);
    return after;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Next best actions
// ---------------------------------------------------------------------------------------------------------------

const nextBestAction = (row: repository.NextBestActionRow): NextBestAction => ({
  id: row.id,
  memberId: row.memberId,
  actionCode: row.actionCode,
  title: row.title,
  description: row.description,
  priority: row.priority,
  createdAt: iso(row.createdAt),
  completedBy: row.completedBy,
  completedAt: isoOrNull(row.completedAt),
});

export async function nextBestActions(
  db: Db,
  pool: Queryable,
  memberId: string,
): Promise<{ items: NextBestAction[]; total: number }> {
  const [rows] = await Promise.all([repository.openNextBestActions(db, memberId), requireMember(pool, memberId)]);
  return { items: rows.map(nextBestAction), total: rows.length };
}

/** MarkNbaComplete: once; a second completion (another agent's, or a stale screen's) is a 409. */
export async function markNbaComplete(db: Db, actor: Actor, id: number): Promise<NextBestAction> {
  return db.transaction(async (tx) => {
    const locked = await repository.lockNextBestAction(tx, id);
    if (!locked) throw notFound(M.nbaNotFound);
    if (locked.completedAt !== null) throw conflict(M.nbaAlreadyComplete);
    const before = nextBestAction(locked);
    const after = nextBestAction(await repository.completeNextBestAction(tx, id, actor.user.username));
    await recordAudit(tx, actor, {
      eventType: 'CrmNextBestActionCompleted',
      itemId: after.memberId,
      moduleId: CRM_MY_QUEUE_MODULE_ID,
      details: { nextBestActionId: id, before, after },
    });
    return after;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reminders
// ---------------------------------------------------------------------------------------------------------------

const reminder = (row: repository.ReminderRow, now: Date): Reminder => ({
  id: row.id,
  username: row.username,
  memberId: row.memberId,
  caseId: row.caseId,
  note: row.note,
  remindAt: iso(row.remindAt),
  isDue: row.remindAt.getTime() <= now.getTime(),
  createdAt: iso(row.createdAt),
  completedAt: isoOrNull(row.completedAt),
});

/** GetMyOpenReminders: the signed-in user's own open reminders, soonest first. */
export async function myOpenReminders(db: Db, username: string): Promise<{ items: Reminder[]; total: number }> {
  const rows = await repository.openReminders(db, username);
  const now = new Date();
  return { items: rows.map((row) => reminder(row, now)), total: rows.length };
}

/** A reminder for the signed-in user; a case given names its member (a different member given is refused). */
export async function createReminder(
  db: Db,
  pool: Queryable,
  actor: Actor,
  input: { memberId?: string | null | undefined; caseId?: number | null | undefined; note: string; remindAt: string },
): Promise<Reminder> {
  let memberId = input.memberId ?? null;
  const caseId = input.caseId ?? null;
  if (caseId !== null) {
    const caseMember = await repository.memberOfCase(db, caseId);
    if (caseMember === undefined) throw notFound(CRM_MESSAGES.caseNotFound);
    if (memberId !== null && memberId !== caseMember) throw badRequest(M.reminderCaseOfAnotherMember);
    memberId = caseMember;
  } else if (memberId !== null) {
    await requireMember(pool, memberId);
  }
  return db.transaction(async (tx) => {
    const after = reminder(
      await repository.insertReminder(tx, {
        username: actor.user.username,
        memberId,
        caseId,
        note: input.note,
        remindAt: new Date(input.remindAt),
      }),
      new Date(),
    );
    await recordAudit(tx, actor, {
      eventType: 'CrmReminderCreated',
      itemId: memberId,
      moduleId: CRM_MY_QUEUE_MODULE_ID,
      details: { reminderId: after.id, before: null, after },
    });
    return after;
  });
}

/** CompleteReminder: the user's own open reminder; another user's is not found, a completed one is a 409. */
export async function completeReminder(db: Db, actor: Actor, input: CompleteReminderInput): Promise<Reminder> {
  return db.transaction(async (tx) => {
    const locked = await repository.lockReminder(tx, input.id, actor.user.username);
    if (!locked) throw notFound(M.reminderNotFound);
    if (locked.completedAt !== null) throw conflict(M.reminderAlreadyComplete);
    const now = new Date();
    const before = reminder(locked, now);
    const after = reminder(await repository.completeReminder(tx, input.id), now);
    await recordAudit(tx, actor, {
      eventType: 'CrmReminderCompleted',
      itemId: after.memberId,
      moduleId: CRM_MY_QUEUE_MODULE_ID,
      details: { reminderId: after.id, before, after },
    });
    return after;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Member portal messages
// ---------------------------------------------------------------------------------------------------------------

const portalMessage = (row: repository.PortalMessageRow): PortalMessage => ({
  id: row.id,
  memberId: row.memberId,
  interactionId: row.interactionId,
  category: row.category,
  subject: row.subject,
  body: row.body,
  direction: row.direction === 'ToMember' ? 'ToMember' : 'FromMember',
  createdAt: iso(row.createdAt),
  readAt: isoOrNull(row.readAt),
  readBy: row.readBy,
});

export async function memberPortalMessages(
  db: Db,
  pool: Queryable,
  query: PortalMessagesQuery,
): Promise<PortalMessageList> {
  const [page] = await Promise.all([repository.portalMessages(db, query), requireMember(pool, query.memberId)]);
  return { items: page.rows.map(portalMessage), total: page.total, unread: page.unread };
}

/** The member portal message categories, as a lookup list. */
export const portalMessageCategories = (): PortalMessageCategoryList => ({
  value: PORTAL_MESSAGE_CATEGORIES.map((category) => ({ Value: category, Text: category })),
});
