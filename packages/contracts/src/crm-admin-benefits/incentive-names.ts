import { z } from 'zod';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Incentive names (CRM admin Benefits, issue 13; enrollment-crm-virtual-care §3 Supplemental benefit config: code,
 * year, type; incentive names): the names a benefit or reward goes by in the CRM's workflows and the member portal.
 * The spec shows no rule; ours (docs/decisions.md, Issue 13): 1 to 100 characters, starting with a letter or a digit,
 * then letters, digits, spaces and - _ & ' . , ( ) /; no two alike (ignoring case) in one config, and a name belongs
 * to one benefit of a plan year. Names travel URL-encoded in query strings (spec §5).
 */
export const INCENTIVE_NAME_MESSAGES = {
  required: 'Incentive name is required',
  tooLong: MESSAGES.atMostCharacters('Incentive name', 100),
  invalid:
    "Incentive name must start with a letter or digit and contain only letters, digits, spaces and - _ & ' . , ( ) /",
  duplicate: 'Incentive names must differ from each other',
  tooMany: 'A benefit can have at most 20 incentive names',
  taken: 'Incentive name is already used by another benefit of the plan year',
  valid: 'Incentive name is valid',
} as const;
const M = INCENTIVE_NAME_MESSAGES;

export const INCENTIVE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _&'.,()/-]*$/;

export const zIncentiveName = () =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(100, M.tooLong)
    .regex(INCENTIVE_NAME_PATTERN, M.invalid);

/** A config's incentive names: each valid, at most 20, none repeated (ignoring case). */
export const zIncentiveNames = () =>
  z
    .array(zIncentiveName())
    .max(20, M.tooMany)
    .superRefine((names, context) => {
      const seen = new Set<string>();
      names.forEach((name, index) => {
        const key = name.toLowerCase();
        if (seen.has(key)) context.addIssue({ code: 'custom', message: M.duplicate, path: [index] });
        seen.add(key);
      });
    });

/** POST default.validateIncentiveName {incentiveName}: the rule and, given the config, that no other benefit of the year uses it. */
export const validateIncentiveNameSchema = z.object({
  incentiveName: z.string().max(500, M.tooLong),
  /** The config the name is for (left out: checked against every benefit of the year). */
  code: z.string().trim().max(40).optional(),
  year: z.number().int().min(1970).max(2100).optional(),
});
export type ValidateIncentiveName = z.infer<typeof validateIncentiveNameSchema>;

export const incentiveNameValidationSchema = z.object({
  incentiveName: z.string(),
  valid: z.boolean(),
  message: z.string(),
});
export type IncentiveNameValidation = z.infer<typeof incentiveNameValidationSchema>;
