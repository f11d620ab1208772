import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENTS_API,
  APPOINTMENT_MESSAGES as M,
  OPEN_TIMES_PATH,
  type ChangedAppointment,
  type OpenTimes,
} from '@portal/contracts/care-on-demand/appointments';
import {
  addDays,
  formatLosAngelesTime,
  instantInLosAngeles,
  todayInLosAngeles,
} from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { providerVisitsLock } from './open-times.service.ts';

/**
 * The provider books from their weekly schedule (Care on Demand Admin): the open times of a day are the quarter hours
 * inside their slots where the visit fits, clear of their other open visits, and not past. Two visits of one provider
 * never overlap, even when both are scheduled at the same moment.
 */
let t: TestApp;
let member: string;
let providerUserId: number;

const one = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows[0] as T;
/** A day far from the seeded visits (and not today's weekday), and its ISO weekday. */
const day = addDays(todayInLosAngeles(), 351);
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
const at = (time: string, date = day) => instantInLosAngeles(date, time).toISOString();

const openTimes = (query: string, user = 'care.provider') => t.as(user, { url: `${OPEN_TIMES_PATH}?${query}` });
const timesOf = async (query: string) => {
  const response = await openTimes(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpenTimes>().times;
};
const schedule = (time: string, durationMinutes = 30) =>
  t.as('care.provider', {
    method: 'POST',
    url: `${APPOINTMENTS_API}/schedule`,
    payload: { memberId: member, type: 'Video', visitType: 'Follow-Up Visit', startTimeUTC: at(time), durationMinutes },
  });
const slot = (weekday: number, start: string, end: string) =>
  t.database.pool.query(
    `insert into cod_schedule_slots (provider_user_id, weekday, start_time, end_time, updated_by)
     values ($1, $2, $3, $4, 'test')`,
    [providerUserId, weekday, start, end],
  );

beforeAll(async () => {
  t = await createTestApp();
  ({ id: providerUserId } = await one<{ id: number }>(`select id from users where username = 'care.provider'`));
  ({ member } = await one<{ member: string }>(
    `select member_id as member from virtual_appointments where provider_user_id = $1 order by id limit 1`,
    [providerUserId],
  ));
  await t.database.pool.query('delete from cod_schedule_slots where provider_user_id = $1', [providerUserId]);
  await slot(weekdayOf(day), '09:00', '11:00');
  await slot(weekdayOf(day), '13:00', '13:30');
});
afterAll(async () => t.close());

describe('Care on Demand: open times from the provider’s weekly schedule, and no double booking', () => {
  let booked: ChangedAppointment;

  it('offers the quarter hours of the schedule’s slots where a visit of the length fits, clear of other visits', async () => {
    expect(await timesOf(`date=${day}&durationMinutes=30`)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '13:00',
    ]);
    const response = await schedule('09:30');
    expect(response.statusCode, response.body).toBe(200);
    booked = response.json<ChangedAppointment>();
    expect(await timesOf(`date=${day}&durationMinutes=30`)).toEqual(['09:00', '10:00', '10:15', '10:30', '13:00']);
    expect(await timesOf(`date=${day}&durationMinutes=45`)).toEqual(['10:00', '10:15']);
    // Rescheduling: the visit being moved does not block its own times.
    expect(await timesOf(`date=${day}&durationMinutes=30&excludeAppointmentId=${booked.id}`)).toContain('09:30');
    // A cancelled visit frees its time.
    const other = (await schedule('13:00')).json<ChangedAppointment>();
    expect(await timesOf(`date=${day}&durationMinutes=30`)).not.toContain('13:00');
    await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/${other.id}/cancel`,
      payload: { reason: 'Moved to another day', version: other.version },
    });
    expect(await timesOf(`date=${day}&durationMinutes=30`)).toContain('13:00');
    // A day without slots has no open time.
    expect(await timesOf(`date=${addDays(day, 1)}&durationMinutes=30`)).toEqual([]);
  });

  it('offers a Care on Demand admin moving a provider’s visit that provider’s open times, not their own', async () => {
    const asAdmin = async (query: string) => openTimes(query, 'admin');
    expect((await asAdmin(`date=${day}&durationMinutes=30`)).json<OpenTimes>().times).toEqual([]);
    const moving = await asAdmin(`date=${day}&durationMinutes=30&excludeAppointmentId=${booked.id}`);
    expect(moving.statusCode, moving.body).toBe(200);
    expect(moving.json<OpenTimes>().times).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '13:00',
    ]);
    expect((await asAdmin(`date=${day}&durationMinutes=30&excludeAppointmentId=999999999`)).statusCode).toBe(404);
  });

  it('offers no time that has passed', async () => {
    const today = todayInLosAngeles();
    await slot(weekdayOf(today), '00:00', '23:45');
    const times = await timesOf(`date=${today}&durationMinutes=15`);
    expect(times.every((time) => Date.parse(at(time, today)) > Date.now())).toBe(true);
    const yesterday = addDays(today, -7);
    expect(await timesOf(`date=${yesterday}&durationMinutes=15`)).toEqual([]);
  });

  it('refuses bad queries (400) and users without Care on Demand (403)', async () => {
    expect((await openTimes(`date=${day}&durationMinutes=5`)).json().message).toBe(M.duration);
    expect((await openTimes(`date=tomorrow&durationMinutes=30`)).statusCode).toBe(400);
    expect((await openTimes(`date=${day}&durationMinutes=30`, 'no.modules')).statusCode).toBe(403);
  });

  it('refuses a visit that overlaps another open visit of the provider, naming its time', async () => {
    const overlap = await schedule('09:45', 20);
    expect([overlap.statusCode, overlap.json().message]).toEqual([400, M.overlaps(formatLosAngelesTime(at('09:30')))]);
    expect(M.overlaps(formatLosAngelesTime(at('09:30')))).toContain('9:30 AM PT');
    // Back to back is fine.
    const after = (await schedule('10:00', 15)).json<ChangedAppointment>();
    expect(after.status).toBe('Scheduled');
    const move = (id: number, version: number, time: string) =>
      t.as('care.provider', {
        method: 'PATCH',
        url: `${APPOINTMENTS_API}/${id}/reschedule`,
        payload: { startTimeUTC: at(time), durationMinutes: 30, version },
      });
    const onto = await move(after.id, after.version, '09:15');
    expect([onto.statusCode, onto.json().message]).toEqual([400, M.overlaps(formatLosAngelesTime(at('09:30')))]);
    // Moved into the next visit: refused; moved within its own old time: it does not overlap itself.
    const intoNext = await move(booked.id, booked.version, '09:40');
    expect([intoNext.statusCode, intoNext.json().message]).toEqual([
      400,
      M.overlaps(formatLosAngelesTime(at('10:00'))),
    ]);
    const withinOwn = await move(booked.id, booked.version, '09:20');
    expect(withinOwn.statusCode, withinOwn.body).toBe(200);
  });

  it('makes a schedule wait for another of the same provider in progress, then refuses the overlap', async () => {
    // Another schedule of the provider holds the lock and has inserted, not yet committed, a visit at 15:00.
    const other = await t.database.pool.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(hashtext($1))', [providerVisitsLock(providerUserId)]);
      await other.query(
        `insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type,
           start_time_utc, duration_minutes, status, dial_in_code, member_connection_id, provider_connection_id, created_by)
         values ($1, $2, 'Dr. Priya Provider', 'Video', 'Follow-Up Visit', $3, 30, 'Scheduled', '123456',
           gen_random_uuid(), gen_random_uuid(), 'test')`,
        [member, providerUserId, at('15:00')],
      );
      const pending = schedule('15:15');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('commit');
      const response = await pending;
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        M.overlaps(formatLosAngelesTime(at('15:00'))),
      ]);
    } finally {
      other.release();
    }
    // And of two asked at once, one passes.
    const [first, second] = await Promise.all([schedule('16:00'), schedule('16:15')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
  });
});
