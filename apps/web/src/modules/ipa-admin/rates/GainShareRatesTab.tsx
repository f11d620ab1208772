import type { IpaTabProps } from '../ipa-tab-props.ts';
import { GAIN_SHARE_PATHS } from './api/pooled-kinds.ts';
import { PooledRatesTab } from './PooledRatesTab.tsx';

/** Gain Share Rates tab of an IPA (spec §2.13). */
export function GainShareRatesTab({ ipa, readOnly }: IpaTabProps) {
  return <PooledRatesTab paths={GAIN_SHARE_PATHS} ipa={ipa} readOnly={readOnly} />;
}
