import { CARE_MESSAGES_API } from '@portal/contracts/care-on-demand/messages';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../../app/session/session-context.ts';
import { SecureMessages } from '../../../ui/messages/SecureMessages.tsx';
import { usePanelMemberOptions } from '../api/care-on-demand-api.ts';

/**
 * Care on Demand Message Center (module 158, /careondemand/messagecenter): the provider's secure messages with the
 * members of their panel (through the member portal) and their care team; unread first; Unread, All and Archived.
 */
export function MessageCenterScreen() {
  const canWrite = useCan(MODULE_IDS.careOnDemandMessages, 'write');
  return (
    <SecureMessages
      base={CARE_MESSAGES_API}
      title="Message Center"
      description="Secure messages with your panel's members and your care team."
      gridKey="care-on-demand-message-center"
      canWrite={canWrite}
      useMemberOptions={usePanelMemberOptions}
    />
  );
}
