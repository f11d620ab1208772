import { describe, expect, it } from 'vitest';
import { auditEventLabel } from '../audit/audit-event-labels.ts';
import { checkStatusLabel, pcpOutcomeLabel, pcpReasonLabel } from './enrollment-codes.ts';
import { ENROLLMENT_MESSAGES } from './enrollment-messages.ts';

describe('enrollment codes in words', () => {
  it('names the enrollment audit kinds (spec §4) in words through the one audit label, abbreviations in capitals', () => {
    expect(auditEventLabel('cmsVerificationSuccess')).toBe('CMS verification success');
    expect(auditEventLabel('marxOverride')).toBe('MARx override');
    expect(auditEventLabel('newMemberId')).toBe('New member ID');
    expect(auditEventLabel('autoPcpAssignment')).toBe('Auto PCP assignment');
    expect(auditEventLabel('EnrollmentStatusChanged')).toBe('Enrollment status changed');
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
