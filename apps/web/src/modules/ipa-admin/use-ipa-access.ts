import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { claimPermission, isIpaViewer, type ClaimPermission } from '@portal/contracts/ipa-admin/permissions';
import { useCurrentUser, userCan } from '../../app/session/session-context.ts';

/** Viewer rule and claim permission of spec §6 for the signed-in user (the server enforces the same rules). */
export function useIpaAccess(): { readOnly: boolean; claimPermission: ClaimPermission } {
  const user = useCurrentUser();
  const facts = { groups: user.groups, isAdmin: user.isAdmin, canWrite: userCan(user, MODULE_IDS.ipaAdmin, 'write') };
  return { readOnly: isIpaViewer(facts), claimPermission: claimPermission(facts) };
}
