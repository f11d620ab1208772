import { and, eq, inArray } from 'drizzle-orm';
import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import type { EnrollmentStatus } from '@portal/contracts/enrollment/enrollment-codes';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import {
  canMove,
  FINAL_STATUSES,
  needsManager,
  RESETTABLE_STATUSES,
} from '@portal/contracts/enrollment/enrollment-status';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { badRequest, forbidden } from '../../platform/errors/errors.ts';
import { groups, userGroups, users } from '../../platform/access/access.tables.ts';
import { enrollmentChangeHistory, enrollmentWorkItems } from './enrollment.tables.ts';
import { AUDIT_TEMPLATES, recordEnrollmentAudit } from './enrollment-audit.ts';
import { ASSIGNABLE_GROUPS, isProcessorManager } from './enrollment-roles.ts';
import { toDetail } from './enrollment-detail.service.ts';
import { updateWorkItem, workItemForChange, type WorkItemRow } from './enrollment-work-item.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';

/**
 * Moves a work item from one status to another inside `tx`: checks the transition table, records the change
 * history row and the audit event, and releases the lock when the status is final (the item is closed).
 */
export async function moveStatus(
  tx: Tx,
  actor: Actor,
  row: WorkItemRow,
  to: EnrollmentStatus,
  reason: string,
  extra: Partial<typeof enrollmentWorkItems.$inferInsert> = {},
): Promise<WorkItemRow> {
  const from = row.processingStatus as EnrollmentStatus;
  if (!canMove(from, to)) throw badRequest(M.statusMoveNotAllowed(from, to));
  if (needsManager(from, to) && !isProcessorManager(actor.user)) throw forbidden(M.managerOnly);
  const closes = FINAL_STATUSES.includes(to);
  const updated = await updateWorkItem(tx, actor, row.id, {
    processingStatus: to,
    ...(closes ? { lockedBy: null, lockedByName: null, lockedAt: null } : {}),
    ...extra,
  });
  await tx.insert(enrollmentChangeHistory).values({
    workItemId: row.id,
    name: 'processingStatus',
    currentValue: from,
    newValue: to,
    lastUpdatedByName: actor.user.name,
  });
  await recordEnrollmentAudit(
    tx,
    actor,
    row.id,
    'EnrollmentStatusChanged',
    `Status changed from ${from} to ${to}${reason ? `: ${reason}` : ''}.`,
    { from, to },
  );
  return updated;
}

/**
 * PUT MemberEnrollment/UpdateEnrollmentProcessingStatus.
 * RejectedAsDuplicate follows the spec's guidance (§4): the processor compares page 1 with the data entry system
 * after the duplicate check; so the duplicate check must have run. The item is then closed as a DuplicateEnrollment.
 */
export async function updateStatus(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; status: EnrollmentStatus; reason: string },
): Promise<EnrollmentDetail> {
  return db.transaction(async (tx) => {
    const row = await workItemForChange(tx, actor, input.id, input.version);
    if (input.status === 'RejectedAsDuplicate' && row.duplicateCheckStatus === 'NotRun')
      throw badRequest(M.runDuplicateCheck);
    const extra = input.status === 'RejectedAsDuplicate' ? { requestType: 'DuplicateEnrollment' } : {};
    const updated = await moveStatus(tx, actor, row, input.status, input.reason, extra);
    return toDetail(tx, actor, updated);
  });
}

/**
 * POST MemberEnrollment/ResetEnrollmentStatus (manager): back to New with the checks cleared, so the item is
 * verified again. A Completed item was sent to CMS and is never reset.
 */
export async function resetStatus(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; reason: string },
): Promise<EnrollmentDetail> {
  if (!isProcessorManager(actor.user)) throw forbidden(M.managerOnly);
  return db.transaction(async (tx) => {
    const row = await workItemForChange(tx, actor, input.id, input.version, { allowFinal: true });
    const from = row.processingStatus as EnrollmentStatus;
    if (!RESETTABLE_STATUSES.includes(from)) throw badRequest(M.resetNotAllowed);
    const updated = await updateWorkItem(tx, actor, row.id, {
      processingStatus: 'New',
      cmsVerificationStatus: 'NotVerified',
      cmsVerifiedAt: null,
      cmsVerificationResult: null,
      medicaidVerificationStatus: 'NotVerified',
      medicaidDetails: null,
      duplicateCheckStatus: 'NotRun',
      duplicateCheckedAt: null,
      duplicateMatches: null,
      managerApproval: null,
      managerApprovalReason: null,
      approvalRequestedBy: null,
      approvalRequestedByName: null,
    });
    await tx.insert(enrollmentChangeHistory).values({
      workItemId: row.id,
      name: 'processingStatus',
      currentValue: from,
      newValue: 'New',
      lastUpdatedByName: actor.user.name,
    });
    await recordEnrollmentAudit(
      tx,
      actor,
      row.id,
      'EnrollmentStatusReset',
      `Status reset from ${from} to New: ${input.reason}`,
      { from, to: 'New' },
    );
    return toDetail(tx, actor, updated);
  });
}

export type OverrideKind = 'marxOverride' | 'medicalOverride' | 'duplicateOptionOverride' | 'lowConfidenceOverride';

/** A processor asks a manager to approve an override of a failed check: the item waits in ManagerApprovalRequired. */
export async function requestApproval(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; overrideKind: OverrideKind; reason: string },
): Promise<EnrollmentDetail> {
  return db.transaction(async (tx) => {
    const row = await workItemForChange(tx, actor, input.id, input.version);
    const updated = await moveStatus(tx, actor, row, 'ManagerApprovalRequired', input.reason, {
      managerApproval: 'Pending',
      managerApprovalReason: `${input.overrideKind}: ${input.reason}`,
      approvalRequestedBy: actor.user.id,
      approvalRequestedByName: actor.user.name,
      lockedBy: null,
      lockedByName: null,
      lockedAt: null,
    });
    await recordEnrollmentAudit(
      tx,
      actor,
      row.id,
      'EnrollmentApprovalRequested',
      `Manager approval requested for ${input.overrideKind}: ${input.reason}`,
      { overrideKind: input.overrideKind },
    );
    return toDetail(tx, actor, updated);
  });
}

/** The manager approves (the override is applied and audited by its kind) or rejects; either way the item is back InProgress. */
export async function decideApproval(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; decision: 'Approved' | 'Rejected'; reason: string },
): Promise<EnrollmentDetail> {
  if (!isProcessorManager(actor.user)) throw forbidden(M.managerOnly);
  return db.transaction(async (tx) => {
    const row = await workItemForChange(tx, actor, input.id, input.version);
    if (row.processingStatus !== 'ManagerApprovalRequired')
      throw badRequest(M.statusMoveNotAllowed(row.processingStatus, 'InProgress'));
    // Four eyes: the manager who asked for the override cannot grant (or reject) it; nothing changes.
    if (row.approvalRequestedBy === actor.user.id) throw badRequest(M.ownOverride);
    const kind = (row.managerApprovalReason ?? '').split(':')[0] as OverrideKind | '';
    const approved = input.decision === 'Approved';
    const override: Partial<typeof enrollmentWorkItems.$inferInsert> = !approved
      ? {}
      : kind === 'marxOverride'
        ? { cmsVerificationStatus: 'Overridden' }
        : kind === 'medicalOverride'
          ? { medicaidVerificationStatus: 'Overridden' }
          : kind === 'duplicateOptionOverride' || kind === 'lowConfidenceOverride'
            ? { duplicateCheckStatus: 'Overridden' }
            : {};
    const updated = await moveStatus(tx, actor, row, 'InProgress', input.reason, {
      ...override,
      managerApproval: input.decision,
      approvedBy: actor.user.name,
      approvedAt: new Date(),
    });
    await recordEnrollmentAudit(
      tx,
      actor,
      row.id,
      'EnrollmentApprovalDecided',
      AUDIT_TEMPLATES.managerDecision(approved ? 'approved' : 'rejected', input.reason),
      { decision: input.decision, overrideKind: kind, requestedBy: row.approvalRequestedByName },
    );
    if (approved && kind) {
      const message =
        kind === 'marxOverride'
          ? AUDIT_TEMPLATES.cmsOverride(input.reason)
          : kind === 'medicalOverride'
            ? AUDIT_TEMPLATES.dsnpOverride(input.reason)
            : `Override of the duplicate check: ${input.reason}`;
      await recordEnrollmentAudit(tx, actor, row.id, kind, message, { approvedBy: actor.user.name });
    }
    return toDetail(tx, actor, updated);
  });
}

/** PUT MemberEnrollment/ReassignEnrollment (manager): assigns the selected items to one processor or manager. */
export async function reassign(
  db: Db,
  actor: Actor,
  input: { items: { id: number; version: number }[]; assignToUserId: number },
): Promise<{ reassigned: number }> {
  if (!isProcessorManager(actor.user)) throw forbidden(M.managerOnly);
  return db.transaction(async (tx) => {
    const [assignee] = await tx
      .selectDistinct({ id: users.id, name: users.name })
      .from(users)
      .innerJoin(userGroups, eq(userGroups.userId, users.id))
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .where(
        and(eq(users.id, input.assignToUserId), eq(users.isActive, true), inArray(groups.name, [...ASSIGNABLE_GROUPS])),
      );
    if (!assignee) throw badRequest(M.assigneeRequired);
    for (const item of input.items) {
      const row = await lockAtVersion(tx, enrollmentWorkItems, { id: item.id, version: item.version });
      if (FINAL_STATUSES.includes(row.processingStatus as EnrollmentStatus))
        throw badRequest(M.finalStatus(row.processingStatus));
      await updateWorkItem(tx, actor, row.id, { assignedTo: assignee.id, assignedToName: assignee.name });
      await tx.insert(enrollmentChangeHistory).values({
        workItemId: row.id,
        name: 'assignedTo',
        currentValue: row.assignedToName,
        newValue: assignee.name,
        lastUpdatedByName: actor.user.name,
      });
      await recordEnrollmentAudit(
        tx,
        actor,
        row.id,
        'EnrollmentReassigned',
        `Reassigned from ${row.assignedToName ?? 'nobody'} to ${assignee.name}.`,
        { from: row.assignedTo, to: assignee.id },
      );
    }
    return { reassigned: input.items.length };
  });
}

/** Processors and managers who can be assigned work (FetchEnrollmentReviewers), or only managers (GetEnrollmentManagers). */
export async function listEnrollmentReps(db: Db, groupNames: readonly string[]) {
  const rows = await db
    .select({ userId: users.id, name: users.name, username: users.username, group: groups.name })
    .from(users)
    .innerJoin(userGroups, eq(userGroups.userId, users.id))
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(and(eq(users.isActive, true), inArray(groups.name, [...groupNames])))
    .orderBy(users.name);
  const byUser = new Map<number, { userId: number; name: string; username: string; groups: string[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.userId) ?? { userId: row.userId, name: row.name, username: row.username, groups: [] };
    entry.groups.push(row.group);
    byUser.set(row.userId, entry);
  }
  const items = [...byUser.values()];
  return { items, total: items.length };
}
