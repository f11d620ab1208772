import { io, type Socket } from 'socket.io-client';
import { HUB_PATH, type HUB_METHODS, type HubMessage, type HubNotification } from '@portal/contracts/platform/hub';
import type { TelephonyCall } from '@portal/contracts/platform/telephony';

/**
 * The notification hub client (shell spec §7 Live hubs): socket.io on /socket.io with the bearer token in `auth`.
 * Methods are called with acknowledgements; connection errors are only logged (spec).
 */
export type HubMethod = (typeof HUB_METHODS)[keyof typeof HUB_METHODS];

export interface HubEvents {
  Notification: HubNotification;
  Message: HubMessage;
  /** A call routed to the agent (TELEPHONY_HUB_EVENT). */
  TelephonyCall: TelephonyCall;
  /** A virtual visit's status changed (Care on Demand's Live Dashboard reads again). */
  VirtualVisitsChanged: { appointmentId: number; status: string };
}

export const HUB_CALL_TIMEOUT_MS = 30_000;

let socket: Socket | null = null;

/** Opens (once) the hub connection; `getToken` is read at every (re)connection so refreshed tokens are used. */
export function connectHub(getToken: () => string | null): Socket {
  if (socket) return socket;
  socket = io({
    path: HUB_PATH,
    transports: ['websocket', 'polling'],
    auth: (callback) => callback({ token: getToken() ?? '' }),
  });
  socket.on('connect_error', (error) => console.warn('Hub connection error', error.message));
  return socket;
}

export function disconnectHub(): void {
  socket?.disconnect();
  socket = null;
}

/** Calls a hub method and waits for its acknowledgement. */
export async function hubInvoke<T = unknown>(method: HubMethod, payload?: unknown): Promise<T> {
  if (!socket) throw new Error('The live hub is not connected.');
  return (await socket.timeout(HUB_CALL_TIMEOUT_MS).emitWithAck(method, payload)) as T;
}

/** Subscribes to a hub event; returns the unsubscribe function. */
export function onHubEvent<E extends keyof HubEvents>(event: E, handler: (payload: HubEvents[E]) => void): () => void {
  const current = socket;
  if (!current) return () => undefined;
  // socket.io types its listeners per event name; this hub's events are typed by HubEvents instead.
  const name: string = event;
  const listener = (payload: HubEvents[E]) => {
    handler(payload);
  };
  current.on(name, listener);
  return () => {
    current.off(name, listener);
  };
}
