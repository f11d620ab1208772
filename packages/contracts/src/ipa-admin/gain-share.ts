import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';
import { zDecimal2, zDecimal4, zFlag, zNotes, zRateDate, zVersion } from './ipa-rates.fields.ts';
import { refineMemberCountOrder } from './ipa-rates.member-count.ts';
import {
  pooledAuditShape,
  pooledRateListQuerySchema,
  pooledTierDtoShape,
  pooledTierFormShape,
  type PooledField,
} from './ipa-rates.pooled.ts';

export const GAIN_SHARE_SCHEMA_NAME = 'IpaGainShare';
export const GAIN_SHARE_SCHEMA_VERSION = '1.0';

/** The money terms of a gain share rate and its tiers (spec §2.13, §3, §5 decimals). */
export const GAIN_SHARE_FIELDS: readonly PooledField[] = [
  { name: 'profitSharePercent', label: 'Profit Share %', kind: 'decimal4', onTier: true },
  { name: 'revenuePercent', label: 'Revenue Share %', kind: 'decimal4', onTier: true },
  { name: 'partCRevenuePmPm', label: 'PartC Revenue PMPM', kind: 'decimal2', onTier: true },
  { name: 'partDRevenuePmPm', label: 'PartD Revenue PMPM', kind: 'decimal2', onTier: true },
  { name: 'isPartDExclusion', label: 'Part D Exclusion', kind: 'flag', onTier: true },
  { name: 'isDeficitCarryover', label: 'Deficit Carryover', kind: 'flag', onTier: true },
  { name: 'isSupplementalPmPm', label: 'Supplemental PMPM', kind: 'flag', onTier: true },
  { name: 'isClinicalModelPmPm', label: 'Clinical Model PMPM', kind: 'flag', onTier: true },
  { name: 'isSgaRevenuePercent', label: 'SG&A Revenue %', kind: 'flag', onTier: true },
  { name: 'sgaRevenuePercent', label: 'SG&A Revenue % Amount', kind: 'decimal4', onTier: true },
  { name: 'isSgaPmPm', label: 'SG&A PMPM', kind: 'flag', onTier: true },
  { name: 'sgaPmPm', label: 'SG&A PMPM Amount', kind: 'decimal4', onTier: true },
];

/** Ours: the spec describes the either-or behaviour of the form, not a message. */
export const SGA_BOTH_MESSAGE = 'Choose either SG&A revenue percent or SG&A PMPM, not both';

const money = {
  profitSharePercent: z.string(),
  revenuePercent: z.string(),
  partCRevenuePmPm: z.string(),
  partDRevenuePmPm: z.string(),
  isPartDExclusion: z.boolean(),
  isDeficitCarryover: z.boolean(),
  isSupplementalPmPm: z.boolean(),
  isClinicalModelPmPm: z.boolean(),
  isSgaRevenuePercent: z.boolean(),
  sgaRevenuePercent: z.string(),
  isSgaPmPm: z.boolean(),
  sgaPmPm: z.string(),
};

const moneyInput = {
  profitSharePercent: zDecimal4(),
  revenuePercent: zDecimal4(),
  partCRevenuePmPm: zDecimal2(),
  partDRevenuePmPm: zDecimal2(),
  isPartDExclusion: zFlag(),
  isDeficitCarryover: zFlag(),
  isSupplementalPmPm: zFlag(),
  isClinicalModelPmPm: zFlag(),
  isSgaRevenuePercent: zFlag(),
  sgaRevenuePercent: zDecimal4(),
  isSgaPmPm: zFlag(),
  sgaPmPm: zDecimal4(),
};

function refineSga(value: { isSgaRevenuePercent: boolean; isSgaPmPm: boolean }, ctx: z.RefinementCtx): void {
  if (value.isSgaRevenuePercent && value.isSgaPmPm)
    ctx.addIssue({ code: 'custom', path: ['isSgaPmPm'], message: SGA_BOTH_MESSAGE });
}

/** Spec §4 SG&A: picking one option zeroes the other's amount (only the chosen box is enabled). */
export function applySgaRule<
  T extends { isSgaRevenuePercent: boolean; sgaRevenuePercent: string; isSgaPmPm: boolean; sgaPmPm: string },
>(value: T): T {
  return {
    ...value,
    sgaRevenuePercent: value.isSgaRevenuePercent ? value.sgaRevenuePercent : '0.0000',
    sgaPmPm: value.isSgaPmPm ? value.sgaPmPm : '0.0000',
  };
}

/** The Gain Share Rate form and the body of CreateGainShareRate / UpdateGainShareRate (spec §7). */
export const gainShareRateFormSchema = z
  .object({
    rateId: z.number().int().nullish(),
    version: zVersion().nullish(),
    ipaCode: z.string().min(1),
    sequence: z.number().int().min(0).default(0),
    capRevenue: z
      .string({ error: RATE_MESSAGES.capRevenueRequired })
      .trim()
      .refine((value) => value !== '' && value !== '0', RATE_MESSAGES.capRevenueRequired),
    formula: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    effectiveStartDate: zRateDate(RATE_MESSAGES.effectiveDateRequired),
    effectiveEndDate: zRateDate(RATE_MESSAGES.endDateRequired),
    ...moneyInput,
    notes: zNotes(),
    isCopy: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    refineSga(value, ctx);
    if (value.effectiveStartDate && value.effectiveEndDate && value.effectiveEndDate < value.effectiveStartDate) {
      ctx.addIssue({ code: 'custom', path: ['effectiveEndDate'], message: RATE_MESSAGES.endBeforeStart });
    }
  });
export type GainShareRateFormInput = z.input<typeof gainShareRateFormSchema>;
export type GainShareRateForm = z.output<typeof gainShareRateFormSchema>;

/** The tiered-rate form and the `data` of CreateGainShareTieredRate / UpdateGainShareTieredRate. Dates come from the parent. */
export const gainShareTierFormSchema = z.object(pooledTierFormShape(moneyInput)).superRefine((value, ctx) => {
  refineMemberCountOrder(value, ctx);
  refineSga(value, ctx);
});
export type GainShareTierFormInput = z.input<typeof gainShareTierFormSchema>;
export type GainShareTierForm = z.output<typeof gainShareTierFormSchema>;
export const gainShareTierBodySchema = z.object({ data: gainShareTierFormSchema });

export const gainShareTierDtoSchema = z.object({
  ...pooledTierDtoShape,
  gainShareRateId: z.number().int(),
  ...money,
});
export type GainShareTierDto = z.infer<typeof gainShareTierDtoSchema>;

export const gainShareRateDtoSchema = z.object({
  id: z.number().int(),
  rateId: z.number().int(),
  version: z.number().int(),
  ipaCode: z.string(),
  partitionKey: z.string(),
  schemaName: z.string(),
  schemaVersion: z.string(),
  sequence: z.number().int(),
  status: z.string().nullable(),
  capRevenue: z.string(),
  formula: z.string().nullable(),
  effectiveStartDate: z.string(),
  effectiveEndDate: z.string(),
  ...money,
  notes: z.string().nullable(),
  isDeleted: z.boolean(),
  /** True while a change of the rate or one of its tiers waits for approval. */
  hasPendingChanges: z.boolean(),
  gainShareTieredRates: z.array(gainShareTierDtoSchema),
  ...pooledAuditShape,
});
export type GainShareRateDto = z.infer<typeof gainShareRateDtoSchema>;

export const gainShareListQuerySchema = pooledRateListQuerySchema;
export const gainShareRateListSchema = listOf(gainShareRateDtoSchema);
