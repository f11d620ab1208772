import { desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MemberEscalation } from '@portal/contracts/crm-member-escalation/member-escalation';
import type { DbOrTx } from '../../platform/db/client.ts';
import { rowsOf, type ListSource } from '../../platform/db/list-page.ts';
import { odataField } from '../../platform/odata/odata-compile.ts';
import { userNameOf } from '../../platform/db/user-name.ts';
import { crmMemberEscalations } from './member-escalation.tables.ts';

/** The SQL of Member Escalation: its OData list and the rows it writes. */

const COLUMNS = sql`e.id::int as id, e.source, e.workflow_id::int as "workflowId", e.workflow_type as "workflowType",
  e.member_id as "memberId", e.reason, e.raised_by as "raisedBy", ${userNameOf(sql`e.raised_by`)} as "raisedByName", e.raised_at as "raisedAt",
  e.assigned_to as "assignedTo", ${userNameOf(sql`e.assigned_to`)} as "assignedToName", e.status, e.resolution_note as "resolutionNote",
  e.resolved_by as "resolvedBy", ${userNameOf(sql`e.resolved_by`)} as "resolvedByName", e.resolved_at as "resolvedAt",
  e.modified_by as "modifiedBy", e.modified_at as "modifiedAt", e.version`;

/** The escalations with the names of the users who raised, are assigned and resolved them. */
const FROM = sql`crm_member_escalations e`;

/** The escalations as an OData list (GetMemberEscalations): newest raised first. */
export const ESCALATIONS_SOURCE: ListSource = {
  from: FROM,
  columns: COLUMNS,
  fields: {
    id: odataField(sql`e.id`, 'number'),
    source: odataField(sql`e.source`, 'string'),
    workflowId: odataField(sql`e.workflow_id`, 'number'),
    workflowType: odataField(sql`e.workflow_type`, 'string'),
    memberId: odataField(sql`e.member_id`, 'string'),
    reason: odataField(sql`e.reason`, 'string', false),
    raisedBy: odataField(sql`e.raised_by`, 'string'),
    raisedAt: odataField(sql`e.raised_at`, 'datetime'),
    assignedTo: odataField(sql`e.assigned_to`, 'string'),
    status: odataField(sql`e.status`, 'string'),
    resolvedBy: odataField(sql`e.resolved_by`, 'string'),
    resolvedAt: odataField(sql`e.resolved_at`, 'datetime'),
    modifiedAt: odataField(sql`e.modified_at`, 'datetime'),
  },
  defaultOrder: [{ field: 'raisedAt', direction: 'desc' }],
  tieBreaker: sql`e.id`,
};

export async function escalationById(db: DbOrTx, id: number): Promise<MemberEscalation | undefined> {
  const [row] = await rowsOf<MemberEscalation>(db, sql`select ${COLUMNS} from ${FROM} where e.id = ${id}`);
  return row;
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
