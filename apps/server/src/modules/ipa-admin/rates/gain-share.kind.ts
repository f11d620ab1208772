import {
  applySgaRule,
  GAIN_SHARE_FIELDS,
  GAIN_SHARE_SCHEMA_NAME,
  GAIN_SHARE_SCHEMA_VERSION,
  gainShareRateDtoSchema,
  type GainShareRateDto,
  type GainShareRateForm,
  type GainShareTierForm,
} from '@portal/contracts/ipa-admin/gain-share';
import { memberCountRangeLabel } from '@portal/contracts/ipa-admin/tiered-rates';
import type { PooledKind } from './ipa-rates.pooled.service.ts';
import { gainShareRates, gainShareTiers } from './ipa-rates.tables.ts';
import type { Row } from './ipa-rates.sql.ts';

function money(form: GainShareRateForm | GainShareTierForm): Row {
  const ruled = applySgaRule(form);
  return Object.fromEntries(GAIN_SHARE_FIELDS.map((field) => [field.name, ruled[field.name as keyof typeof ruled]]));
}

/** Gain share rates (spec §2.13): the SG&A either-or rule applies to rates and tiers alike. */
export const GAIN_SHARE: PooledKind<GainShareRateForm, GainShareTierForm, GainShareRateDto> = {
  eventPrefix: 'GainShareRate',
  rateTable: gainShareRates,
  tierTable: gainShareTiers,
  fields: GAIN_SHARE_FIELDS,
  rateHistoryKind: 'gain-share',
  tierHistoryKind: 'gain-share-tier',
  rateMoney: money,
  tierMoney: (form) => money(form),
  toDto: (rate, tiers, hasPendingChanges) =>
    gainShareRateDtoSchema.parse({
      ...rate,
      rateId: rate.id,
      partitionKey: rate.ipaCode,
      schemaName: GAIN_SHARE_SCHEMA_NAME,
      schemaVersion: GAIN_SHARE_SCHEMA_VERSION,
      capRevenue: rate.capRevenue ?? '',
      hasPendingChanges,
      gainShareTieredRates: tiers.map((tier) => ({
        ...tier,
        rateId: tier.id,
        gainShareRateId: rate.id,
        sequence: memberCountRangeLabel(Number(tier.memberCountStart), Number(tier.memberCountEnd)),
        // Tier dates are the parent's (read-only, spec §2.13).
        effectiveStartDate: rate.effectiveStartDate,
        effectiveEndDate: rate.effectiveEndDate,
      })),
    }),
};
