import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIRTUAL_CARE_MESSAGES as M, type OptionalAttendee } from '@portal/contracts/care-on-demand/telehealth';
import { ATTENDEE_MESSAGES } from '@portal/contracts/care-on-demand/attendees';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SIMULATED_DIAL_IN_NUMBER } from '../../../platform/integrations/telehealth-phone.ts';
import { telehealthPhone, useTelehealthPhone } from './phone-provider.ts';
import { createTestVisit, eventually } from './visit.test-helpers.ts';

let t: TestApp;
let visit: { id: number; memberId: string; memberConnectionId: string };

const API = '/api/CareOnDemand';
const get = (user: string, url: string) => t.as(user, { url: `${API}/${url}` });
const post = (user: string, url: string, payload: object) =>
  t.as(user, { method: 'POST', url: `${API}/${url}`, payload });
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];
const audits = (eventType: string) =>
  rows<{ details: Record<string, unknown> }>(
    'select details from audit_events where event_type = $1 and item_id = $2 order by id',
    [eventType, String(visit.id)],
  );
const attendeeCount = async () =>
  (
    await rows<{ n: number }>('select count(*)::int as n from appointment_attendees where appointment_id = $1', [
      visit.id,
    ])
  )[0]!.n;

async function addAttendee(fullName: string, phone: string): Promise<OptionalAttendee> {
  const response = await post('care.provider', 'AddAttendee', {
    appointmentId: visit.id,
    memberId: visit.memberId,
    fullName,
    phone,
    relationship: 'Daughter',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OptionalAttendee>();
}

const callStatus = (connectionId: string) => async () =>
  (
    await rows<{ status: string | null }>(
      'select call_status as status from appointment_attendees where connection_id = $1',
      [connectionId],
    )
  )[0]!.status;

beforeAll(async () => {
  t = await createTestApp();
  visit = await createTestVisit(t.database.pool);
});
afterAll(async () => t.close());

describe('Visit attendees: the provider adds, mutes and removes them; others cannot', () => {
  it('adds an attendee with a new connection id, audited; bad input and outsiders are refused with nothing written', async () => {
    const attendee = await addAttendee('Rosa Caregiver', '(310)555-0123');
    expect(attendee).toMatchObject({
      fullName: 'Rosa Caregiver',
      phone: '3105550123',
      relationship: 'Daughter',
      callSid: null,
      callStatus: null,
      isCalling: false,
      muted: false,
      version: 1,
    });
    expect(attendee.connectionId).toMatch(/^attendee-/);
    expect((await audits('VisitAttendeeAdded'))[0]!.details).toMatchObject({
      memberId: visit.memberId,
      after: { fullName: 'Rosa Caregiver', phone: '0123' },
    });

    const before = await attendeeCount();
    const bad = await post('care.provider', 'AddAttendee', {
      appointmentId: visit.id,
      memberId: visit.memberId,
      fullName: 'No Phone',
      phone: '555',
    });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({ status: 400, message: M.invalidPhone });
    const wrongMember = await post('care.provider', 'AddAttendee', {
      appointmentId: visit.id,
      memberId: 'M999999999',
      fullName: 'Someone',
      phone: '3105550123',
    });
    expect(wrongMember.statusCode).toBe(400);
    for (const user of ['no.modules', 'crm.agent']) {
      const refused = await post(user, 'AddAttendee', {
        appointmentId: visit.id,
        memberId: visit.memberId,
        fullName: 'Intruder',
        phone: '3105550123',
      });
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 403,
        message: MESSAGES.forbidden,
      });
    }
    // Another provider's visit is not this provider's to change.
    const other = await createTestVisit(t.database.pool, { providerUsername: 'panel.manager' });
    const foreign = await post('care.provider', 'AddAttendee', {
      appointmentId: other.id,
      memberId: other.memberId,
      fullName: 'Intruder',
      phone: '3105550123',
    });
    expect(foreign.statusCode).toBe(403);
    expect(await attendeeCount()).toBe(before);

    const list = await get('care.provider', `Attendees?appointmentId=${visit.id}&memberId=${visit.memberId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: OptionalAttendee[] }>().items.map((item) => item.connectionId)).toContain(
      attendee.connectionId,
    );
    expect((await get('no.modules', `Attendees?appointmentId=${visit.id}&memberId=${visit.memberId}`)).statusCode).toBe(
      403,
    );
  });

  it('mutes and removes at the version read; a stale version gets 409 and changes nothing', async () => {
    const attendee = await addAttendee('Sam Nephew', '3105550124');
    const muted = await post('care.provider', 'MuteAttendee', {
      appointmentId: visit.id,
      connectionId: attendee.connectionId,
      muted: true,
      version: 1,
    });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json<OptionalAttendee>()).toMatchObject({ muted: true, version: 2 });
    const stale = await post('care.provider', 'MuteAttendee', {
      appointmentId: visit.id,
      connectionId: attendee.connectionId,
      muted: false,
      version: 1,
    });
    expect({ status: stale.statusCode, message: stale.json().message }).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    const noVersion = await post('care.provider', 'MuteAttendee', {
      appointmentId: visit.id,
      connectionId: attendee.connectionId,
      muted: false,
    });
    expect({ status: noVersion.statusCode, message: noVersion.json().message }).toEqual({
      status: 400,
      message: ATTENDEE_MESSAGES.versionRequired,
    });
    expect(await audits('VisitAttendeeMuted')).toHaveLength(1);

    const staleRemove = await post('care.provider', 'RemoveAttendee', {
      appointmentId: visit.id,
      connectionId: attendee.connectionId,
      version: 1,
    });
    expect(staleRemove.statusCode).toBe(409);
    const removed = await post('care.provider', 'RemoveAttendee', {
      appointmentId: visit.id,
      connectionId: attendee.connectionId,
      version: 2,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ items: OptionalAttendee[] }>().items.map((item) => item.connectionId)).not.toContain(
      attendee.connectionId,
    );
    expect(await audits('VisitAttendeeRemoved')).toHaveLength(1);
    const again = await post('care.provider', 'RemoveAttendee', {
      appointmentId: visit.id,
      connectionId: attendee.connectionId,
      version: 3,
    });
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    const unknown = await post('care.provider', 'MuteAttendee', {
      appointmentId: visit.id,
      connectionId: 'attendee-never',
      muted: true,
      version: 1,
    });
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({
      status: 400,
      message: ATTENDEE_MESSAGES.attendeeNotFound,
    });
  });
});

describe('Outbound calls to attendees through the phone simulator', () => {
  const call = (connectionId: string, user = 'care.provider') =>
    get(user, `PlaceOutboundCall?appointmentId=${visit.id}&memberId=${visit.memberId}&connectionId=${connectionId}`);

  it('places a call (queued), which the simulator answers: initiated, ringing, in-progress', async () => {
    const attendee = await addAttendee('Ana Answers', '3105550125');
    const response = await call(attendee.connectionId);
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<OptionalAttendee>();
    expect(placed).toMatchObject({ callStatus: 'queued', isCalling: true });
    expect(placed.callSid).toMatch(/^SIMCA/);
    await eventually(callStatus(attendee.connectionId), (status) => status === 'in-progress');
    const steps = await rows<{ status: string; kind: string; to_number: string }>(
      'select status, kind, to_number from simulated_phone_activity where call_sid = $1',
      [placed.callSid],
    );
    expect(steps).toEqual([{ status: 'in-progress', kind: 'call', to_number: '3105550125' }]);
    const events = await rows<{ visit_event: string }>(
      `select visit_event from visit_events where appointment_id = $1 and visit_event = 'AttendeeCalled'`,
      [visit.id],
    );
    expect(events.length).toBeGreaterThan(0);
    expect((await audits('VisitAttendeeCalled')).at(-1)!.details).toMatchObject({ callSid: placed.callSid });

    // Hanging up ends it; a second hang-up finds no active call.
    const hungUp = await get('care.provider', `HangUpOutboundCall?callSid=${placed.callSid}`);
    expect(hungUp.json()).toEqual({ message: M.hungUp });
    expect(await callStatus(attendee.connectionId)()).toBe('completed');
    const again = await get('care.provider', `HangUpOutboundCall?callSid=${placed.callSid}`);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 400,
      message: M.noActiveCall,
    });
    expect(await audits('VisitAttendeeHungUp')).toHaveLength(1);
  });

  it('a number ending in 0000 is busy and one ending in 9999 is not answered', async () => {
    const busy = await addAttendee('Busy Line', '3105550000');
    const silent = await addAttendee('Nobody Home', '3105559999');
    expect((await call(busy.connectionId)).statusCode).toBe(200);
    expect((await call(silent.connectionId)).statusCode).toBe(200);
    await eventually(callStatus(busy.connectionId), (status) => status === 'busy');
    await eventually(callStatus(silent.connectionId), (status) => status === 'no-answer');
  });

  it('refuses an invalid number, an unknown attendee, an empty or unknown hang-up, and outsiders', async () => {
    const { rows: inserted } = await t.database.pool.query<{ connection_id: string }>(
      `insert into appointment_attendees (appointment_id, full_name, phone, connection_id, created_by)
       values ($1, 'Old Record', '555', 'attendee-bad-phone', 'test') returning connection_id`,
      [visit.id],
    );
    const invalid = await call(inserted[0]!.connection_id);
    expect({ status: invalid.statusCode, message: invalid.json().message }).toEqual({
      status: 400,
      message: M.invalidPhone,
    });
    expect((await call('attendee-unknown')).json().message).toBe(ATTENDEE_MESSAGES.attendeeNotFound);
    for (const sid of ['', 'SIMCAunknown']) {
      const response = await get('care.provider', `HangUpOutboundCall?callSid=${sid}`);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: M.noActiveCall,
      });
    }
    expect((await call('attendee-bad-phone', 'no.modules')).statusCode).toBe(403);
    expect((await get('no.modules', 'HangUpOutboundCall?callSid=x')).statusCode).toBe(403);
  });

  it('tells the provider when the carrier fails to hang up', async () => {
    const attendee = await addAttendee('Carrier Down', '3105550126');
    const placed = (await call(attendee.connectionId)).json<OptionalAttendee>();
    const simulator = telehealthPhone(t.app);
    useTelehealthPhone(t.app, {
      ...simulator,
      dialInPhoneNumber: simulator.dialInPhoneNumber,
      hangUp: async () => {
        throw new Error('carrier unavailable');
      },
    });
    try {
      const response = await get('care.provider', `HangUpOutboundCall?callSid=${placed.callSid}`);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 502,
        message: M.hangUpFailed,
      });
    } finally {
      useTelehealthPhone(t.app, simulator);
    }
  });
});

describe('Invites by SMS and the dial-in number', () => {
  const sms = (connectionId: string, receiverNumber: string, user = 'care.provider') =>
    get(
      user,
      `SendSMS?appointmentId=${visit.id}&memberId=${visit.memberId}&receiverNumber=${receiverNumber}&connectionId=${connectionId}&moduleType=CareOnDemand`,
    );
  const texts = (to: string) =>
    rows<{ body: string; status: string }>(
      `select body, status from simulated_phone_activity where kind = 'sms' and to_number = $1 order by id`,
      [to],
    );

  it('texts an attendee a join link that names no member, and records the invite', async () => {
    const attendee = await addAttendee('Lee Friend', '3105550127');
    const response = await sms(attendee.connectionId, '3105550127');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: M.smsSent });
    const [text] = await texts('3105550127');
    expect(text!.body).toMatch(/\/visit\/join\?token=[\w-]{20,}/);
    expect(text!.body.startsWith('Dr. Priya Provider invites you')).toBe(true);
    const member = (
      await rows<{ full_name: string; last_name: string }>(
        'select full_name, last_name from members where member_id = $1',
        [visit.memberId],
      )
    )[0]!;
    expect(text!.body).not.toContain(visit.memberId);
    expect(text!.body).not.toContain(member.last_name);
    const sent = await rows<{ invite_sent_at: Date | null }>(
      'select invite_sent_at from appointment_attendees where connection_id = $1',
      [attendee.connectionId],
    );
    expect(sent[0]!.invite_sent_at).not.toBeNull();
    expect(await audits('VisitSmsInviteSent')).toHaveLength(1);
  });

  it('answers the spec messages when the text fails or the number is invalid', async () => {
    const attendee = await addAttendee('Land Line', '3105550000');
    const failed = await sms(attendee.connectionId, '3105550000');
    expect({ status: failed.statusCode, message: failed.json().message }).toEqual({
      status: 502,
      message: M.smsFailed,
    });
    const invalid = await sms(attendee.connectionId, '12345');
    expect({ status: invalid.statusCode, message: invalid.json().message }).toEqual({
      status: 400,
      message: M.invalidPhone,
    });
    expect((await sms(attendee.connectionId, '3105550000', 'no.modules')).statusCode).toBe(403);
  });

  it('re-sends the invite to an attendee or to the member, and fails without a number to text', async () => {
    const attendee = await addAttendee('Resend Me', '3105550128');
    const resend = (body: object) =>
      post('care.provider', 'ResendInvite', {
        memberId: visit.memberId,
        id: visit.id,
        moduleType: 'CareOnDemand',
        ...body,
      });
    const toAttendee = await resend({ receiverConnectionId: attendee.connectionId, isPatient: false });
    expect(toAttendee.json()).toEqual({ message: M.inviteResent });
    expect(await texts('3105550128')).toHaveLength(1);
    const toMember = await resend({ receiverConnectionId: visit.memberConnectionId, isPatient: true });
    expect(toMember.statusCode, toMember.body).toBe(200);
    expect((await texts('3105550111')).length).toBeGreaterThan(0);

    const noPhone = await createTestVisit(t.database.pool, { patientPhone: null });
    const failed = await post('care.provider', 'ResendInvite', {
      memberId: noPhone.memberId,
      id: noPhone.id,
      receiverConnectionId: noPhone.memberConnectionId,
      isPatient: true,
    });
    expect({ status: failed.statusCode, message: failed.json().message }).toEqual({
      status: 400,
      message: M.inviteResendFailed,
    });
    const outsider = await t.as('no.modules', {
      method: 'POST',
      url: `${API}/ResendInvite`,
      payload: { memberId: visit.memberId, id: visit.id, receiverConnectionId: 'x', isPatient: true },
    });
    expect(outsider.statusCode).toBe(403);
  });

  it('gives the plan dial-in number (Telehealth too)', async () => {
    const response = await t.as('care.provider', { url: '/api/Telehealth/DialInPhoneNumber' });
    expect(response.json()).toEqual({ phoneNumber: SIMULATED_DIAL_IN_NUMBER, simulated: true });
    expect((await t.as('no.modules', { url: '/api/Telehealth/DialInPhoneNumber' })).statusCode).toBe(403);
    expect((await t.as('care.provider', { url: '/api/Other/DialInPhoneNumber' })).statusCode).toBe(400);
  });
});
