import type { ComponentType } from 'react';
import { FEATURE_FLAGS, type FeatureFlagName } from '@portal/contracts/platform/feature-flags';
import type { IpaTabProps } from './ipa-tab-props.ts';
import { lazyComponent } from '../../ui/lazy-component.tsx';

export interface IpaRightTab {
  key: string;
  title: string;
  /** The tab shows only while this flag is on (spec §2.2, §6); absent = always shown. */
  flag?: FeatureFlagName;
  component: ComponentType<IpaTabProps>;
}

/** Loads a tab from a module that exports it by name or as default, when it is first shown. */
function tab(load: () => Promise<Record<string, unknown>>, exportName: string): ComponentType<IpaTabProps> {
  return lazyComponent(async () => {
    const loaded = await load();
    return (loaded[exportName] ?? loaded['default']) as ComponentType<IpaTabProps>;
  });
}

/** The right tab set of an IPA, in the spec's order (spec §2.2). */
export const IPA_RIGHT_TABS: readonly IpaRightTab[] = [
  { key: 'details', title: 'IPA Details', component: tab(() => import('./tabs/IpaDetailsTab.tsx'), 'IpaDetailsTab') },
  {
    key: 'contacts',
    title: 'Additional Contact',
    component: tab(() => import('./tabs/AdditionalContactsTab.tsx'), 'AdditionalContactsTab'),
  },
  { key: 'claims', title: 'Claim Info', component: tab(() => import('./tabs/ClaimInfoTab.tsx'), 'ClaimInfoTab') },
  {
    key: 'network',
    title: 'Network & Agreement',
    flag: FEATURE_FLAGS.networkMappingTab,
    component: tab(() => import('./tabs/NetworkMappingTab.tsx'), 'NetworkMappingTab'),
  },
  { key: 'pbp', title: 'PBP Map', component: tab(() => import('./tabs/PlanMappingTab.tsx'), 'PlanMappingTab') },
  {
    key: 'county',
    title: 'County Map',
    flag: FEATURE_FLAGS.countyMappingTab,
    component: tab(() => import('./tabs/CountyMappingTab.tsx'), 'CountyMappingTab'),
  },
  { key: 'cap-rates', title: 'Cap Rates', component: tab(() => import('./rates/CapRatesTab.tsx'), 'CapRatesTab') },
  {
    key: 'risk-pool',
    title: 'Risk Pool Rates',
    flag: FEATURE_FLAGS.riskPoolTab,
    component: tab(() => import('./rates/RiskPoolRatesTab.tsx'), 'RiskPoolRatesTab'),
  },
  {
    key: 'gain-share',
    title: 'Gain Share Rates',
    flag: FEATURE_FLAGS.gainShareTab,
    component: tab(() => import('./rates/GainShareRatesTab.tsx'), 'GainShareRatesTab'),
  },
  {
    key: 'hospital',
    title: 'Hospital',
    flag: FEATURE_FLAGS.hospitalTab,
    component: tab(() => import('./tabs/HospitalTab.tsx'), 'HospitalTab'),
  },
  {
    key: 'dofr',
    title: 'DOFR',
    flag: FEATURE_FLAGS.dofrTab,
    component: tab(() => import('./tabs/DofrTab.tsx'), 'DofrTab'),
  },
];

/** The tabs to show given the flags the server reports as on. */
export function visibleIpaTabs(activeFlags: ReadonlySet<string>): IpaRightTab[] {
  return IPA_RIGHT_TABS.filter((entry) => entry.flag === undefined || activeFlags.has(entry.flag));
}
