import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  VIRTUAL_CARE_MESSAGES,
  VISIT_SIGNAL_HUB,
  type TelehealthAppointment,
  type VisitJoinInfo,
  type VisitToken,
} from '@portal/contracts/care-on-demand/telehealth';
import type { TestApp } from '../../../test/test-app.ts';
import { nextEvent, startTwoInstances, type TwoInstances } from '../../../test/two-instances.ts';
import { createVisitLink } from './visit-links.ts';

/**
 * The telehealth visit's API and signalling: tokens and links, the public join calls, visit events, and WebRTC
 * signalling between participants on two server instances (the hub's PostgreSQL adapter carries it across).
 */
let two: TwoInstances;
let t: TestApp;
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];
const API = '/api/CareOnDemand';

/** A scheduled video visit of care.provider with a demo member, starting in ten minutes. */
async function newAppointment(): Promise<{
  id: number;
  memberId: string;
  providerConnectionId: string;
  memberConnectionId: string;
}> {
  const [row] = await rows<{ id: number; memberId: string; providerConnectionId: string; memberConnectionId: string }>(
    `insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type, reason,
       start_time_utc, dial_in_code, member_connection_id, provider_connection_id, created_by)
     select m.member_id, u.id, u.name, 'Video', 'Follow-up', 'Blood pressure check', now() + interval '10 minutes',
       '123456', $1, $2, 'test'
     from members m, users u where u.username = 'care.provider' order by m.id limit 1
     returning id, member_id as "memberId", provider_connection_id as "providerConnectionId",
       member_connection_id as "memberConnectionId"`,
    [randomUUID(), randomUUID()],
  );
  return row!;
}

beforeAll(async () => {
  two = await startTwoInstances();
  t = two.t;
});
afterAll(async () => two.close());

/** Joins a visit's signalling with a visit token on one instance; resolves with the Participants it is told. */
async function joinRoom(instance: 0 | 1, visitToken: string) {
  const socket = two.connectOnly(instance, VISIT_SIGNAL_HUB.namespace, { visitToken });
  const participants = nextEvent<{ participants: { identity: string; role: string }[] }>(
    socket,
    VISIT_SIGNAL_HUB.participants,
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, participants: (await participants).participants };
}

const providerToken = async (appointment: Awaited<ReturnType<typeof newAppointment>>) =>
  t.as('care.provider', {
    url: `${API}/AppointmentToken?appointmentId=${appointment.id}&memberId=${appointment.memberId}&connectionId=${appointment.providerConnectionId}`,
  });

describe('the telehealth visit: tokens, links and the join page', () => {
  it('gives the visit’s provider a token for the provider identity, with the ICE servers; refuses others', async () => {
    const appointment = await newAppointment();
    const response = await providerToken(appointment);
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json<VisitToken>();
    expect(token).toMatchObject({
      identity: appointment.providerConnectionId,
      role: 'provider',
      appointmentId: appointment.id,
    });
    expect(Array.isArray(token.iceServers)).toBe(true);
    expect(token.token.length).toBeGreaterThan(40);

    const wrongIdentity = await t.as('care.provider', {
      url: `${API}/AppointmentToken?appointmentId=${appointment.id}&memberId=${appointment.memberId}&connectionId=${appointment.memberConnectionId}`,
    });
    expect(wrongIdentity.statusCode).toBe(400);
    const unknown = await t.as('care.provider', {
      url: `${API}/AppointmentToken?appointmentId=999999&memberId=${appointment.memberId}&connectionId=x`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(VIRTUAL_CARE_MESSAGES.appointmentNotFound);
    for (const user of ['no.modules', 'crm.agent']) {
      const refused = await t.as(user, {
        url: `${API}/AppointmentToken?appointmentId=${appointment.id}&memberId=${appointment.memberId}&connectionId=${appointment.providerConnectionId}`,
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (
        await t.as('care.provider', {
          url: `/api/Elsewhere/AppointmentToken?appointmentId=1&memberId=1&connectionId=1`,
        })
      ).statusCode,
    ).toBe(400);
    const audit = await rows<{ n: number }>(
      `select count(*)::int as n from audit_events where event_type = 'VisitTokenIssued' and item_id = $1`,
      [String(appointment.id)],
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('gives the member a link whose holder sees the visit (first name only) and gets a token without an account', async () => {
    const appointment = await newAppointment();
    const link = await t.as('care.provider', {
      url: `${API}/TelehealthLink?appointmentId=${appointment.id}&memberId=${appointment.memberId}`,
    });
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(/^\/visit\/join\?token=/);
    const token = decodeURIComponent(url.split('token=')[1]!);

    const info = await t.app.inject({ url: '/api/visit/join-info', headers: { 'x-visit-token': token } });
    expect(info.statusCode, info.body).toBe(200);
    const visit = info.json<VisitJoinInfo>();
    expect(visit).toMatchObject({ appointmentId: appointment.id, providerName: 'Dr. Priya Provider', type: 'Video' });
    expect(JSON.stringify(visit)).not.toContain(appointment.memberId);
    expect(visit.displayName).not.toContain(' ');

    const joined = await t.app.inject({ method: 'POST', url: '/api/visit/join', headers: { 'x-visit-token': token } });
    expect(joined.json<VisitToken>()).toMatchObject({ identity: appointment.memberConnectionId, role: 'member' });

    const forged = await t.app.inject({ url: '/api/visit/join-info', headers: { 'x-visit-token': 'x'.repeat(43) } });
    expect(forged.statusCode).toBe(404);
    expect(forged.json<{ message: string }>().message).toBe(VIRTUAL_CARE_MESSAGES.linkInvalid);
    expect((await t.app.inject({ url: '/api/visit/join-info' })).statusCode).toBe(400);
  });

  it('reads the appointment as the window shows it, audited; CreateVideoRoom names the room or says why not', async () => {
    const appointment = await newAppointment();
    const read = await t.as('care.provider', { url: `${API}/appointments/${appointment.id}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<TelehealthAppointment>()).toMatchObject({
      id: appointment.id,
      type: 'Video',
      dialInCode: '123456',
      optionalAttendees: [],
      isOnDemand: false,
      status: 'Scheduled',
    });
    expect((await t.as('no.modules', { url: `${API}/appointments/${appointment.id}` })).statusCode).toBe(403);

    const room = await t.as('care.provider', {
      url: `${API}/CreateVideoRoom?roomName=appointment-${appointment.id}&memberId=${appointment.memberId}`,
    });
    expect(room.json()).toEqual({
      item1: { unique_name: `appointment-${appointment.id}`, url: '/visit' },
      item2: null,
    });
    const bad = await t.as('care.provider', {
      url: `${API}/CreateVideoRoom?roomName=lobby&memberId=${appointment.memberId}`,
    });
    expect(bad.json<{ item1: null; item2: string }>().item2).toMatch(/appointment-/);
  });
});

describe('the virtual-care user flags', () => {
  it('say what the user may do and which provider they are', async () => {
    const provider = await t.as('care.provider', { url: `${API}/GetUserFlags` });
    expect(provider.json()).toMatchObject({ canRunVisits: true, seesAllVisits: false, canAdminister: false });
    expect(provider.json<{ provider: { npi: string } | null }>().provider?.npi).toMatch(/^\d{10}$/);
    expect((await t.as('admin', { url: `${API}/GetUserFlags` })).json()).toMatchObject({
      canRunVisits: true,
      seesAllVisits: true,
      canAdminister: true,
    });
    expect((await t.as('no.modules', { url: `${API}/GetUserFlags` })).statusCode).toBe(403);
  });
});

describe('visit signalling across two server instances', () => {
  it('relays offers between the provider and the member, tracks the visit’s state, and the provider’s end closes it', async () => {
    const appointment = await newAppointment();
    const provider = (await providerToken(appointment)).json<VisitToken>();
    const link = await createVisitLink(t.database.db, {
      appointmentId: appointment.id,
      connectionId: appointment.memberConnectionId,
      displayName: 'Pat',
      role: 'member',
    });

    const memberSide = await joinRoom(1, link.token);
    expect(memberSide.participants).toEqual([]);
    expect(
      (await rows<{ status: string }>('select status from virtual_appointments where id = $1', [appointment.id]))[0]!
        .status,
    ).toBe('Waiting');

    const memberSeesProvider = nextEvent<{ identity: string; role: string }>(
      memberSide.socket,
      VISIT_SIGNAL_HUB.participantJoined,
    );
    const providerSide = await joinRoom(0, provider.token);
    expect(providerSide.participants).toMatchObject([
      { identity: appointment.memberConnectionId, role: 'member', displayName: 'Pat' },
    ]);
    expect(await memberSeesProvider).toMatchObject({ identity: appointment.providerConnectionId, role: 'provider' });

    // The newcomer offers; the offer crosses instances to the member's socket, which answers.
    const offerArrives = nextEvent<{ from: string; data: { type: string; sdp: string } }>(
      memberSide.socket,
      VISIT_SIGNAL_HUB.signal,
    );
    providerSide.socket.emit(VISIT_SIGNAL_HUB.signal, {
      to: appointment.memberConnectionId,
      data: { type: 'offer', sdp: 'v=0 offer' },
    });
    expect(await offerArrives).toMatchObject({
      from: appointment.providerConnectionId,
      data: { type: 'offer', sdp: 'v=0 offer' },
    });
    const answerArrives = nextEvent<{ from: string }>(providerSide.socket, VISIT_SIGNAL_HUB.signal);
    memberSide.socket.emit(VISIT_SIGNAL_HUB.signal, {
      to: appointment.providerConnectionId,
      data: { type: 'answer', sdp: 'v=0 answer' },
    });
    expect(await answerArrives).toMatchObject({ from: appointment.memberConnectionId });

    const state = await rows<{ status: string; started: boolean }>(
      'select status, started_at is not null as started from virtual_appointments where id = $1',
      [appointment.id],
    );
    expect(state[0]).toEqual({ status: 'InProgress', started: true });

    // Only the provider may mute: the member's control message is ignored, the provider's arrives.
    const muted = nextEvent<{ action: string }>(memberSide.socket, VISIT_SIGNAL_HUB.control);
    memberSide.socket.emit(VISIT_SIGNAL_HUB.control, { to: appointment.providerConnectionId, action: 'remove' });
    providerSide.socket.emit(VISIT_SIGNAL_HUB.control, { to: appointment.memberConnectionId, action: 'mute' });
    expect(await muted).toEqual({ action: 'mute' });
    expect(providerSide.socket.connected).toBe(true);

    const ended = nextEvent(memberSide.socket, VISIT_SIGNAL_HUB.ended);
    const end = await t.as('care.provider', {
      method: 'POST',
      url: `${API}/TrackVisitEvent`,
      payload: {
        memberId: appointment.memberId,
        appointmentId: appointment.id,
        visitEvent: 'ProviderDisconnected',
        telehealthModuleType: 'CareOnDemand',
      },
    });
    expect(end.statusCode, end.body).toBe(204);
    await ended;
    const events = await t.as('care.provider', { url: `${API}/VisitEvents?appointmentId=${appointment.id}` });
    expect(events.json<{ items: { visitEvent: string }[] }>().items.map((item) => item.visitEvent)).toEqual(
      expect.arrayContaining(['MemberJoined', 'ProviderJoined', 'ProviderDisconnected']),
    );
    expect(
      (await rows<{ status: string }>('select status from virtual_appointments where id = $1', [appointment.id]))[0]!
        .status,
    ).toBe('Completed');
    // A finished visit's links admit no one.
    const after = await t.app.inject({ url: '/api/visit/join-info', headers: { 'x-visit-token': link.token } });
    expect(after.statusCode).toBe(404);
    const audit = await rows<{ n: number }>(
      `select count(*)::int as n from audit_events where event_type = 'VisitProviderDisconnected' and item_id = $1`,
      [String(appointment.id)],
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('refuses a socket without a valid visit token, and a fifth participant', async () => {
    const refused = two.connectOnly(0, VISIT_SIGNAL_HUB.namespace, { visitToken: 'y'.repeat(43) });
    expect((await new Promise<Error>((resolve) => refused.once('connect_error', resolve))).message).toBe(
      VIRTUAL_CARE_MESSAGES.linkInvalid,
    );

    const appointment = await newAppointment();
    const tokens = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name) =>
        createVisitLink(t.database.db, {
          appointmentId: appointment.id,
          connectionId: `guest-${name}`,
          displayName: name,
          role: 'attendee',
        }),
      ),
    );
    for (const [index, link] of tokens.slice(0, 4).entries()) await joinRoom((index % 2) as 0 | 1, link.token);
    const fifth = two.connectOnly(0, VISIT_SIGNAL_HUB.namespace, { visitToken: tokens[4]!.token });
    expect(await nextEvent<{ message: string }>(fifth, VISIT_SIGNAL_HUB.refused)).toEqual({
      message: VIRTUAL_CARE_MESSAGES.roomFull,
    });
  });
});
