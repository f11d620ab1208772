import type { Socket } from 'socket.io-client';
import type { SecureMessagesChanged } from '@portal/contracts/messages/messages';
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
  /** The user's secure messages changed (a new message in one of their threads, or they read or archived one). */
  SecureMessagesChanged: SecureMessagesChanged;
}

export const HUB_CALL_TIMEOUT_MS = 30_000;

let socket: Socket | null = null;
let connecting: Promise<Socket> | null = null;
/** Listeners by event, kept here so a screen can subscribe before the connection exists (or across a reconnection). */
const listeners = new Map<string, Set<(payload: unknown) => void>>();

/**
 * Opens (once) the hub connection; `getToken` is read at every (re)connection so refreshed tokens are used. The socket.io
 * client is loaded when the hub first connects, not with the shell: it is a tenth of the shell's first load.
 */
export function connectHub(getToken: () => string | null): Promise<Socket> {
  if (connecting) return connecting;
  const attempt: Promise<Socket> = import('socket.io-client').then(({ io }) => {
    // Signed out while the client loaded: no connection for a session that has ended.
    if (connecting !== attempt) throw new Error('The live hub was disconnected.');
    const opened = io({
      path: HUB_PATH,
      transports: ['websocket', 'polling'],
      auth: (callback) => callback({ token: getToken() ?? '' }),
    });
    opened.on('connect_error', (error) => console.warn('Hub connection error', error.message));
    opened.onAny(deliverHubEvent);
    socket = opened;
    return opened;
  });
  connecting = attempt;
  attempt.catch((error: unknown) => {
    console.warn('Hub not connected', error);
    if (connecting === attempt) connecting = null; // the next sign-in tries again
  });
  return attempt;
}

export function disconnectHub(): void {
  socket?.disconnect();
  socket = null;
  connecting = null;
}

/** Calls a hub method and waits for its acknowledgement. */
export async function hubInvoke<T = unknown>(method: HubMethod, payload?: unknown): Promise<T> {
  const current = socket ?? (connecting ? await connecting : null);
  if (!current) throw new Error('The live hub is not connected.');
  return (await current.timeout(HUB_CALL_TIMEOUT_MS).emitWithAck(method, payload)) as T;
}

/** Hands an event the hub sent to its subscribers (tests call it to play an event). */
export function deliverHubEvent(event: string, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}

/** Subscribes to a hub event (whether or not the hub is connected yet); returns the unsubscribe function. */
export function onHubEvent<E extends keyof HubEvents>(event: E, handler: (payload: HubEvents[E]) => void): () => void {
  // The hub's events are typed by HubEvents; the socket delivers them untyped.
  const listener = handler as (payload: unknown) => void;
  let forEvent = listeners.get(event);
  if (!forEvent) listeners.set(event, (forEvent = new Set()));
  forEvent.add(listener);
  return () => {
    forEvent.delete(listener);
  };
}
