import type { GainShareRateDto, GainShareTierDto } from '@portal/contracts/ipa-admin/gain-share';
import type { RiskPoolRateDto, RiskPoolTierDto } from '@portal/contracts/ipa-admin/risk-pool';

/** A gain share or risk pool rate as the screens use it: the tiers under one name. */
export type PooledRate = (GainShareRateDto | RiskPoolRateDto) & { tiers: PooledTier[] };
export type PooledTier = GainShareTierDto | RiskPoolTierDto;

export function withTiers(rate: GainShareRateDto | RiskPoolRateDto): PooledRate {
  const tiers = 'gainShareTieredRates' in rate ? rate.gainShareTieredRates : rate.riskPoolTieredRates;
  return { ...rate, tiers };
}

/** Reads a field of a rate or tier by name (money fields are listed in the kind's field list). */
export function fieldOf(row: PooledRate | PooledTier, name: string): unknown {
  return (row as unknown as Record<string, unknown>)[name];
}
