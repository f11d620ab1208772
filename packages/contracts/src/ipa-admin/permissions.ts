import { GROUPS, viewsOnly } from '../platform/groups.ts';
import { MODULE_IDS } from '../platform/modules.ts';

/**
 * Who may do what in IPA administration, in one place (spec §6). The server enforces the same rules: writes need
 * the 'write' action of module 191, which viewers do not hold, and claim records need the claim permission.
 */
export type ClaimPermission = 'edit' | 'read-only' | 'none';

export interface IpaUserFacts {
  groups: readonly string[];
  isAdmin: boolean;
  /** Holds the 'write' action on the IPA module. */
  canWrite: boolean;
}

/** Read-only viewer: 'Provider Data Viewers' without 'Provider Network Manager', or no write grant (spec §6). */
export function isIpaViewer(user: IpaUserFacts): boolean {
  if (user.isAdmin) return false;
  if (!user.canWrite) return true;
  return viewsOnly(user.groups, MODULE_IDS.ipaAdmin);
}

/**
 * Claim Info permission (spec §6). The spec does not show the sets' contents; ours (docs/decisions.md):
 * - claim department set ('Provider Data Manager - Claim Department'): edit;
 * - viewers' and Network Managers' set: edit, which the viewer rule turns into read-only for viewers;
 * - default set (anyone else with the module): no permission ('No access to this section').
 */
export function claimPermission(user: IpaUserFacts): ClaimPermission {
  if (user.isAdmin) return 'edit';
  const inSet = [GROUPS.claimDepartment, GROUPS.providerNetworkManager, GROUPS.providerDataViewers].some((group) =>
    user.groups.includes(group),
  );
  if (!inSet) return 'none';
  return isIpaViewer(user) ? 'read-only' : 'edit';
}
