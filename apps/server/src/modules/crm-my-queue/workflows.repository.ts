import { sql, type SQL } from 'drizzle-orm';
import { WORKFLOW_TYPES, type WorkflowType } from '@portal/contracts/crm-my-queue/crm-constants';
import type { CrmNote } from '@portal/contracts/crm-my-queue/workflow-common';
import type { CrmFile, WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import type { FormAnswerItem } from '@portal/contracts/crm-admin-form-builder/answers';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { isoText } from '../../platform/db/iso-text.ts';
import { NOTE_SELECT, countCaseWork } from './cases.repository.ts';
import { LA_ZONE } from '../../platform/db/los-angeles-day.ts';
import { userNameOf } from '../../platform/db/user-name.ts';

/**
 * The SQL of workflows, their notes, files and discards. Lists read from the (case_id, created_at desc) and
 * (member_id, created_at desc) indexes; a workflow's open tasks from crm_tasks_workflow_open_idx.
 */

const WORKFLOW_COLUMNS = sql`w.id, w.member_id as "memberId", w.case_id as "caseId", w.workflow_type as "workflowType",
  w.status, w.reason, w.owner, (select u.name from users u where u.username = w.owner) as "ownerName",
  (select u.name from users u where u.username = w.created_by) as "createdByName",
  (select u.name from users u where u.username = w.closed_by) as "closedByName", w.form_data as "formData", ${isoText(sql`w.sla_due_at`)} as "slaDueAt",
  w.escalated_to as "escalatedTo", ${userNameOf(sql`w.escalated_to`)} as "escalatedToName",
  ${isoText(sql`w.escalated_at`)} as "escalatedAt", w.created_by as "createdBy",
  ${isoText(sql`w.created_at`)} as "createdDate", w.modified_by as "modifiedBy", ${isoText(sql`w.modified_at`)} as "modifiedDate",
  w.closed_by as "closedBy", ${isoText(sql`w.closed_at`)} as "closedDate", w.version,
  w.form_template_id as "formTemplateId", w.form_template_version as "formTemplateVersion", w.form_answers as "formAnswers",
  w.service_flow_id as "serviceFlowId", (select count(*)::int from crm_tasks t where t.workflow_id = w.id and t.closed_at is null) as "openTaskCount"`;

type StoredWorkflow = Omit<WorkflowRow, 'workflowTypeString'>;

/** A form template's answers as stored with a workflow (checked by the form builder's service). */
export interface WorkflowFormAnswers {
  templateId: number;
  templateVersion: number;
  items: FormAnswerItem[];
}

const withLabel = (row: StoredWorkflow): WorkflowRow => ({
  ...row,
  workflowTypeString: WORKFLOW_TYPES[row.workflowType].label,
});

export async function workflowById(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<WorkflowRow | null> {
  const rows = await queryRows<StoredWorkflow>(
    db,
    sql`select ${WORKFLOW_COLUMNS} from crm_workflows w where w.id = ${id} ${options.lock ? sql`for update of w` : sql``}`,
  );
  return rows[0] ? withLabel(rows[0]) : null;
}

export async function workflowsWhere(
  db: DbOrTx,
  where: SQL,
  page: { $skip: number; $top: number },
): Promise<{ value: WorkflowRow[]; '@odata.count': number }> {
  const [rows, count] = await Promise.all([
    queryRows<StoredWorkflow>(
      db,
      sql`select ${WORKFLOW_COLUMNS} from crm_workflows w where ${where}
        order by w.created_at desc, w.id desc offset ${page.$skip} limit ${page.$top}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from crm_workflows w where ${where}`),
  ]);
  return { value: rows.map(withLabel), '@odata.count': count[0]?.n ?? 0 };
}

export const workflowsByCase = (db: DbOrTx, caseId: number, page: { $skip: number; $top: number }) =>
  workflowsWhere(db, sql`w.case_id = ${caseId}`, page);

export const workflowsByMember = (db: DbOrTx, memberId: string, page: { $skip: number; $top: number }) =>
  workflowsWhere(db, sql`w.member_id = ${memberId}`, page);

/**
 * The case a workflow is opened under, locked for the workflow's transaction (as the work counters' update will lock
 * it: a shared lock here would let two new workflows of one case deadlock), or null.
 */
export async function caseForWorkflow(
  db: DbOrTx,
  caseId: number,
): Promise<{ id: number; memberId: string; owner: string; isClosed: boolean } | null> {
  const rows = await queryRows<{ id: number; memberId: string; owner: string; isClosed: boolean }>(
    db,
    sql`select id, member_id as "memberId", owner, is_closed as "isClosed" from crm_cases where id = ${caseId} for no key update`,
  );
  return rows[0] ?? null;
}

export async function insertWorkflow(
  tx: DbOrTx,
  values: {
    memberId: string;
    caseId: number;
    workflowType: WorkflowType;
    reason: string | null;
    owner: string;
    formData: unknown;
    slaDueAt: Date;
    username: string;
    form?: WorkflowFormAnswers | null;
    serviceFlowId?: number | null;
  },
): Promise<number> {
  const form = values.form ?? null;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into crm_workflows (member_id, case_id, workflow_type, reason, owner, form_data, sla_due_at, created_by,
        modified_by, form_template_id, form_template_version, form_answers, service_flow_id)
      values (${values.memberId}, ${values.caseId}, ${values.workflowType}, ${values.reason}, ${values.owner},
        ${JSON.stringify(values.formData)}::jsonb, ${values.slaDueAt.toISOString()}, ${values.username}, ${values.username},
        ${form?.templateId ?? null}, ${form?.templateVersion ?? null}, ${form ? JSON.stringify(form.items) : null}::jsonb,
        ${values.serviceFlowId ?? null})
      returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the workflow was not inserted');
  await countCaseWork(tx, values.caseId, { workflows: 1, openWork: 1 });
  return id;
}

/** Sets the columns given and moves the version on; the row must be locked at its version by the caller. */
export async function updateWorkflow(
  tx: DbOrTx,
  id: number,
  username: string,
  values: {
    status?: string;
    reason?: string | null;
    formData?: unknown;
    escalatedTo?: string;
    closed?: true;
    form?: WorkflowFormAnswers | null;
  },
): Promise<void> {
  const sets: SQL[] = [sql`modified_by = ${username}`, sql`modified_at = now()`, sql`version = version + 1`];
  if (values.status !== undefined) sets.push(sql`status = ${values.status}`);
  if (values.reason !== undefined) sets.push(sql`reason = ${values.reason}`);
  if (values.formData !== undefined) sets.push(sql`form_data = ${JSON.stringify(values.formData)}::jsonb`);
  if (values.escalatedTo !== undefined) sets.push(sql`escalated_to = ${values.escalatedTo}`, sql`escalated_at = now()`);
  if (values.closed) sets.push(sql`closed_by = ${username}`, sql`closed_at = now()`);
  if (values.form !== undefined)
    sets.push(
      sql`form_template_id = ${values.form?.templateId ?? null}`,
      sql`form_template_version = ${values.form?.templateVersion ?? null}`,
      sql`form_answers = ${values.form ? JSON.stringify(values.form.items) : null}::jsonb`,
    );
  await tx.execute(sql`update crm_workflows set ${sql.join(sets, sql`, `)} where id = ${id}`);
  if (values.closed)
    await countCaseWork(tx, sql`(select case_id from crm_workflows where id = ${id})`, { workflows: 0, openWork: -1 });
}

/** A workflow's latest change is this user's (a note is a change for the queue lists), without a new version. */
export async function touchWorkflow(tx: DbOrTx, id: number, username: string): Promise<void> {
  await tx.execute(sql`update crm_workflows set modified_by = ${username}, modified_at = now() where id = ${id}`);
}

// ---- Notes (itemKind workflow or task) --------------------------------------------------------------------------------

export async function insertNote(
  tx: DbOrTx,
  itemKind: 'workflow' | 'task',
  itemId: number,
  note: string,
  username: string,
): Promise<CrmNote> {
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`insert into crm_notes (item_kind, item_id, note, created_by) values (${itemKind}, ${itemId}, ${note}, ${username})
      returning id`,
  );
  if (!inserted) throw new Error('the note was not inserted');
  const [row] = await queryRows<CrmNote>(tx, sql`${NOTE_SELECT} where n.id = ${inserted.id}`);
  if (!row) throw new Error('the note was not inserted');
  return row;
}

export const notesOf = (db: DbOrTx, itemKind: 'workflow' | 'task', itemId: number): Promise<CrmNote[]> =>
  queryRows<CrmNote>(
    db,
    sql`${NOTE_SELECT} where n.item_kind = ${itemKind} and n.item_id = ${itemId}
      order by n.created_at desc, n.id desc limit 500`,
  );

// ---- Files ------------------------------------------------------------------------------------------------------------

const FILE_COLUMNS = sql`id, item_kind as "itemKind", item_id as "itemId", file_name as "fileName",
  content_type as "contentType", size_bytes as "sizeBytes", uploaded_by as "uploadedBy", ${isoText(sql`uploaded_at`)} as "uploadedAt"`;

export async function insertFile(
  tx: DbOrTx,
  file: { itemKind: 'workflow' | 'case'; itemId: number; fileName: string; contentType: string; content: Buffer },
  username: string,
): Promise<CrmFile> {
  const rows = await queryRows<CrmFile>(
    tx,
    sql`insert into crm_files (item_kind, item_id, file_name, content_type, size_bytes, content, uploaded_by)
      values (${file.itemKind}, ${file.itemId}, ${file.fileName}, ${file.contentType}, ${file.content.length},
        ${file.content}, ${username})
      returning ${FILE_COLUMNS}`,
  );
  const row = rows[0];
  if (!row) throw new Error('the file was not inserted');
  return row;
}

export const filesOf = (db: DbOrTx, itemKind: 'workflow' | 'case', itemId: number): Promise<CrmFile[]> =>
  queryRows<CrmFile>(
    db,
    sql`select ${FILE_COLUMNS} from crm_files where item_kind = ${itemKind} and item_id = ${itemId}
      order by uploaded_at desc, id desc limit 500`,
  );

/** A workflow or case file with its content, and the member it belongs to (for the read's audit row). */
export async function fileContent(
  db: DbOrTx,
  fileId: number,
): Promise<(CrmFile & { content: Buffer; memberId: string | null }) | null> {
  const rows = await queryRows<CrmFile & { content: Buffer; memberId: string | null }>(
    db,
    sql`select ${FILE_COLUMNS}, content,
        case item_kind when 'workflow' then (select member_id from crm_workflows where id = f.item_id)
          when 'case' then (select member_id from crm_cases where id = f.item_id) end as "memberId"
      from crm_files f where id = ${fileId} and item_kind in ('workflow', 'case')`,
  );
  return rows[0] ?? null;
}

export async function caseById(
  db: DbOrTx,
  caseId: number,
): Promise<{ id: number; memberId: string; isClosed: boolean } | null> {
  const rows = await queryRows<{ id: number; memberId: string; isClosed: boolean }>(
    db,
    sql`select id, member_id as "memberId", is_closed as "isClosed" from crm_cases where id = ${caseId}`,
  );
  return rows[0] ?? null;
}

// ---- Discards ---------------------------------------------------------------------------------------------------------

export async function insertDiscard(
  tx: DbOrTx,
  discard: { memberId: string; caseId: number | null; workflowType: WorkflowType },
  username: string,
): Promise<{ id: number; discardedAt: string }> {
  const rows = await queryRows<{ id: number; discardedAt: string }>(
    tx,
    sql`insert into crm_workflow_discards (member_id, case_id, workflow_type, discarded_by)
      values (${discard.memberId}, ${discard.caseId}, ${discard.workflowType}, ${username})
      returning id, ${isoText(sql`discarded_at`)} as "discardedAt"`,
  );
  const row = rows[0];
  if (!row) throw new Error('the discard was not recorded');
  return row;
}

// ---- Type-specific reads ----------------------------------------------------------------------------------------------

/** The member's DemographicChange workflows, newest first, with their forms (the field history). */
export const demographicChanges = (db: DbOrTx, memberId: string) =>
  queryRows<{ id: number; status: string; formData: Record<string, unknown>; changedBy: string; changedDate: string }>(
    db,
    sql`select id, status, form_data as "formData", created_by as "changedBy", ${isoText(sql`created_at`)} as "changedDate"
      from crm_workflows where member_id = ${memberId} and workflow_type = 'DemographicChange'
      order by created_at desc, id desc limit 500`,
  );

/** SSBCI meals requested in the member's ProcessSSBCI workflows created this plan year, leaving out one workflow. */
/**
 * Holds the member's SSBCI meals until the transaction ends (a transaction-scoped advisory lock on the member id):
 * two workflows of one member count the meals used one after the other, so together they cannot pass the yearly limit.
 */
export async function lockSsbciMealsOf(tx: DbOrTx, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`crm-ssbci-meals:${memberId}`}, 0))`);
}

export async function ssbciMealsUsed(db: DbOrTx, memberId: string, year: number, exceptWorkflowId?: number) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum((form_data->>'mealsRequested')::int), 0)::int as n from crm_workflows
      where member_id = ${memberId} and workflow_type = 'ProcessSSBCI'
        and created_at >= make_timestamptz(${year}, 1, 1, 0, 0, 0, ${LA_ZONE})
        and id <> ${exceptWorkflowId ?? 0}`,
  );
  return rows[0]?.n ?? 0;
}

export const planMaterials = (db: DbOrTx, contractCode: string, planCode: string) =>
  queryRows<{
    id: number;
    contractCode: string;
    planCode: string;
    material: string;
    mailType: string;
    mailSubType: string | null;
  }>(
    db,
    sql`select id, contract_code as "contractCode", plan_code as "planCode", material, mail_type as "mailType",
        mail_sub_type as "mailSubType"
      from crm_plan_materials where contract_code = ${contractCode} and plan_code = ${planCode} and is_active
      order by material`,
  );

/** Which of these files are the case's own files (member reimbursement receipts). */
export const caseFileIds = async (db: DbOrTx, caseId: number, ids: number[]): Promise<number[]> =>
  ids.length === 0
    ? []
    : (
        await queryRows<{ id: number }>(
          db,
          sql`select id from crm_files where item_kind = 'case' and item_id = ${caseId}
            and id = any(${sql.param(ids)}::bigint[])`,
        )
      ).map((row) => row.id);
