import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';
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
import { listOf } from '../platform/paging.ts';

/** ESRD types of spec §3. */
export const ESRD_TYPES = ['ESRD_HYBRID', 'ESRD_ZERO', 'ESRD_POP', 'ESRD_VIRTUAL_HYBRID'] as const;
export const CAP_SUB_RATE_TYPES = ['Tiered', 'Special'] as const;
export const CAP_REVENUE_TYPES = ['CMS', 'MP'] as const;

/** Messages of the cap-rate form rules that the spec names without wording (ours). */
export const CAP_RATE_RULE_MESSAGES = {
  floorLevelsExclusive: 'Individual floor level and average floor level cannot both be selected',
  ipaAndIpaGroupExclusive: 'Average floor IPA and IPA group level cannot both be selected',
  ipaPcpBenefitExclusive: 'Average floor IPA, PCP and Benefit cannot be combined',
  pcpSearchExclusive: 'Preferred provider search and restricted PCP search cannot both be selected',
  acaDivisor: 'ACA divisor must be 1 to 3 digits',
} as const;

const capRevCode = z
  .string({ error: RATE_MESSAGES.capRevenueRequired })
  .trim()
  // Spec §9: a new cap rate starts with capRevCode '0', which means none chosen yet.
  .refine((value) => value !== '' && value !== '0', RATE_MESSAGES.capRevenueRequired);

/**
 * The Cap Rate form of spec §2.7 / §3 and the body of AddNewCapRate / OverwriteExistingCapRate (spec §7).
 * The same schema validates the form and the request; the enablement rules of §4 are applied by
 * `applyCapRateEnablement` on both sides.
 */
export const capRateFormSchema = z
  .object({
    id: z.number().int().nullish(),
    version: zVersion().nullish(),
    ipaWebId: z.number().int(),
    ipaCode: z.string().min(1),
    companyCode: z
      .string({ error: RATE_MESSAGES.companyCodeRequired })
      .trim()
      .min(1, RATE_MESSAGES.companyCodeRequired),
    sequence: z.number().int().min(0).default(0),
    effDate: zRateDate(RATE_MESSAGES.effectiveDateRequired),
    endDate: zRateDate(RATE_MESSAGES.endDateRequired),
    spec: zShortText(7, RATE_MESSAGES.specMax),
    spec2: zShortText(7, RATE_MESSAGES.specMax),
    capRevCode,
    mpCapRevCode: z
      .string()
      .nullish()
      .transform((value) => value || null),
    premiumPCT: zDecimal4(),
    mediMediPCT: zDecimal4(),
    adminFee: zDecimal4(),
    pmPmAmt: zDecimal2(),
    pmPmAmtMm: zDecimal2(),
    hospSurplusSplit: zDecimal4(),
    profSurplusSplit: zDecimal4(),
    riskPprof: zDecimal4(),
    riskPHosp: zDecimal4(),
    isMemberPremiumApplicable: zFlag(),
    isSequestrationtax: zFlag(),
    isAcaTax: zFlag(),
    // Spec §9: ACA divisor mask up to 3 digits, default '1'.
    acaTaxDivisor: z
      .union([z.string(), z.number(), z.null()])
      .default('')
      .transform((value) => (value === null || String(value).trim() === '' ? '1' : String(value).trim()))
      .refine((value) => /^\d{1,3}$/.test(value), CAP_RATE_RULE_MESSAGES.acaDivisor),
    hospitalCode: zShortText(),
    notes: zNotes(),
    floorMC: zDecimal2(),
    floorMM: zDecimal2(),
    isIndividualFloorLevel: zFlag(),
    isAverageFloorLevel: zFlag(),
    isAverageFloorPCP: zFlag(),
    isAverageFloorIPA: zFlag(),
    isAverageFloorBenefit: zFlag(),
    isIpaGroupLevel: zFlag(),
    childIpas: zCommaList(),
    isEsrdExclusion: zFlag(),
    isVirtualExclusion: zFlag(),
    isVirtualApplicable: zFlag(),
    virtualPmPm: zDecimal2(),
    virtualPmPmMm: zDecimal2(),
    isEsrdApplicable: zFlag(),
    esrdType: z
      .enum(ESRD_TYPES)
      .nullish()
      .transform((value) => value ?? null),
    esrdPmPm: zDecimal2(),
    esrdPmPmMm: zDecimal2(),
    esrdPop: zDecimal2(),
    esrdPopMm: zDecimal2(),
    isValueBasedFlag: zFlag(),
    valueBasedPmPm: zDecimal2(),
    valueBasedPmPmMm: zDecimal2(),
    isPreferredProviderSearch: zFlag(),
    isRestrictedPcpSearch: zFlag(),
    productCode: zCommaList(),
    formula: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    // Spec §4: these pairs are mutually exclusive (the form turns one off when the other goes on).
    if (value.isIndividualFloorLevel && value.isAverageFloorLevel) {
      ctx.addIssue({
        code: 'custom',
        path: ['isAverageFloorLevel'],
        message: CAP_RATE_RULE_MESSAGES.floorLevelsExclusive,
      });
    }
    if (value.isAverageFloorIPA && value.isIpaGroupLevel) {
      ctx.addIssue({
        code: 'custom',
        path: ['isIpaGroupLevel'],
        message: CAP_RATE_RULE_MESSAGES.ipaAndIpaGroupExclusive,
      });
    }
    if (value.isAverageFloorIPA && (value.isAverageFloorPCP || value.isAverageFloorBenefit)) {
      ctx.addIssue({
        code: 'custom',
        path: ['isAverageFloorPCP'],
        message: CAP_RATE_RULE_MESSAGES.ipaPcpBenefitExclusive,
      });
    }
    if (value.isPreferredProviderSearch && value.isRestrictedPcpSearch) {
      ctx.addIssue({
        code: 'custom',
        path: ['isRestrictedPcpSearch'],
        message: CAP_RATE_RULE_MESSAGES.pcpSearchExclusive,
      });
    }
    if (value.endDate && value.effDate && value.endDate < value.effDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: RATE_MESSAGES.endBeforeStart });
    }
  });

export type CapRateFormInput = z.input<typeof capRateFormSchema>;
export type CapRateForm = z.output<typeof capRateFormSchema>;

/** Which cap-rate fields are enabled (spec §4 "Cap rate form enablement"). */
export function capRateEnablement(
  value: Pick<
    CapRateForm,
    | 'isMemberPremiumApplicable'
    | 'isAcaTax'
    | 'isIndividualFloorLevel'
    | 'isAverageFloorLevel'
    | 'isIpaGroupLevel'
    | 'isVirtualApplicable'
    | 'isEsrdApplicable'
    | 'isValueBasedFlag'
    | 'isPreferredProviderSearch'
    | 'isRestrictedPcpSearch'
  >,
) {
  const averageOnly = value.isAverageFloorLevel && !value.isIndividualFloorLevel;
  return {
    mpCapRevCode: value.isMemberPremiumApplicable,
    acaTaxDivisor: value.isAcaTax,
    floorAmounts: value.isIndividualFloorLevel || value.isAverageFloorLevel,
    averageSubOptions: averageOnly,
    childIpas: value.isIpaGroupLevel,
    virtualAmounts: value.isVirtualApplicable,
    esrdAmounts: value.isEsrdApplicable,
    valueBasedAmounts: value.isValueBasedFlag,
    productCode: value.isPreferredProviderSearch || value.isRestrictedPcpSearch,
    // Spec §4: special rate applicable is always disabled (the server sets it from the special rates).
    isSpecialRateApplicable: false,
  };
}

/**
 * Clears what a disabled field holds (spec §4), so a direct API call cannot store a value the form would have
 * cleared: the MP revenue code without member premium, floors without a floor level, sub-options without average
 * floor level, child IPAs without IPA group level, amounts without their applicable flag, product code without a
 * PCP search option.
 */
export function applyCapRateEnablement(value: CapRateForm): CapRateForm {
  const on = capRateEnablement(value);
  const zero2 = '0.00';
  return {
    ...value,
    mpCapRevCode: on.mpCapRevCode ? value.mpCapRevCode : null,
    acaTaxDivisor: on.acaTaxDivisor ? value.acaTaxDivisor : '1',
    floorMC: on.floorAmounts ? value.floorMC : zero2,
    floorMM: on.floorAmounts ? value.floorMM : zero2,
    isAverageFloorPCP: on.averageSubOptions && value.isAverageFloorPCP,
    isAverageFloorIPA: on.averageSubOptions && value.isAverageFloorIPA,
    isAverageFloorBenefit: on.averageSubOptions && value.isAverageFloorBenefit,
    isIpaGroupLevel: on.averageSubOptions && value.isIpaGroupLevel,
    isEsrdExclusion: on.averageSubOptions && value.isEsrdExclusion,
    isVirtualExclusion: on.averageSubOptions && value.isVirtualExclusion,
    childIpas: on.averageSubOptions && value.isIpaGroupLevel ? value.childIpas : null,
    virtualPmPm: on.virtualAmounts ? value.virtualPmPm : zero2,
    virtualPmPmMm: on.virtualAmounts ? value.virtualPmPmMm : zero2,
    esrdType: on.esrdAmounts ? value.esrdType : null,
    esrdPmPm: on.esrdAmounts ? value.esrdPmPm : zero2,
    esrdPmPmMm: on.esrdAmounts ? value.esrdPmPmMm : zero2,
    esrdPop: on.esrdAmounts ? value.esrdPop : zero2,
    esrdPopMm: on.esrdAmounts ? value.esrdPopMm : zero2,
    valueBasedPmPm: on.valueBasedAmounts ? value.valueBasedPmPm : zero2,
    valueBasedPmPmMm: on.valueBasedAmounts ? value.valueBasedPmPmMm : zero2,
    productCode: on.productCode ? value.productCode : null,
  };
}

/** A cap rate as the server returns it. Decimals come back padded strings ('0.0000'), dates 'YYYY-MM-DD'. */
export const capRateDtoSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  ipaWebId: z.number().int(),
  ipaCode: z.string(),
  companyCode: z.string(),
  sequence: z.number().int(),
  effDate: z.string(),
  endDate: z.string(),
  spec: z.string().nullable(),
  spec2: z.string().nullable(),
  capRevCode: z.string(),
  mpCapRevCode: z.string().nullable(),
  premiumPCT: z.string(),
  mediMediPCT: z.string(),
  adminFee: z.string(),
  pmPmAmt: z.string(),
  pmPmAmtMm: z.string(),
  hospSurplusSplit: z.string(),
  profSurplusSplit: z.string(),
  riskPprof: z.string(),
  riskPHosp: z.string(),
  isMemberPremiumApplicable: z.boolean(),
  isSequestrationtax: z.boolean(),
  isAcaTax: z.boolean(),
  acaTaxDivisor: z.string(),
  hospitalCode: z.string().nullable(),
  notes: z.string().nullable(),
  floorMC: z.string(),
  floorMM: z.string(),
  isIndividualFloorLevel: z.boolean(),
  isAverageFloorLevel: z.boolean(),
  isAverageFloorPCP: z.boolean(),
  isAverageFloorIPA: z.boolean(),
  isAverageFloorBenefit: z.boolean(),
  isIpaGroupLevel: z.boolean(),
  childIpas: z.string().nullable(),
  isEsrdExclusion: z.boolean(),
  isVirtualExclusion: z.boolean(),
  isVirtualApplicable: z.boolean(),
  virtualPmPm: z.string(),
  virtualPmPmMm: z.string(),
  isEsrdApplicable: z.boolean(),
  esrdType: z.string().nullable(),
  esrdPmPm: z.string(),
  esrdPmPmMm: z.string(),
  esrdPop: z.string(),
  esrdPopMm: z.string(),
  isValueBasedFlag: z.boolean(),
  valueBasedPmPm: z.string(),
  valueBasedPmPmMm: z.string(),
  isPreferredProviderSearch: z.boolean(),
  isRestrictedPcpSearch: z.boolean(),
  productCode: z.string().nullable(),
  isSpecialRateApplicable: z.boolean(),
  formula: z.string().nullable(),
  active: z.boolean(),
  capSubRateType: z.string().nullable(),
  /** Usernames (spec §3), with the names the screens show (null for a username no user has). */
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdDt: z.string(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedDt: z.string().nullable(),
  lastApprovedById: z.string().nullable(),
  lastApprovedByName: z.string().nullable(),
  lastApprovedAt: z.string().nullable(),
  /** A change of the cap rate, its tiers or its special rates waits for another manager's approval (four eyes). */
  hasPendingChanges: z.boolean(),
});
export type CapRateDto = z.infer<typeof capRateDtoSchema>;

export const capRateListSchema = listOf(capRateDtoSchema);

export const capRatesByCodeQuerySchema = caseInsensitiveQuery({ IpaCode: z.string().min(1) });
export const capRatesByIpaIdQuerySchema = caseInsensitiveQuery({ IpaId: zQueryInt() });
export const capRateIdQuerySchema = caseInsensitiveQuery({ id: zQueryInt() });

/** Activation and deactivation (spec §4 cap rate events) carry the version the rate was read at. */
export const capRateActivationSchema = z.object({ id: z.number().int(), version: zVersion() });

export const capRevenueFormulasQuerySchema = caseInsensitiveQuery({
  companyCode: z.string().min(1),
  type: z.enum(CAP_REVENUE_TYPES),
});
export const capRevenueFormulaSchema = z.object({ code: z.string(), description: z.string(), text: z.string() });
export const companySchema = z.object({ companyCode: z.string(), companyName: z.string() });

/** Lookup display text of spec §3: 'code - description'. */
export const capRevenueText = (code: string, description: string) => `${code} - ${description}`;

/** The percentage fields of a cap rate with their form labels: the Cap Rate form and its change history use the same words. */
export const CAP_RATE_PERCENT_FIELDS: readonly (readonly [name: string, label: string])[] = [
  ['premiumPCT', 'Premium PCT'],
  ['mediMediPCT', 'Medi-Medi PCT'],
  ['adminFee', 'Admin Fee'],
  ['hospSurplusSplit', 'Hospital Surplus Split'],
  ['profSurplusSplit', 'Professional Surplus Split'],
  ['riskPHosp', 'Risk Pool Hospital'],
  ['riskPprof', 'Risk Pool Professional'],
];
export const capRevenueFormulaListSchema = z.array(capRevenueFormulaSchema);
export const companyListSchema = z.array(companySchema);
