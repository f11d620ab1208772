import { useEffect, useRef, useState } from 'react';
import { HUB_METHODS, HUB_OCCUPIED, type HubAck, type SaveConnectionResult } from '@portal/contracts/platform/hub';
import { hubInvoke, onHubEvent } from '../../../lib/hub.ts';
import { notifyInfo, notifyWarning } from '../../../ui/notify.ts';
import type { MemberTab } from './workspace-state.ts';

/** Stable per browser tab, so the hub can tell two windows of the same user apart. */
// crypto.randomUUID needs a secure context; a demo served over plain http on a LAN address has none.
const browserTabId =
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const hubTabId = (memberId: string) => `${browserTabId}:${memberId}`;

/**
 * Tells the live hub which member tabs are open (SaveConnectionAsync / FreeConnectionAsync) and shows the hub's
 * 'Occupied' warning when another user already has the member open (shell spec §2.3, §8). Hub errors are only logged.
 * Returns, per member id, the names of the other users who had it open when it was opened.
 */
export function useMemberPresence(memberTabs: readonly MemberTab[]): Readonly<Record<string, string[]>> {
  const open = useRef(new Set<string>());
  const [others, setOthers] = useState<Record<string, string[]>>({});
  const ids = memberTabs.map((tab) => tab.memberId).join(',');

  useEffect(() => {
    const wanted = new Set(ids ? ids.split(',') : []);
    for (const memberId of wanted) {
      if (open.current.has(memberId)) continue;
      open.current.add(memberId);
      hubInvoke<HubAck<SaveConnectionResult>>(HUB_METHODS.saveConnection, { memberId, tabId: hubTabId(memberId) })
        .then((ack) => {
          if (ack.ok)
            setOthers((current) => ({
              ...current,
              [memberId]: [...new Set(ack.others.map((other) => other.userName))],
            }));
          else console.warn('Hub SaveConnectionAsync refused', ack.message);
        })
        .catch((error: unknown) => console.warn('Hub SaveConnectionAsync failed', error));
    }
    for (const memberId of [...open.current]) {
      if (wanted.has(memberId)) continue;
      open.current.delete(memberId);
      setOthers(({ [memberId]: _gone, ...rest }) => rest);
      hubInvoke(HUB_METHODS.freeConnection, { memberId, tabId: hubTabId(memberId) }).catch((error: unknown) =>
        console.warn('Hub FreeConnectionAsync failed', error),
      );
    }
  }, [ids]);

  useEffect(() => {
    const offMessage = onHubEvent('Message', (payload) => {
      if (payload.message === HUB_OCCUPIED) notifyWarning(HUB_OCCUPIED, 'Warning');
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

  return others;
}
