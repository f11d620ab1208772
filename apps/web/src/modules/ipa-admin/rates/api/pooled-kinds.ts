import type { z } from 'zod';
import {
  GAIN_SHARE_FIELDS,
  gainShareRateFormSchema,
  gainShareTierFormSchema,
} from '@portal/contracts/ipa-admin/gain-share';
import {
  RISK_POOL_FIELDS,
  riskPoolRateFormSchema,
  riskPoolTierFormSchema,
} from '@portal/contracts/ipa-admin/risk-pool';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import {
  GAIN_SHARE_API,
  RISK_POOL_API,
  type PooledApi,
  type PooledField,
} from '@portal/contracts/ipa-admin/ipa-rates.pooled';

/** The paths of spec §7 "Gain share" and "Risk pool": the two kinds share every screen and differ in these. */
export interface PooledPaths extends PooledApi {
  kind: 'gain-share' | 'risk-pool';
  /** 'Gain Share Rate' / 'Risk Pool Rate': dialog titles are built from it (spec §2.13, §2.14). */
  title: string;
  fields: readonly PooledField[];
  /** The shared schemas the server validates with (one rule, written once). */
  rateSchema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  tierSchema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  savedMessage: string;
  /** Gain share marks Cap Revenue required with a rule; risk pool marks it without one (spec §5). */
  capRevenueRule: boolean;
}

export const GAIN_SHARE_PATHS: PooledPaths = {
  kind: 'gain-share',
  title: 'Gain Share Rate',
  ...GAIN_SHARE_API,
  fields: GAIN_SHARE_FIELDS,
  rateSchema: gainShareRateFormSchema,
  tierSchema: gainShareTierFormSchema,
  savedMessage: RATE_MESSAGES.gainShareSaved,
  capRevenueRule: true,
};

export const RISK_POOL_PATHS: PooledPaths = {
  kind: 'risk-pool',
  title: 'Risk Pool Rate',
  ...RISK_POOL_API,
  fields: RISK_POOL_FIELDS,
  rateSchema: riskPoolRateFormSchema,
  tierSchema: riskPoolTierFormSchema,
  savedMessage: RATE_MESSAGES.riskPoolSaved,
  capRevenueRule: false,
};

export const pooledListKey = (paths: PooledPaths, ipaCode: string) => ['ipa-rates', paths.kind, ipaCode];
