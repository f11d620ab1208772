import type { IpaTabProps } from '../ipa-tab-props.ts';

export function CountyMappingTab(_props: IpaTabProps) {
  return <p>CountyMappingTab is not built yet.</p>;
}
