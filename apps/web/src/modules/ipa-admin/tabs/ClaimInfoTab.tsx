import type { IpaTabProps } from '../ipa-tab-props.ts';

export function ClaimInfoTab(_props: IpaTabProps) {
  return <p>ClaimInfoTab is not built yet.</p>;
}
