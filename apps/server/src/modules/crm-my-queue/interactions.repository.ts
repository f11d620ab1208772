import { sql, type SQL } from 'drizzle-orm';
import type { CallNotes, DisenrollmentReason, Interaction } from '@portal/contracts/crm-my-queue/interactions';
import type { DbOrTx } from '../../platform/db/client.ts';
import { returnedRow } from '../../platform/db/returned-row.ts';
import { isoText } from '../../platform/db/iso-text.ts';

/**
 * The SQL of interactions and what hangs off them: their linked cases (crm_interaction_cases), the call notes keyed by
 * the CTI id, their files, and the member portal messages read in them. Lists read one member's or one case's rows from
 * their indexes, newest first and paged.
 */

const INTERACTION_SELECT = sql`select i.id, i.member_id as "memberId", i.cti_id as "ctiId", i.direction,
    i.interaction_type as "interactionType", i.outcome, i.phone_number as "phoneNumber", i.agent_name as "agentName",
    i.notes, ${isoText(sql`i.started_at`)} as "startedAt", ${isoText(sql`i.ended_at`)} as "endedAt",
    i.disenrollment_contact_outcome as "disenrollmentContactOutcome",
    i.disenrollment_requester_source as "disenrollmentRequesterSource",
    i.disenrollment_reason_id as "disenrollmentReasonId", r.reason as "disenrollmentReason",
    coalesce((select array_agg(ic.case_id order by ic.case_id) from crm_interaction_cases ic
      where ic.interaction_id = i.id), '{}') as "caseIds",
    i.created_by as "createdBy", ${isoText(sql`i.created_at`)} as "createdAt", i.modified_by as "modifiedBy",
    ${isoText(sql`i.modified_at`)} as "modifiedAt", i.version
  from crm_interactions i left join crm_disenrollment_reasons r on r.id = i.disenrollment_reason_id`;

type Row = Interaction & Record<string, unknown>;

/** Ids as one bigint[] parameter (a plain JS array in drizzle's sql is spread into a list of parameters). */
const idArray = (ids: number[]): SQL => sql`${sql.param(ids)}::bigint[]`;

async function page(
  db: DbOrTx,
  where: SQL,
  countSql: SQL,
  paging: { $skip: number; $top: number },
): Promise<{ items: Interaction[]; total: number }> {
  const [items, count] = await Promise.all([
    db.execute<Row>(
      sql`${INTERACTION_SELECT} where ${where} order by i.created_at desc, i.id desc
          offset ${paging.$skip} limit ${paging.$top}`,
    ),
    db.execute<{ total: number }>(countSql),
  ]);
  return { items: items.rows, total: count.rows[0]?.total ?? 0 };
}

export async function interactionById(db: DbOrTx, id: number): Promise<Interaction | undefined> {
  return (await db.execute<Row>(sql`${INTERACTION_SELECT} where i.id = ${id}`)).rows[0];
}

export async function interactionByCtiId(db: DbOrTx, ctiId: string): Promise<Interaction | undefined> {
  return (await db.execute<Row>(sql`${INTERACTION_SELECT} where i.cti_id = ${ctiId}`)).rows[0];
}

/** Interactions linked to a case, by CreatedDateTime descending (spec §9). */
export const interactionsOfCase = (db: DbOrTx, query: { caseId: number; $skip: number; $top: number }) =>
  page(
    db,
    sql`i.id in (select interaction_id from crm_interaction_cases where case_id = ${query.caseId})`,
    sql`select count(*)::int as total from crm_interaction_cases where case_id = ${query.caseId}`,
    query,
  );

/** The member's calls (phone interactions), newest first (crm_interactions_member_created_idx). */
export const callLogsOfMember = (db: DbOrTx, query: { memberId: string; $skip: number; $top: number }) =>
  page(
    db,
    sql`i.member_id = ${query.memberId} and i.interaction_type = 'Phone'`,
    sql`select count(*)::int as total from crm_interactions
        where member_id = ${query.memberId} and interaction_type = 'Phone'`,
    query,
  );

export interface InteractionValues {
  memberId: string | null;
  ctiId: string | null;
  direction: string;
  interactionType: string;
  outcome: string | null;
  phoneNumber: string | null;
  agentName: string;
  notes: string | null;
  startedAt: string | null;
  endedAt: string | null;
  disenrollmentContactOutcome: string | null;
  disenrollmentRequesterSource: string | null;
  disenrollmentReasonId: number | null;
}

export async function insertInteraction(
  tx: DbOrTx,
  value: InteractionValues,
  author: { username: string; sessionId: string | null },
): Promise<number> {
  const { username, sessionId } = author;
  const { rows } = await tx.execute<{ id: number }>(
    sql`insert into crm_interactions (member_id, cti_id, direction, interaction_type, outcome, phone_number,
          agent_name, notes, started_at, ended_at, disenrollment_contact_outcome, disenrollment_requester_source,
          disenrollment_reason_id, session_id, created_by, modified_by)
        values (${value.memberId}, ${value.ctiId}, ${value.direction}, ${value.interactionType}, ${value.outcome},
          ${value.phoneNumber}, ${value.agentName}, ${value.notes}, coalesce(${value.startedAt}::timestamptz, now()),
          ${value.endedAt}::timestamptz, ${value.disenrollmentContactOutcome}, ${value.disenrollmentRequesterSource},
          ${value.disenrollmentReasonId}, ${sessionId}, ${username}, ${username})
        returning id`,
  );
  return returnedRow(rows).id;
}

/** Writes every field at the version read; the version moves on. False when the row is not at that version. */
export async function updateInteraction(
  tx: DbOrTx,
  target: { id: number; version: number },
  value: InteractionValues & { startedAt: string },
  username: string,
): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`update crm_interactions set member_id = ${value.memberId}, cti_id = ${value.ctiId},
          direction = ${value.direction}, interaction_type = ${value.interactionType}, outcome = ${value.outcome},
          phone_number = ${value.phoneNumber}, agent_name = ${value.agentName}, notes = ${value.notes},
          started_at = ${value.startedAt}::timestamptz, ended_at = ${value.endedAt}::timestamptz,
          disenrollment_contact_outcome = ${value.disenrollmentContactOutcome},
          disenrollment_requester_source = ${value.disenrollmentRequesterSource},
          disenrollment_reason_id = ${value.disenrollmentReasonId}, modified_by = ${username}, modified_at = now(),
          version = version + 1
        where id = ${target.id} and version = ${target.version}
        returning id`,
  );
  return rows.length > 0;
}

/** Replaces the interaction's linked cases. */
export async function setInteractionCases(tx: DbOrTx, interactionId: number, caseIds: number[]): Promise<void> {
  await tx.execute(
    sql`delete from crm_interaction_cases where interaction_id = ${interactionId}
        and not (case_id = any(${idArray(caseIds)}))`,
  );
  if (caseIds.length === 0) return;
  await tx.execute(
    sql`insert into crm_interaction_cases (interaction_id, case_id)
        select ${interactionId}, unnest(${idArray(caseIds)}) on conflict do nothing`,
  );
}

/** The cases asked for that exist, with their member. */
export async function casesByIds(db: DbOrTx, caseIds: number[]): Promise<{ id: number; memberId: string }[]> {
  if (caseIds.length === 0) return [];
  const { rows } = await db.execute<{ id: number; memberId: string }>(
    sql`select id, member_id as "memberId" from crm_cases where id = any(${idArray(caseIds)})`,
  );
  return rows;
}

export async function disenrollmentReasonExists(db: DbOrTx, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from crm_disenrollment_reasons where id = ${id}`);
  return rows.length > 0;
}

export async function disenrollmentReasons(db: DbOrTx): Promise<DisenrollmentReason[]> {
  const { rows } = await db.execute<DisenrollmentReason & Record<string, unknown>>(
    sql`select id, category, reason, sort_order as "sortOrder" from crm_disenrollment_reasons
        order by sort_order, id`,
  );
  return rows;
}

// ---- Call notes ------------------------------------------------------------------------------------------------------

const CALL_NOTES_SELECT = sql`select n.talkdesk_id as "talkdeskId", n.notes, n.agent_name as "agentName",
    n.user_id as "userId", ${isoText(sql`n.updated_at`)} as "updatedAt",
    (select i.id from crm_interactions i where i.cti_id = n.talkdesk_id) as "interactionId"
  from crm_call_notes n`;

export async function callNotes(db: DbOrTx, talkdeskId: string, lock = false): Promise<CallNotes | undefined> {
  const { rows } = await db.execute<CallNotes & Record<string, unknown>>(
    sql`${CALL_NOTES_SELECT} where n.talkdesk_id = ${talkdeskId}${lock ? sql` for update of n` : sql``}`,
  );
  return rows[0];
}

export async function upsertCallNotes(
  tx: DbOrTx,
  value: { talkdeskId: string; notes: string; agentName: string; userId: string },
): Promise<void> {
  await tx.execute(
    sql`insert into crm_call_notes (talkdesk_id, notes, agent_name, user_id)
        values (${value.talkdeskId}, ${value.notes}, ${value.agentName}, ${value.userId})
        on conflict (talkdesk_id) do update set notes = excluded.notes, agent_name = excluded.agent_name,
          user_id = excluded.user_id, updated_at = now()`,
  );
}

/** Copies the call's notes into its interaction (the version moves on: the interaction changed). */
export async function copyNotesToInteraction(
  tx: DbOrTx,
  interactionId: number,
  notes: string,
  username: string,
): Promise<void> {
  await tx.execute(
    sql`update crm_interactions set notes = ${notes}, modified_by = ${username}, modified_at = now(),
          version = version + 1
        where id = ${interactionId}`,
  );
}

/** The calls (interactions with a CTI id) an agent created that have not ended, locked for ending them. */
export async function lockOpenCallsOf(tx: DbOrTx, username: string): Promise<number[]> {
  // A bigint column read by raw SQL comes back as text.
  const { rows } = await tx.execute<{ id: string }>(
    sql`select id from crm_interactions where created_by = ${username} and cti_id is not null and ended_at is null
        order by id for update`,
  );
  return rows.map((row) => Number(row.id));
}

/** Ends a call at the time given (never before its start); the version moves on. False when it had already ended. */
export async function endCall(tx: DbOrTx, id: number, endedAt: Date, username: string): Promise<boolean> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`update crm_interactions set ended_at = greatest(started_at, ${endedAt.toISOString()}::timestamptz),
          modified_by = ${username}, modified_at = now(), version = version + 1
        where id = ${id} and ended_at is null
        returning id`,
  );
  return rows.length > 0;
}

/** Why a session is over, as the sweep reads it (user_sessions.end_reason, or the limit a lapsed session passed). */
export type SessionOverReason = 'signed-out' | 'idle' | 'lifetime';

export interface CallOfEndedSession {
  id: number;
  agent: string;
  agentName: string;
  reason: SessionOverReason;
  /** When the session was last active (a sign-out: its time), the call's end. */
  endedAt: Date;
}

/**
 * The open calls whose creating session is over, locked (a call another transaction holds is left to the next sweep):
 * signed out, or ended or lapsed by the idle limit or the absolute lifetime (a lapsed session's row is ended only when a
 * token of it comes back, so the limits are read here too). The end is the sign-out's time, else the session's last
 * activity (last_seen_at, written at most once a minute).
 */
export async function lockCallsOfEndedSessions(
  tx: DbOrTx,
  limits: { idleSeconds: number; maxSeconds: number },
  now: Date,
): Promise<CallOfEndedSession[]> {
  const at = now.toISOString();
  const { rows } = await tx.execute<{
    id: string;
    agent: string;
    agentName: string;
    reason: SessionOverReason;
    endedAt: Date | string;
  }>(
    sql`select i.id, u.username as agent, u.name as "agentName",
          case when s.ended_at is not null then coalesce(s.end_reason, 'signed-out')
               when s.started_at <= ${at}::timestamptz - make_interval(secs => ${limits.maxSeconds}) then 'lifetime'
               else 'idle' end as reason,
          case when s.ended_at is not null and coalesce(s.end_reason, 'signed-out') = 'signed-out' then s.ended_at
               else s.last_seen_at end as "endedAt"
        from crm_interactions i
        join user_sessions s on s.id = i.session_id
        join users u on u.id = s.user_id
        where i.ended_at is null and i.cti_id is not null and i.session_id is not null
          and (s.ended_at is not null
            or s.last_seen_at <= ${at}::timestamptz - make_interval(secs => ${limits.idleSeconds})
            or s.started_at <= ${at}::timestamptz - make_interval(secs => ${limits.maxSeconds}))
        order by i.id
        for update of i skip locked`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), endedAt: new Date(row.endedAt) }));
}

export async function lockInteractionByCtiId(
  tx: DbOrTx,
  ctiId: string,
): Promise<{ id: number; memberId: string | null } | undefined> {
  const { rows } = await tx.execute<{ id: number; memberId: string | null }>(
    sql`select id, member_id as "memberId" from crm_interactions where cti_id = ${ctiId} for update`,
  );
  return rows[0];
}

// ---- Files and portal messages ---------------------------------------------------------------------------------------

export async function interactionFile(
  db: DbOrTx,
  fileId: number,
): Promise<
  { fileName: string; contentType: string; content: Buffer; interactionId: number; memberId: string | null } | undefined
> {
  const { rows } = await db.execute<{
    fileName: string;
    contentType: string;
    content: Buffer;
    interactionId: number;
    memberId: string | null;
  }>(
    sql`select f.file_name as "fileName", f.content_type as "contentType", f.content, f.item_id as "interactionId",
          i.member_id as "memberId"
        from crm_files f join crm_interactions i on i.id = f.item_id
        where f.id = ${fileId} and f.item_kind = 'interaction'`,
  );
  return rows[0];
}

/** The member's unread messages from the portal, read now in the interaction (linked to it when not yet linked). */
export async function markPortalMessagesRead(
  tx: DbOrTx,
  value: { memberId: string; interactionId: number; username: string },
): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`update crm_portal_messages set read_at = now(), read_by = ${value.username},
          interaction_id = coalesce(interaction_id, ${value.interactionId})
        where member_id = ${value.memberId} and read_at is null and direction = 'FromMember'
          and (interaction_id is null or interaction_id = ${value.interactionId})
        returning id`,
  );
  return rows.map((row) => row.id);
}
