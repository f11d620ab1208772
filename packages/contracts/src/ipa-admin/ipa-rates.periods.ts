import { addDays } from '../platform/rules/dates.ts';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';

/** A rate's effective period, 'YYYY-MM-DD' both ends inclusive. */
export interface RatePeriod {
  id?: number | null;
  start: string;
  end: string;
}

/** The dates a rate must stay within: its IPA's effective and end date. */
export interface IpaBounds {
  effDate: string;
  endDate: string;
}

function isSameRecord(a: RatePeriod, b: RatePeriod): boolean {
  return a.id !== undefined && a.id !== null && a.id !== 0 && a.id === b.id;
}

/**
 * Spec §5 (cap rate, gain share, risk pool): a rate's period may not share a day with another record's period.
 * The message names the end of the new period that lands inside the other record: the effective date when the
 * new start falls in it (or the new period swallows it), else the end date.
 */
export function periodOverlapMessage(
  candidate: RatePeriod,
  others: readonly RatePeriod[],
): { field: 'start' | 'end'; message: string } | null {
  const conflicting = others.filter(
    (other) => !isSameRecord(candidate, other) && candidate.start <= other.end && candidate.end >= other.start,
  );
  if (conflicting.length === 0) return null;
  const endInside = (other: RatePeriod) => candidate.end >= other.start && candidate.end <= other.end;
  const startInside = (other: RatePeriod) => candidate.start >= other.start && candidate.start <= other.end;
  if (!conflicting.some(startInside) && conflicting.some(endInside))
    return { field: 'end', message: RATE_MESSAGES.endOverlap };
  return { field: 'start', message: RATE_MESSAGES.effectiveOverlap };
}

/** True when at least one day of the IPA's period is not covered by the other records (spec §5 "no available time slots"). */
export function hasFreeSlot(bounds: IpaBounds, others: readonly RatePeriod[]): boolean {
  let cursor = bounds.effDate;
  const sorted = [...others].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  for (const other of sorted) {
    if (other.end < cursor) continue;
    if (other.start > cursor) return true;
    if (other.end >= bounds.endDate) return false;
    cursor = addDays(other.end, 1);
    if (cursor > bounds.endDate) return false;
  }
  return cursor <= bounds.endDate;
}

/**
 * Spec §4: a new rate starts the day after the earlier rate's end date, otherwise on the IPA effective date,
 * and ends on the IPA end date. `hasRoom` is false when that start is already past the IPA end (the fixed notice).
 */
export function defaultNewPeriod(
  bounds: IpaBounds,
  existing: readonly RatePeriod[],
): { start: string; end: string; hasRoom: boolean } {
  const latestEnd = existing.reduce<string | null>(
    (latest, period) => (latest === null || period.end > latest ? period.end : latest),
    null,
  );
  const start = latestEnd === null ? bounds.effDate : addDays(latestEnd, 1);
  const hasRoom = latestEnd === null ? bounds.effDate <= bounds.endDate : latestEnd < bounds.endDate;
  return { start: hasRoom ? start : bounds.endDate, end: bounds.endDate, hasRoom };
}

/** Spec §4 copy of a risk pool rate: start the day after the source start, end on the maximum end date. */
export function riskPoolCopyPeriod(
  bounds: IpaBounds,
  source: RatePeriod,
): { start: string; end: string; hasRoom: boolean } {
  const start = addDays(source.start, 1);
  return { start, end: bounds.endDate, hasRoom: start < bounds.endDate };
}

/** Spec §5: dates within the IPA's dates, end not before the start. The first rule broken, or null. */
export function periodBoundsMessage(
  candidate: RatePeriod,
  bounds: IpaBounds,
  formatDate: (iso: string) => string,
): { field: 'start' | 'end'; message: string } | null {
  if (candidate.start < bounds.effDate)
    return { field: 'start', message: RATE_MESSAGES.beforeMinDate(formatDate(bounds.effDate)) };
  if (candidate.start > bounds.endDate)
    return { field: 'start', message: RATE_MESSAGES.startAfterMaxDate(formatDate(bounds.endDate)) };
  if (candidate.end < candidate.start) return { field: 'end', message: RATE_MESSAGES.endBeforeStart };
  if (candidate.end > bounds.endDate)
    return { field: 'end', message: RATE_MESSAGES.afterMaxDate(formatDate(bounds.endDate)) };
  return null;
}

/** A tier's member-count range, both ends inclusive. */
export interface MemberCountRange {
  id?: number | null;
  memberCountStart: number;
  memberCountEnd: number;
}

/** Spec §5 tiers: the start or end may not fall inside another tier's member-count range. */
export function memberCountOverlapMessage(
  candidate: MemberCountRange,
  others: readonly MemberCountRange[],
): { field: 'memberCountStart' | 'memberCountEnd'; message: string } | null {
  const conflicting = others.filter(
    (other) =>
      !(candidate.id && candidate.id === other.id) &&
      candidate.memberCountStart <= other.memberCountEnd &&
      candidate.memberCountEnd >= other.memberCountStart,
  );
  if (conflicting.length === 0) return null;
  const startInside = (other: MemberCountRange) =>
    candidate.memberCountStart >= other.memberCountStart && candidate.memberCountStart <= other.memberCountEnd;
  const endInside = (other: MemberCountRange) =>
    candidate.memberCountEnd >= other.memberCountStart && candidate.memberCountEnd <= other.memberCountEnd;
  if (!conflicting.some(startInside) && conflicting.some(endInside))
    return { field: 'memberCountEnd', message: RATE_MESSAGES.memberCountEndOverlap };
  return { field: 'memberCountStart', message: RATE_MESSAGES.memberCountStartOverlap };
}

/** The hint of spec §5: the minimum start of a new tier is the previous tier's end plus 1 (1 for the first tier). */
export function nextMemberCountStart(others: readonly MemberCountRange[]): number {
  return others.reduce((max, tier) => Math.max(max, tier.memberCountEnd), 0) + 1;
}

/**
 * The hint of spec §5 for a tier being edited (`others` without it): the end of the tier below it plus 1 (1 for the
 * lowest tier), not the highest tier's end, which a lower tier cannot reach.
 */
export function minMemberCountStart(others: readonly MemberCountRange[], editingStart: number): number {
  return nextMemberCountStart(others.filter((tier) => tier.memberCountEnd < editingStart));
}

/** Spec §4: the next sequence is the highest existing sequence plus 1. */
export function nextSequence(existing: readonly { sequence: number }[]): number {
  return existing.reduce((max, row) => Math.max(max, row.sequence), 0) + 1;
}
