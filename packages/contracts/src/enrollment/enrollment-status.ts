import type { EnrollmentStatus } from './enrollment-codes.ts';

/**
 * The transition table of a work item's processing status. The spec says statuses can be updated and reset
 * but not which moves are allowed (§4); these are the moves an enrollment team makes, written down in
 * docs/decisions.md. Every move is checked against this table on the server and audited.
 *
 * - Completed: only by submission (SubmitEnrollment), never by a status update.
 * - InvalidMember: by the Invalid Member Portal submission (SaveInvalidMemberPortal) or a status update.
 * - ManagerApprovalRequired -> InProgress is the manager's approval (approve action); a processor cannot make it.
 * - Reset (ResetEnrollmentStatus) puts any non-final item back to New, clearing verification and duplicate results.
 */
export const STATUS_TRANSITIONS: Record<EnrollmentStatus, readonly EnrollmentStatus[]> = {
  New: [
    'InProgress',
    'WaitingForInfo',
    'RequestForInfo',
    'RejectedAsDuplicate',
    'InvalidMember',
    'ManagerApprovalRequired',
    'Void',
  ],
  InProgress: [
    'WaitingForInfo',
    'RequestForInfo',
    'RejectedAsDuplicate',
    'InvalidMember',
    'ManagerApprovalRequired',
    'Void',
  ],
  WaitingForInfo: [
    'InProgress',
    'RequestForInfo',
    'RejectedAsDuplicate',
    'InvalidMember',
    'ManagerApprovalRequired',
    'Void',
  ],
  RequestForInfo: [
    'InProgress',
    'WaitingForInfo',
    'RejectedAsDuplicate',
    'InvalidMember',
    'ManagerApprovalRequired',
    'Void',
  ],
  ManagerApprovalRequired: ['InProgress', 'Void'],
  RejectedAsDuplicate: [],
  InvalidMember: [],
  Completed: [],
  Void: [],
};

/** Statuses a work item never leaves by a status update (only a manager's reset reopens them, Completed never). */
export const FINAL_STATUSES: readonly EnrollmentStatus[] = [
  'Completed',
  'RejectedAsDuplicate',
  'InvalidMember',
  'Void',
];

/** Statuses from which a manager may reset to New. Completed items were sent to CMS and are never reset. */
export const RESETTABLE_STATUSES: readonly EnrollmentStatus[] = [
  'InProgress',
  'WaitingForInfo',
  'RequestForInfo',
  'RejectedAsDuplicate',
  'InvalidMember',
  'ManagerApprovalRequired',
  'Void',
];

/** Moves only a manager (approve action) may make. */
export function needsManager(from: EnrollmentStatus, to: EnrollmentStatus): boolean {
  return from === 'ManagerApprovalRequired' && to === 'InProgress';
}

export function canMove(from: EnrollmentStatus, to: EnrollmentStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}
