import { and, eq, sql } from 'drizzle-orm';
import { PCP_NOT_ASSIGNABLE_REASON_LABELS } from '@portal/contracts/enrollment/enrollment-codes';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { badRequest, conflict } from '../../platform/errors/errors.ts';
import { enrollmentChangeHistory, enrollmentPcpAssignmentTasks } from './enrollment.tables.ts';
import { recordEnrollmentAudit } from './enrollment-audit.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';

/** A stored reason the labels don't know (an older code) is shown as stored. */
const REASON_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(PCP_NOT_ASSIGNABLE_REASON_LABELS));
/** The PCP Assignment Tasks queue: work items whose PCP could not be assigned automatically (enrollment-pcp.service.ts). */
export async function listPcpTasks(
  db: DbOrTx,
  query: { status: 'Open' | 'Resolved' | 'All'; page: number; pageSize: number },
) {
  const where = query.status === 'All' ? sql`true` : sql`t.status = ${query.status}`;
  const offset = (query.page - 1) * query.pageSize;
  const [{ rows }, count] = await Promise.all([
    db.execute<{
      id: number;
      work_item_id: number;
      member_name: string;
      medicare_id: string | null;
      reason: string;
      distance_miles: number | null;
      status: string;
      created_at: string;
      resolved_by_name: string | null;
      version: number;
    }>(
      sql`select t.id, t.work_item_id, t.member_name, t.medicare_id, t.reason, t.distance_miles, t.status, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, t.resolved_by_name, t.version
            from enrollment_pcp_assignment_tasks t where ${where} order by t.created_at desc, t.id desc limit ${query.pageSize} offset ${offset}`,
    ),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from enrollment_pcp_assignment_tasks t where ${where}`,
    ),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      workItemId: r.work_item_id,
      memberName: r.member_name,
      medicareId: r.medicare_id,
      reason: r.reason,
      reasonLabel: REASON_LABELS.get(r.reason) ?? r.reason,
      distanceMiles: r.distance_miles,
      status: r.status,
      createdAt: r.created_at,
      resolvedByName: r.resolved_by_name,
      version: r.version,
    })),
    total: count.rows[0]?.total ?? 0,
  };
}

/** Resolves a task by assigning the PCP chosen by hand (recorded on the work item as a PCP assignment override). */
export async function resolvePcpTask(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; providerId: number },
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const task = await lockAtVersion(tx, enrollmentPcpAssignmentTasks, { id: input.id, version: input.version });
    if (task.status !== 'Open') throw conflict();
    const { rows } = await tx.execute<{ id: number; full_name: string; ipa_code: string | null; is_pcp: boolean }>(
      sql`select id, full_name, ipa_code, is_pcp from providers where id = ${input.providerId}`,
    );
    const provider = rows[0];
    if (!provider || !provider.is_pcp) throw badRequest(M.pcpRequired);
    await tx
      .update(enrollmentPcpAssignmentTasks)
      .set({
        status: 'Resolved',
        resolvedProviderId: provider.id,
        resolvedByName: actor.user.name,
        resolvedAt: new Date(),
        version: sql`${enrollmentPcpAssignmentTasks.version} + 1`,
      })
      .where(
        and(eq(enrollmentPcpAssignmentTasks.id, task.id), eq(enrollmentPcpAssignmentTasks.version, input.version)),
      );
    const { rows: items } = await tx.execute<{ form: Record<string, unknown> }>(
      sql`select form from enrollment_work_items where id = ${task.workItemId} for update`,
    );
    const form = {
      ...(items[0]?.form ?? {}),
      pcpProviderId: provider.id,
      pcpName: provider.full_name,
      medicalGroup: provider.ipa_code ?? '',
    };
    await tx.execute(sql`update enrollment_work_items set form = ${JSON.stringify(form)}::jsonb, pcp_provider_id = ${provider.id}, pcp_assignment_outcome = 'Allowed',
      pcp_not_assignable_reason = null, version = version + 1, updated_at = now(), updated_by_name = ${actor.user.name} where id = ${task.workItemId}`);
    await tx.insert(enrollmentChangeHistory).values({
      workItemId: task.workItemId,
      name: 'pcp',
      currentValue: null,
      newValue: provider.full_name,
      lastUpdatedByName: actor.user.name,
    });
    await recordEnrollmentAudit(
      tx,
      actor,
      task.workItemId,
      'pcpAssignmentOverride',
      `PCP ${provider.full_name} assigned by hand from the PCP assignment task (${task.reason}).`,
      { taskId: task.id },
    );
    await recordAudit(tx, actor, {
      eventType: 'PcpTaskResolved',
      itemId: task.id,
      moduleId: MODULE_IDS.pcpAssignmentTasks,
      details: { workItemId: task.workItemId, providerId: provider.id },
    });
    return { ok: true as const };
  });
}
