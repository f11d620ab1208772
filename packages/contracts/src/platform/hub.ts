import type { HubConnection } from './hub-schemas.ts';

/**
 * The notification hub (shell spec §7 Live hubs): socket.io at /socket.io, methods called with acknowledgements
 * (socket.emitWithAck(method, payload)) and events pushed by the server.
 */
export const HUB_PATH = '/socket.io';

export const HUB_METHODS = {
  getConnections: 'GetConnections',
  saveConnection: 'SaveConnectionAsync',
  freeConnection: 'FreeConnectionAsync',
  getProvidersOnThisMember: 'GetProvidersOnThisMember',
} as const;

export const HUB_EVENTS = { notification: 'Notification', message: 'Message' } as const;

/** The hub's message when the member is already open by another user (shell spec §2.3, §8). */
export const HUB_OCCUPIED = 'Occupied';

export const HUB_MESSAGES = {
  memberRequired: 'Member id is required',
  tabRequired: 'Tab id is required',
  invalidPayload: 'The hub request is not valid.',
} as const;

/** Acknowledgement of every hub method: ok with data, or not ok with a message. */
export type HubAck<T> = ({ ok: true } & T) | { ok: false; message: string };

export interface SaveConnectionResult {
  /** True when another user already has this member open (the caller also receives Message 'Occupied'). */
  occupied: boolean;
  others: HubConnection[];
}

/** Hub notification (shell spec §3): another user opened (add) or closed (remove) a member you have open. */
export interface HubNotification {
  message: string;
  memberId: string;
  addOrRemove: 'add' | 'remove';
  triggerAddOrRemove: boolean;
  providerName: string;
}

/** Hub message (shell spec §3): 'Occupied' to the user who opened a member someone else has open. */
export interface HubMessage {
  message: string;
  member: string;
  status: string;
  tabId: string;
}
