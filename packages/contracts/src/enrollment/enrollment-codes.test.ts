import { describe, expect, it } from 'vitest';
import { checkStatusLabel, enrollmentAuditEventLabel, pcpOutcomeLabel, pcpReasonLabel } from './enrollment-codes.ts';
import { ENROLLMENT_MESSAGES } from './enrollment-messages.ts';

describe('enrollment codes in words', () => {
  it('names audit events in words, abbreviations in capitals', () => {
    expect(enrollmentAuditEventLabel('cmsVerificationSuccess')).toBe('CMS Verification Success');
    expect(enrollmentAuditEventLabel('marxOverride')).toBe('MARx Override');
    expect(enrollmentAuditEventLabel('newMemberId')).toBe('New Member ID');
    expect(enrollmentAuditEventLabel('autoPcpAssignment')).toBe('Auto PCP Assignment');
    expect(enrollmentAuditEventLabel('EnrollmentStatusChanged')).toBe('Enrollment Status Changed');
  });
  it('names the check results, PCP outcomes and reasons as the work item shows them', () => {
    expect(checkStatusLabel('NotVerified')).toBe('Not Verified');
    expect(checkStatusLabel('NotRun')).toBe('Not Run');
    expect(checkStatusLabel('DuplicatesFound')).toBe('Duplicates Found');
    expect(checkStatusLabel('SomethingNew')).toBe('SomethingNew');
    expect(pcpOutcomeLabel('NotAllowedAddressType')).toBe('Not allowed for address type');
    expect(pcpReasonLabel('Over35Miles')).toBe('Over 35 Miles');
  });

  it('names the duplicate status by its label in the duplicate message, not its code', () => {
    expect(ENROLLMENT_MESSAGES.duplicatesFound).toContain('Rejected As Duplicate');
    expect(ENROLLMENT_MESSAGES.duplicatesFound).not.toContain('RejectedAsDuplicate');
  });
});
