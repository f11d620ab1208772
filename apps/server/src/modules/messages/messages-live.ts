import { SECURE_MESSAGES_CHANGED, type SecureMessagesChanged } from '@portal/contracts/messages/messages';
import type { SocketData } from '../../platform/hubs/notification-hub.ts';
import { liveHub, registerHubSetup } from '../../platform/hubs/hub-namespaces.ts';

/**
 * Secure messages' live part: every hub connection joins its user's inbox room (by username, as threads name their
 * participants), and a change to a user's threads is told to that room as SecureMessagesChanged on every server
 * instance (the hub's PostgreSQL adapter). The event names the thread only: no member data, no text.
 */
export const inboxRoom = (username: string) => `secure-messages:${username}`;

registerHubSetup('secure-messages', (io) => {
  io.on('connection', (socket) => {
    const data = socket.data as Partial<SocketData>;
    if (data.user) void socket.join(inboxRoom(data.user.username));
  });
});

/** Tells these users their secure messages changed; called after the change committed, nothing without a hub. */
export function notifySecureMessagesChanged(usernames: readonly string[], change: SecureMessagesChanged): void {
  const hub = liveHub();
  const rooms = [...new Set(usernames)].map(inboxRoom);
  if (!hub || rooms.length === 0) return;
  hub.to(rooms).emit(SECURE_MESSAGES_CHANGED, change);
}
