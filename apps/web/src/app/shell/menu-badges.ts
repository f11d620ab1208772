import { MESSAGES_API } from '@portal/contracts/messages/messages';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useSecureMessagesLive, useUnreadCount } from '../../ui/messages/secure-messages-api.ts';
import { useCan } from '../session/session-context.ts';

/** A menu entry's badge: the count shown beside its label and how it is read aloud. */
export interface MenuBadge {
  count: number;
  label: string;
}

/**
 * The side menu's badges by module id: Messages shows the user's unread conversations. The count is read once after
 * sign-in, only for a user holding Messages, and again when the hub tells that their messages changed; zero shows none.
 */
export function useMenuBadges(): ReadonlyMap<number, MenuBadge> {
  const holdsMessages = useCan(MODULE_IDS.messages, 'read');
  const unread = useUnreadCount(MESSAGES_API, holdsMessages);
  useSecureMessagesLive({ enabled: holdsMessages, onlyUnreadOf: MESSAGES_API });
  const count = holdsMessages ? (unread.data?.unreadThreads ?? 0) : 0;
  const badges = new Map<number, MenuBadge>();
  if (count > 0) badges.set(MODULE_IDS.messages, { count, label: `${count} unread` });
  return badges;
}
