import { MODULE_IDS } from './modules.ts';

/** Group names the product's rules read from the signed-in user. */
export const GROUPS = {
  administrators: 'Administrators',
  providerNetworkManager: 'Provider Network Manager',
  providerDataViewers: 'Provider Data Viewers',
  claimDepartment: 'Provider Data Manager - Claim Department',
  enrollmentProcessors: 'Enrollment Processors',
  enrollmentManagers: 'Enrollment Processor Managers',
  enrollmentViewers: 'Enrollment Application Viewers',
  crmAgents: 'CRM Agents',
  crmAdmins: 'CRM Administrators',
  careProviders: 'Care on Demand Providers',
  memberServices: 'Member Services',
  panelManagers: 'Panel Managers',
} as const;

/** A group the product's rules read by name: kept, never deleted (members and grants may change). */
export const isRuleGroup = (name: string): boolean => (Object.values(GROUPS) as string[]).includes(name);

/**
 * Groups that look and change nothing in a module, even when a write grant slipped through: IPA spec §6, a 'Provider Data
 * Viewers' member who is not also a 'Provider Network Manager' reads and exports IPA data only. The server's `can()` reads
 * this, so every write, approval and admin route of the module refuses them from its access declaration alone.
 */
const VIEWER_GROUPS: readonly { moduleId: number; group: string; unless: string }[] = [
  { moduleId: MODULE_IDS.ipaAdmin, group: GROUPS.providerDataViewers, unless: GROUPS.providerNetworkManager },
  // The Export/Import Utility writes IPAs: its viewers export only.
  { moduleId: MODULE_IDS.dataImportUtility, group: GROUPS.providerDataViewers, unless: GROUPS.providerNetworkManager },
];

/** True when the user's groups make them a viewer of the module: read and export, nothing more. */
export function viewsOnly(groups: readonly string[], moduleId: number): boolean {
  return VIEWER_GROUPS.some(
    (rule) => rule.moduleId === moduleId && groups.includes(rule.group) && !groups.includes(rule.unless),
  );
}
