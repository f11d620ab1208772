import {
  applyEsrdRule,
  RISK_POOL_FIELDS,
  RISK_POOL_SCHEMA_NAME,
  RISK_POOL_SCHEMA_VERSION,
  riskPoolRateDtoSchema,
  type RiskPoolRateDto,
  type RiskPoolRateForm,
  type RiskPoolTierForm,
} from '@portal/contracts/ipa-admin/risk-pool';
import { memberCountRangeLabel } from '@portal/contracts/ipa-admin/tiered-rates';
import type { PooledKind } from './ipa-rates.pooled.service.ts';
import { riskPoolRates, riskPoolTiers } from './ipa-rates.tables.ts';
import type { Row } from './ipa-rates.sql.ts';

function money(form: RiskPoolRateForm | RiskPoolTierForm): Row {
  const ruled = applyEsrdRule(form);
  return Object.fromEntries(RISK_POOL_FIELDS.map((field) => [field.name, ruled[field.name as keyof typeof ruled]]));
}

/** Risk pool rates (spec §2.14): ESRD premium only when ESRD applies; a tier inherits the parent's ESRD flag (§4). */
export const RISK_POOL: PooledKind<RiskPoolRateForm, RiskPoolTierForm, RiskPoolRateDto> = {
  eventPrefix: 'RiskPoolRate',
  rateTable: riskPoolRates,
  tierTable: riskPoolTiers,
  fields: RISK_POOL_FIELDS,
  rateHistoryKind: 'risk-pool',
  tierHistoryKind: 'risk-pool-tier',
  rateMoney: money,
  tierMoney: (form, parent) => money({ ...form, isESRDApplicable: parent.isESRDApplicable === true }),
  toDto: (rate, tiers, hasPendingChanges) =>
    riskPoolRateDtoSchema.parse({
      ...rate,
      rateId: rate.id,
      partitionKey: rate.ipaCode,
      schemaName: RISK_POOL_SCHEMA_NAME,
      schemaVersion: RISK_POOL_SCHEMA_VERSION,
      hasPendingChanges,
      riskPoolTieredRates: tiers.map((tier) => ({
        ...tier,
        rateId: tier.id,
        riskPoolRateId: rate.id,
        sequence: memberCountRangeLabel(Number(tier.memberCountStart), Number(tier.memberCountEnd)),
        effectiveStartDate: rate.effectiveStartDate,
        effectiveEndDate: rate.effectiveEndDate,
      })),
    }),
};
