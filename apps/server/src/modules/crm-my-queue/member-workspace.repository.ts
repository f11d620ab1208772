import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { returnedRow } from '../../platform/db/returned-row.ts';
import { crmCases } from './crm.tables.ts';
import { crmNextBestActions, crmPortalMessages, crmReminders, crmStickyNotes } from './crm-workspace.tables.ts';

/**
 * The member workspace's SQL: a member's sticky notes, next best actions and portal messages, a user's reminders, and
 * the member ids an inbound caller's phone number, birth date or member ids point to. Every read walks an index:
 * sticky notes (member_id, created_at), open next best actions (member_id, priority) where not completed, open
 * reminders (username, remind_at) where not completed, portal messages (member_id, created_at), members (phone),
 * (date_of_birth) and (member_id).
 */

export type StickyNoteRow = typeof crmStickyNotes.$inferSelect;
export type NextBestActionRow = typeof crmNextBestActions.$inferSelect;
export type ReminderRow = typeof crmReminders.$inferSelect;
export type PortalMessageRow = typeof crmPortalMessages.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Inbound search
// ---------------------------------------------------------------------------------------------------------------

export interface InboundCriteria {
  phone?: string | undefined;
  birthDate?: string | undefined;
  memberIds?: readonly string[] | undefined;
}

/**
 * The ids of the members matching every criterion given (equality on the phone, birth-date and member-id indexes), in
 * member id order, at most `limit`. Members keep their phone as its 10 digits, so the stripped number compares equal.
 */
export async function memberIdsMatching(db: DbOrTx, criteria: InboundCriteria, limit: number): Promise<string[]> {
  const conditions: SQL[] = [];
  if (criteria.phone !== undefined) conditions.push(sql`phone = ${criteria.phone}`);
  if (criteria.birthDate !== undefined) conditions.push(sql`date_of_birth = ${criteria.birthDate}::date`);
  if (criteria.memberIds !== undefined && criteria.memberIds.length > 0)
    conditions.push(
      sql`member_id in (${sql.join(
        criteria.memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (conditions.length === 0) return [];
  const { rows } = await db.execute<{ member_id: string }>(
    sql`select member_id from members where ${sql.join(conditions, sql` and `)} order by member_id limit ${limit}`,
  );
  return rows.map((row) => row.member_id);
}

// ---------------------------------------------------------------------------------------------------------------
// Sticky notes
// ---------------------------------------------------------------------------------------------------------------

/** The member's notes: active first, then newest first. */
export const stickyNotesOf = (db: DbOrTx, memberId: string): Promise<StickyNoteRow[]> =>
  db
    .select()
    .from(crmStickyNotes)
    .where(eq(crmStickyNotes.memberId, memberId))
    .orderBy(desc(crmStickyNotes.active), desc(crmStickyNotes.createdAt), desc(crmStickyNotes.id))
    .limit(500);

export async function insertStickyNote(
  db: DbOrTx,
  values: { memberId: string; note: string; active: boolean; username: string },
): Promise<StickyNoteRow> {
  return returnedRow(
    await db
      .insert(crmStickyNotes)
      .values({
        memberId: values.memberId,
        note: values.note,
        active: values.active,
        createdBy: values.username,
        modifiedBy: values.username,
      })
      .returning(),
  );
}

/** Changes a note the caller locked (lockAtVersion) and moves its version on. */
export async function changeStickyNote(
  db: DbOrTx,
  id: number,
  values: { note?: string; active?: boolean; username: string },
): Promise<StickyNoteRow> {
  return returnedRow(
    await db
      .update(crmStickyNotes)
      .set({
        ...(values.note === undefined ? {} : { note: values.note }),
        ...(values.active === undefined ? {} : { active: values.active }),
        modifiedBy: values.username,
        modifiedAt: sql`now()`,
        version: sql`${crmStickyNotes.version} + 1`,
      })
      .where(eq(crmStickyNotes.id, id))
      .returning(),
  );
}

export async function removeStickyNote(db: DbOrTx, id: number): Promise<void> {
  await db.delete(crmStickyNotes).where(eq(crmStickyNotes.id, id));
}

/**
 * The member's latest note, locked, with the member's notes serialised for the rest of the transaction (an advisory
 * lock on the member): two upserts for a member with no note yet cannot both create one.
 */
export async function lockLatestStickyNote(db: DbOrTx, memberId: string): Promise<StickyNoteRow | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`crm_sticky_notes:${memberId}`}))`);
  const [row] = await db
    .select()
    .from(crmStickyNotes)
    .where(eq(crmStickyNotes.memberId, memberId))
    .orderBy(desc(crmStickyNotes.createdAt), desc(crmStickyNotes.id))
    .limit(1)
    .for('update');
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Next best actions
// ---------------------------------------------------------------------------------------------------------------

/** The member's open actions, most important first (the partial index on open actions by member and priority). */
export const openNextBestActions = (db: DbOrTx, memberId: string): Promise<NextBestActionRow[]> =>
  db
    .select()
    .from(crmNextBestActions)
    .where(and(eq(crmNextBestActions.memberId, memberId), isNull(crmNextBestActions.completedAt)))
    .orderBy(asc(crmNextBestActions.priority), asc(crmNextBestActions.createdAt), asc(crmNextBestActions.id))
    .limit(100);

export async function lockNextBestAction(db: DbOrTx, id: number): Promise<NextBestActionRow | undefined> {
  const [row] = await db.select().from(crmNextBestActions).where(eq(crmNextBestActions.id, id)).for('update');
  return row;
}

export async function completeNextBestAction(db: DbOrTx, id: number, username: string): Promise<NextBestActionRow> {
  return returnedRow(
    await db
      .update(crmNextBestActions)
      .set({ completedBy: username, completedAt: sql`now()` })
      .where(eq(crmNextBestActions.id, id))
      .returning(),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Reminders
// ---------------------------------------------------------------------------------------------------------------

export const REMINDERS_MAX = 500;

/** The user's open reminders, soonest first. */
export const openReminders = (db: DbOrTx, username: string): Promise<ReminderRow[]> =>
  db
    .select()
    .from(crmReminders)
    .where(and(eq(crmReminders.username, username), isNull(crmReminders.completedAt)))
    .orderBy(asc(crmReminders.remindAt), asc(crmReminders.id))
    .limit(REMINDERS_MAX);

export async function insertReminder(
  db: DbOrTx,
  values: { username: string; memberId: string | null; caseId: number | null; note: string; remindAt: Date },
): Promise<ReminderRow> {
  return returnedRow(await db.insert(crmReminders).values(values).returning());
}

/** The user's own reminder, locked (another user's is not found). */
export async function lockReminder(db: DbOrTx, id: number, username: string): Promise<ReminderRow | undefined> {
  const [row] = await db
    .select()
    .from(crmReminders)
    .where(and(eq(crmReminders.id, id), eq(crmReminders.username, username)))
    .for('update');
  return row;
}

export async function completeReminder(db: DbOrTx, id: number): Promise<ReminderRow> {
  return returnedRow(
    await db
      .update(crmReminders)
      .set({ completedAt: sql`now()` })
      .where(eq(crmReminders.id, id))
      .returning(),
  );
}

/** The member of a case, or undefined when there is no such case. */
export async function memberOfCase(db: DbOrTx, caseId: number): Promise<string | undefined> {
  const [row] = await db.select({ memberId: crmCases.memberId }).from(crmCases).where(eq(crmCases.id, caseId));
  return row?.memberId;
}

// ---------------------------------------------------------------------------------------------------------------
// Member portal messages
// ---------------------------------------------------------------------------------------------------------------

export interface PortalMessageFilter {
  memberId: string;
  interactionId?: number | undefined;
  unreadOnly?: boolean | undefined;
  $skip: number;
  $top: number;
}

/** Unread means a message from the member that no one has read yet. */
const unreadCondition = sql`${crmPortalMessages.readAt} is null and ${crmPortalMessages.direction} = 'FromMember'`;

export async function portalMessages(
  db: Db,
  filter: PortalMessageFilter,
): Promise<{ rows: PortalMessageRow[]; total: number; unread: number }> {
  const where = and(
    eq(crmPortalMessages.memberId, filter.memberId),
    filter.interactionId === undefined ? undefined : eq(crmPortalMessages.interactionId, filter.interactionId),
    filter.unreadOnly === true ? unreadCondition : undefined,
  );
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(crmPortalMessages)
      .where(where)
      .orderBy(desc(crmPortalMessages.createdAt), desc(crmPortalMessages.id))
      .limit(filter.$top)
      .offset(filter.$skip),
    db.select({ n: count() }).from(crmPortalMessages).where(where),
    db
      .select({ n: count() })
      .from(crmPortalMessages)
      .where(and(eq(crmPortalMessages.memberId, filter.memberId), unreadCondition)),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}
