import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';
import { zRecordVersionQuery } from './ipa-fields.ts';
import {
  caseInsensitiveQuery,
  zCommaList,
  zDecimal2,
  zDecimal4,
  zFlag,
  zNotes,
  zRateDate,
  zShortText,
  zVersion,
} from './ipa-rates.fields.ts';

/** Spec §9: SCB function choices, SCB ESRD status, special rate status. */
export const SCB_FUNCTIONS = ['Maximum'] as const;
export const SCB_ESRD_STATUSES = ['Y', 'N'] as const;
export const SPECIAL_RATE_STATUSES = ['A', 'I'] as const;

/** Spec §9 formula token list, in the spec's order (the 'Create Formula' builder offers exactly these). */
export const FORMULA_TOKENS = [
  'Total_PartA',
  'Total_PartB',
  'Rebate_A',
  'Rebate_B',
  'Rebate_Sup_A',
  'Rebate_Sup_B',
  'RebateD_Sup_A',
  'RebateD_Sup_B',
  'Rebate_PartD',
  '+',
  '-',
  'SCB_FUNCTION_OUTCOME',
  '(',
  ')',
] as const;
export type FormulaToken = (typeof FORMULA_TOKENS)[number];
const OPERATORS = new Set<string>(['+', '-', '(', ')']);

/** Ours: the spec gives the token list, not the wording of a broken formula. */
export const FORMULA_MESSAGES = {
  unknownToken: (token: string) => `The formula may only use the listed tokens ('${token}' is not one of them)`,
  unbalanced: 'The formula has unbalanced parentheses',
} as const;

/** Splits formula text into tokens (they are appended with spaces by the builder; parentheses may touch names). */
export function tokenizeFormula(text: string): string[] {
  return text
    .replace(/([()+-])/g, ' $1 ')
    .split(/\s+/)
    .filter((token) => token !== '');
}

/** Appends one token to the formula text the way the builder does. */
export function appendFormulaToken(text: string, token: FormulaToken): string {
  return text.trim() === '' ? token : `${text.trim()} ${token}`;
}

/** The premium components of a formula: its names without operators, in order of first use, comma-joined. */
export function formulaComponents(text: string): string {
  return [...new Set(tokenizeFormula(text).filter((token) => !OPERATORS.has(token)))].join(',');
}

/** The first problem of a formula, or null: only listed tokens, parentheses balanced. */
export function formulaProblem(text: string): string | null {
  let depth = 0;
  for (const token of tokenizeFormula(text)) {
    if (!(FORMULA_TOKENS as readonly string[]).includes(token)) return FORMULA_MESSAGES.unknownToken(token);
    if (token === '(') depth += 1;
    if (token === ')') depth -= 1;
    if (depth < 0) return FORMULA_MESSAGES.unbalanced;
  }
  return depth === 0 ? null : FORMULA_MESSAGES.unbalanced;
}

const integerOnly = z
  .union([z.string(), z.number(), z.null()])
  .default('')
  .transform((value, ctx): number | null => {
    const text = value === null ? '' : String(value).trim();
    if (text === '') return null;
    if (!/^\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: RATE_MESSAGES.integerOnly });
      return z.NEVER;
    }
    return Number(text);
  });

/**
 * The special rate form ('IPA Cap Special Rates for Cap Rate (id)') and the body of AddNewCapSpecialRate /
 * UpdateCapSpecialRate (spec §7). Dates are required but disabled: they come from the cap rate.
 */
export const specialRateFormSchema = z
  .object({
    id: z.number().int().nullish(),
    version: zVersion().nullish(),
    ipaCapId: z.number().int(),
    ipaCode: z.string().min(1),
    seq: z.number().int().min(0).default(0),
    companyCode: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    contractCode: z
      .string({ error: RATE_MESSAGES.contractCodeRequired })
      .trim()
      .min(1, RATE_MESSAGES.contractCodeRequired),
    type: zShortText(),
    status: z.enum(SPECIAL_RATE_STATUSES).default('A'),
    pbp: zCommaList(),
    countyDescription: zCommaList(),
    effDate: zRateDate(RATE_MESSAGES.effectiveDateRequired),
    endDate: zRateDate(RATE_MESSAGES.endDateRequired),
    premiumPCT: zDecimal4(),
    mediMediPCT: zDecimal4(),
    pmPmAmt: zDecimal2(),
    esrdPmPm: zDecimal2(),
    esrdPmPmMm: zDecimal2(),
    esrdPop: zDecimal2(),
    esrdPopMm: zDecimal2(),
    virtualPmPm: zDecimal2(),
    virtualPmPmMm: zDecimal2(),
    valueBasedPmPm: zDecimal2(),
    valueBasedPmPmMm: zDecimal2(),
    scbAmtApplicable: zFlag(),
    scbEsrdStatus: z
      .enum(SCB_ESRD_STATUSES)
      .nullish()
      .transform((value) => value ?? null),
    scbFunction: z
      .enum(SCB_FUNCTIONS)
      .nullish()
      .transform((value) => value ?? null),
    scbLimitValue: integerOnly,
    scbPremiumComponent: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    scbPremiumFormula: z
      .string()
      .nullish()
      .transform((value) => (value && value.trim() !== '' ? value.trim() : null)),
    notes: zNotes(),
  })
  .superRefine((value, ctx) => {
    if (value.scbPremiumFormula) {
      const problem = formulaProblem(value.scbPremiumFormula);
      if (problem) ctx.addIssue({ code: 'custom', path: ['scbPremiumFormula'], message: problem });
    }
  });
export type SpecialRateFormInput = z.input<typeof specialRateFormSchema>;
export type SpecialRateForm = z.output<typeof specialRateFormSchema>;

/** Spec §4: turning SCB amount applicable off clears SCB ESRD status and function; the components follow the formula. */
export function applySpecialRateRules(value: SpecialRateForm): SpecialRateForm {
  return {
    ...value,
    scbEsrdStatus: value.scbAmtApplicable ? value.scbEsrdStatus : null,
    scbFunction: value.scbAmtApplicable ? value.scbFunction : null,
    scbPremiumComponent: value.scbPremiumFormula
      ? formulaComponents(value.scbPremiumFormula)
      : value.scbPremiumComponent,
  };
}

export const specialRateDtoSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  ipaCapId: z.number().int(),
  ipaCode: z.string(),
  seq: z.number().int(),
  companyCode: z.string().nullable(),
  contractCode: z.string(),
  type: z.string().nullable(),
  status: z.string(),
  pbp: z.string().nullable(),
  countyDescription: z.string().nullable(),
  effDate: z.string(),
  endDate: z.string(),
  premiumPCT: z.string(),
  mediMediPCT: z.string(),
  pmPmAmt: z.string(),
  esrdPmPm: z.string(),
  esrdPmPmMm: z.string(),
  esrdPop: z.string(),
  esrdPopMm: z.string(),
  virtualPmPm: z.string(),
  virtualPmPmMm: z.string(),
  valueBasedPmPm: z.string(),
  valueBasedPmPmMm: z.string(),
  scbAmtApplicable: z.boolean(),
  scbEsrdStatus: z.string().nullable(),
  scbFunction: z.string().nullable(),
  scbLimitValue: z.number().int().nullable(),
  scbPremiumComponent: z.string().nullable(),
  scbPremiumFormula: z.string().nullable(),
  notes: z.string().nullable(),
  /** Usernames (spec §3), with the names the screens show (null for a username no user has). */
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdDt: z.string(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedDt: z.string().nullable(),
});
export type SpecialRateDto = z.infer<typeof specialRateDtoSchema>;

export const specialRateIdQuerySchema = caseInsensitiveQuery({ id: zQueryInt() });
/** DELETE DeleteCapSpecialRateDetail?id=&version=: the version the special rate was read at. */
export const specialRateDeleteQuerySchema = caseInsensitiveQuery({ id: zQueryInt(), version: zRecordVersionQuery() });
export const countiesByCompanyQuerySchema = caseInsensitiveQuery({ companyCode: z.string().min(1) });
export const countyOptionSchema = z.object({ countyStateCode: z.string(), countyName: z.string() });
export const countyOptionListSchema = z.array(countyOptionSchema);
