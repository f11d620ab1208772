import { MAX_DATE, daysBetween, formatUsDate } from './rules/dates.ts';

/**
 * Member display state and tab colour (shell spec §2.3, §4, §9): green for a new member (effective within the last
 * 31 days), red for a term date, grey for inactive (not active and not new), orange for a frequent caller, else blue.
 * Precedence follows the spec's list of display states: inactive, term date, frequent caller, new member.
 */
export const RECENT_MEMBER_DAYS = 31;

export type MemberDisplayState = 'inactive' | 'term-date' | 'frequent-caller' | 'new-member' | 'normal';
export type MemberTabColor = 'grey' | 'red' | 'orange' | 'green' | 'blue';

export interface MemberStatusFields {
  isActive: boolean;
  /** 'YYYY-MM-DD' or null; 12/31/9999 is the open end, not a term date. */
  termDate: string | null;
  /** 'YYYY-MM-DD' (or an ISO timestamp). */
  effectiveDateTime: string | null;
  isFrequentCaller: boolean;
}

/** True when the member became effective within the last 31 days (or becomes effective later: a pending new member). */
export function isNewMember(member: Pick<MemberStatusFields, 'effectiveDateTime'>, today: string): boolean {
  if (!member.effectiveDateTime) return false;
  return daysBetween(member.effectiveDateTime, today) <= RECENT_MEMBER_DAYS;
}

export function hasTermDate(member: Pick<MemberStatusFields, 'termDate'>): boolean {
  return member.termDate !== null && member.termDate !== '' && member.termDate.slice(0, 10) !== MAX_DATE;
}

/**
 * Whether the member is active on `today`: the plan's active flag, until the term date has passed. The term date is the
 * last covered day, so a member whose term date is today or later is still active (and shown red for the term date).
 */
export function isActiveOn(member: Pick<MemberStatusFields, 'isActive' | 'termDate'>, today: string): boolean {
  return member.isActive && !(hasTermDate(member) && (member.termDate ?? '').slice(0, 10) < today);
}

/** `today` is 'YYYY-MM-DD' (Los Angeles: `todayInLosAngeles()`). */
export function memberDisplayState(member: MemberStatusFields, today: string): MemberDisplayState {
  const isNew = isNewMember(member, today);
  if (!isActiveOn(member, today) && !isNew) return 'inactive';
  if (hasTermDate(member)) return 'term-date';
  if (member.isFrequentCaller) return 'frequent-caller';
  if (isNew) return 'new-member';
  return 'normal';
}

export function memberTabColor(member: MemberStatusFields, today: string): MemberTabColor {
  const state = memberDisplayState(member, today);
  switch (state) {
    case 'inactive':
      return 'grey';
    case 'term-date':
      return 'red';
    case 'frequent-caller':
      return 'orange';
    case 'new-member':
      return 'green';
    case 'normal':
      return 'blue';
  }
}

/** Words for the state, shown beside the colour so colour is not the only signal. */
export const MEMBER_STATE_LABELS: Record<MemberDisplayState, string> = {
  inactive: 'Inactive',
  'term-date': 'Term date',
  'frequent-caller': 'Frequent caller',
  'new-member': 'New member',
  normal: 'Active',
};

/**
 * The state in words as a badge shows it: a member with a term date still to come is 'Active until MM/dd/yyyy' (they are
 * active until then; the red colour says a term date is set), one whose term date has passed 'Termed MM/dd/yyyy'.
 */
export function memberStateLabel(member: MemberStatusFields, today: string): string {
  const state = memberDisplayState(member, today);
  if (state !== 'term-date') return MEMBER_STATE_LABELS[state];
  const termDate = formatUsDate(member.termDate);
  return isActiveOn(member, today) ? `Active until ${termDate}` : `Termed ${termDate}`;
}
