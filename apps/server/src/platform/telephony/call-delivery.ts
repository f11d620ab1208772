import type { Server } from 'socket.io';
import { TELEPHONY_HUB_EVENT, type TelephonyCall } from '@portal/contracts/platform/telephony';
import { userRoom } from '../hubs/hub-rooms.ts';

/**
 * Brings a call routed to an agent to the agent's open browser tabs, on whichever server instance they are connected
 * to: the live hub's room of the user (notification-hub.ts joins every socket to `user:<id>`), across instances through
 * the socket.io PostgreSQL adapter. A real CTI adapter hands its inbound calls here; the simulator does the same for
 * calls a tester triggers through the API. The answer says whether any tab of the agent was connected to take it: without
 * a hub (API tests) or with no tab open, nothing is delivered and the caller is told so.
 */
let hub: Server | undefined;

export function connectCallDelivery(io: Server | undefined): void {
  hub = io;
}

export async function deliverInboundCall(userId: number, call: TelephonyCall): Promise<boolean> {
  if (!hub) return false;
  const room = userRoom(userId);
  const tabs = await hub.in(room).fetchSockets();
  if (tabs.length === 0) return false;
  hub.to(room).emit(TELEPHONY_HUB_EVENT, call);
  return true;
}
