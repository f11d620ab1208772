import { CARE_MESSAGES_API } from '@portal/contracts/care-on-demand/message-center-api';
import { MESSAGES_API } from '@portal/contracts/messages/messages-api';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useSecureMessagesLive, useUnreadCount } from '../../ui/messages/secure-messages-api.ts';
import { useCan } from '../session/session-context.ts';

/** A menu entry's badge: the count shown beside its label and how it is read aloud. */
export interface MenuBadge {
  count: number;
  label: string;
}

/** One inbox's badge: read once after sign-in by a user holding its module, and again when their messages change. */
function useInboxBadge(moduleId: number, base: string): MenuBadge | undefined {
  const holds = useCan(moduleId, 'read');
  const unread = useUnreadCount(base, holds);
  useSecureMessagesLive({ enabled: holds, onlyUnreadOf: base });
  const count = holds ? (unread.data?.unreadThreads ?? 0) : 0;
  return count > 0 ? { count, label: `${count} unread` } : undefined;
}

/**
 * The side menu's badges by module id: Messages and Care on Demand's Message Center show the user's unread
 * conversations. Zero shows none; a user without the module never reads its count.
 */
export function useMenuBadges(): ReadonlyMap<number, MenuBadge> {
  const inboxes: [number, MenuBadge | undefined][] = [
    [MODULE_IDS.messages, useInboxBadge(MODULE_IDS.messages, MESSAGES_API)],
    [MODULE_IDS.careOnDemandMessages, useInboxBadge(MODULE_IDS.careOnDemandMessages, CARE_MESSAGES_API)],
  ];
  return new Map(inboxes.filter((entry): entry is [number, MenuBadge] => entry[1] !== undefined));
}
