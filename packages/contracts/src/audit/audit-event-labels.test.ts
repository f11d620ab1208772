import { describe, expect, it } from 'vitest';
import { auditEventLabel, auditEventOptions } from './audit-event-labels.ts';

describe('audit event kinds in words', () => {
  it.each([
    ['MemberDataRead', 'Member data read'],
    ['CrmCaseCreated', 'CRM case created'],
    ['DofrContractDeleted', 'DOFR contract deleted'],
    ['PrintMemberIdCardWorkflowCreated', 'Print member ID card workflow created'],
    ['cmsVerificationSuccess', 'CMS verification success'],
    ['marxOverride', 'MARx override'],
    ['SignIn', 'Signed in'],
    ['SignInFailed', 'Sign-in failed'],
    ['Track:PortalOpened', 'Portal opened'],
    ['Signed In', 'Signed in'],
  ])('%s reads %s', (code, words) => expect(auditEventLabel(code)).toBe(words));

  it('offers kinds to filter by their words, keeping the code as the value', () => {
    expect(auditEventOptions(['SignIn', 'MemberDataRead'])).toEqual([
      { value: 'MemberDataRead', label: 'Member data read' },
      { value: 'SignIn', label: 'Signed in' },
    ]);
  });
});
