import type { IpaTabProps } from '../ipa-tab-props.ts';

export function DofrTab(_props: IpaTabProps) {
  return <p>DofrTab is not built yet.</p>;
}
