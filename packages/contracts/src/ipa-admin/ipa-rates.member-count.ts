import { z } from 'zod';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';

const toNumberOrUndefined = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
};

/** A required whole member count with its own minimum and the message of that minimum. */
export const zMemberCount = (requiredMessage: string, min: number, minMessage: string) =>
  z.preprocess(
    toNumberOrUndefined,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : RATE_MESSAGES.integerOnly) })
      .int(RATE_MESSAGES.integerOnly)
      .min(min, minMessage),
  );

/** Spec §5 tiers: start integer, minimum 1; end integer, minimum start + 1 (2 when the start is empty). */
export const memberCountShape = {
  memberCountStart: zMemberCount(RATE_MESSAGES.memberCountStartRequired, 1, RATE_MESSAGES.memberCountStartMin),
  memberCountEnd: zMemberCount(RATE_MESSAGES.memberCountEndRequired, 2, RATE_MESSAGES.memberCountEndMin),
};

/** Spec §5 / §9: Member Count End at least start + 1 (an end under 2 already has that message from its field). */
export function refineMemberCountOrder(
  value: { memberCountStart: number; memberCountEnd: number },
  ctx: z.RefinementCtx,
): void {
  if (value.memberCountEnd >= 2 && value.memberCountEnd < value.memberCountStart + 1) {
    ctx.addIssue({ code: 'custom', path: ['memberCountEnd'], message: RATE_MESSAGES.memberCountEndMin });
  }
}
