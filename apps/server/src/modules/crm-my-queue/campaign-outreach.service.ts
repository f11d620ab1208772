import { sql } from 'drizzle-orm';
import { jobActor, type Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { assignNext } from './assignment.service.ts';
import { CRM_MODULE_ID, caseSlaDueAt } from './cases.service.ts';
import * as repository from './cases.repository.ts';

/**
 * Campaign outreach (issue 13): a campaign's case for one member, created in the campaign's queue so the queue's
 * round-robin gives it to the next agent, and the progress of those cases for the campaign statistics. The campaign
 * (crm-admin-campaigns) keeps which member got which case; this module owns the cases.
 */

export const OUTREACH_CASE_TYPE = 'Campaign Outreach';

/** The actor of cases a campaign's background job creates: the user who activated the campaign. */
export function campaignJobActor(username: string): Actor {
  return jobActor(username);
}

/** Creates one outreach case in the queue (call it inside the caller's transaction); its id. */
export async function createOutreachCase(
  tx: DbOrTx,
  actor: Actor,
  input: { memberId: string; queueId: number; subject: string; description: string | null; campaignId: number },
): Promise<number> {
  const owner = await assignNext(tx, input.queueId);
  const createdAt = new Date();
  const value = {
    memberId: input.memberId,
    queueId: input.queueId,
    caseType: OUTREACH_CASE_TYPE,
    subject: input.subject,
    description: input.description,
    priority: 'Normal' as const,
    owner,
    originInteractionId: null,
    slaDueAt: caseSlaDueAt(OUTREACH_CASE_TYPE, createdAt),
    createdAt,
    createdBy: actor.user.username,
  };
  const id = await repository.insertCase(tx, value);
  await recordAudit(tx, actor, {
    eventType: 'CrmCaseCreated',
    itemId: id,
    moduleId: CRM_MODULE_ID,
    details: { memberId: input.memberId, campaignId: input.campaignId, before: null, after: { id, ...value } },
  });
  return id;
}

/** Of these cases: how many are closed, and how many had an interaction (the member was contacted). */
export async function outreachCaseProgress(
  db: DbOrTx,
  caseIds: readonly number[],
): Promise<{ closed: number; contacted: number }> {
  if (caseIds.length === 0) return { closed: 0, contacted: 0 };
  const { rows } = await db.execute<{ closed: number; contacted: number }>(
    sql`select count(*) filter (where c.is_closed)::int as closed,
        count(*) filter (where exists (select 1 from crm_interaction_cases ic where ic.case_id = c.id))::int as contacted
      from crm_cases c where c.id = any(${sql.param(caseIds)}::bigint[])`,
  );
  return rows[0] ?? { closed: 0, contacted: 0 };
}

/** Whether outreach can be assigned in the queue: it exists, is active and has an active member. */
export async function outreachQueueState(
  db: DbOrTx,
  queueId: number,
): Promise<'ready' | 'queueNotFound' | 'noMembers'> {
  const { rows } = await db.execute<{ isActive: boolean; members: number }>(
    sql`select q.is_active as "isActive",
        (select count(*) from crm_queue_members qm where qm.queue_id = q.id and qm.is_active)::int as members
      from crm_queues q where q.id = ${queueId}`,
  );
  const [queue] = rows;
  if (!queue?.isActive) return 'queueNotFound';
  return queue.members > 0 ? 'ready' : 'noMembers';
}

/** The names of queues by id (a campaign shows its queue's name). */
export async function queueNames(db: DbOrTx, queueIds: readonly number[]): Promise<Map<number, string>> {
  if (queueIds.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`select id, name from crm_queues where id = any(${sql.param(queueIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The id of the queue with this name (any case), if there is one. */
export async function queueIdNamed(db: DbOrTx, name: string): Promise<number | undefined> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from crm_queues where lower(name) = lower(${name}) order by id limit 1`,
  );
  return rows[0]?.id;
}
