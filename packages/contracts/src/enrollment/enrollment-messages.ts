import { pleaseEnter as enter, pleaseSelect as select } from './message-wording.ts';

/*
 * Required-field messages of enrollment, one wording (message-wording.ts, shared with Admin and Support's dialogs):
 * 'Please enter ...' for what is typed, 'Please select ...' (or 'Please choose ...' for a file) for what is chosen, each
 * a sentence ending in a full stop. The spec's own 'Please select at least one Primary POA' is kept word for word.
 */

/**
 * Messages of enrollment processing. The four blocking messages are the spec's, word for word (enrollment spec §5);
 * the others are ours, for rules the spec leaves out (written in the plain style of the spec's messages).
 */
export const ENROLLMENT_MESSAGES = {
  // Spec §5, word for word.
  verifyCms: 'Please perform CMS eligibility verification by clicking the Verify button',
  runDuplicateCheck: 'Please run duplicate check by clicking the Duplicate Check button',
  medicaidNotVerified:
    'State Medicaid details are not verified, You cannot proceed with the enrollment for DSNP plans.',
  primaryPoaRequired: 'Please select at least one Primary POA',
  // Shell spec §8, word for word.
  damagedPdf: 'This file is suspected to be damaged, please verify before upload',
  noEnrollmentSelected: 'No enrollment was selected',
  // Ours.
  mbiFormat: 'Medicare ID (MBI) must be 11 characters in the CMS format (letters S, L, O, I, B and Z are not used).',
  contractFormat: 'Contract code must be H, R, E or S followed by 4 digits.',
  pbpFormat: 'PBP code must be 3 digits.',
  zipFormat: 'ZIP code must be 5 digits.',
  stateFormat: 'State must be a 2-letter state code.',
  middleInitialFormat: 'Middle initial must be one letter.',
  birthdateInvalid: 'Please enter a valid birth date (MM/dd/yyyy) between 01/01/1900 and today.',
  dateInvalid: 'Please enter a valid date (MM/dd/yyyy).',
  receiptDateFuture: 'Application receipt date cannot be in the future.',
  signatureDateFuture: 'Application signature date cannot be in the future.',
  signatureAfterReceipt: 'Application signature date cannot be after the application receipt date.',
  endBeforeStart: 'End date must not be before the start date.',
  electionTypeUnknown: select('an election type from the CMS list'),
  sepReasonRequired: select('the SEP reason code for a special election period'),
  sepReasonUnknown: select('a SEP reason code from the CMS list'),
  /** A field submission needs, named by its label on the form ('Medicare ID (MBI)'). */
  requiredForSubmission: (label: string) => `${label} is required before the enrollment can be submitted.`,
  pdfOnly: 'Only PDF files can be uploaded as enrollment applications.',
  fileRequired: 'Please choose a file to upload.',
  statusRequired: select('the new status'),
  medicaidIdRequired: enter('the State Medicaid ID'),
  unknownSource: select('the source from the list'),
  locked: (name: string) => `This enrollment is locked by ${name}.`,
  lockTakenOver: (name: string, minutes: number) =>
    `Your changes were not saved: your lock on this enrollment lapsed after ${minutes} minutes without activity and ${name} has opened it since. Reload to see the current data.`,
  statusMoveNotAllowed: (from: string, to: string) => `The status cannot change from ${from} to ${to}.`,
  managerOnly: 'Only an enrollment processor manager can do this.',
  /** Four eyes, in the words of the rate approvals ('You cannot approve a change you made yourself...'). */
  ownOverride: 'You cannot decide an override you requested yourself. Another manager must decide it.',
  ownOverrideWaiting: 'You requested this override. Another manager must decide it.',
  alreadySubmitted: 'This enrollment has already been submitted.',
  formUnreadable:
    'The stored enrollment form could not be read. It is kept as it was and cannot be changed here until it is repaired; please contact support.',
  finalStatus: (status: string) => `This enrollment is ${status} and can no longer be changed.`,
  approvalPending: 'This enrollment is waiting for manager approval.',
  duplicatesFound:
    'Possible duplicates were found. Review them and set the status to Rejected As Duplicate, or override the duplicate check with a reason.',
  notEligible:
    'CMS eligibility verification did not confirm this beneficiary. A manager override with a reason is needed to proceed.',
  overrideReasonRequired: enter('the reason for the override'),
  overrideRequired: select('the override'),
  resetReasonRequired: enter('the reason for the reset'),
  resetNotAllowed: 'A completed enrollment cannot be reset.',
  nothingToReassign: select('at least one enrollment to reassign'),
  assigneeRequired: select('the enrollment rep to assign to'),
  pcpRequired: select('a primary care provider'),
  zipNotFound: 'ZIP code was not found.',
  filterNotNumber: (label: string) => `${label} must be a whole number.`,
  filterUnknownValue: (label: string) => `${label} is not one of the values this filter accepts.`,
  filterUnknown: (names: string) => `Unknown filter: ${names}.`,
  saveBeforeActions: 'Save your changes first: the checks, PCP, status and submission work on the saved enrollment.',
  correctMarkedFields: (pages: readonly string[]) =>
    `The enrollment was not saved. Please correct the fields marked in red on ${pages.join(', ')}.`,
} as const;
