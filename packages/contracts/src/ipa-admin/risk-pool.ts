import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';
import { zDecimal, zDecimal4, zFlag, zNotes, zRateDate, zVersion } from './ipa-rates.fields.ts';
import { refineMemberCountOrder } from './ipa-rates.member-count.ts';
import {
  pooledAuditShape,
  pooledRateListQuerySchema,
  pooledTierDtoShape,
  pooledTierFormShape,
  type PooledField,
} from './ipa-rates.pooled.ts';

/** Spec §3: risk pool rates are documents of schema IpaRiskPool, version 1.0. */
export const RISK_POOL_SCHEMA_NAME = 'IpaRiskPool';
export const RISK_POOL_SCHEMA_VERSION = '1.0';

/** The money terms of a risk pool rate with the spec's display names (§3). */
export const RISK_POOL_FIELDS: readonly PooledField[] = [
  { name: 'hospitalBudgetPercent', label: 'Hospital Budget %', kind: 'decimal4', onTier: true },
  { name: 'adminFeePercent', label: 'Admin Fee %', kind: 'decimal4', onTier: true },
  { name: 'surplusSharePercent', label: 'Surplus Share %', kind: 'decimal4', onTier: true },
  { name: 'deficitSharePercent', label: 'Deficit Share %', kind: 'decimal4', onTier: true },
  { name: 'esrdPremiumPercent', label: 'ESRD Premium %', kind: 'decimal4', onTier: true },
  {
    name: 'deficitProrationPercent',
    label: 'Deficit Proration %',
    kind: 'decimal4',
    zeroDefault: '1.0000',
    onTier: true,
  },
  { name: 'isESRDApplicable', label: 'Is ESRD Applicable?', kind: 'flag', onTier: true },
  { name: 'isCawCost', label: 'CAW Cost?', kind: 'flag', onTier: true },
  { name: 'isHospitalistPmPm', label: 'Hospital PMPM', kind: 'flag', onTier: true },
  { name: 'isJSAPmPm', label: 'JSA PMPM', kind: 'flag', onTier: true },
  { name: 'isRiskPoolRate', label: 'Risk Pool Rate', kind: 'flag', onTier: true },
];

/** Spec §9: deficit proration defaults to 1. */
export const DEFICIT_PRORATION_DEFAULT = '1.0000';

const moneyInput = {
  hospitalBudgetPercent: zDecimal4(),
  adminFeePercent: zDecimal4(),
  surplusSharePercent: zDecimal4(),
  deficitSharePercent: zDecimal4(),
  esrdPremiumPercent: zDecimal4(),
  deficitProrationPercent: zDecimal(4, DEFICIT_PRORATION_DEFAULT),
  isESRDApplicable: zFlag(),
  isCawCost: zFlag(),
  isHospitalistPmPm: zFlag(),
  isJSAPmPm: zFlag(),
  isRiskPoolRate: zFlag(),
};

const money = {
  hospitalBudgetPercent: z.string(),
  adminFeePercent: z.string(),
  surplusSharePercent: z.string(),
  deficitSharePercent: z.string(),
  esrdPremiumPercent: z.string(),
  deficitProrationPercent: z.string(),
  isESRDApplicable: z.boolean(),
  isCawCost: z.boolean(),
  isHospitalistPmPm: z.boolean(),
  isJSAPmPm: z.boolean(),
  isRiskPoolRate: z.boolean(),
};

/** Spec §4: unticking isESRDApplicable disables esrdPremiumPercent and sets it to 0. */
export function applyEsrdRule<T extends { isESRDApplicable: boolean; esrdPremiumPercent: string }>(value: T): T {
  return value.isESRDApplicable ? value : { ...value, esrdPremiumPercent: '0.0000' };
}

/**
 * The Risk Pool Rate form and the body of CreateRiskPoolRate / UpdateRiskPoolRate (spec §7).
 * Cap Revenue is marked required but has no rule attached (spec §5), so it may be empty.
 */
export const riskPoolRateFormSchema = z
  .object({
    rateId: z.number().int().nullish(),
    version: zVersion().nullish(),
    ipaCode: z.string().min(1),
    sequence: z.number().int().min(0).default(0),
    capRevenue: z
      .string()
      .nullish()
      .transform((value) => (value && value !== '0' ? value : null)),
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
    if (value.effectiveStartDate && value.effectiveEndDate && value.effectiveEndDate < value.effectiveStartDate) {
      ctx.addIssue({ code: 'custom', path: ['effectiveEndDate'], message: RATE_MESSAGES.endBeforeStart });
    }
  });
export type RiskPoolRateFormInput = z.input<typeof riskPoolRateFormSchema>;
export type RiskPoolRateForm = z.output<typeof riskPoolRateFormSchema>;

/** A tier inherits its dates and ESRD flag from the parent (spec §4); the form shows them read-only. */
export const riskPoolTierFormSchema = z.object(pooledTierFormShape(moneyInput)).superRefine(refineMemberCountOrder);
export type RiskPoolTierFormInput = z.input<typeof riskPoolTierFormSchema>;
export type RiskPoolTierForm = z.output<typeof riskPoolTierFormSchema>;
export const riskPoolTierBodySchema = z.object({ data: riskPoolTierFormSchema });

export const riskPoolTierDtoSchema = z.object({
  ...pooledTierDtoShape,
  riskPoolRateId: z.number().int(),
  ...money,
});
export type RiskPoolTierDto = z.infer<typeof riskPoolTierDtoSchema>;

export const riskPoolRateDtoSchema = z.object({
  id: z.number().int(),
  rateId: z.number().int(),
  version: z.number().int(),
  ipaCode: z.string(),
  partitionKey: z.string(),
  schemaName: z.string(),
  schemaVersion: z.string(),
  sequence: z.number().int(),
  capRevenue: z.string().nullable(),
  formula: z.string().nullable(),
  effectiveStartDate: z.string(),
  effectiveEndDate: z.string(),
  ...money,
  notes: z.string().nullable(),
  isDeleted: z.boolean(),
  hasPendingChanges: z.boolean(),
  riskPoolTieredRates: z.array(riskPoolTierDtoSchema),
  ...pooledAuditShape,
});
export type RiskPoolRateDto = z.infer<typeof riskPoolRateDtoSchema>;

export const riskPoolListQuerySchema = pooledRateListQuerySchema;
export const riskPoolRateListSchema = listOf(riskPoolRateDtoSchema);
