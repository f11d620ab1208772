import type { Socket } from 'socket.io';
import { outgoingCallSubscriptionSchema } from '@portal/contracts/care-on-demand/attendees';
import { OUTGOING_CALL_HUB, type CallStatusUpdate } from '@portal/contracts/care-on-demand/telehealth';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { can } from '../../../platform/access/current-user.ts';
import { liveHub, registerHubSetup } from '../../../platform/hubs/hub-namespaces.ts';
import { staffSocketAuth, type SocketData } from '../../../platform/hubs/notification-hub.ts';
import { HttpError } from '../../../platform/errors/errors.ts';
import { appointmentForStaff } from '../visit/visit.service.ts';

/**
 * The outgoing-call hub (shell spec §7 Live hubs, /telehealthOutgoingCallHub): the visit window subscribes to its
 * appointment and hears CallStatusUpdated for every outbound call to an attendee, whichever server instance placed the
 * call or received the carrier's report (events cross instances through the hub's PostgreSQL adapter). Staff with Care
 * on Demand only; a subscription admits to one appointment's room and tells nothing else.
 */
export const appointmentRoom = (appointmentId: number) => `appointment:${appointmentId}`;

type Ack = (response: { ok: boolean; message?: string }) => void;

function onMethod(socket: Socket, name: string, run: (appointmentId: number) => Promise<void>): void {
  socket.on(name, (...args: unknown[]) => {
    const ack = args.find((arg): arg is Ack => typeof arg === 'function');
    const parsed = outgoingCallSubscriptionSchema.safeParse(args.find((arg) => typeof arg !== 'function'));
    if (!parsed.success) {
      ack?.({ ok: false, message: 'An appointment id is required.' });
      return;
    }
    run(parsed.data).then(
      () => ack?.({ ok: true }),
      (error: unknown) =>
        ack?.({ ok: false, message: error instanceof HttpError ? error.message : MESSAGES.unexpected }),
    );
  });
}

registerHubSetup('telehealth-outgoing-call', (io, app) => {
  const hub = io.of(OUTGOING_CALL_HUB.namespace);
  hub.use(staffSocketAuth(app));
  hub.use((socket, next) => {
    const { currentUser } = socket.data as SocketData;
    if (can(currentUser, MODULE_IDS.careOnDemand, 'read')) next();
    else next(new Error(MESSAGES.forbidden));
  });
  hub.on('connection', (socket) => {
    const actor = { user: (socket.data as SocketData).currentUser, clientIp: socket.handshake.address };
    // Only the visit's provider (or a Care on Demand admin) hears its calls.
    onMethod(socket, OUTGOING_CALL_HUB.subscribe, async (id) => {
      await appointmentForStaff(app.ctx.database.db, actor, id);
      await socket.join(appointmentRoom(id));
    });
    onMethod(socket, OUTGOING_CALL_HUB.unsubscribe, async (id) => socket.leave(appointmentRoom(id)));
  });
});

/** Tells the appointment's subscribers a call's new status (nothing when no hub runs, as in API tests). */
export function emitCallStatus(update: CallStatusUpdate): void {
  liveHub()
    ?.of(OUTGOING_CALL_HUB.namespace)
    .to(appointmentRoom(update.appointmentId))
    .emit(OUTGOING_CALL_HUB.callStatusUpdated, update);
}
