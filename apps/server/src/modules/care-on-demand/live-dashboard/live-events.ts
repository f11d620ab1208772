import {
  VIRTUAL_VISITS_CHANGED,
  type VirtualVisitsChanged,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { can } from '../../../platform/access/current-user.ts';
import type { SocketData } from '../../../platform/hubs/notification-hub.ts';
import { liveHub, registerHubSetup } from '../../../platform/hubs/hub-namespaces.ts';

/**
 * The Live Dashboard's live part: every hub connection of a user who may read the Live Dashboard joins one room, and
 * each change of a visit's status (scheduled, rescheduled, cancelled, taken, a member waiting, a visit started or
 * ended) is told to that room as VirtualVisitsChanged, on every server instance (the hub's PostgreSQL adapter).
 */
export const LIVE_DASHBOARD_ROOM = 'care-on-demand-live';

registerHubSetup('care-on-demand-live', (io) => {
  io.on('connection', (socket) => {
    const data = socket.data as Partial<SocketData>;
    if (data.currentUser && can(data.currentUser, MODULE_IDS.careOnDemandLive, 'read'))
      void socket.join(LIVE_DASHBOARD_ROOM);
  });
});

/** Tells the Live Dashboard's users that a visit's status changed; nothing without a running hub (API tests). */
export function notifyVisitsChanged(change: VirtualVisitsChanged): void {
  liveHub()?.to(LIVE_DASHBOARD_ROOM).emit(VIRTUAL_VISITS_CHANGED, change);
}
