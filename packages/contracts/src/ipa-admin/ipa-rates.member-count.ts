import { z } from 'zod';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';

const toNumberOrUndefined = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
};

/** A required whole member count (spec §5 tiers: integer, minimum 1). */
export const zMemberCount = (requiredMessage: string) =>
  z.preprocess(
    toNumberOrUndefined,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : RATE_MESSAGES.integerOnly) })
      .int(RATE_MESSAGES.integerOnly)
      .min(1, RATE_MESSAGES.memberCountStartMin),
  );

export const memberCountShape = {
  memberCountStart: zMemberCount(RATE_MESSAGES.memberCountStartRequired),
  memberCountEnd: zMemberCount(RATE_MESSAGES.memberCountEndRequired),
};

/** Spec §5 / §9: Member Count End at least start + 1. */
export function refineMemberCountOrder(value: { memberCountStart: number; memberCountEnd: number }, ctx: z.RefinementCtx): void {
  if (value.memberCountEnd < value.memberCountStart + 1) {
    ctx.addIssue({ code: 'custom', path: ['memberCountEnd'], message: RATE_MESSAGES.memberCountEndMin });
  }
}
