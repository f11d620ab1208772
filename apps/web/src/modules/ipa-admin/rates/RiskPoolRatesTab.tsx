import type { IpaTabProps } from '../ipa-tab-props.ts';
import { RISK_POOL_PATHS } from './api/pooled-kinds.ts';
import { PooledRatesTab } from './PooledRatesTab.tsx';

/** Risk Pool Rates tab of an IPA (spec §2.14). */
export function RiskPoolRatesTab({ ipa, readOnly }: IpaTabProps) {
  return <PooledRatesTab paths={RISK_POOL_PATHS} ipa={ipa} readOnly={readOnly} />;
}
