import type { IpaTabProps } from '../ipa-tab-props.ts';

export function IpaDetailsTab(_props: IpaTabProps) {
  return <p>IpaDetailsTab is not built yet.</p>;
}
