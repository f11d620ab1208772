import { EventEmitter } from 'node:events';
import type { Server } from 'socket.io';
import type { Db } from '../../platform/db/client.ts';
import { loggableError } from '../../platform/errors/errors.ts';
import { registerHubSetup } from '../../platform/hubs/hub-namespaces.ts';
import { userRoom } from '../../platform/hubs/hub-rooms.ts';
import type { SocketData } from '../../platform/hubs/notification-hub.ts';
import { endCallsOfDisconnectedAgent } from './interactions.service.ts';

/**
 * A call whose agent's browser closed mid-call would stay open until the agent signed in again in that tab: the server
 * ends it instead once every live-hub connection of the agent (each signed-in tab holds one, on any server instance) has
 * been gone for the grace. The grace rides over a reload, a token refresh's reconnection and a short network loss; a
 * tab that comes back within it keeps the call. The watch is in the memory of the instance the last tab left: if that
 * instance stops within the grace, the tab's own close at the next sign-in remains.
 */
export const ORPHANED_CALL_GRACE_MS = 60_000;

let graceMs = ORPHANED_CALL_GRACE_MS;

/** API tests shorten the grace (the server's own never changes). */
export function setOrphanedCallGraceForTests(ms: number): void {
  graceMs = ms;
}

/** Tells each check made after the grace: 'checked' with the agent's username and the interactions ended (API tests). */
export const orphanedCallChecks = new EventEmitter<{ checked: [{ username: string; ended: number[] }] }>();

export function watchOrphanedCalls(io: Server, db: Db, onError: (error: unknown) => void): void {
  const pending = new Map<number, NodeJS.Timeout>();
  io.on('connection', (socket) => {
    const { user } = socket.data as SocketData;
    clearTimeout(pending.get(user.id));
    pending.delete(user.id);
    socket.on('disconnect', () => {
      const disconnectedAt = new Date();
      const grace = graceMs;
      clearTimeout(pending.get(user.id));
      const timer = setTimeout(() => {
        pending.delete(user.id);
        // Any tab of the agent on any instance (the adapter asks the others) keeps the call.
        io.in(userRoom(user.id))
          .fetchSockets()
          .then(async (tabs) =>
            tabs.length > 0 ? [] : endCallsOfDisconnectedAgent(db, user, disconnectedAt, grace / 1000),
          )
          .then((ended) => orphanedCallChecks.emit('checked', { username: user.username, ended }))
          .catch(onError);
      }, grace);
      timer.unref();
      pending.set(user.id, timer);
    });
  });
}

registerHubSetup('crm-orphaned-calls', (io, app) =>
  watchOrphanedCalls(io, app.ctx.database.db, (error) =>
    app.log.warn({ err: loggableError(error) }, 'ending an absent agent’s calls failed'),
  ),
);
