import { SECURE_MESSAGE_MESSAGES as M } from '@portal/contracts/messages/messages';
import type { PanelMemberOptions } from '@portal/contracts/care-on-demand/messages';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { CurrentUser } from '../../../platform/access/current-user.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { badRequest } from '../../../platform/errors/errors.ts';
import { providerOfUser } from '../../panel-admin/panel-admin.service.ts';
import * as messages from '../../messages/messages.service.ts';

/**
 * Care on Demand's Message Center (module 158): the provider's threads started here, a view over the secure-message
 * store (messages.service.ts). A provider writes to the members of their own panel (their primary care provider is
 * the provider the user is linked to in Panel Management) and to their care team (staff holding the Message Center).
 */
export const MESSAGE_CENTER_VIEW: messages.MessageView = {
  moduleId: MODULE_IDS.careOnDemandMessages,
  channel: 'CareOnDemand',
  createChannel: 'CareOnDemand',
};

/** The compose rules of the user: the care team, and the members of the user's panel. */
export function messageCenterRules(db: DbOrTx, user: CurrentUser): messages.ComposeRules {
  return {
    recipientModuleId: MODULE_IDS.careOnDemandMessages,
    checkMember: async (member) => {
      const provider = await providerOfUser(db, user.id);
      if (!provider) throw badRequest(M.notLinkedProvider);
      if (member.pcpProviderId !== provider.id) throw badRequest(M.notOnPanel);
    },
  };
}

/** The members of the user's panel to write to; none when the user is not linked to a provider. */
export async function panelMemberOptions(
  db: DbOrTx,
  user: CurrentUser,
  search: string | undefined,
): Promise<PanelMemberOptions> {
  const provider = await providerOfUser(db, user.id);
  return { items: provider ? await messages.panelMembers(db, provider.id, search) : [] };
}
