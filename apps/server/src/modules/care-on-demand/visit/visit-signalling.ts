import type { FastifyInstance } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import { visitControlSchema, visitSignalSchema } from '@portal/contracts/care-on-demand/visit-signalling';
import {
  MAX_VISIT_PARTICIPANTS,
  VIRTUAL_CARE_MESSAGES,
  VISIT_SIGNAL_HUB,
} from '@portal/contracts/care-on-demand/telehealth';
import { loggableError } from '../../../platform/errors/errors.ts';
import { registerHubSetup } from '../../../platform/hubs/hub-namespaces.ts';
import type { Db } from '../../../platform/db/client.ts';
import { resolveVisitToken, type VisitLinkHolder } from './visit-links.ts';
import { insertVisitEvent, markVisitState } from './visit.repository.ts';
import { notifyVisitsChanged } from '../live-dashboard/live-events.ts';

/**
 * Visit signalling (shell spec §2.8; ARCHITECTURE: browser WebRTC, no media through the server): a socket.io namespace on
 * the portal's hub that relays WebRTC offers, answers and ICE candidates between a visit's participants, across server
 * instances through the hub's PostgreSQL adapter. Each socket is admitted by a visit token (visit-links.ts) and joins
 * the visit's room and a room of its own identity; a newcomer is told who is there and offers to each of them (a mesh
 * of at most four). Only signalling passes here: audio and video flow peer to peer or through the configured TURN relay.
 */
export interface Participant {
  identity: string;
  displayName: string;
  role: VisitLinkHolder['role'];
  /** The socket, so a late 'left' of a replaced connection is not mistaken for the rejoined participant's. */
  socketId: string;
}

interface VisitSocketData {
  visit: VisitLinkHolder;
}

const visitRoom = (appointmentId: number) => `visit:${appointmentId}`;
const identityRoom = (appointmentId: number, identity: string) => `visit:${appointmentId}:${identity}`;

const participantOf = (socket: { id: string; data: VisitSocketData }): Participant => ({
  identity: socket.data.visit.connectionId,
  displayName: socket.data.visit.displayName,
  role: socket.data.visit.role,
  socketId: socket.id,
});

const JOIN_EVENTS: Record<VisitLinkHolder['role'], string> = {
  provider: 'ProviderJoined',
  member: 'MemberJoined',
  attendee: 'AttendeeJoined',
};

function setUpVisitSignalling(io: Server, app: FastifyInstance): void {
  const db: Db = app.ctx.database.db;
  const visits: Namespace = io.of(VISIT_SIGNAL_HUB.namespace);

  visits.use((socket, next) => {
    const token = (socket.handshake.auth as { visitToken?: unknown } | undefined)?.visitToken;
    if (typeof token !== 'string') {
      next(new Error(VIRTUAL_CARE_MESSAGES.linkInvalid));
      return;
    }
    resolveVisitToken(db, token)
      .then((holder) => {
        if (!holder) throw new Error(VIRTUAL_CARE_MESSAGES.linkInvalid);
        (socket.data as VisitSocketData).visit = holder;
        next();
      })
      .catch((error: unknown) =>
        next(new Error(error instanceof Error ? error.message : VIRTUAL_CARE_MESSAGES.linkInvalid)),
      );
  });

  const record = (visit: VisitLinkHolder, visitEvent: string) =>
    insertVisitEvent(db, {
      appointmentId: visit.appointmentId,
      memberId: visit.memberId,
      visitEvent,
      moduleType: 'CareOnDemand',
      actor: visit.role === 'provider' ? visit.providerName : `${visit.role}: ${visit.displayName}`,
    });

  visits.on('connection', (rawSocket: Socket) => {
    const socket = rawSocket as Socket & { data: VisitSocketData };
    const visit: VisitLinkHolder = (socket.data as VisitSocketData).visit;
    const me = participantOf(socket);
    const room = visitRoom(visit.appointmentId);
    let admitted = false;
    join().catch((error: unknown) => {
      app.log.warn({ err: loggableError(error) }, 'visit join failed');
      socket.disconnect(true);
    });

    async function join(): Promise<void> {
      // Join first, then look: of two participants arriving together, at least one sees the other (the window's
      // glare rule settles the case where both do and both offer).
      const mine = identityRoom(visit.appointmentId, me.identity);
      await socket.join([room, mine]);
      const present = (await visits.in(room).fetchSockets()).map((other) =>
        participantOf(other as unknown as { id: string; data: VisitSocketData }),
      );
      const others = present.filter((other) => other.identity !== me.identity);
      if (new Set(others.map((other) => other.identity)).size >= MAX_VISIT_PARTICIPANTS) {
        socket.emit(VISIT_SIGNAL_HUB.refused, { message: VIRTUAL_CARE_MESSAGES.roomFull });
        socket.disconnect(true);
        return;
      }
      // A rejoin after a dropped connection replaces the identity's earlier socket.
      if (present.length - others.length > 1) visits.in(mine).except(socket.id).disconnectSockets(true);
      admitted = true;
      // The visit's state is written before anyone is told, so what the room says is already in the record.
      await record(visit, JOIN_EVENTS[visit.role]);
      const status =
        visit.role === 'attendee'
          ? undefined
          : await markVisitState(
              db,
              visit.appointmentId,
              visit.role === 'provider' ? 'providerJoined' : 'memberJoined',
            );
      if (status) notifyVisitsChanged({ appointmentId: visit.appointmentId, status });
      socket.emit(VISIT_SIGNAL_HUB.participants, { participants: others, you: me });
      socket.to(room).emit(VISIT_SIGNAL_HUB.participantJoined, me);
    }

    socket.on(VISIT_SIGNAL_HUB.signal, (raw: unknown) => {
      const parsed = visitSignalSchema.safeParse(raw);
      if (!parsed.success) return;
      visits
        .to(identityRoom(visit.appointmentId, parsed.data.to))
        .emit(VISIT_SIGNAL_HUB.signal, { from: me.identity, fromSocketId: socket.id, data: parsed.data.data });
    });

    // The provider mutes, unmutes or removes another participant (shell spec §2.8).
    socket.on(VISIT_SIGNAL_HUB.control, (raw: unknown) => {
      const parsed = visitControlSchema.safeParse(raw);
      if (!parsed.success || visit.role !== 'provider') return;
      const target = identityRoom(visit.appointmentId, parsed.data.to);
      visits.to(target).emit(VISIT_SIGNAL_HUB.control, { action: parsed.data.action });
      if (parsed.data.action === 'remove') visits.in(target).disconnectSockets(true);
    });

    socket.on('disconnect', () => {
      if (!admitted) return;
      visits.to(room).emit(VISIT_SIGNAL_HUB.participantLeft, me);
      record(visit, 'ParticipantLeft').catch((error: unknown) =>
        app.log.warn({ err: loggableError(error) }, 'visit event not recorded'),
      );
    });
  });
}

registerHubSetup('visit-signalling', setUpVisitSignalling);
