import { randomUUID } from 'node:crypto';
import {
  CALLING_STATUSES,
  VIRTUAL_CARE_MESSAGES as M,
  type OptionalAttendee,
  type TelehealthAppointment,
  type VirtualCareModule,
  type VisitEvent,
} from '@portal/contracts/care-on-demand/telehealth';
import type { MemberTextKind } from '@portal/contracts/care-on-demand/appointments';
import { VISIT_TEXTS, isClosedAppointment } from '@portal/contracts/care-on-demand/virtual-care-constants';
import { formatLosAngelesTime } from '@portal/contracts/platform/rules/dates';
import {
  ATTENDEE_MESSAGES,
  type AddVisitAttendeeBody,
  type MuteAttendee,
  type RemoveAttendee,
} from '@portal/contracts/care-on-demand/attendees';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { badRequest, conflict, HttpError } from '../../../platform/errors/errors.ts';
import type { TelehealthPhoneProvider } from '../../../platform/integrations/telehealth-phone.ts';
import { createVisitLink } from '../visit/visit-links.ts';
import { insertVisitEvent } from '../visit/visit.repository.ts';
import { appointmentForStaff, visitDisplayName, visitLinkFor } from '../visit/visit.service.ts';
import * as repository from './attendees.repository.ts';
import { applyCallStatus } from './call-status.service.ts';
import { emitCallStatus } from './outgoing-call-hub.ts';

/**
 * The visit's optional attendees (shell spec §2.8): the provider adds, mutes and removes them, calls them through the
 * phone provider, texts or re-sends them the visit's join link, and hangs up. Every change is audited in its
 * transaction; the calls, texts and hang-ups are visit events too. Nothing sent by phone or text names the member.
 */
const CARE_ON_DEMAND = MODULE_IDS.careOnDemand;
const LIVE_CALL = new Set<string>(CALLING_STATUSES);

type Appointment = TelehealthAppointment & { providerUserId: number };

/** Provider failures (the carrier refused or is down): the spec's message, as a bad gateway. */
const providerFailure = (message: string) => new HttpError(502, message);
const lastFour = (phone: string) => phone.slice(-4);

function openAppointment(appointment: Appointment): Appointment {
  if (isClosedAppointment(appointment.status)) throw badRequest(M.appointmentClosed);
  return appointment;
}

function attendeeIn(appointment: Appointment, connectionId: string): OptionalAttendee {
  const attendee = appointment.optionalAttendees.find((entry) => entry.connectionId === connectionId);
  if (!attendee) throw badRequest(ATTENDEE_MESSAGES.attendeeNotFound);
  return attendee;
}

/**
 * The attendee to change at a version: one removed meanwhile is a stale read (409, reload), one never on the visit a
 * bad request.
 */
async function attendeeToChange(db: Db, appointment: Appointment, connectionId: string) {
  const row = await repository.findAttendee(db, appointment.id, connectionId);
  if (!row) throw badRequest(ATTENDEE_MESSAGES.attendeeNotFound);
  if (row.removedAt) throw conflict();
  return attendeeIn(appointment, connectionId);
}

/** The attendee as the visit window shows it (with isCalling), after a change. */
async function attendeeAfter(db: Db, actor: Actor, appointmentId: number, connectionId: string) {
  return attendeeIn(await appointmentForStaff(db, actor, appointmentId), connectionId);
}

async function recordVisitAction(
  tx: DbOrTx,
  actor: Actor,
  appointment: Appointment,
  module: VirtualCareModule,
  action: { eventType: string; visitEvent?: VisitEvent; details: Record<string, unknown> },
): Promise<void> {
  if (action.visitEvent)
    await insertVisitEvent(tx, {
      appointmentId: appointment.id,
      memberId: appointment.memberId,
      visitEvent: action.visitEvent,
      moduleType: module,
      actor: actor.user.username,
      detail: typeof action.details.attendee === 'string' ? action.details.attendee : undefined,
    });
  await recordAudit(tx, actor, {
    eventType: action.eventType,
    itemId: appointment.id,
    moduleId: CARE_ON_DEMAND,
    details: { memberId: appointment.memberId, module, ...action.details },
  });
}

export async function listAttendees(db: Db, actor: Actor, query: { appointmentId: number; memberId: string }) {
  const appointment = await appointmentForStaff(db, actor, query.appointmentId, query.memberId);
  return { items: appointment.optionalAttendees };
}

/** Adds an optional attendee with a new room identity (connection id). */
export async function addAttendee(
  db: Db,
  actor: Actor,
  module: VirtualCareModule,
  body: AddVisitAttendeeBody,
): Promise<OptionalAttendee> {
  const appointment = openAppointment(await appointmentForStaff(db, actor, body.appointmentId, body.memberId));
  const connectionId = `attendee-${randomUUID()}`;
  await db.transaction(async (tx) => {
    const row = await repository.insertAttendee(tx, {
      appointmentId: appointment.id,
      fullName: body.fullName,
      phone: body.phone,
      relationship: body.relationship || null,
      connectionId,
      createdBy: actor.user.username,
    });
    await recordVisitAction(tx, actor, appointment, module, {
      eventType: 'VisitAttendeeAdded',
      details: {
        after: { fullName: row.fullName, relationship: row.relationship, phone: lastFour(row.phone), connectionId },
      },
    });
  });
  return attendeeAfter(db, actor, appointment.id, connectionId);
}

/** Removes an attendee at the version read (a soft delete); a call still ringing or connected is hung up. */
export async function removeAttendee(
  db: Db,
  actor: Actor,
  module: VirtualCareModule,
  phone: TelehealthPhoneProvider,
  body: RemoveAttendee,
): Promise<{ items: OptionalAttendee[] }> {
  const appointment = await appointmentForStaff(db, actor, body.appointmentId);
  const attendee = await attendeeToChange(db, appointment, body.connectionId);
  await db.transaction(async (tx) => {
    await repository.setAttendeeAtVersion(tx, attendee.id, body.version, { removedAt: new Date() });
    await recordVisitAction(tx, actor, appointment, module, {
      eventType: 'VisitAttendeeRemoved',
      details: { before: { fullName: attendee.fullName, connectionId: attendee.connectionId }, after: null },
    });
  });
  if (attendee.callSid && attendee.callStatus && LIVE_CALL.has(attendee.callStatus)) {
    // Best effort: the attendee is gone from the visit whether or not the carrier confirms the hang-up.
    const result = await phone.hangUp(attendee.callSid).catch(() => 'failed' as const);
    if (result === 'hungUp')
      await applyCallStatus(db, { callSid: attendee.callSid, status: 'completed', at: new Date() });
  }
  return { items: (await appointmentForStaff(db, actor, appointment.id)).optionalAttendees };
}

/** Mutes or unmutes an attendee at the version read (the visit window applies it in the room). */
export async function muteAttendee(
  db: Db,
  actor: Actor,
  module: VirtualCareModule,
  body: MuteAttendee,
): Promise<OptionalAttendee> {
  const appointment = await appointmentForStaff(db, actor, body.appointmentId);
  const attendee = await attendeeToChange(db, appointment, body.connectionId);
  await db.transaction(async (tx) => {
    await repository.setAttendeeAtVersion(tx, attendee.id, body.version, { muted: body.muted });
    await recordVisitAction(tx, actor, appointment, module, {
      eventType: body.muted ? 'VisitAttendeeMuted' : 'VisitAttendeeUnmuted',
      details: { attendee: attendee.fullName, before: { muted: attendee.muted }, after: { muted: body.muted } },
    });
  });
  return attendeeAfter(db, actor, appointment.id, attendee.connectionId);
}

/** PlaceOutboundCall: rings the attendee's phone; the provider reports the call's progress (CallStatusUpdated). */
export async function placeOutboundCall(
  db: Db,
  actor: Actor,
  module: VirtualCareModule,
  phone: TelehealthPhoneProvider,
  query: { appointmentId: number; memberId: string; connectionId: string },
): Promise<OptionalAttendee> {
  const appointment = openAppointment(await appointmentForStaff(db, actor, query.appointmentId, query.memberId));
  const attendee = attendeeIn(appointment, query.connectionId);
  if (!/^\d{10}$/.test(attendee.phone)) throw badRequest(M.invalidPhone);
  // Spec §8: a call the carrier will not place is "Invalid phone number".
  const call = await phone.placeCall({ to: attendee.phone, appointmentId: appointment.id }).catch(() => {
    throw badRequest(M.invalidPhone);
  });
  const at = new Date();
  await db.transaction(async (tx) => {
    await repository.startCall(tx, attendee.id, call.callSid);
    await recordVisitAction(tx, actor, appointment, module, {
      eventType: 'VisitAttendeeCalled',
      visitEvent: 'AttendeeCalled',
      details: { attendee: attendee.fullName, phone: lastFour(attendee.phone), callSid: call.callSid },
    });
  });
  emitCallStatus({
    appointmentId: appointment.id,
    connectionId: attendee.connectionId,
    callSid: call.callSid,
    callStatus: call.status,
    at: at.toISOString(),
  });
  return attendeeAfter(db, actor, appointment.id, attendee.connectionId);
}

/** HangUpOutboundCall: ends a live call to an attendee. */
export async function hangUpOutboundCall(
  db: Db,
  actor: Actor,
  module: VirtualCareModule,
  phone: TelehealthPhoneProvider,
  callSid: string,
): Promise<{ message: string }> {
  const attendee = callSid === '' ? undefined : await repository.attendeeByCallSid(db, callSid);
  if (!attendee?.callStatus || !LIVE_CALL.has(attendee.callStatus)) throw badRequest(M.noActiveCall);
  const appointment = await appointmentForStaff(db, actor, attendee.appointmentId);
  const result = await phone.hangUp(callSid).catch(() => {
    throw providerFailure(M.hangUpFailed);
  });
  if (result === 'noActiveCall') throw badRequest(M.noActiveCall);
  await db.transaction(async (tx) =>
    recordVisitAction(tx, actor, appointment, module, {
      eventType: 'VisitAttendeeHungUp',
      visitEvent: 'AttendeeHungUp',
      details: { attendee: attendee.fullName, callSid, before: { callStatus: attendee.callStatus } },
    }),
  );
  await applyCallStatus(db, { callSid, status: 'completed', at: new Date() });
  return { message: M.hungUp };
}

export interface InviteTarget {
  appointmentId: number;
  memberId: string;
  connectionId: string;
  /** ResendInvite's isPatient: the member's invite, whatever the connection id says. */
  isPatient?: boolean;
  /** The number to text; undefined: the number on record (the member's or the attendee's). */
  receiverNumber?: string | undefined;
}

/** What the text tells: an invite (SendSMS, ResendInvite), or the visit scheduled, moved or cancelled (the member's). */
export type InviteText = 'invite' | MemberTextKind;

export interface InviteKind {
  visitEvent: 'SmsInviteSent' | 'InviteResent' | 'CancellationTexted';
  /** The message when the carrier refuses (the spec's, for SendSMS and ResendInvite). */
  failure: string;
  /** The message when there is no 10-digit number to text; `failure` when not given. */
  invalidNumber?: string;
  text?: InviteText;
}

function textBody(text: InviteText, appointment: Appointment, link: string): string {
  const provider = visitDisplayName(appointment.providerName);
  const when = formatLosAngelesTime(appointment.startTimeUTC);
  switch (text) {
    case 'invite':
      return VISIT_TEXTS.invite(provider, link);
    case 'scheduled':
      return VISIT_TEXTS.scheduled(provider, when, link);
    case 'rescheduled':
      return VISIT_TEXTS.rescheduled(provider, when, link);
    case 'cancelled':
      return VISIT_TEXTS.cancelled(provider, when);
  }
}

/** A new join link for the member (visitLinkFor) or an attendee, audited as VisitLinkIssued. */
async function issueInviteLink(
  db: Db,
  actor: Actor,
  module: VirtualCareModule,
  appointment: Appointment,
  attendee: OptionalAttendee | undefined,
) {
  if (!attendee)
    return visitLinkFor(db, actor, { appointmentId: appointment.id, memberId: appointment.memberId }, 'member');
  return db.transaction(async (tx) => {
    const created = await createVisitLink(tx, {
      appointmentId: appointment.id,
      connectionId: attendee.connectionId,
      displayName: attendee.fullName,
      role: 'attendee',
    });
    await recordVisitAction(tx, actor, appointment, module, {
      eventType: 'VisitLinkIssued',
      details: { role: 'attendee', attendee: attendee.fullName },
    });
    return created;
  });
}

/**
 * The one way a visit's text goes out: to the member (their connection id) or an attendee, through the phone provider,
 * recorded as a visit event and audited. An invite, or the member's notice of a visit scheduled or moved, holds the
 * provider's name, the time on the plan's clock and a new join link for that identity; a cancellation notice holds no
 * link (and is the only text sent for a closed visit). Nothing names the member or the reason for the visit.
 */
export async function sendInvite(
  db: Db,
  actor: Actor,
  module: VirtualCareModule,
  context: { phone: TelehealthPhoneProvider; publicUrl: string },
  target: InviteTarget,
  kind: InviteKind,
): Promise<void> {
  const text = kind.text ?? 'invite';
  const found = await appointmentForStaff(db, actor, target.appointmentId, target.memberId);
  const appointment = text === 'cancelled' ? found : openAppointment(found);
  const forMember = target.isPatient === true || target.connectionId === appointment.memberConnectionId;
  const attendee = forMember ? undefined : attendeeIn(appointment, target.connectionId);
  const to = target.receiverNumber ?? (forMember ? appointment.patientPhone : attendee?.phone) ?? '';
  if (!/^\d{10}$/.test(to)) throw badRequest(kind.invalidNumber ?? kind.failure);
  const link = text === 'cancelled' ? undefined : await issueInviteLink(db, actor, module, appointment, attendee);
  const body = textBody(text, appointment, link ? `${context.publicUrl}${link.url}` : '');
  await context.phone.sendSms({ to, body, appointmentId: appointment.id }).catch(() => {
    throw providerFailure(kind.failure);
  });
  await db.transaction(async (tx) => {
    if (attendee) await repository.markInviteSent(tx, attendee.id);
    await recordVisitAction(tx, actor, appointment, module, {
      eventType: `Visit${kind.visitEvent}`,
      visitEvent: kind.visitEvent,
      details: {
        attendee: forMember ? 'member' : attendee?.fullName,
        phone: lastFour(to),
        text,
        expiresAt: link?.expiresAt ?? null,
      },
    });
  });
}
