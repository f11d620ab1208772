import type { Server } from 'socket.io';
import { TELEPHONY_HUB_EVENT, type TelephonyCall } from '@portal/contracts/platform/telephony';

/**
 * Brings a call routed to an agent to the agent's open browser tabs, on whichever server instance they are connected
 * to: the live hub's room of the user (notification-hub.ts joins every socket to `user:<id>`), across instances through
 * the socket.io PostgreSQL adapter. A real CTI adapter hands its inbound calls here; the simulator does the same for
 * calls a tester triggers through the API. Without a hub (API tests) nothing is delivered and the caller is told so.
 */
let hub: Server | undefined;

export function connectCallDelivery(io: Server | undefined): void {
  hub = io;
}

export function deliverInboundCall(userId: number, call: TelephonyCall): boolean {
  if (!hub) return false;
  hub.to(`user:${userId}`).emit(TELEPHONY_HUB_EVENT, call);
  return true;
}
