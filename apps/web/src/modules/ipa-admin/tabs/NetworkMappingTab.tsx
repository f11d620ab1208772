import type { IpaTabProps } from '../ipa-tab-props.ts';

export function NetworkMappingTab(_props: IpaTabProps) {
  return <p>NetworkMappingTab is not built yet.</p>;
}
