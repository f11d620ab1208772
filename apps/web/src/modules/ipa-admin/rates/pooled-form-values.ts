import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import type { PooledField } from '@portal/contracts/ipa-admin/ipa-rates.pooled';
import {
  defaultNewPeriod,
  nextMemberCountStart,
  riskPoolCopyPeriod,
  type RatePeriod,
} from '@portal/contracts/ipa-admin/ipa-rates.periods';
import type { PooledPaths } from './api/pooled-kinds.ts';
import { fieldOf, type PooledRate, type PooledTier } from './api/pooled-rate-types.ts';

export type FormValues = Record<string, unknown>;

/** What the editor edits: a rate (new, existing or a copy) or a tier under its parent. */
export type PooledEditorMode =
  | { type: 'rate'; rate: PooledRate | null; copyOf?: PooledRate }
  | { type: 'tier'; parent: PooledRate; tier: PooledTier | null };

const zero = (field: PooledField): unknown =>
  field.kind === 'flag' ? false : (field.zeroDefault ?? (field.kind === 'decimal4' ? '0.0000' : '0.00'));

function money(fields: readonly PooledField[], source: PooledRate | PooledTier | null, tier: boolean): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    if (tier && !field.onTier) continue;
    out[field.name] = source ? fieldOf(source, field.name) : zero(field);
  }
  return out;
}

export const periodsOf = (rates: readonly PooledRate[]): RatePeriod[] =>
  rates.map((rate) => ({ id: rate.rateId, start: rate.effectiveStartDate, end: rate.effectiveEndDate }));

/** Default dates and the 'no room' state of spec §4 / §2.13 / §2.14 for a new rate or a copy. */
export function newRatePeriod(paths: PooledPaths, ipa: IpaDto, rates: readonly PooledRate[], copyOf?: PooledRate) {
  const bounds = { effDate: ipa.effDate, endDate: ipa.endDate };
  if (copyOf && paths.kind === 'risk-pool')
    return riskPoolCopyPeriod(bounds, { start: copyOf.effectiveStartDate, end: copyOf.effectiveEndDate });
  return defaultNewPeriod(bounds, periodsOf(rates));
}

/** The form's starting values (spec §4 defaults and copy behaviour: ids cleared, sequence 0). */
export function initialValues(
  paths: PooledPaths,
  ipa: IpaDto,
  rates: readonly PooledRate[],
  mode: PooledEditorMode,
): FormValues {
  if (mode.type === 'tier') {
    const { parent, tier } = mode;
    const values: FormValues = {
      rateId: tier?.rateId ?? null,
      version: tier?.version ?? null,
      parentRateId: parent.rateId,
      ipaCode: parent.ipaCode,
      memberCountStart: tier ? tier.memberCountStart : nextMemberCountStart(parent.tiers),
      memberCountEnd: tier ? tier.memberCountEnd : '',
      notes: tier?.notes ?? '',
      ...money(paths.fields, tier, true),
    };
    // Spec §4: a new risk pool tier inherits its parent's ESRD flag.
    if (!tier && paths.kind === 'risk-pool') values.isESRDApplicable = fieldOf(parent, 'isESRDApplicable');
    return values;
  }
  const source = mode.rate ?? mode.copyOf ?? null;
  const period = mode.rate
    ? { start: mode.rate.effectiveStartDate, end: mode.rate.effectiveEndDate }
    : newRatePeriod(paths, ipa, rates, mode.copyOf);
  return {
    rateId: mode.rate?.rateId ?? null,
    version: mode.rate?.version ?? null,
    ipaCode: ipa.ipaCode,
    sequence: mode.rate?.sequence ?? 0,
    capRevenue: source?.capRevenue ?? '',
    formula: source?.formula ?? '',
    effectiveStartDate: period.start,
    effectiveEndDate: period.end,
    notes: source?.notes ?? '',
    isCopy: Boolean(mode.copyOf),
    ...money(paths.fields, source, false),
  };
}
