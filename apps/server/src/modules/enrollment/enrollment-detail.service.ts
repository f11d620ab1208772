import { and, eq } from 'drizzle-orm';
import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import { enrollmentFormSchema, type EnrollmentForm } from '@portal/contracts/enrollment/enrollment-form';
import type { EnrollmentStatus } from '@portal/contracts/enrollment/enrollment-codes';
import { FINAL_STATUSES } from '@portal/contracts/enrollment/enrollment-status';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { can } from '../../platform/access/current-user.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { enrollmentChangeHistory, enrollmentWorkItems } from './enrollment.tables.ts';
import { recordEnrollmentAudit } from './enrollment-audit.ts';
import { isApplicationViewer, isProcessorManager } from './enrollment-roles.ts';
import { acquireLock, isLockLive, releaseOwnLock } from './enrollment-lock.service.ts';
import {
  formOf,
  isDsnpPlan,
  planYearOf,
  readStoredForm,
  updateWorkItem,
  workItemForChange,
  type WorkItemRow,
} from './enrollment-work-item.ts';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export async function toDetail(db: Db | Tx, actor: Actor, row: WorkItemRow): Promise<EnrollmentDetail> {
  const stored = readStoredForm(row);
  const form = stored ?? enrollmentFormSchema.parse({});
  const final = FINAL_STATUSES.includes(row.processingStatus as EnrollmentStatus);
  const heldByMe = row.lockedBy === actor.user.id;
  // A lapsed lock is no lock: nobody is shown as holding it and the next processor may take the item.
  const heldByOther = !heldByMe && isLockLive(row);
  const writer = can(actor.user, MODULE_IDS.enrollment, 'write') && !isApplicationViewer(actor.user);
  return {
    id: row.id,
    receivedVia: row.receivedVia,
    fileName: row.fileName,
    memberId: row.memberId,
    processingStatus: row.processingStatus,
    requestType: row.requestType,
    onlineEnrollReferenceNo: row.onlineEnrollReferenceNo,
    assignedToId: row.assignedTo,
    assignedTo: row.assignedToName,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
    form: form as unknown as Record<string, unknown>,
    formUnreadable: stored === null,
    cmsVerificationStatus: row.cmsVerificationStatus,
    cmsVerifiedAt: iso(row.cmsVerifiedAt),
    cmsVerificationResult: row.cmsVerificationResult ?? null,
    medicaidVerificationStatus: row.medicaidVerificationStatus,
    medicaidDetails: row.medicaidDetails ?? null,
    duplicateCheckStatus: row.duplicateCheckStatus,
    duplicateCheckedAt: iso(row.duplicateCheckedAt),
    duplicateMatches: row.duplicateMatches ?? null,
    isDsnpPlan: stored ? await isDsnpPlan(db, form) : false,
    pcpProviderId: row.pcpProviderId,
    pcpAssignmentOutcome: row.pcpAssignmentOutcome,
    pcpNotAssignableReason: row.pcpNotAssignableReason,
    pcpDistanceMiles: row.pcpDistanceMiles,
    managerApproval: row.managerApproval,
    managerApprovalReason: row.managerApprovalReason,
    approvedBy: row.approvedBy,
    approvalRequestedBy: row.approvalRequestedByName,
    approvalRequestedByMe: row.approvalRequestedBy !== null && row.approvalRequestedBy === actor.user.id,
    submittedAt: iso(row.submittedAt),
    lock:
      heldByMe || heldByOther
        ? { lockedByName: row.lockedByName, lockedAt: iso(row.lockedAt), heldByMe }
        : { lockedByName: null, lockedAt: null, heldByMe: false },
    canEdit: writer && !final && !heldByOther && row.processingStatus !== 'ManagerApprovalRequired' && stored !== null,
    canApprove: isProcessorManager(actor.user) && can(actor.user, MODULE_IDS.enrollment, 'approve'),
    version: row.version,
  };
}

/**
 * Opens a work item (GET MemberEnrollment/GetMemberEnrollmentDetailsById). A processor who may change it takes
 * the lock when it is free; a viewer, or a second processor while it is locked, reads it without locking.
 * The read of member data is audited.
 */
export async function openWorkItem(db: Db, actor: Actor, id: number): Promise<EnrollmentDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(enrollmentWorkItems).where(eq(enrollmentWorkItems.id, id));
    if (!row) throw notFound();
    let current = row;
    const mayLock =
      can(actor.user, MODULE_IDS.enrollment, 'write') &&
      !isApplicationViewer(actor.user) &&
      !FINAL_STATUSES.includes(row.processingStatus as EnrollmentStatus) &&
      (row.lockedBy === actor.user.id || !isLockLive(row)) &&
      // An item waiting for approval is only taken by a manager (a processor opening it must not block the decision).
      (row.processingStatus !== 'ManagerApprovalRequired' || isProcessorManager(actor.user));
    if (mayLock) {
      const lock = await acquireLock(tx, actor, id);
      if (lock.heldByMe) {
        const [locked] = await tx.select().from(enrollmentWorkItems).where(eq(enrollmentWorkItems.id, id));
        if (locked) current = locked;
        if (row.lockedBy !== actor.user.id) {
          const takenOver = lock.takenFrom ? ` (the lock of ${lock.takenFrom} had lapsed)` : '';
          await recordEnrollmentAudit(
            tx,
            actor,
            id,
            'EnrollmentLocked',
            `Opened and locked by ${actor.user.name}${takenOver}.`,
            lock.takenFrom ? { takenFrom: lock.takenFrom } : undefined,
          );
        }
      }
    }
    await recordEnrollmentAudit(tx, actor, id, 'EnrollmentRead', 'Enrollment opened.');
    return toDetail(tx, actor, current);
  });
}

/** Closes the item for the caller: releases their own lock. */
export async function closeWorkItem(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: enrollmentWorkItems.id })
      .from(enrollmentWorkItems)
      .where(and(eq(enrollmentWorkItems.id, id), eq(enrollmentWorkItems.lockedBy, actor.user.id)));
    if (!row) return;
    await releaseOwnLock(tx, actor, id);
    await recordEnrollmentAudit(tx, actor, id, 'EnrollmentUnlocked', `Closed by ${actor.user.name}.`);
  });
}

const IDENTITY_FIELDS: readonly (keyof EnrollmentForm)[] = ['firstName', 'lastName', 'birthdate', 'medicareId'];
const PLAN_FIELDS: readonly (keyof EnrollmentForm)[] = ['contractCode', 'pbpCode', 'planYear'];

const display = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** Searchable columns copied out of the form (the work list filters on them). */
export function columnsOf(form: EnrollmentForm) {
  return {
    firstName: form.firstName || null,
    lastName: form.lastName || null,
    birthdate: form.birthdate || null,
    medicareId: form.medicareId || null,
    medicalId: form.medicalId || null,
    proposedEffectiveDate: form.startDate || null,
    coverageYear: form.contractCode ? planYearOf(form) : null,
    contractCode: form.contractCode || null,
    pbpCode: form.pbpCode || null,
    salesRepCode: form.srep || null,
    salesRepName: form.pbpSalesRep || null,
    brokerCode: form.brokerCode || null,
  };
}

/**
 * PUT MemberEnrollment/SaveMemberEnrollment: stores the six pages, writes one change-history row per changed field and
 * the audit event. A change of identity (name, birth date, MBI) voids the CMS verification and the duplicate check,
 * a change of plan the State Medicaid verification: they were made for other data.
 */
export async function saveWorkItem(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  form: EnrollmentForm,
  replaceUnreadableForm = false,
): Promise<EnrollmentDetail> {
  return db.transaction(async (tx) => {
    const row = await workItemForChange(tx, actor, id, version);
    // A stored form that cannot be read is replaced only when the user says so; its data goes to the change history.
    const stored = replaceUnreadableForm ? readStoredForm(row) : formOf(row);
    if (!stored) {
      await tx.insert(enrollmentChangeHistory).values({
        workItemId: id,
        name: 'form',
        currentValue: JSON.stringify(row.form),
        newValue: 'replaced (the stored form could not be read)',
        lastUpdatedByName: actor.user.name,
      });
    }
    const before = stored ?? enrollmentFormSchema.parse({});
    const changed = (Object.keys(form) as (keyof EnrollmentForm)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(form[key]),
    );
    // A save that changes no stored field (e.g. only blank POA rows, which are dropped) changes nothing: the item
    // keeps its status and version and no audit row is written. Real changes start the work on a New item.
    if (stored && changed.length === 0) return toDetail(tx, actor, row);
    const identityChanged = changed.some((key) => IDENTITY_FIELDS.includes(key));
    const planChanged = changed.some((key) => PLAN_FIELDS.includes(key));
    const startsWork = row.processingStatus === 'New';
    const updated = await updateWorkItem(tx, actor, id, {
      form,
      ...columnsOf(form),
      ...(startsWork ? { processingStatus: 'InProgress' } : {}),
      ...(identityChanged
        ? {
            cmsVerificationStatus: 'NotVerified',
            cmsVerifiedAt: null,
            cmsVerificationResult: null,
            duplicateCheckStatus: 'NotRun',
            duplicateCheckedAt: null,
            duplicateMatches: null,
          }
        : {}),
      ...(planChanged ? { medicaidVerificationStatus: 'NotVerified', medicaidDetails: null } : {}),
    });
    if (changed.length > 0) {
      await tx.insert(enrollmentChangeHistory).values(
        changed.map((key) => ({
          workItemId: id,
          name: key,
          currentValue: display(before[key]),
          newValue: display(form[key]),
          lastUpdatedByName: actor.user.name,
        })),
      );
    }
    if (startsWork) {
      await tx.insert(enrollmentChangeHistory).values({
        workItemId: id,
        name: 'processingStatus',
        currentValue: 'New',
        newValue: 'InProgress',
        lastUpdatedByName: actor.user.name,
      });
    }
    await recordEnrollmentAudit(tx, actor, id, 'EnrollmentSaved', `Saved ${changed.length} changed field(s).`, {
      fields: changed,
      statusChanged: startsWork ? 'New -> InProgress' : undefined,
    });
    return toDetail(tx, actor, updated);
  });
}

/** Work items still unassigned get the creating processor (paper upload). */
export function assignedOnCreate(actor: Actor) {
  return { assignedTo: actor.user.id, assignedToName: actor.user.name };
}
