import { sql, type SQL } from 'drizzle-orm';
import type { TaskType } from '@portal/contracts/crm-my-queue/crm-constants';
import type { WorkflowTaskRow } from '@portal/contracts/crm-my-queue/tasks';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { isoText } from '../../platform/db/iso-text.ts';
import { userNameOf } from '../../platform/db/user-name.ts';
import { countCaseWork } from './cases.repository.ts';

/**
 * The SQL of workflow tasks. Tasks by workflow read crm_tasks_workflow_created_idx; a workflow's open tasks
 * crm_tasks_workflow_open_idx.
 */

export const TASK_COLUMNS = sql`t.id, t.workflow_id as "workflowId", t.case_id as "caseId", t.member_id as "memberId",
  w.workflow_type as "workflowType", t.task_type as "taskType", t.status, t.description, t.assigned_to as "assignedTo",
  ${isoText(sql`t.sla_due_at`)} as "slaDueAt", t.created_by as "createdBy", ${isoText(sql`t.created_at`)} as "createdDate",
  t.modified_by as "modifiedBy", ${isoText(sql`t.modified_at`)} as "modifiedDate", t.closed_by as "closedBy",
  ${isoText(sql`t.closed_at`)} as "closedDate", t.version,
  ${userNameOf(sql`t.assigned_to`)} as "assignedToName", ${userNameOf(sql`t.closed_by`)} as "closedByName"`;

export const TASK_FROM = sql`from crm_tasks t join crm_workflows w on w.id = t.workflow_id`;

export async function taskById(db: DbOrTx, id: number): Promise<WorkflowTaskRow | null> {
  const rows = await queryRows<WorkflowTaskRow>(db, sql`select ${TASK_COLUMNS} ${TASK_FROM} where t.id = ${id}`);
  return rows[0] ?? null;
}

export async function tasksByWorkflow(
  db: DbOrTx,
  workflowId: number,
  page: { $skip: number; $top: number },
): Promise<{ value: WorkflowTaskRow[]; '@odata.count': number }> {
  const [value, count] = await Promise.all([
    queryRows<WorkflowTaskRow>(
      db,
      sql`select ${TASK_COLUMNS} ${TASK_FROM} where t.workflow_id = ${workflowId}
        order by t.created_at desc, t.id desc offset ${page.$skip} limit ${page.$top}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from crm_tasks where workflow_id = ${workflowId}`),
  ]);
  return { value, '@odata.count': count[0]?.n ?? 0 };
}

export async function openTaskCount(db: DbOrTx, workflowId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from crm_tasks where workflow_id = ${workflowId} and closed_at is null`,
  );
  return rows[0]?.n ?? 0;
}

export async function insertTask(
  tx: DbOrTx,
  values: {
    workflowId: number;
    caseId: number;
    memberId: string;
    taskType: TaskType;
    description: string | null;
    assignedTo: string;
    slaDueAt: Date;
    username: string;
  },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into crm_tasks (workflow_id, case_id, member_id, task_type, description, assigned_to, sla_due_at,
        created_by, modified_by)
      values (${values.workflowId}, ${values.caseId}, ${values.memberId}, ${values.taskType}, ${values.description},
        ${values.assignedTo}, ${values.slaDueAt.toISOString()}, ${values.username}, ${values.username})
      returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the task was not inserted');
  await countCaseWork(tx, values.caseId, { workflows: 0, openWork: 1 });
  await countOpenTasks(tx, values.workflowId, 1);
  return id;
}

/**
 * Moves a workflow's open-task counter (crm_workflows.open_task_count) in the transaction of the task write that
 * changed it, locking the workflow's row so concurrent task writes add up; without a new version (the workflow's own
 * fields did not change).
 */
async function countOpenTasks(tx: DbOrTx, workflowId: SQL | number, change: -1 | 1): Promise<void> {
  await tx.execute(
    sql`update crm_workflows set open_task_count = open_task_count + ${change} where id = ${workflowId}`,
  );
}

/** Every workflow's open-task counter recounted from its tasks (after loading rows in bulk, and in its migration). */
export const RECOUNT_WORKFLOW_OPEN_TASKS = `update crm_workflows w set open_task_count = coalesce(t.open, 0)
  from crm_workflows w0
  left join (select workflow_id, count(*)::int as open from crm_tasks where closed_at is null group by workflow_id) t
    on t.workflow_id = w0.id
  where w.id = w0.id and w.open_task_count is distinct from coalesce(t.open, 0)`;

/** Sets the columns given and moves the version on; the row must be locked at its version by the caller. */
export async function updateTask(
  tx: DbOrTx,
  id: number,
  username: string,
  values: { status?: string; assignedTo?: string; description?: string | null; closed?: true },
): Promise<void> {
  const sets: SQL[] = [sql`modified_by = ${username}`, sql`modified_at = now()`, sql`version = version + 1`];
  if (values.status !== undefined) sets.push(sql`status = ${values.status}`);
  if (values.assignedTo !== undefined) sets.push(sql`assigned_to = ${values.assignedTo}`);
  if (values.description !== undefined) sets.push(sql`description = ${values.description}`);
  if (values.closed) sets.push(sql`closed_by = ${username}`, sql`closed_at = now()`);
  await tx.execute(sql`update crm_tasks set ${sql.join(sets, sql`, `)} where id = ${id}`);
  if (values.closed) {
    await countCaseWork(tx, sql`(select case_id from crm_tasks where id = ${id})`, { workflows: 0, openWork: -1 });
    await countOpenTasks(tx, sql`(select workflow_id from crm_tasks where id = ${id})`, -1);
  }
}

export async function touchTask(tx: DbOrTx, id: number, username: string): Promise<void> {
  await tx.execute(sql`update crm_tasks set modified_by = ${username}, modified_at = now() where id = ${id}`);
}
