import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENTS_API,
  APPOINTMENTS_ODATA,
  APPOINTMENT_MESSAGES as M,
  type AppointmentPage,
  type ScheduleAppointmentInput,
} from '@portal/contracts/care-on-demand/appointments';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let member: string;
let providerUserId: number;

const one = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows[0] as T;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
// Visits of this file start far from the seeded ones, each in an hour of its own: a provider's visits never overlap.
let hour = 0;
const nextStart = () => inDays(300 + hour++ / 24);
const schedule = (user: string, body: Partial<ScheduleAppointmentInput>) =>
  t.as(user, {
    method: 'POST',
    url: `${APPOINTMENTS_API}/schedule`,
    payload: {
      memberId: member,
      type: 'Video',
      visitType: 'Follow-Up Visit',
      startTimeUTC: nextStart(),
      durationMinutes: 20,
      ...body,
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  ({ id: providerUserId } = await one<{ id: number }>(`select id from users where username = 'care.provider'`));
  ({ member } = await one<{ member: string }>(
    `select member_id as member from virtual_appointments where provider_user_id = $1 order by id limit 1`,
    [providerUserId],
  ));
});
afterAll(async () => t.close());

describe('Care on Demand appointments: the provider schedules, reschedules and cancels their visits', () => {
  it('lists the provider’s upcoming visits by start ascending and previous ones descending, by type', async () => {
    const upcoming = (
      await t.as('care.provider', { url: `${APPOINTMENTS_ODATA}/Default.MyUpcoming(appointmentType='All')?take=100` })
    ).json<AppointmentPage>();
    expect(upcoming.total).toBeGreaterThan(5);
    const starts = upcoming.items.map((visit) => visit.startTimeUTC);
    expect(starts).toEqual([...starts].sort());
    expect(upcoming.items.every((visit) => !['Completed', 'Cancelled'].includes(visit.status))).toBe(true);
    expect(upcoming.items[0]).toMatchObject({
      memberFullName: expect.any(String),
      dialInCode: expect.stringMatching(/^\d{6}$/),
    });

    const previous = (
      await t.as('care.provider', { url: `${APPOINTMENTS_ODATA}/Default.MyPrevious?appointmentType=Audio&take=100` })
    ).json<AppointmentPage>();
    expect(previous.total).toBeGreaterThan(3);
    expect(previous.items.every((visit) => visit.type === 'Audio')).toBe(true);
    const past = previous.items.map((visit) => visit.startTimeUTC);
    expect(past).toEqual([...past].sort().reverse());

    const video = (
      await t.as('care.provider', { url: `${APPOINTMENTS_ODATA}/Default.MyUpcoming(appointmentType='Video')` })
    ).json<AppointmentPage>();
    expect(video.items.every((visit) => visit.type === 'Video')).toBe(true);
    const audit = await one<{ details: { memberIds: string[] } }>(
      `select details from audit_events where event_type = 'VirtualAppointmentsRead' and user_id = 'care.provider'
       order by id desc limit 1`,
    );
    expect(audit.details.memberIds.length).toBeGreaterThan(0);
    expect((await t.as('care.provider', { url: `${APPOINTMENTS_ODATA}/Default.Nothing` })).statusCode).toBe(400);
  });

  it('answers the OData list with the provider’s own visits, filtered and counted; admin sees every provider’s', async () => {
    const answer = await t.as('care.provider', {
      url: `${APPOINTMENTS_ODATA}?$filter=${encodeURIComponent("status eq 'Completed'")}&$orderby=startTimeUTC desc&$count=true`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<ODataAnswer<TelehealthAppointment>>();
    expect(body['@odata.count']).toBeGreaterThan(0);
    expect(body.value.every((visit) => visit.status === 'Completed')).toBe(true);
    const bad = await t.as('care.provider', {
      url: `${APPOINTMENTS_ODATA}?$filter=${encodeURIComponent('secret eq 1')}`,
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.as('crm.agent', { url: APPOINTMENTS_ODATA })).statusCode).toBe(403);
    expect((await t.as('no.modules', { url: APPOINTMENTS_ODATA })).statusCode).toBe(403);
    const all = (await t.as('admin', { url: `${APPOINTMENTS_ODATA}?$count=true` })).json<
      ODataAnswer<TelehealthAppointment>
    >();
    expect(all['@odata.count']).toBeGreaterThanOrEqual(body['@odata.count'] ?? 0);
  });

  it('schedules a visit with a dial-in code and connection ids, audited; refuses bad input with nothing written', async () => {
    const before = await one<{ n: number }>('select count(*)::int as n from virtual_appointments');
    const response = await schedule('care.provider', { reason: 'Check-in' });
    expect(response.statusCode, response.body).toBe(200);
    const visit = response.json<TelehealthAppointment>();
    expect(visit).toMatchObject({
      memberId: member,
      status: 'Scheduled',
      type: 'Video',
      version: 1,
      isOnDemand: false,
    });
    expect(visit.dialInCode).toMatch(/^\d{6}$/);
    expect(visit.memberConnectionId).not.toBe(visit.providerConnectionId);
    const audit = await one<{ details: { appointmentId: number } }>(
      `select details from audit_events where event_type = 'AppointmentScheduled' order by id desc limit 1`,
    );
    expect(audit.details.appointmentId).toBe(visit.id);

    const refusals: [Partial<ScheduleAppointmentInput>, string][] = [
      [{ startTimeUTC: inDays(-1) }, M.startInPast],
      [{ durationMinutes: 5 }, M.duration],
      [{ durationMinutes: 121 }, M.duration],
      [{ type: 'Fax' as 'Video' }, M.type],
      [{ visitType: '  ' }, M.visitTypeRequired],
      // Care on Demand Admin's visit types only: an unknown one, an inactive one, one of the other kind.
      [{ visitType: 'Acupuncture' }, M.visitTypeNotOffered],
      [{ visitType: 'Annual Wellness Visit' }, M.visitTypeNotOffered],
      [{ visitType: 'Medication Review', type: 'Video' }, M.visitTypeNotOffered],
      [{ memberId: 'M999999999' }, M.memberNotFound],
    ];
    for (const [change, message] of refusals) {
      const refused = await schedule('care.provider', change);
      expect([refused.statusCode, refused.json().message], JSON.stringify(change)).toEqual([400, message]);
    }
    const after = await one<{ n: number }>('select count(*)::int as n from virtual_appointments');
    expect(after.n).toBe(before.n + 1);
    expect((await schedule('no.modules', {})).statusCode).toBe(403);
  });

  it('reschedules at the version read (409 when stale) and cancels with a reason', async () => {
    // A video-only visit type cannot become an audio visit; Urgent Care offers both.
    const videoOnly = (await schedule('care.provider', {})).json<TelehealthAppointment>();
    const toAudio = await t.as('care.provider', {
      method: 'PATCH',
      url: `${APPOINTMENTS_API}/${videoOnly.id}/reschedule`,
      payload: { startTimeUTC: nextStart(), durationMinutes: 30, type: 'Audio', version: videoOnly.version },
    });
    expect([toAudio.statusCode, toAudio.json().message]).toEqual([400, M.visitTypeNotOffered]);
    const visit = (await schedule('care.provider', { visitType: 'Urgent Care' })).json<TelehealthAppointment>();
    const reschedule = (version: number, days = 3) =>
      t.as('care.provider', {
        method: 'PATCH',
        url: `${APPOINTMENTS_API}/${visit.id}/reschedule`,
        payload: {
          startTimeUTC: days < 0 ? inDays(days) : inDays(250 + days),
          durationMinutes: 30,
          type: 'Audio',
          version,
        },
      });
    const moved = await reschedule(1);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ type: 'Audio', durationMinutes: 30, version: 2 });
    const stale = await reschedule(1, 4);
    expect([stale.statusCode, stale.json().message]).toEqual([409, MESSAGES.staleRecord]);
    expect((await reschedule(2, -1)).json().message).toBe(M.startInPast);
    expect(
      (
        await t.as('admin', {
          method: 'POST',
          url: `${APPOINTMENTS_API}/${visit.id}/cancel`,
          payload: { reason: ' ', version: 2 },
        })
      ).json().message,
    ).toBe(M.cancelReasonRequired);
    const cancelled = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/${visit.id}/cancel`,
      payload: { reason: 'Member is in hospital', version: 2 },
    });
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', version: 3 });
    const again = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/${visit.id}/cancel`,
      payload: { reason: 'Twice', version: 3 },
    });
    expect([again.statusCode, again.json().message]).toEqual([400, M.appointmentClosed]);
    // Someone who opened the visit before it was cancelled is told it was, not to reload it (a reload cannot help).
    const movedMeanwhile = await reschedule(2, 5);
    expect([movedMeanwhile.statusCode, movedMeanwhile.json().message]).toEqual([409, M.appointmentClosed]);
    const audit = await one<{ details: { before: { status: string }; after: { status: string } } }>(
      `select details from audit_events where event_type = 'AppointmentCancelled' order by id desc limit 1`,
    );
    expect([audit.details.before.status, audit.details.after.status]).toEqual(['Scheduled', 'Cancelled']);
    const upcoming = (
      await t.as('care.provider', { url: `${APPOINTMENTS_ODATA}/Default.MyUpcoming?memberId=${member}&take=100` })
    ).json<AppointmentPage>();
    expect(upcoming.items.some((item) => item.id === visit.id)).toBe(false);
  });

  it('lets a provider take a waiting on-demand visit once, and links a conversation', async () => {
    const waiting = await one<{ id: number; version: number }>(
      `select id, version from virtual_appointments where status = 'Waiting' and is_on_demand order by id limit 1`,
    );
    const take = (user: string) =>
      t.as(user, {
        method: 'POST',
        url: `${APPOINTMENTS_API}/${waiting.id}/take`,
        payload: { version: waiting.version },
      });
    expect((await take('no.modules')).statusCode).toBe(403);
    const taken = await take('care.provider');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ status: 'InProgress' });
    expect((await take('admin')).statusCode).toBe(409);
    const linked = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/update`,
      payload: { appointmentId: waiting.id, conversationSid: 'CH123' },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const row = await one<{ conversation_sid: string }>(
      'select conversation_sid from virtual_appointments where id = $1',
      [waiting.id],
    );
    expect(row.conversation_sid).toBe('CH123');
    const missing = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/update`,
      payload: { appointmentId: 99_999_999, conversationSid: 'CH1' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a waiting on-demand visit out of the provider’s upcoming visits until she takes it', async () => {
    // The member app puts a member in the waiting room with the provider the request recorded; a scheduled visit's
    // member waiting for it stays her visit.
    const { memberId } = await one<{ memberId: string }>(
      `select member_id as "memberId" from virtual_appointments where status = 'Waiting' and is_on_demand
       order by id desc limit 1`,
    );
    const insertWaiting = (onDemand: boolean) =>
      one<{ id: number; version: number }>(
        `insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type,
           start_time_utc, duration_minutes, status, is_on_demand, dial_in_code, member_connection_id,
           provider_connection_id, member_waiting_since, created_by)
         values ($1, $2, 'Dr. Priya Provider', 'Video', 'Urgent Care', now(), 20, 'Waiting', $3, '654321',
           gen_random_uuid()::text, gen_random_uuid()::text, now(), 'test')
         returning id, version`,
        [memberId, providerUserId, onDemand],
      );
    const onDemand = await insertWaiting(true);
    const scheduled = await insertWaiting(false);
    const upcomingIds = async (query: string) =>
      (await t.as('care.provider', { url: `${APPOINTMENTS_ODATA}/Default.MyUpcoming?take=100${query}` }))
        .json<AppointmentPage>()
        .items.map((visit) => visit.id);
    const ofMember = await upcomingIds(`&memberId=${memberId}`);
    expect(ofMember).toContain(scheduled.id);
    expect(ofMember).not.toContain(onDemand.id);
    const notTaken = await t.database.pool.query<{ id: number }>(
      `select id from virtual_appointments where status = 'Waiting' and is_on_demand`,
    );
    const all = await upcomingIds('');
    expect(notTaken.rows.some((visit) => all.includes(visit.id))).toBe(false);
    // The demo still gives her upcoming visits (scheduled ones).
    expect(all.length).toBeGreaterThan(5);

    await t.database.pool.query(
      `update virtual_appointments set status = 'Completed' where provider_user_id = $1 and status = 'InProgress'`,
      [providerUserId],
    );
    const taken = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/${onDemand.id}/take`,
      payload: { version: onDemand.version },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await upcomingIds(`&memberId=${memberId}`)).toContain(onDemand.id);
  });
});
