import type { Pool } from 'pg';
import { RECOUNT_CASE_WORK } from './cases.repository.ts';
import { RECOUNT_WORKFLOW_OPEN_TASKS } from './tasks.repository.ts';

/**
 * Rows for the queue, list and report tests, written straight into the CRM tables with the times each story needs.
 * `hoursAgo` and `dueInHours` are relative to now (negative due: past its SLA).
 */

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

/** Empties the CRM's item tables of the test's own database (the template may hold demo rows). */
export async function clearCrmItems(pool: Pool): Promise<void> {
  await pool.query(
    'truncate crm_cases, crm_interactions, crm_interaction_cases, crm_workflows, crm_tasks, crm_outbound_surveys',
  );
}

export interface CaseSpec {
  memberId?: string;
  owner: string;
  caseType?: string;
  subject?: string;
  priority?: string;
  closed?: boolean;
  closedHoursAgo?: number;
  closedBy?: string;
  createdHoursAgo?: number;
  dueInHours?: number;
  createdBy?: string;
  modifiedBy?: string;
  modifiedHoursAgo?: number;
  reopenedCount?: number;
  originInteractionId?: number | null;
}

export async function insertCase(pool: Pool, spec: CaseSpec): Promise<number> {
  const created = hours(-(spec.createdHoursAgo ?? 24));
  const closed = spec.closed ? hours(-(spec.closedHoursAgo ?? 1)) : null;
  const { rows } = await pool.query<{ id: number }>(
    `insert into crm_cases (member_id, case_type, subject, priority, status, is_closed, owner, sla_due_at, created_by,
       created_at, modified_by, modified_at, closed_by, closed_at, reopened_count, origin_interaction_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
    [
      spec.memberId ?? 'M100001',
      spec.caseType ?? 'General Inquiry',
      spec.subject ?? 'Question about benefits',
      spec.priority ?? 'Normal',
      spec.closed ? 'Closed' : 'Open',
      spec.closed ?? false,
      spec.owner,
      hours(spec.dueInHours ?? 24),
      spec.createdBy ?? spec.owner,
      created,
      spec.modifiedBy ?? spec.owner,
      spec.modifiedHoursAgo === undefined ? created : hours(-spec.modifiedHoursAgo),
      closed ? (spec.closedBy ?? spec.owner) : null,
      closed,
      spec.reopenedCount ?? 0,
      spec.originInteractionId ?? null,
    ],
  );
  return rows[0]!.id;
}

/**
 * Rows inserted directly skip the repositories that keep the cases' work counters: recount them as a load in bulk does.
 */
export async function recountCaseWork(pool: Pool): Promise<void> {
  await pool.query(RECOUNT_CASE_WORK);
  await pool.query(RECOUNT_WORKFLOW_OPEN_TASKS);
}

export async function insertWorkflow(
  pool: Pool,
  spec: { caseId: number; owner: string; memberId?: string; dueInHours?: number; closed?: boolean; type?: string },
): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `insert into crm_workflows (member_id, case_id, workflow_type, status, owner, sla_due_at, created_by, modified_by,
       closed_by, closed_at)
     values ($1, $2, $3, $4, $5, $6, $5, $5, $7, $8) returning id`,
    [
      spec.memberId ?? 'M100001',
      spec.caseId,
      spec.type ?? 'PcpChange',
      spec.closed ? 'Closed' : 'Open',
      spec.owner,
      hours(spec.dueInHours ?? 24),
      spec.closed ? spec.owner : null,
      spec.closed ? hours(-1) : null,
    ],
  );
  await recountCaseWork(pool);
  return rows[0]!.id;
}

export async function insertTask(
  pool: Pool,
  spec: {
    workflowId: number;
    caseId: number;
    assignedTo: string;
    memberId?: string;
    dueInHours?: number;
    status?: 'Open' | 'In Progress' | 'Closed' | 'Rejected';
    closedHoursAgo?: number;
    type?: string;
  },
): Promise<number> {
  const status = spec.status ?? 'Open';
  const closed = status === 'Closed' || status === 'Rejected' ? hours(-(spec.closedHoursAgo ?? 1)) : null;
  const { rows } = await pool.query<{ id: number }>(
    `insert into crm_tasks (workflow_id, case_id, member_id, task_type, status, assigned_to, sla_due_at, created_by,
       modified_by, closed_by, closed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $6, $6, $8, $9) returning id`,
    [
      spec.workflowId,
      spec.caseId,
      spec.memberId ?? 'M100001',
      spec.type ?? 'Follow-up Call',
      status,
      spec.assignedTo,
      hours(spec.dueInHours ?? 8),
      closed ? spec.assignedTo : null,
      closed,
    ],
  );
  await recountCaseWork(pool);
  return rows[0]!.id;
}

export async function insertInteraction(
  pool: Pool,
  spec: { agent: string; memberId?: string; caseIds?: number[]; hoursAgo?: number; type?: string; notes?: string },
): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `insert into crm_interactions (member_id, direction, interaction_type, agent_name, notes, created_by, modified_by,
       created_at, started_at)
     values ($1, 'Inbound', $2, $3, $4, $3, $3, $5, $5) returning id`,
    [spec.memberId ?? 'M100001', spec.type ?? 'Phone', spec.agent, spec.notes ?? null, hours(-(spec.hoursAgo ?? 2))],
  );
  const id = rows[0]!.id;
  for (const caseId of spec.caseIds ?? [])
    await pool.query('insert into crm_interaction_cases (interaction_id, case_id) values ($1, $2)', [id, caseId]);
  return id;
}
