import { MESSAGES_API } from '@portal/contracts/messages/messages';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { SecureMessages } from '../../ui/messages/SecureMessages.tsx';
import { MemberPortalMessagesPanel } from './MemberPortalMessagesPanel.tsx';

/**
 * Messages (module 59, /messages): the staff user's secure-message inbox across every thread they take part in (the
 * Care on Demand Message Center's too); a thread about a member also shows the member's portal messages.
 */
export function MessagesScreen() {
  const canWrite = useCan(MODULE_IDS.messages, 'write');
  return (
    <SecureMessages
      base={MESSAGES_API}
      title="Messages"
      description="Secure messages with colleagues and members. Unread conversations come first."
      gridKey="messages-threads"
      canWrite={canWrite}
      threadExtra={(thread) => (thread.memberId ? <MemberPortalMessagesPanel memberId={thread.memberId} /> : null)}
    />
  );
}
