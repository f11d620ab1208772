import { describe, expect, it } from 'vitest';
import {
  isActiveOn,
  memberDisplayState,
  memberStateLabel,
  memberTabColor,
  type MemberStatusFields,
} from './member-status.ts';

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

describe('member status in words', () => {
  it('a member whose term date is still to come is active until that date, not termed', () => {
    const terming = { ...base, termDate: '2024-07-31' };
    expect(isActiveOn(terming, today)).toBe(true);
    expect(memberTabColor(terming, today)).toBe('red');
    expect(memberStateLabel(terming, today)).toBe('Active until 07/31/2024');
    // The term date is the last covered day.
    expect(memberStateLabel({ ...base, termDate: today }, today)).toBe('Active until 06/30/2024');
  });

  it('once the term date has passed the member is not active, even if the active flag was not yet cleared', () => {
    const lapsed = { ...base, termDate: '2024-06-29' };
    expect(isActiveOn(lapsed, today)).toBe(false);
    expect(memberDisplayState(lapsed, today)).toBe('inactive');
    expect(memberStateLabel(lapsed, today)).toBe('Inactive');
  });

  it('names the other states in their words', () => {
    expect(memberStateLabel(base, today)).toBe('Active');
    expect(memberStateLabel({ ...base, isFrequentCaller: true }, today)).toBe('Frequent caller');
    expect(memberStateLabel({ ...base, effectiveDateTime: '2024-06-15' }, today)).toBe('New member');
    expect(memberStateLabel({ ...base, isActive: false }, today)).toBe('Inactive');
  });
});
