import { IPA_MESSAGES } from './ipa-admin.messages.ts';

/**
 * Messages of the rates screens (IPA spec §5 and §8), word for word including the spec's spelling.
 * A text the IPA screens share (a required date or code) is taken from IPA_MESSAGES, so each text is typed once; the
 * rates' 'Success !' toast title is IPA_MESSAGES.success.
 * Where the spec names a rule but shows no wording, the wording is ours and is marked so (docs/features.md).
 */
export const RATE_MESSAGES = {
  effectiveDateRequired: IPA_MESSAGES.effDateRequired,
  endDateRequired: IPA_MESSAGES.endDateRequired,
  companyCodeRequired: IPA_MESSAGES.companyCodeRequired,
  capRevenueRequired: 'Cap Revenue is required',
  format4: 'Format 0.0000',
  format2: 'Format 0.00',
  integerOnly: 'Integer only',
  effectiveOverlap: 'The effective date range should not overlap with date range of another record.',
  endOverlap: 'The end date range should not overlap with date range of another record.',
  noFreeSlot:
    'Please ensure that the new record is created within a non-overlapping time range. However, there are no available time slots left in the effective date range. Please review and adjust the previous records before proceeding.',
  memberCountStartRequired: 'Member Count Start is required',
  memberCountEndRequired: 'Member Count End is required',
  memberCountStartOverlap: 'The member count start should not overlap with the member count range of another record.',
  memberCountEndOverlap: 'The member count end should not overlap with the member count range of another record.',
  capRateSaved: 'Cap Rate Saved Successfully',
  capRateActivated: 'Cap Rate Activated Successfully',
  capRateDeactivated: 'Cap Rate Deactivated Successfully',
  specialRateDeleted: 'Cap Special Rate was deleted Successfully',
  specialRateDeletedWithId: (id: number) => `Special Rate (Id: ${id}) was deleted Successfully`,
  specialRateDeleteConfirm: (id: number) => `Do you want to delete this cap special rate (Id: ${id})?`,
  gainShareSaved: 'Gain Share Rate Saved Successfully',
  riskPoolSaved: 'Risk Pool Rate Saved Successfully',
  createFailed: 'Failed to create record. Please try again later',
  updateFailed: 'Failed to update record. Please try again later',
  historyFetchFailed: 'Failed to fetch change history. Please try again later',
  approveFailed: 'Failed to approve change(s). Please try again later',
  approveTargetMissing: 'Something went wrong',
  approved: 'Change(s) approved successfully',
  approveAllTitle: 'Approve All Confirmation',
  approveAllQuestion: 'Are you sure you want to approve all pending changes?',
  // Ours (the spec names the rule, not the words):
  ownChange: 'You cannot approve a change you made yourself. Another manager must approve it.',
  endBeforeStart: 'End Date must be on or after Effective Date',
  memberCountEndMin: 'Member Count End must be greater than Member Count Start',
  memberCountStartMin: 'Member Count Start must be at least 1',
  beforeMinDate: (min: string) => `Effective Date must be on or after the Min Date ${min}`,
  afterMaxDate: (max: string) => `End Date must be on or before the Max Date ${max}`,
  startAfterMaxDate: (max: string) => `Effective Date must be on or before the Max Date ${max}`,
  noRoomNotice:
    'There is no room left for a new rate: the latest rate already ends on the IPA end date. Adjust the end date of an existing rate before creating a new one.',
  contractCodeRequired: IPA_MESSAGES.contractCodeRequired,
  specMax: 'Spec should be maximum 7 characters',
  notesMax: (max: number) => `Notes should be maximum ${max} characters`,
  ipaNotFound: 'The IPA of this rate was not found.',
  capRateNotFound: 'The cap rate was not found.',
} as const;
