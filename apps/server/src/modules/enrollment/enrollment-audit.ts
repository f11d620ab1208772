import type { EnrollmentAuditEventKind } from '@portal/contracts/enrollment/enrollment-codes';
import type { AuditFeature } from '@portal/contracts/enrollment/automation';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { DbOrTx } from '../../platform/db/client.ts';
import { jobActor, type Actor } from '../../platform/audit/audit.ts';
import { recordAudit, recordReadAudit } from '../../platform/audit/audit.ts';

/**
 * Enrollment audit events: the 20 kinds of enrollment spec §4 and the audit message templates of §8, plus the
 * action events of work items (saved, status changed, submitted ...). All land in the platform's audit_events
 * (module 165, item id = work item id) in the transaction of the change they describe.
 */

export type EnrollmentActionEvent =
  | 'EnrollmentCreated'
  | 'EnrollmentRead'
  | 'EnrollmentSearch'
  | 'EnrollmentSaved'
  | 'EnrollmentStatusChanged'
  | 'EnrollmentStatusReset'
  | 'EnrollmentReassigned'
  | 'EnrollmentApprovalRequested'
  | 'EnrollmentApprovalDecided'
  | 'EnrollmentSubmitted'
  | 'EnrollmentDocumentUploaded'
  | 'EnrollmentDocumentDownloaded'
  | 'EnrollmentExported'
  | 'EnrollmentLocked'
  | 'EnrollmentUnlocked'
  | 'PcpTaskResolved'
  | 'DuplicateCheckRun'
  | 'PcpAssigned'
  | 'SubmissionRequeued'
  | 'ExistingMemberIdAssigned'
  | 'SubmissionProcessed';

/** Spec §8 audit message templates (their content; the wording is ours as the spec gives only the gist). */
export const AUDIT_TEMPLATES = {
  applicationTypeChosen: (chosen: string, detected: string) =>
    `User chose application type ${chosen}; the system detected ${detected}.`,
  noActiveEnrollments: () => 'No active enrollments were found, so the application type could not be identified.',
  systemSelected: (what: string) => `The system selected ${what} automatically.`,
  managerDecision: (decision: 'approved' | 'rejected', reason: string) => `Request ${decision} by manager: ${reason}`,
  cmsOverride: (reason: string) => `Override because the CMS eligibility check failed: ${reason}`,
  dsnpOverride: (reason: string) => `Override because the DSNP check failed: ${reason}`,
  dsnpCheck: (passed: boolean, detail: string) =>
    `${passed ? 'Passed' : 'Failed'} the DSNP check${detail ? `: ${detail}` : ''}.`,
  medicareCheck: (passed: boolean, detail: string) =>
    `${passed ? 'Passed' : 'Failed'} the Medicare check${detail ? `: ${detail}` : ''}.`,
  addressChoice: (kind: 'home' | 'mailing', kept: boolean) =>
    kept ? `User kept the current ${kind} address.` : `User chose the ${kind} address.`,
  addressAutomated: (kind: 'home' | 'mailing') => `The system verified the ${kind} address automatically.`,
} as const;

/** The actor of the events the system itself records (the outbound submission job has no signed-in user). */
export const SYSTEM_ACTOR: Actor = jobActor('system', 'System');

export async function recordEnrollmentAudit(
  db: DbOrTx,
  actor: Actor,
  itemId: number | null,
  eventType: EnrollmentAuditEventKind | EnrollmentActionEvent,
  message: string,
  details: Record<string, unknown> = {},
  feature: AuditFeature = 'PaperEnrollment',
): Promise<void> {
  await recordAudit(db, actor, {
    eventType,
    itemId,
    moduleId: MODULE_IDS.enrollment,
    details: { ...details, feature, message },
  });
}

/** The audit row of a read (work-list search, history viewed): written without waiting for the WAL flush (platform recordReadAudit). */
export async function recordEnrollmentReadAudit(
  db: DbOrTx,
  actor: Actor,
  itemId: number | null,
  eventType: EnrollmentAuditEventKind | EnrollmentActionEvent,
  message: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordReadAudit(db, actor, {
    eventType,
    itemId,
    moduleId: MODULE_IDS.enrollment,
    details: { ...details, feature: 'PaperEnrollment', message },
  });
}
