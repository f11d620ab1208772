import type { IpaTabProps } from '../ipa-tab-props.ts';

export function PlanMappingTab(_props: IpaTabProps) {
  return <p>PlanMappingTab is not built yet.</p>;
}
