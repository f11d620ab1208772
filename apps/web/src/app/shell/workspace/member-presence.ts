import { useEffect, useRef } from 'react';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { hubInvoke, onHubEvent } from '../../../lib/hub.ts';
import { notifyInfo, notifyWarning } from '../../../ui/notify.ts';
import type { MemberTab } from './workspace-state.ts';

/** Stable per browser tab, so the hub can tell two windows of the same user apart. */
const browserTabId = crypto.randomUUID();

/**
 * Tells the live hub which member tabs are open (SaveConnectionAsync / FreeConnectionAsync) and shows the hub's
 * 'Occupied' warning when another user already has the member open (shell spec §2.3, §8). Hub errors are only logged.
 */
export function useMemberPresence(memberTabs: readonly MemberTab[]): void {
  const open = useRef(new Set<string>());
  const ids = memberTabs.map((tab) => tab.memberId).join(',');

  useEffect(() => {
    const wanted = new Set(ids ? ids.split(',') : []);
    for (const memberId of wanted) {
      if (open.current.has(memberId)) continue;
      open.current.add(memberId);
      hubInvoke('SaveConnectionAsync', { memberId, tabId: `${browserTabId}:${memberId}` }).catch((error: unknown) => console.warn('Hub SaveConnectionAsync failed', error));
    }
    for (const memberId of [...open.current]) {
      if (wanted.has(memberId)) continue;
      open.current.delete(memberId);
      hubInvoke('FreeConnectionAsync', { memberId, tabId: `${browserTabId}:${memberId}` }).catch((error: unknown) => console.warn('Hub FreeConnectionAsync failed', error));
    }
  }, [ids]);

  useEffect(() => {
    const offMessage = onHubEvent('Message', (payload) => {
      if (payload.message === MESSAGES.occupied) notifyWarning(payload.member ? `${MESSAGES.occupied}: member ${payload.member} is already open by another user.` : MESSAGES.occupied, MESSAGES.occupied);
      else if (payload.message) notifyInfo(payload.message);
    });
    const offNotification = onHubEvent('Notification', (payload) => {
      if (payload.message) notifyInfo(payload.message);
    });
    return () => {
      offMessage();
      offNotification();
    };
  }, []);
}
