import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENTS_API,
  APPOINTMENT_MESSAGES as M,
  type ChangedAppointment,
  type ScheduleAppointmentInput,
} from '@portal/contracts/care-on-demand/appointments';
import { VIRTUAL_CARE_MESSAGES } from '@portal/contracts/care-on-demand/telehealth';
import { formatLosAngelesTime } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { telehealthPhone, useTelehealthPhone } from '../attendees/phone-provider.ts';
import { resolveVisitToken } from '../visit/visit-links.ts';

/**
 * The provider schedules a visit and asks for the member to be texted: the member gets one text with the provider's
 * name, the time in PT and a join link that works; nothing names the member or the reason. A carrier that refuses leaves
 * the visit scheduled with a warning. Moving the visit moves the expiry of the links already sent; cancelling texts a
 * short notice without a link.
 */
let t: TestApp;
let member: string;
let memberLastName: string;

const one = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows[0] as T;
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];
// Far from the seeded visits, a distinct hour for each visit of this file so none overlaps another.
const BASE = Math.floor((Date.now() + 400 * 86_400_000) / 86_400_000) * 86_400_000 + 17 * 3_600_000;
let hour = 0;
const nextStart = () => new Date(BASE + hour++ * 2 * 3_600_000).toISOString();

const schedule = (body: Partial<ScheduleAppointmentInput>) =>
  t.as('care.provider', {
    method: 'POST',
    url: `${APPOINTMENTS_API}/schedule`,
    payload: {
      memberId: member,
      type: 'Video',
      visitType: 'Follow-Up Visit',
      reason: 'Chest pain follow-up',
      startTimeUTC: nextStart(),
      durationMinutes: 20,
      ...body,
    },
  });
const textsTo = (to: string) =>
  rows<{ body: string; status: string; appointment_id: number }>(
    `select body, status, appointment_id from simulated_phone_activity where kind = 'sms' and to_number = $1 order by id`,
    [to],
  );
const tokenIn = (body: string) => decodeURIComponent(/token=([^\s]+)/.exec(body)?.[1] ?? '');

beforeAll(async () => {
  t = await createTestApp();
  ({ member, memberLastName } = await one<{ member: string; memberLastName: string }>(
    `select a.member_id as member, m.last_name as "memberLastName" from virtual_appointments a
     join members m on m.member_id = a.member_id join users u on u.id = a.provider_user_id
     where u.username = 'care.provider' order by a.id limit 1`,
  ));
});
afterAll(async () => t.close());

describe('Care on Demand: the member is texted when a visit is scheduled, moved or cancelled', () => {
  it('texts the member once, with the provider, the time in PT and a join link that works, when asked', async () => {
    const start = nextStart();
    const response = await schedule({ startTimeUTC: start, patientPhone: '3105550141', notifyMember: true });
    expect(response.statusCode, response.body).toBe(200);
    const visit = response.json<ChangedAppointment>();
    expect(visit.memberText).toEqual({ status: 'Sent', message: null });
    const texts = await textsTo('3105550141');
    expect(texts).toHaveLength(1);
    const [text] = texts;
    expect(text!.body).toContain('Dr. Priya Provider has scheduled a virtual care visit with you on');
    expect(text!.body).toContain(formatLosAngelesTime(start));
    expect(text!.body).toMatch(/ (AM|PM) PT\. Join here: http.*\/visit\/join\?token=/);
    expect(text!.body).not.toContain(member);
    expect(text!.body).not.toContain(memberLastName);
    expect(text!.body).not.toContain('Chest pain');
    const holder = await resolveVisitToken(t.database.db, tokenIn(text!.body));
    expect(holder).toMatchObject({ appointmentId: visit.id, role: 'member', connectionId: visit.memberConnectionId });
    const issued = await rows<{ details: { role: string } }>(
      `select details from audit_events where event_type = 'VisitLinkIssued' and item_id = $1`,
      [String(visit.id)],
    );
    expect(issued.map((row) => row.details.role)).toEqual(['member']);
    const events = await rows<{ visit_event: string }>(
      'select visit_event from visit_events where appointment_id = $1',
      [visit.id],
    );
    expect(events.map((row) => row.visit_event)).toEqual(['SmsInviteSent']);
  });

  it('sends nothing when not asked (API callers that omit notifyMember)', async () => {
    const response = await schedule({ patientPhone: '3105550142' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ChangedAppointment>().memberText).toEqual({ status: 'NotAsked', message: null });
    expect(await textsTo('3105550142')).toHaveLength(0);
  });

  it('keeps the visit scheduled and warns when the carrier refuses or the number is not valid', async () => {
    const refused = await schedule({ patientPhone: '3105550000', notifyMember: true });
    expect(refused.statusCode, refused.body).toBe(200);
    const visit = refused.json<ChangedAppointment>();
    expect(visit.status).toBe('Scheduled');
    expect(visit.memberText).toEqual({
      status: 'Failed',
      message: M.memberNotTexted('scheduled', VIRTUAL_CARE_MESSAGES.smsFailed),
    });
    const row = await one<{ status: string }>('select status from virtual_appointments where id = $1', [visit.id]);
    expect(row.status).toBe('Scheduled');

    const badNumber = await schedule({ patientPhone: '12345', notifyMember: true });
    expect(badNumber.statusCode, badNumber.body).toBe(200);
    expect(badNumber.json<ChangedAppointment>().memberText.message).toBe(M.memberNotTexted('scheduled', M.noPhone));

    // A carrier that is down (throws) is the same warning.
    const simulator = telehealthPhone(t.app);
    useTelehealthPhone(t.app, { ...simulator, sendSms: () => Promise.reject(new Error('carrier down')) });
    try {
      const down = await schedule({ patientPhone: '3105550143', notifyMember: true });
      expect(down.json<ChangedAppointment>()).toMatchObject({
        status: 'Scheduled',
        memberText: { status: 'Failed', message: M.memberNotTexted('scheduled', VIRTUAL_CARE_MESSAGES.smsFailed) },
      });
    } finally {
      useTelehealthPhone(t.app, simulator);
    }
  });

  it('moves the expiry of the links already sent to the new time, and texts the new time when asked', async () => {
    const visit = (await schedule({ patientPhone: '3105550144', notifyMember: true })).json<ChangedAppointment>();
    const [first] = await textsTo('3105550144');
    const before = await resolveVisitToken(t.database.db, tokenIn(first!.body));
    const later = new Date(Date.parse(visit.startTimeUTC) + 30 * 86_400_000 + 3_600_000).toISOString();
    const moved = await t.as('care.provider', {
      method: 'PATCH',
      url: `${APPOINTMENTS_API}/${visit.id}/reschedule`,
      payload: { startTimeUTC: later, durationMinutes: 30, version: visit.version, notifyMember: true },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ChangedAppointment>().memberText.status).toBe('Sent');
    const after = await resolveVisitToken(t.database.db, tokenIn(first!.body));
    // The same formula as a new link: the new end (start + length) plus the grace hours.
    const expected = Date.parse(later) + 30 * 60_000 + 4 * 3_600_000;
    expect(Date.parse(after!.expiresAt)).toBe(expected);
    expect(Date.parse(after!.expiresAt)).toBeGreaterThan(Date.parse(before!.expiresAt));
    const texts = await textsTo('3105550144');
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body).toContain(`has moved to ${formatLosAngelesTime(later)}. Join here:`);
    const second = await resolveVisitToken(t.database.db, tokenIn(texts[1]!.body));
    expect(Date.parse(second!.expiresAt)).toBe(expected);
  });

  it('texts a short cancellation notice without a link when asked', async () => {
    const visit = (await schedule({ patientPhone: '3105550145' })).json<ChangedAppointment>();
    const cancelled = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/${visit.id}/cancel`,
      payload: { reason: 'Provider is ill', version: visit.version, notifyMember: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<ChangedAppointment>()).toMatchObject({
      status: 'Cancelled',
      memberText: { status: 'Sent', message: null },
    });
    const [text] = await textsTo('3105550145');
    expect(text!.body).toBe(
      `Your virtual care visit with Dr. Priya Provider on ${formatLosAngelesTime(visit.startTimeUTC)} has been cancelled. Your care team will help you book another.`,
    );
    const events = await rows<{ visit_event: string }>(
      'select visit_event from visit_events where appointment_id = $1',
      [visit.id],
    );
    expect(events.map((row) => row.visit_event)).toEqual(['CancellationTexted']);
  });
});
