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
import type { PooledField } from '@portal/contracts/ipa-admin/ipa-rates.pooled';

/** The paths of spec §7 "Gain share" and "Risk pool": the two kinds share every screen and differ in these. */
export interface PooledPaths {
  kind: 'gain-share' | 'risk-pool';
  /** 'Gain Share Rate' / 'Risk Pool Rate': dialog titles are built from it (spec §2.13, §2.14). */
  title: string;
  list: string;
  create: string;
  update: string;
  createTier: string;
  updateTier: string;
  rateHistory: string;
  tierHistory: string;
  approveRate: string;
  approveTier: string;
  exportUrl: string;
  exportFile: string;
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
  list: '/api/IpaGainShareRate/GetListOfGainShareRates',
  create: '/api/IpaGainShareRate/CreateGainShareRate',
  update: '/api/IpaGainShareRate/UpdateGainShareRate',
  createTier: '/api/IpaGainShareRate/CreateGainShareTieredRate',
  updateTier: '/api/IpaGainShareRate/UpdateGainShareTieredRate',
  rateHistory: '/api/IpaGainShareRate/GetGainShareRateChangeHistory',
  tierHistory: '/api/IpaGainShareRate/GetGainShareTieredRateChangeHistory',
  approveRate: '/api/IpaGainShareRate/ApproveGainShareRateHistoryChanges',
  approveTier: '/api/IpaGainShareRate/ApproveGainShareTieredRateHistoryChanges',
  exportUrl: '/api/IpaGainShareRate/ExportGainShareRates',
  exportFile: 'GainShareRates-report.xlsx',
  fields: GAIN_SHARE_FIELDS,
  rateSchema: gainShareRateFormSchema,
  tierSchema: gainShareTierFormSchema,
  savedMessage: RATE_MESSAGES.gainShareSaved,
  capRevenueRule: true,
};

export const RISK_POOL_PATHS: PooledPaths = {
  kind: 'risk-pool',
  title: 'Risk Pool Rate',
  list: '/api/IpaRiskPoolRate/GetRiskPoolRates',
  create: '/api/IpaRiskPoolRate/CreateRiskPoolRate',
  update: '/api/IpaRiskPoolRate/UpdateRiskPoolRate',
  createTier: '/api/IpaRiskPoolRate/CreateRiskPoolTieredRate',
  updateTier: '/api/IpaRiskPoolRate/UpdateRiskPoolTieredRate',
  rateHistory: '/api/IpaRiskPoolRate/GetRiskPoolRateChangeHistory',
  tierHistory: '/api/IpaRiskPoolRate/GetRiskPoolTieredRateChangeHistory',
  approveRate: '/api/IpaRiskPoolRate/ApproveRiskPoolRateHistoryChanges',
  approveTier: '/api/IpaRiskPoolRate/ApproveRiskPoolTieredRateHistoryChanges',
  exportUrl: '/api/IpaRiskPoolRate/ExportRiskPoolRates',
  exportFile: 'RiskPoolRates-report.xlsx',
  fields: RISK_POOL_FIELDS,
  rateSchema: riskPoolRateFormSchema,
  tierSchema: riskPoolTierFormSchema,
  savedMessage: RATE_MESSAGES.riskPoolSaved,
  capRevenueRule: false,
};

export const pooledListKey = (paths: PooledPaths, ipaCode: string) => ['ipa-rates', paths.kind, ipaCode];
