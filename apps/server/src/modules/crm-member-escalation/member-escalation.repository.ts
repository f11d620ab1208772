import { desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MemberEscalation } from '@portal/contracts/crm-member-escalation/member-escalation';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ODataFields } from '../../platform/odata/odata-compile.ts';
import type { OrderByItem } from '../../platform/odata/odata-parser.ts';
import { crmMemberEscalations } from './member-escalation.tables.ts';

/** The SQL of Member Escalation: its OData list and the rows it writes. */

const f = (column: SQL, type: ODataFields[string]['type'], sortable = true) => ({ column, type, sortable });

export const ESCALATION_FIELDS: ODataFields = {
  id: f(sql`e.id`, 'number'),
  source: f(sql`e.source`, 'string'),
  workflowId: f(sql`e.workflow_id`, 'number'),
  workflowType: f(sql`e.workflow_type`, 'string'),
  memberId: f(sql`e.member_id`, 'string'),
  reason: f(sql`e.reason`, 'string', false),
  raisedBy: f(sql`e.raised_by`, 'string'),
  raisedAt: f(sql`e.raised_at`, 'datetime'),
  assignedTo: f(sql`e.assigned_to`, 'string'),
  status: f(sql`e.status`, 'string'),
  resolvedBy: f(sql`e.resolved_by`, 'string'),
  resolvedAt: f(sql`e.resolved_at`, 'datetime'),
  modifiedAt: f(sql`e.modified_at`, 'datetime'),
};
export const ESCALATION_DEFAULT_ORDER: readonly OrderByItem[] = [{ field: 'raisedAt', direction: 'desc' }];

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const COLUMNS = sql`e.id::int as id, e.source, e.workflow_id::int as "workflowId", e.workflow_type as "workflowType",
  e.member_id as "memberId", e.reason, e.raised_by as "raisedBy", ${iso('e.raised_at')} as "raisedAt",
  e.assigned_to as "assignedTo", e.status, e.resolution_note as "resolutionNote", e.resolved_by as "resolvedBy",
  ${iso('e.resolved_at')} as "resolvedAt", e.modified_by as "modifiedBy", ${iso('e.modified_at')} as "modifiedAt",
  e.version`;

export async function escalationsPage(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL,
  page: { skip: number; top: number },
): Promise<{ rows: MemberEscalation[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.execute(
      sql`select ${COLUMNS} from crm_member_escalations e where ${where} order by ${orderBy}
          limit ${page.top} offset ${page.skip}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from crm_member_escalations e where ${where}`),
  ]);
  return { rows: rows.rows as unknown as MemberEscalation[], total: counted.rows[0]?.total ?? 0 };
}

export async function escalationById(db: DbOrTx, id: number): Promise<MemberEscalation | undefined> {
  const { rows } = await db.execute(sql`select ${COLUMNS} from crm_member_escalations e where e.id = ${id}`);
  return rows[0] as unknown as MemberEscalation | undefined;
}

/** When the latest escalated workflow taken in was escalated (the next take-in reads after it). */
export async function latestWorkflowEscalation(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ at: crmMemberEscalations.workflowEscalatedAt })
    .from(crmMemberEscalations)
    .where(isNotNull(crmMemberEscalations.workflowEscalatedAt))
    .orderBy(desc(crmMemberEscalations.workflowEscalatedAt))
    .limit(1);
  return row?.at ? row.at.toISOString() : null;
}

export interface WorkflowEscalationValues {
  workflowId: number;
  workflowType: string;
  memberId: string;
  reason: string;
  raisedBy: string;
  assignedTo: string | null;
  escalatedAt: string;
}

/** Takes in escalated workflows; one already taken in (same workflow, same escalation) is left as it is. */
export async function insertWorkflowEscalations(db: DbOrTx, values: WorkflowEscalationValues[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(crmMemberEscalations)
    .values(
      values.map((value) => ({
        source: 'Workflow',
        workflowId: value.workflowId,
        workflowType: value.workflowType,
        workflowEscalatedAt: new Date(value.escalatedAt),
        memberId: value.memberId,
        reason: value.reason.slice(0, 500),
        raisedBy: value.raisedBy,
        raisedAt: new Date(value.escalatedAt),
        assignedTo: value.assignedTo,
        modifiedBy: value.raisedBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: crmMemberEscalations.id });
  return rows.length;
}

export async function insertAgentEscalation(
  db: DbOrTx,
  values: { memberId: string; reason: string; username: string },
): Promise<number> {
  const [row] = await db
    .insert(crmMemberEscalations)
    .values({
      source: 'Agent',
      memberId: values.memberId,
      reason: values.reason,
      raisedBy: values.username,
      modifiedBy: values.username,
    })
    .returning({ id: crmMemberEscalations.id });
  if (!row) throw new Error('the escalation was not inserted');
  return row.id;
}

export async function changeEscalation(
  db: DbOrTx,
  id: number,
  values: Partial<{
    assignedTo: string | null;
    status: string;
    resolutionNote: string;
    resolvedBy: string;
    resolvedAt: SQL;
  }> & { modifiedBy: string },
): Promise<void> {
  await db
    .update(crmMemberEscalations)
    .set({ ...values, modifiedAt: sql`now()`, version: sql`${crmMemberEscalations.version} + 1` })
    .where(eq(crmMemberEscalations.id, id));
}
