import type { IpaTabProps } from '../ipa-tab-props.ts';

export function AdditionalContactsTab(_props: IpaTabProps) {
  return <p>AdditionalContactsTab is not built yet.</p>;
}
