import { z } from 'zod';
import { caseInsensitiveQuery, zNotes, zVersion } from './ipa-rates.fields.ts';
import { memberCountShape } from './ipa-rates.member-count.ts';

/**
 * Gain share and risk pool rates (spec §2.13, §2.14, §3) share one shape: a rate with an effective period, money
 * terms (decimals and flags), notes and tiers by member count; every change is recorded for approval (§2.15).
 * A field list describes each kind once; the schemas, the history labels and the server's columns come from it.
 */
export interface PooledField {
  /** camelCase name of spec §3. */
  name: string;
  /** Display name (spec §3 where given). */
  label: string;
  kind: 'decimal4' | 'decimal2' | 'flag';
  /** Zero default of a decimal ('1.0000' for deficit proration, spec §9). */
  zeroDefault?: string;
  /** Tiers carry this field too (else it is a rate-only field). */
  onTier: boolean;
}

/** A difference of a change-history record (spec §3): which field, from what, to what. */
export const differenceSchema = z.object({
  name: z.string(),
  currentValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type Difference = z.infer<typeof differenceSchema>;

/**
 * Who made, changed and approved a rate or tier, and when (spec §3): their usernames, with the names the screens show
 * (null for a username no user has).
 */
export const pooledAuditShape = {
  createdById: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  lastUpdatedById: z.string().nullable(),
  lastUpdatedByName: z.string().nullable(),
  lastUpdatedAt: z.string().nullable(),
  lastApprovedById: z.string().nullable(),
  lastApprovedByName: z.string().nullable(),
  lastApprovedAt: z.string().nullable(),
};

/** The tier form of either kind, with that kind's money terms; a tier's dates are its parent's (spec §2.13, §4). */
export const pooledTierFormShape = <Money extends z.ZodRawShape>(moneyInput: Money) => ({
  rateId: z.number().int().nullish(),
  version: zVersion().nullish(),
  parentRateId: z.number().int(),
  ipaCode: z.string().min(1),
  ...memberCountShape,
  ...moneyInput,
  notes: zNotes(),
});

/** A tier as read back, with that kind's money terms (the parent's id is also named by the kind: gainShareRateId ...). */
export const pooledTierDtoShape = {
  id: z.number().int(),
  rateId: z.number().int(),
  version: z.number().int(),
  ipaCode: z.string(),
  parentRateId: z.number().int(),
  memberCountStart: z.number().int(),
  memberCountEnd: z.number().int(),
  sequence: z.string(),
  effectiveStartDate: z.string(),
  effectiveEndDate: z.string(),
  notes: z.string().nullable(),
  isDeleted: z.boolean(),
  ...pooledAuditShape,
};

/** GetListOfGainShareRates / GetRiskPoolRates: the rates of one IPA. */
export const pooledRateListQuerySchema = caseInsensitiveQuery({ IpaCode: z.string().min(1) });

/** The calls of spec §7 "Gain share" and "Risk pool": the same ten each, under paths that differ between the two. */
export interface PooledApi {
  list: string;
  createRate: string;
  updateRate: string;
  createTier: string;
  updateTier: string;
  rateHistory: string;
  tierHistory: string;
  approveRate: string;
  approveTier: string;
  report: string;
  /** The report's file (spec §2.13, §2.14). */
  reportFile: string;
}

export const GAIN_SHARE_API: PooledApi = {
  list: '/api/IpaGainShareRate/GetListOfGainShareRates',
  createRate: '/api/IpaGainShareRate/CreateGainShareRate',
  updateRate: '/api/IpaGainShareRate/UpdateGainShareRate',
  createTier: '/api/IpaGainShareRate/CreateGainShareTieredRate',
  updateTier: '/api/IpaGainShareRate/UpdateGainShareTieredRate',
  rateHistory: '/api/IpaGainShareRate/GetGainShareRateChangeHistory',
  tierHistory: '/api/IpaGainShareRate/GetGainShareTieredRateChangeHistory',
  approveRate: '/api/IpaGainShareRate/ApproveGainShareRateHistoryChanges',
  approveTier: '/api/IpaGainShareRate/ApproveGainShareTieredRateHistoryChanges',
  report: '/api/IpaGainShareRate/ExportGainShareRates',
  reportFile: 'GainShareRates-report.xlsx',
};

export const RISK_POOL_API: PooledApi = {
  list: '/api/IpaRiskPoolRate/GetRiskPoolRates',
  createRate: '/api/IpaRiskPoolRate/CreateRiskPoolRate',
  updateRate: '/api/IpaRiskPoolRate/UpdateRiskPoolRate',
  createTier: '/api/IpaRiskPoolRate/CreateRiskPoolTieredRate',
  updateTier: '/api/IpaRiskPoolRate/UpdateRiskPoolTieredRate',
  rateHistory: '/api/IpaRiskPoolRate/GetRiskPoolRateChangeHistory',
  tierHistory: '/api/IpaRiskPoolRate/GetRiskPoolTieredRateChangeHistory',
  approveRate: '/api/IpaRiskPoolRate/ApproveRiskPoolRateHistoryChanges',
  approveTier: '/api/IpaRiskPoolRate/ApproveRiskPoolTieredRateHistoryChanges',
  report: '/api/IpaRiskPoolRate/ExportRiskPoolRates',
  reportFile: 'RiskPoolRates-report.xlsx',
};
