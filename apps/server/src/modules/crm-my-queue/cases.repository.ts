import { sql, type SQL } from 'drizzle-orm';
import type { CaseAction, CrmCase, OutboundSurvey } from '@portal/contracts/crm-my-queue/cases';
import type { CrmNote } from '@portal/contracts/crm-my-queue/workflow-common';
import type { CasePriority } from '@portal/contracts/crm-my-queue/crm-constants';
import type { DbOrTx } from '../../platform/db/client.ts';
import { returnedRow } from '../../platform/db/returned-row.ts';
import { isoText } from '../../platform/db/iso-text.ts';
import { userNameOf } from '../../platform/db/user-name.ts';

/**
 * The SQL of cases, their notes and actions taken, and their outbound surveys. Lists are one member's or one case's
 * rows, read from the member and case indexes of crm.tables.ts, newest first and paged.
 */

const CASE_SELECT = sql`select c.id, c.member_id as "memberId", c.queue_id as "queueId", q.name as "queueName",
    c.case_type as "caseType", c.subject, c.description, c.priority, c.status, c.is_closed as "isClosed", c.owner,
    ${userNameOf(sql`c.owner`)} as "ownerName", c.origin_interaction_id as "originInteractionId", c.reopened_count as "reopenedCount",
    ${isoText(sql`c.sla_due_at`)} as "slaDueAt", c.created_by as "createdBy", ${userNameOf(sql`c.created_by`)} as "createdByName",
    ${isoText(sql`c.created_at`)} as "createdAt", c.modified_by as "modifiedBy", ${userNameOf(sql`c.modified_by`)} as "modifiedByName",
    ${isoText(sql`c.modified_at`)} as "modifiedAt", c.closed_by as "closedBy", ${userNameOf(sql`c.closed_by`)} as "closedByName",
    ${isoText(sql`c.closed_at`)} as "closedAt", c.version
  from crm_cases c left join crm_queues q on q.id = c.queue_id`;

/**
 * Moves a case's work counters (crm_cases.workflow_count, open_work_count) in the transaction of the workflow or task
 * write that changed them: a new workflow adds one to both, a new task one open item, a close takes one open item off.
 * The update locks the case row, so concurrent writes on one case add up. Without a new version: the case's own
 * fields did not change.
 */
export async function countCaseWork(
  tx: DbOrTx,
  caseId: SQL | number,
  change: { workflows: 0 | 1; openWork: -1 | 1 },
): Promise<void> {
  await tx.execute(
    sql`update crm_cases set workflow_count = workflow_count + ${change.workflows},
      open_work_count = open_work_count + ${change.openWork} where id = ${caseId}`,
  );
}

/**
 * The work counters of every case recounted from its workflows and tasks (after loading rows in bulk, and in the
 * migration that added them): the counters are otherwise moved only by countCaseWork.
 */
export const RECOUNT_CASE_WORK = `update crm_cases c set workflow_count = coalesce(w.total, 0),
    open_work_count = coalesce(w.open, 0) + coalesce(t.open, 0)
  from crm_cases c0
  left join (select case_id, count(*)::int as total, (count(*) filter (where closed_at is null))::int as open
    from crm_workflows group by case_id) w on w.case_id = c0.id
  left join (select case_id, count(*)::int as open from crm_tasks where closed_at is null group by case_id) t
    on t.case_id = c0.id
  where c.id = c0.id and (c.workflow_count, c.open_work_count) is distinct from
    (coalesce(w.total, 0), coalesce(w.open, 0) + coalesce(t.open, 0))`;

export async function caseById(db: DbOrTx, id: number): Promise<CrmCase | undefined> {
  const { rows } = await db.execute<CrmCase & Record<string, unknown>>(sql`${CASE_SELECT} where c.id = ${id}`);
  return rows[0];
}

/** The member's cases, newest first (crm_cases_member_created_idx). */
export async function casesOfMember(
  db: DbOrTx,
  page: { memberId: string; $skip: number; $top: number },
): Promise<{ items: CrmCase[]; total: number }> {
  const [items, count] = await Promise.all([
    db.execute<CrmCase & Record<string, unknown>>(
      sql`${CASE_SELECT} where c.member_id = ${page.memberId} order by c.created_at desc, c.id desc
          offset ${page.$skip} limit ${page.$top}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from crm_cases where member_id = ${page.memberId}`),
  ]);
  return { items: items.rows, total: count.rows[0]?.total ?? 0 };
}

/** The case row as stored, locked for the transaction (for rules that need it before writing). */
export async function lockCase(
  tx: DbOrTx,
  id: number,
): Promise<{ id: number; memberId: string; isClosed: boolean; owner: string } | undefined> {
  const { rows } = await tx.execute<{ id: number; memberId: string; isClosed: boolean; owner: string }>(
    sql`select id, member_id as "memberId", is_closed as "isClosed", owner from crm_cases where id = ${id} for update`,
  );
  return rows[0];
}

export interface NewCase {
  memberId: string;
  queueId: number | null;
  caseType: string;
  subject: string;
  description: string | null;
  priority: CasePriority;
  owner: string;
  originInteractionId: number | null;
  slaDueAt: Date;
  createdAt: Date;
  createdBy: string;
}

export async function insertCase(tx: DbOrTx, value: NewCase): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`insert into crm_cases (member_id, queue_id, case_type, subject, description, priority, owner,
          origin_interaction_id, sla_due_at, created_by, created_at, modified_by, modified_at)
        values (${value.memberId}, ${value.queueId}, ${value.caseType}, ${value.subject}, ${value.description},
          ${value.priority}, ${value.owner}, ${value.originInteractionId}, ${value.slaDueAt.toISOString()},
          ${value.createdBy}, ${value.createdAt.toISOString()}, ${value.createdBy}, ${value.createdAt.toISOString()})
        returning id`,
  );
  return returnedRow(rows).id;
}

/** Open workflows of the case (a case with any cannot be closed). */
export async function openWorkflowCount(db: DbOrTx, caseId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from crm_workflows where case_id = ${caseId} and closed_at is null`,
  );
  return rows[0]?.n ?? 0;
}

/** The case's latest change is this user's (adding a note or an action is a change of the case for the queue lists). */
export async function touchCase(tx: DbOrTx, caseId: number, username: string): Promise<void> {
  await tx.execute(sql`update crm_cases set modified_by = ${username}, modified_at = now() where id = ${caseId}`);
}

export async function activeUser(
  db: DbOrTx,
  username: string,
): Promise<{ username: string; name: string } | undefined> {
  const { rows } = await db.execute<{ username: string; name: string }>(
    sql`select username, name from users where lower(username) = lower(${username}) and is_active`,
  );
  return rows[0];
}

// ---- Notes and actions taken -----------------------------------------------------------------------------------------

/** A note of crm_notes as the contracts' crmNoteSchema (case, workflow and task notes alike). */
export const NOTE_SELECT = sql`select n.id, n.note, n.created_by as "createdBy", ${userNameOf(sql`n.created_by`)} as "createdByName",
    ${isoText(sql`n.created_at`)} as "createdAt", ${isoText(sql`n.created_at`)} as "createdDate"
  from crm_notes n`;
const ACTION_SELECT = sql`select a.id, a.action, a.created_by as "createdBy", ${userNameOf(sql`a.created_by`)} as "createdByName",
    ${isoText(sql`a.created_at`)} as "createdAt"
  from crm_case_actions a`;

export async function notesOfCase(db: DbOrTx, caseId: number): Promise<CrmNote[]> {
  const { rows } = await db.execute<CrmNote & Record<string, unknown>>(
    sql`${NOTE_SELECT} where n.item_kind = 'case' and n.item_id = ${caseId} order by n.created_at desc, n.id desc
        limit 500`,
  );
  return rows;
}

export async function actionsOfCase(db: DbOrTx, caseId: number): Promise<CaseAction[]> {
  const { rows } = await db.execute<CaseAction & Record<string, unknown>>(
    sql`${ACTION_SELECT} where a.case_id = ${caseId} order by a.created_at desc, a.id desc limit 500`,
  );
  return rows;
}

export async function interactionIdsOfCase(db: DbOrTx, caseId: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select interaction_id as id from crm_interaction_cases where case_id = ${caseId}
        order by interaction_id desc limit 500`,
  );
  return rows.map((row) => row.id);
}

export async function insertNote(tx: DbOrTx, caseId: number, note: string, username: string): Promise<CrmNote> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`insert into crm_notes (item_kind, item_id, note, created_by) values ('case', ${caseId}, ${note}, ${username})
        returning id`,
  );
  const { id } = returnedRow(rows);
  return returnedRow(
    (await tx.execute<CrmNote & Record<string, unknown>>(sql`${NOTE_SELECT} where n.id = ${id}`)).rows,
  );
}

export async function insertAction(tx: DbOrTx, caseId: number, action: string, username: string): Promise<CaseAction> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`insert into crm_case_actions (case_id, action, created_by) values (${caseId}, ${action}, ${username})
        returning id`,
  );
  const { id } = returnedRow(rows);
  return returnedRow(
    (await tx.execute<CaseAction & Record<string, unknown>>(sql`${ACTION_SELECT} where a.id = ${id}`)).rows,
  );
}

// ---- Interactions a case is opened in --------------------------------------------------------------------------------

export async function interactionMember(
  db: DbOrTx,
  interactionId: number,
): Promise<{ memberId: string | null } | undefined> {
  const { rows } = await db.execute<{ memberId: string | null }>(
    sql`select member_id as "memberId" from crm_interactions where id = ${interactionId}`,
  );
  return rows[0];
}

export async function linkInteraction(tx: DbOrTx, interactionId: number, caseId: number): Promise<void> {
  await tx.execute(
    sql`insert into crm_interaction_cases (interaction_id, case_id) values (${interactionId}, ${caseId})
        on conflict do nothing`,
  );
}

// ---- Outbound surveys ------------------------------------------------------------------------------------------------

const SURVEY_SELECT = sql`select s.id, s.case_id as "caseId", s.member_id as "memberId", s.survey_type as "surveyType",
    s.answers, s.satisfaction, s.created_by as "createdBy", ${userNameOf(sql`s.created_by`)} as "createdByName",
    ${isoText(sql`s.created_at`)} as "createdAt"
  from crm_outbound_surveys s`;

export async function insertSurvey(
  tx: DbOrTx,
  value: {
    caseId: number;
    memberId: string;
    surveyType: string;
    answers: Record<string, unknown>;
    satisfaction: number | null;
    createdBy: string;
  },
): Promise<OutboundSurvey> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`insert into crm_outbound_surveys (case_id, member_id, survey_type, answers, satisfaction, created_by)
        values (${value.caseId}, ${value.memberId}, ${value.surveyType}, ${JSON.stringify(value.answers)}::jsonb,
          ${value.satisfaction}, ${value.createdBy})
        returning id`,
  );
  const { id } = returnedRow(rows);
  return returnedRow(
    (await tx.execute<OutboundSurvey & Record<string, unknown>>(sql`${SURVEY_SELECT} where s.id = ${id}`)).rows,
  );
}

/** The case's outbound surveys, newest first (crm_outbound_surveys_case_idx). */
export async function surveysOfCase(
  db: DbOrTx,
  page: { caseId: number; $skip: number; $top: number },
): Promise<{ items: OutboundSurvey[]; total: number }> {
  const [items, count] = await Promise.all([
    db.execute<OutboundSurvey & Record<string, unknown>>(
      sql`${SURVEY_SELECT} where s.case_id = ${page.caseId} order by s.created_at desc, s.id desc
          offset ${page.$skip} limit ${page.$top}`,
    ),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from crm_outbound_surveys where case_id = ${page.caseId}`,
    ),
  ]);
  return { items: items.rows, total: count.rows[0]?.total ?? 0 };
}
