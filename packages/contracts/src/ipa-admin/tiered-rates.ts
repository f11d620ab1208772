import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';
import { caseInsensitiveQuery, zDecimal2, zDecimal4, zNotes, zRateDate, zVersion } from './ipa-rates.fields.ts';
import { memberCountShape, refineMemberCountOrder } from './ipa-rates.member-count.ts';

/**
 * The cap tiered rate form ('Cap Tier Rate for: id') and the body of AddNewCapTieredRate /
 * OverwriteExistingCapTieredRate (spec §7). Dates are required but disabled: they come from the cap rate.
 */
export const capTieredRateFormSchema = z
  .object({
    id: z.number().int().nullish(),
    version: zVersion().nullish(),
    capId: z.number().int(),
    ipaCode: z.string().min(1),
    sequence: z.number().int().min(0).default(0),
    ...memberCountShape,
    active: z.boolean().default(true),
    effDate: zRateDate(RATE_MESSAGES.effectiveDateRequired),
    endDate: zRateDate(RATE_MESSAGES.endDateRequired),
    premiumPCT: zDecimal4(),
    mediMediPCT: zDecimal4(),
    pmPmAmt: zDecimal2(),
    pmPmAmtMm: zDecimal2(),
    floorMC: zDecimal2(),
    floorMM: zDecimal2(),
    hospSurplusSplit: zDecimal4(),
    profSurplusSplit: zDecimal4(),
    riskPHosp: zDecimal4(),
    riskPprof: zDecimal4(),
    adminFee: zDecimal4(),
    esrdPmPm: zDecimal2(),
    esrdPmPmMm: zDecimal2(),
    deductions: zDecimal2(),
    valueBasedPmPm: zDecimal2(),
    valueBasedPmPmMm: zDecimal2(),
    notes: zNotes(),
  })
  .superRefine(refineMemberCountOrder);
export type CapTieredRateFormInput = z.input<typeof capTieredRateFormSchema>;
export type CapTieredRateForm = z.output<typeof capTieredRateFormSchema>;

export const capTieredRateDtoSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  capId: z.number().int(),
  ipaCode: z.string(),
  sequence: z.number().int(),
  memberCountStart: z.number().int(),
  memberCountEnd: z.number().int(),
  active: z.boolean(),
  effDate: z.string(),
  endDate: z.string(),
  premiumPCT: z.string(),
  mediMediPCT: z.string(),
  pmPmAmt: z.string(),
  pmPmAmtMm: z.string(),
  floorMC: z.string(),
  floorMM: z.string(),
  hospSurplusSplit: z.string(),
  profSurplusSplit: z.string(),
  riskPHosp: z.string(),
  riskPprof: z.string(),
  adminFee: z.string(),
  esrdPmPm: z.string(),
  esrdPmPmMm: z.string(),
  deductions: z.string(),
  valueBasedPmPm: z.string(),
  valueBasedPmPmMm: z.string(),
  notes: z.string().nullable(),
  /** Usernames (spec §3), with the names the screens show (null for a username no user has). */
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdDt: z.string(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedDt: z.string().nullable(),
});
export type CapTieredRateDto = z.infer<typeof capTieredRateDtoSchema>;

export const capTieredRateDetailQuerySchema = caseInsensitiveQuery({
  ipaCode: z.string().min(1),
  capId: zQueryInt(),
  sequence: zQueryInt(),
});

/** The sub-rates of the cap-rate tree (GetCapSubRates): tiered and special rates under their cap rate. */
export const capSubRateSchema = z.object({
  id: z.number().int(),
  capId: z.number().int(),
  capSubRateType: z.enum(['Tiered', 'Special']),
  sequence: z.number().int(),
  /** 'Range (start - end)' for a tier; the contract code and PBPs for a special rate. */
  label: z.string(),
  active: z.boolean(),
  effDate: z.string(),
  endDate: z.string(),
  premiumPCT: z.string(),
  mediMediPCT: z.string(),
  /** Usernames (spec §3), with the names the screens show (null for a username no user has). */
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdDt: z.string(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedDt: z.string().nullable(),
});
export type CapSubRateDto = z.infer<typeof capSubRateSchema>;

/** Spec §3: a tier's sequence is displayed 'Range (start - end)'. */
export const memberCountRangeLabel = (start: number, end: number) => `Range (${start} - ${end})`;
export const capSubRateListSchema = listOf(capSubRateSchema);
