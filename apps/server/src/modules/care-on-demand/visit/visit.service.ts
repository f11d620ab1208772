import {
  VIDEO_CONSTRAINTS,
  VIRTUAL_CARE_MESSAGES,
  VISIT_SIGNAL_HUB,
  type TelehealthAppointment,
  type VisitEvent,
  type VisitJoinInfo,
  type VisitToken,
  type VirtualCareModule,
  type VirtualCareUserFlags,
} from '@portal/contracts/care-on-demand/telehealth';
import { isClosedAppointment } from '@portal/contracts/care-on-demand/virtual-care-constants';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { can, type CurrentUser } from '../../../platform/access/current-user.ts';
import { providerOfUser } from '../../panel-admin/panel-admin.service.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/client.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors/errors.ts';
import { liveHub } from '../../../platform/hubs/hub-namespaces.ts';
import { iceServers } from '../admin/ice-servers.service.ts';
import { notifyVisitsChanged } from '../live-dashboard/live-events.ts';
import { createVisitLink, resolveVisitToken, type VisitLinkHolder, type VisitRole } from './visit-links.ts';
import { findTelehealthAppointment, insertVisitEvent, listVisitEvents, markVisitState } from './visit.repository.ts';

const CARE_ON_DEMAND = MODULE_IDS.careOnDemand;

/** GET api/{module}/GetUserFlags: the user's virtual-care abilities and the provider they are. */
export async function userFlags(db: Db, user: CurrentUser): Promise<VirtualCareUserFlags> {
  const provider = await providerOfUser(db, user.id);
  return {
    canRunVisits: can(user, CARE_ON_DEMAND, 'write'),
    seesAllVisits: can(user, CARE_ON_DEMAND, 'admin'),
    canAdminister: can(user, MODULE_IDS.careOnDemandAdmin, 'admin'),
    provider: provider ? { npi: provider.npi, name: provider.name } : null,
  };
}

/** A provider's name as participants see it: the 'Virtual Provider - ' prefix stripped (shell spec §9). */
export const visitDisplayName = (name: string): string =>
  name.startsWith(VIDEO_CONSTRAINTS.providerPrefix) ? name.slice(VIDEO_CONSTRAINTS.providerPrefix.length) : name;

/**
 * The appointment a staff user works on: theirs (the visit's provider), or any with Care on Demand admin. 404 for an
 * unknown one, 403 for another provider's, and the member id given must be the appointment's (400 otherwise).
 */
export async function appointmentForStaff(
  db: Db,
  actor: Actor,
  appointmentId: number,
  memberId?: string,
): Promise<TelehealthAppointment & { providerUserId: number }> {
  const appointment = await findTelehealthAppointment(db, appointmentId);
  if (!appointment) throw notFound(VIRTUAL_CARE_MESSAGES.appointmentNotFound);
  if (appointment.providerUserId !== actor.user.id && !can(actor.user, CARE_ON_DEMAND, 'admin')) throw forbidden();
  if (memberId !== undefined && memberId !== appointment.memberId)
    throw badRequest(VIRTUAL_CARE_MESSAGES.appointmentNotFound);
  return appointment;
}

async function visitToken(db: Db, holder: Omit<VisitLinkHolder, 'linkId'> | VisitLinkHolder, token: string) {
  return {
    token,
    identity: holder.connectionId,
    displayName: holder.displayName,
    role: holder.role,
    appointmentId: holder.appointmentId,
    expiresAt: holder.expiresAt,
    iceServers: await iceServers(db),
  } satisfies VisitToken;
}

/** AppointmentToken: the provider's admission to the visit's room, as the visit's provider identity. */
export async function appointmentToken(
  db: Db,
  actor: Actor,
  module: VirtualCareModule,
  query: { appointmentId: number; memberId: string; connectionId: string },
): Promise<VisitToken> {
  const appointment = await appointmentForStaff(db, actor, query.appointmentId, query.memberId);
  if (isClosedAppointment(appointment.status)) throw badRequest(VIRTUAL_CARE_MESSAGES.appointmentClosed);
  if (query.connectionId !== appointment.providerConnectionId)
    throw badRequest('The connection id is not the provider connection of this appointment.');
  const displayName = visitDisplayName(actor.user.name);
  const link = await db.transaction(async (tx) => {
    const created = await createVisitLink(tx, {
      appointmentId: appointment.id,
      connectionId: appointment.providerConnectionId,
      displayName,
      role: 'provider',
    });
    await recordAudit(tx, actor, {
      eventType: 'VisitTokenIssued',
      itemId: appointment.id,
      moduleId: CARE_ON_DEMAND,
      details: { memberId: appointment.memberId, module, role: 'provider' },
    });
    return created;
  });
  return visitToken(
    db,
    {
      ...appointmentHolder(appointment),
      connectionId: appointment.providerConnectionId,
      displayName,
      role: 'provider',
      expiresAt: link.expiresAt,
    },
    link.token,
  );
}

const appointmentHolder = (appointment: TelehealthAppointment) => ({
  appointmentId: appointment.id,
  memberId: appointment.memberId,
  providerName: appointment.providerName,
  appointmentType: appointment.type,
  startTimeUtc: appointment.startTimeUTC,
  status: appointment.status,
});

/** TelehealthLink / TranslatorLink: a join link for the member (or an interpreter, as an attendee identity). */
export async function visitLinkFor(
  db: Db,
  actor: Actor,
  query: { appointmentId: number; memberId: string },
  who: 'member' | 'interpreter',
): Promise<{ url: string; expiresAt: string }> {
  const appointment = await appointmentForStaff(db, actor, query.appointmentId, query.memberId);
  if (isClosedAppointment(appointment.status)) throw badRequest(VIRTUAL_CARE_MESSAGES.appointmentClosed);
  const role: VisitRole = who === 'member' ? 'member' : 'attendee';
  const firstName = appointment.memberFullName.split(' ')[0] ?? '';
  return db.transaction(async (tx) => {
    const link = await createVisitLink(tx, {
      appointmentId: appointment.id,
      connectionId: who === 'member' ? appointment.memberConnectionId : `interpreter-${appointment.id}`,
      displayName: who === 'member' ? firstName || 'Member' : 'Interpreter',
      role,
    });
    await recordAudit(tx, actor, {
      eventType: 'VisitLinkIssued',
      itemId: appointment.id,
      moduleId: CARE_ON_DEMAND,
      details: { memberId: appointment.memberId, role: who },
    });
    return { url: link.url, expiresAt: link.expiresAt };
  });
}

/** CreateVideoRoom: the visit's room, named by the appointment ('appointment-<id>'); item2 carries the error text. */
export async function createVideoRoom(
  db: Db,
  actor: Actor,
  query: { roomName: string; memberId: string },
): Promise<{ item1: { unique_name: string; url: string } | null; item2: string | null }> {
  const id = /^appointment-(\d{1,9})$/.exec(query.roomName)?.[1];
  if (!id) return { item1: null, item2: 'The room name must be appointment-<appointment id>.' };
  const appointment = await appointmentForStaff(db, actor, Number(id), query.memberId);
  if (isClosedAppointment(appointment.status)) return { item1: null, item2: VIRTUAL_CARE_MESSAGES.appointmentClosed };
  return { item1: { unique_name: query.roomName, url: VISIT_SIGNAL_HUB.namespace }, item2: null };
}

/**
 * TrackVisitEvent: records a visit event the window reports, audited. The provider's disconnect ends the visit: the
 * appointment is completed, everyone in the room is told, and their pages leave.
 */
export async function trackVisitEvent(
  db: Db,
  actor: Actor,
  body: { memberId: string; appointmentId: number; visitEvent: VisitEvent; telehealthModuleType: VirtualCareModule },
): Promise<void> {
  const appointment = await appointmentForStaff(db, actor, body.appointmentId, body.memberId);
  const ended = await db.transaction(async (tx) => {
    await insertVisitEvent(tx, {
      appointmentId: appointment.id,
      memberId: appointment.memberId,
      visitEvent: body.visitEvent,
      moduleType: body.telehealthModuleType,
      actor: actor.user.username,
    });
    const status =
      body.visitEvent === 'ProviderDisconnected'
        ? await markVisitState(tx, appointment.id, 'providerDisconnected')
        : undefined;
    await recordAudit(tx, actor, {
      eventType: `Visit${body.visitEvent}`,
      itemId: appointment.id,
      moduleId: CARE_ON_DEMAND,
      details: { memberId: appointment.memberId, module: body.telehealthModuleType },
    });
    return status;
  });
  if (ended) notifyVisitsChanged({ appointmentId: appointment.id, status: ended });
  if (body.visitEvent === 'ProviderDisconnected') {
    // Each participant's page leaves on this; the ended visit's links admit no one again, so nobody can come back.
    liveHub()?.of(VISIT_SIGNAL_HUB.namespace).to(`visit:${appointment.id}`).emit(VISIT_SIGNAL_HUB.ended, {});
  }
}

export async function visitEventsOf(db: Db, actor: Actor, appointmentId: number) {
  const appointment = await appointmentForStaff(db, actor, appointmentId);
  return { items: await listVisitEvents(db, appointment.id) };
}

/** What a link holder sees before joining: the visit, the provider and the name they join as; nothing else. */
export async function joinInfo(db: Db, token: string): Promise<VisitJoinInfo> {
  const holder = await resolveVisitToken(db, token);
  if (!holder) throw notFound(VIRTUAL_CARE_MESSAGES.linkInvalid);
  return {
    appointmentId: holder.appointmentId,
    displayName: holder.displayName,
    providerName: visitDisplayName(holder.providerName),
    type: holder.appointmentType,
    startTimeUTC: holder.startTimeUtc,
    status: holder.status,
  };
}

/** A link holder's admission: the same token, with the ICE servers, for the join page's peer connections. */
export async function joinToken(db: Db, token: string): Promise<VisitToken> {
  const holder = await resolveVisitToken(db, token);
  if (!holder) throw notFound(VIRTUAL_CARE_MESSAGES.linkInvalid);
  return visitToken(db, holder, token);
}
