import type { IpaTabProps } from '../ipa-tab-props.ts';

/** Placeholder until the rates screens land (spec §2.7, §2.13, §2.14). */
export function CapRatesTab(_props: IpaTabProps) {
  return <p>CapRatesTab is not built yet.</p>;
}
