import { describe, expect, it } from 'vitest';
import { memberDisplayState, memberTabColor, type MemberStatusFields } from './member-status.ts';

const today = '2024-06-30';
const base: MemberStatusFields = {
  isActive: true,
  termDate: null,
  effectiveDateTime: '2020-01-01',
  isFrequentCaller: false,
};

describe('member tab colour', () => {
  it('is blue for an ordinary active member', () => {
    expect(memberTabColor(base, today)).toBe('blue');
  });

  it('is green for a member effective within the last 31 days', () => {
    expect(memberTabColor({ ...base, effectiveDateTime: '2024-05-30' }, today)).toBe('green');
    expect(memberTabColor({ ...base, effectiveDateTime: '2024-05-29' }, today)).toBe('blue');
    expect(memberTabColor({ ...base, effectiveDateTime: '2024-06-15T00:00:00Z' }, today)).toBe('green');
  });

  it('is red for a member with a term date, but not for the open end 12/31/9999', () => {
    expect(memberTabColor({ ...base, termDate: '2024-12-31' }, today)).toBe('red');
    expect(memberTabColor({ ...base, termDate: '9999-12-31' }, today)).toBe('blue');
  });

  it('is grey for an inactive member who is not new', () => {
    expect(memberTabColor({ ...base, isActive: false, termDate: '2023-12-31' }, today)).toBe('grey');
    expect(memberDisplayState({ ...base, isActive: false, effectiveDateTime: '2024-07-01' }, today)).toBe('new-member');
  });

  it('is orange for a frequent caller', () => {
    expect(memberTabColor({ ...base, isFrequentCaller: true }, today)).toBe('orange');
    expect(memberTabColor({ ...base, isFrequentCaller: true, effectiveDateTime: '2024-06-20' }, today)).toBe('orange');
  });
});
