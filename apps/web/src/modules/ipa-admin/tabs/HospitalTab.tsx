import type { IpaTabProps } from '../ipa-tab-props.ts';

export function HospitalTab(_props: IpaTabProps) {
  return <p>HospitalTab is not built yet.</p>;
}
