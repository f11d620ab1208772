import { io, type Socket } from 'socket.io-client';
import { OUTGOING_CALL_HUB, type CallStatusUpdate } from '@portal/contracts/care-on-demand/telehealth';
import { HUB_PATH } from '@portal/contracts/platform/hub';
import { currentAccessToken } from '../../../lib/api.ts';

/**
 * The outgoing-call hub client (shell spec §7 Live hubs, /telehealthOutgoingCallHub): subscribes to one appointment and
 * hands every CallStatusUpdated to the window. The session's token is read at every (re)connection; connection errors
 * are only logged (spec). Returns the function that unsubscribes and closes the connection.
 */
export function subscribeToOutgoingCalls(
  appointmentId: number,
  onUpdate: (update: CallStatusUpdate) => void,
): () => void {
  const socket: Socket = io(OUTGOING_CALL_HUB.namespace, {
    path: HUB_PATH,
    transports: ['websocket', 'polling'],
    auth: (callback) => callback({ token: currentAccessToken() ?? '' }),
  });
  const subscribe = () => {
    socket.emit(OUTGOING_CALL_HUB.subscribe, appointmentId);
  };
  socket.on('connect', subscribe);
  socket.on('connect_error', (error) => console.warn('Outgoing call hub connection error', error.message));
  socket.on(OUTGOING_CALL_HUB.callStatusUpdated, (update: CallStatusUpdate) => {
    if (update.appointmentId === appointmentId) onUpdate(update);
  });
  return () => {
    if (socket.connected) socket.emit(OUTGOING_CALL_HUB.unsubscribe, appointmentId);
    socket.disconnect();
  };
}
