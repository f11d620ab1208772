import { describe, expect, it } from 'vitest';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';
import { addDays } from '../platform/rules/dates.ts';
import {
  defaultNewPeriod,
  hasFreeSlot,
  memberCountOverlapMessage,
  minMemberCountStart,
  nextMemberCountStart,
  nextSequence,
  periodOverlapMessage,
  riskPoolCopyPeriod,
} from './ipa-rates.periods.ts';
import { padDecimal } from '../platform/rules/numeric.ts';
import { formulaComponents, formulaProblem } from './special-rates.ts';

const ipa = { effDate: '2024-01-01', endDate: '2025-12-31' };

describe('rate periods (spec §4, §5)', () => {
  it('names the effective date when the new start falls inside another record, else the end date', () => {
    const others = [
      { id: 1, start: '2024-01-01', end: '2024-12-31' },
      { id: 2, start: '2025-06-01', end: '2025-12-31' },
    ];
    expect(periodOverlapMessage({ start: '2024-06-01', end: '2025-01-31' }, others)?.message).toBe(
      RATE_MESSAGES.effectiveOverlap,
    );
    expect(periodOverlapMessage({ start: '2025-01-01', end: '2025-07-01' }, others)?.message).toBe(
      RATE_MESSAGES.endOverlap,
    );
    // Start inside one record and end inside another: the effective date is named.
    expect(periodOverlapMessage({ start: '2024-12-01', end: '2025-07-01' }, others)?.message).toBe(
      RATE_MESSAGES.effectiveOverlap,
    );
    expect(periodOverlapMessage({ start: '2025-01-01', end: '2025-05-31' }, others)).toBeNull();
    expect(periodOverlapMessage({ id: 1, start: '2024-01-01', end: '2024-11-30' }, others)).toBeNull();
  });

  it('defaults a new rate to the day after the latest end, up to the IPA end, and knows when no room is left', () => {
    expect(defaultNewPeriod(ipa, [])).toEqual({ start: '2024-01-01', end: '2025-12-31', hasRoom: true });
    expect(defaultNewPeriod(ipa, [{ start: '2024-01-01', end: '2024-12-31' }])).toEqual({
      start: '2025-01-01',
      end: '2025-12-31',
      hasRoom: true,
    });
    expect(defaultNewPeriod(ipa, [{ start: '2024-01-01', end: '2025-12-31' }]).hasRoom).toBe(false);
    expect(riskPoolCopyPeriod(ipa, { start: '2024-01-01', end: '2024-12-31' })).toEqual({
      start: '2024-01-02',
      end: '2025-12-31',
      hasRoom: true,
    });
  });

  it('finds a free slot only when a day of the IPA period is uncovered', () => {
    expect(
      hasFreeSlot(ipa, [
        { start: '2024-01-01', end: '2024-12-31' },
        { start: '2025-01-01', end: '2025-12-31' },
      ]),
    ).toBe(false);
    expect(
      hasFreeSlot(ipa, [
        { start: '2024-01-01', end: '2024-12-30' },
        { start: '2025-01-01', end: '2025-12-31' },
      ]),
    ).toBe(true);
    expect(addDays('9999-12-31', 1)).toBe('9999-12-31');
  });

  it('checks member-count ranges and the next start and sequence', () => {
    const tiers = [
      { id: 1, memberCountStart: 1, memberCountEnd: 100 },
      { id: 2, memberCountStart: 201, memberCountEnd: 300 },
    ];
    expect(memberCountOverlapMessage({ memberCountStart: 50, memberCountEnd: 150 }, tiers)?.message).toBe(
      RATE_MESSAGES.memberCountStartOverlap,
    );
    expect(memberCountOverlapMessage({ memberCountStart: 150, memberCountEnd: 250 }, tiers)?.message).toBe(
      RATE_MESSAGES.memberCountEndOverlap,
    );
    expect(memberCountOverlapMessage({ memberCountStart: 101, memberCountEnd: 200 }, tiers)).toBeNull();
    expect(nextMemberCountStart(tiers)).toBe(301);
    // Editing a tier: the end of the tier below it plus 1, 1 for the lowest.
    expect(minMemberCountStart(tiers, 201)).toBe(101);
    expect(minMemberCountStart(tiers.slice(1), 1)).toBe(1);
    expect(nextSequence([{ sequence: 3 }, { sequence: 1 }])).toBe(4);
  });

  it('pads decimals and checks formulas against the token list', () => {
    expect(padDecimal('1.5', 4)).toBe('1.5000');
    expect(padDecimal('12', 2)).toBe('12.00');
    expect(formulaProblem('( Total_PartA + Rebate_A ) - SCB_FUNCTION_OUTCOME')).toBeNull();
    expect(formulaProblem('( Total_PartA')).not.toBeNull();
    expect(formulaComponents('( Total_PartA + Total_PartA ) - Rebate_B')).toBe('Total_PartA,Rebate_B');
  });
});
