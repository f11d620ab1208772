import { MESSAGES } from '../platform/messages.ts';
import { DATE_MESSAGES } from '../platform/rules/dates.ts';

/** Web Enrollment Portal messages. The spec's wording where it gives one (shell spec §5, §8), ours otherwise. */
export const WEB_ENROLLMENT_MESSAGES = {
  /** Shell spec §5, §8: Requeue with nothing selected. */
  noEnrollmentSelected: MESSAGES.noEnrollmentSelected,
  requeueConfirm: (count: number) => `Requeue ${count} enrollment(s) to the outbound queue?`,
  requeued: (count: number) => `${count} enrollment(s) were requeued.`,
  notFailed: 'One or more selected enrollments are no longer waiting for a requeue. Please reload the list.',
  automationOff: 'Enrollment automation is turned off; requeue is not available.',
  /** Shell spec §8: audit history load fails. */
  auditLoadFailed: MESSAGES.somethingWentWrong,
  startRequired: 'Start date is required.',
  endRequired: 'End date is required.',
  /** Shell spec §5: End date minimum is Start. */
  endBeforeStart: 'End date cannot be earlier than Start date.',
  tooManyUsers: 'Select at most 20 users.',
  /** Shell spec §5, §9: fax dates 12/31/2010 to 12/31/9999. */
  faxDateOutOfRange: 'Fax Received Date must be between 12/31/2010 and 12/31/9999.',
  faxDateInvalid: DATE_MESSAGES.invalid,
  faxRangeOrder: 'The Fax Received Date range must not end before it starts.',
  gridFailed: MESSAGES.gridFailed,
} as const;
