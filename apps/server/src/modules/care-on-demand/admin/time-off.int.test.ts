import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_ON_DEMAND_ADMIN_API as API } from '@portal/contracts/care-on-demand/admin';
import { OPEN_TIMES_PATH, type OpenTimes } from '@portal/contracts/care-on-demand/appointments';
import {
  MY_TIME_OFF_PATH,
  TIME_OFF_MESSAGES as M,
  type MyTimeOffList,
  type TimeOff,
  type TimeOffList,
  type TimeOffSaved,
} from '@portal/contracts/care-on-demand/time-off';
import { MESSAGES } from '@portal/contracts/platform/messages';
import {
  addDays,
  DATE_MESSAGES,
  instantInLosAngeles,
  todayInLosAngeles,
  yearInLosAngeles,
} from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The Care on Demand admin gives a provider time off (a vacation, a holiday, an afternoon of training); the provider's
 * open times leave it out. A provider reads time off but cannot change it; a user without the admin module cannot read
 * it.
 */
let t: TestApp;
let provider: number;

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(user, payload === undefined ? { method, url } : { method, url, payload });
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];
const auditOf = (eventType: string, itemId: number) =>
  rows<{ details: { before: unknown; after: unknown } }>(
    'select details from audit_events where event_type = $1 and item_id = $2 order by id',
    [eventType, String(itemId)],
  );
const expect400 = async (response: Promise<{ statusCode: number; body: string }>, message: string) => {
  const answer = await response;
  expect([answer.statusCode, (JSON.parse(answer.body) as { message: string }).message], answer.body).toEqual([
    400,
    message,
  ]);
};

/** A Monday far from the demo visits and the demo time off: care.provider works 08:00-12:00 and 13:00-17:00. */
const monday = (() => {
  const start = addDays(todayInLosAngeles(), 420);
  const weekday = new Date(`${start}T12:00:00Z`).getUTCDay() || 7;
  return addDays(start, (8 - weekday) % 7);
})();
const timesOf = async (date: string) => {
  const response = await call('care.provider', 'GET', `${OPEN_TIMES_PATH}?date=${date}&durationMinutes=30`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpenTimes>().times;
};
const quarterHours = (from: string, to: string) => {
  const out: string[] = [];
  for (
    let minute = Number(from.slice(0, 2)) * 60;
    minute <= Number(to.slice(0, 2)) * 60 + Number(to.slice(3));
    minute += 15
  )
    out.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  return out;
};

beforeAll(async () => {
  t = await createTestApp();
  provider = (await rows<{ id: number }>("select id from users where username = 'care.provider'"))[0]!.id;
});
afterAll(async () => t.close());

describe('Care on Demand Admin, time off: the admin gives a provider time off; OpenTimes leaves it out', () => {
  const body = () => ({ providerUserId: provider, fromDate: monday, toDate: addDays(monday, 4), reason: 'Vacation' });
  let vacation: TimeOff;

  it('adds a whole-day time off, audited; the provider has no open time on those days', async () => {
    const allDay = [...quarterHours('08:00', '11:30'), ...quarterHours('13:00', '16:30')];
    expect(await timesOf(monday)).toEqual(allDay);
    const created = await call('admin', 'POST', `${API}/time-off`, body());
    expect(created.statusCode, created.body).toBe(200);
    const { bookedVisits, ...saved } = created.json<TimeOffSaved>();
    vacation = saved;
    expect(bookedVisits).toEqual([]);
    expect(vacation).toMatchObject({
      ...body(),
      startTime: null,
      endTime: null,
      version: 1,
      updatedBy: 'admin',
      // The screens name the person who changed it.
      updatedByName: 'Avery Admin',
    });
    expect((await auditOf('TimeOffCreated', vacation.id)).map((row) => row.details.after)).toEqual([vacation]);
    expect(await timesOf(monday)).toEqual([]);
    expect(await timesOf(addDays(monday, 4))).toEqual([]);
    // The next Monday is a working day again.
    expect(await timesOf(addDays(monday, 7))).toEqual(allDay);
    const listed = (
      await call('care.provider', 'GET', `${API}/time-off?providerUserId=${provider}`)
    ).json<TimeOffList>();
    expect(listed.items.map((item) => item.id)).toContain(vacation.id);
  });

  it('edits at the version read into a partial day: only its window is left out; a stale edit is 409', async () => {
    const url = `${API}/time-off/${vacation.id}`;
    const partial = { ...body(), toDate: monday, startTime: '10:00', endTime: '14:00', reason: 'Training' };
    const moved = await call('admin', 'PUT', url, { ...partial, version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TimeOff>()).toMatchObject({ ...partial, version: 2 });
    expect((await auditOf('TimeOffUpdated', vacation.id))[0]!.details).toMatchObject({
      before: { reason: 'Vacation' },
      after: { reason: 'Training', startTime: '10:00', endTime: '14:00' },
    });
    // A visit of 30 minutes from 09:45 would run into 10:00; 14:00 is free again.
    expect(await timesOf(monday)).toEqual([...quarterHours('08:00', '09:30'), ...quarterHours('14:00', '16:30')]);
    expect(await timesOf(addDays(monday, 1))).toHaveLength(30);

    const stale = await call('admin', 'PUT', url, { ...partial, reason: 'Conference', version: 1 });
    expect([stale.statusCode, stale.json<{ message: string }>().message]).toEqual([409, MESSAGES.staleRecord]);
    expect(
      (await rows<{ reason: string }>('select reason from cod_time_off where id = $1', [vacation.id]))[0]!.reason,
    ).toBe('Training');
    expect((await call('admin', 'PUT', `${API}/time-off/999999`, { ...partial, version: 1 })).statusCode).toBe(404);
  });

  it('deletes at the version read (409 when stale), audited; the day is open again', async () => {
    const url = `${API}/time-off/${vacation.id}`;
    expect((await call('admin', 'DELETE', `${url}?version=1`)).statusCode).toBe(409);
    const deleted = await call('admin', 'DELETE', `${url}?version=2`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await auditOf('TimeOffDeleted', vacation.id))[0]!.details).toMatchObject({ before: { id: vacation.id } });
    expect(await timesOf(monday)).toHaveLength(30);
    expect((await call('admin', 'DELETE', `${url}?version=2`)).statusCode).toBe(404);
  });

  it('answers 400 with the messages and writes nothing', async () => {
    const before = (await rows<{ n: number }>('select count(*)::int as n from cod_time_off'))[0]!.n;
    const cases: [object, string][] = [
      [{ ...body(), toDate: addDays(monday, -1) }, M.toBeforeFrom],
      [{ ...body(), startTime: '09:00' }, M.timeWindowIncomplete],
      [{ ...body(), startTime: '12:00', endTime: '12:00' }, M.endBeforeStart],
      [{ ...body(), startTime: '9am', endTime: '12:00' }, M.timeInvalid],
      [{ ...body(), fromDate: '1969-12-31' }, DATE_MESSAGES.outOfRange],
      [{ ...body(), toDate: '2101-01-01' }, DATE_MESSAGES.outOfRange],
      [{ ...body(), fromDate: '2027-02-30' }, DATE_MESSAGES.invalid],
      [{ ...body(), reason: '  ' }, M.reasonRequired],
      [{ ...body(), reason: 'x'.repeat(201) }, M.reasonTooLong],
      [{ ...body(), providerUserId: 0 }, M.providerRequired],
    ];
    for (const [payload, message] of cases) await expect400(call('admin', 'POST', `${API}/time-off`, payload), message);
    const admin = (await rows<{ id: number }>("select id from users where username = 'admin'"))[0]!.id;
    await expect400(call('admin', 'POST', `${API}/time-off`, { ...body(), providerUserId: admin }), M.providerNotFound);
    expect((await rows<{ n: number }>('select count(*)::int as n from cod_time_off'))[0]!.n).toBe(before);
  });

  it('refuses changes to a provider (403) and everything to a user without the admin module', async () => {
    expect((await call('care.provider', 'POST', `${API}/time-off`, body())).statusCode).toBe(403);
    expect((await call('care.provider', 'GET', `${API}/time-off`)).statusCode).toBe(200);
    expect((await call('no.modules', 'GET', `${API}/time-off`)).statusCode).toBe(403);
    expect((await call('no.modules', 'POST', `${API}/time-off`, body())).statusCode).toBe(403);
    for (const user of ['care.provider', 'no.modules']) {
      expect((await call(user, 'PUT', `${API}/time-off/1`, { ...body(), version: 1 })).statusCode).toBe(403);
      expect((await call(user, 'DELETE', `${API}/time-off/1?version=1`)).statusCode).toBe(403);
    }
  });
});

describe('Care on Demand Admin, time off over booked visits: the save succeeds and names the open visits inside it', () => {
  /** An open (or `status`) visit of `username` from `date` `time` on the plan's clock for `minutes`. */
  const visitAt = async (
    date: string,
    time: string,
    minutes: number,
    status = 'Scheduled',
    username = 'care.provider',
  ) =>
    (
      await rows<{ id: number; memberId: string }>(
        `insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type,
           start_time_utc, duration_minutes, status, dial_in_code, member_connection_id, provider_connection_id,
           created_by)
         select (select member_id from members order by member_id limit 1), u.id, u.name, 'Video', 'Follow-up visit',
           $1::timestamptz, $2, $3, '482913', 'member-' || gen_random_uuid(), 'provider-' || gen_random_uuid(), 'test'
         from users u where u.username = $4
         returning id, member_id as "memberId"`,
        [instantInLosAngeles(date, time).toISOString(), minutes, status, username],
      )
    )[0]!;
  const booked = (visit: { id: number; memberId: string }, date: string, time: string) => ({
    id: visit.id,
    memberId: visit.memberId,
    startTime: instantInLosAngeles(date, time).toISOString(),
  });
  const day = addDays(monday, 14);

  it('lists the visits with any minute in the window, by start, ids and member ids only; audits the read', async () => {
    const runsIn = await visitAt(day, '09:45', 30);
    const endsIn = await visitAt(day, '13:50', 20);
    await visitAt(day, '14:00', 20); // starts as the window ends
    await visitAt(day, '09:30', 30); // ends as it begins
    await visitAt(day, '11:00', 20, 'Cancelled');
    await visitAt(day, '11:00', 20, 'Completed');
    await visitAt(day, '11:00', 20, 'Scheduled', 'admin'); // someone else's
    const nextDay = await visitAt(addDays(day, 1), '11:00', 20);
    const payload = { providerUserId: provider, fromDate: day, toDate: day, startTime: '10:00', endTime: '14:00' };
    const created = await call('admin', 'POST', `${API}/time-off`, { ...payload, reason: 'Training' });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<TimeOffSaved>();
    expect(saved.bookedVisits).toEqual([booked(runsIn, day, '09:45'), booked(endsIn, day, '13:50')]);
    expect(Object.keys(saved.bookedVisits[0]!).sort()).toEqual(['id', 'memberId', 'startTime']);
    const audited = await rows<{ details: { memberIds: string[]; visitIds: number[] } }>(
      "select details from audit_events where event_type = 'TimeOffBookedVisits' order by id desc limit 1",
    );
    expect(audited[0]?.details).toMatchObject({ memberIds: [runsIn.memberId], visitIds: [runsIn.id, endsIn.id] });
    expect(
      M.visitsBooked(
        saved.providerName,
        saved.bookedVisits.map((visit) => visit.startTime),
      ),
    ).toMatch(
      /^2 visits of .+ are booked in this time off: \d\d\/\d\d\/\d{4} 9:45 AM PT, .+ 1:50 PM PT\. Reschedule or cancel them\.$/,
    );

    // Edited into two whole days: the next day's visit too, and the saved change stands.
    const edited = await call('admin', 'PUT', `${API}/time-off/${saved.id}`, {
      ...payload,
      toDate: addDays(day, 1),
      startTime: null,
      endTime: null,
      reason: 'Conference',
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TimeOffSaved>()).toMatchObject({ version: 2, reason: 'Conference' });
    // 09:30, 09:45, 13:50 and 14:00 of the day, 11:00 of the next; not the cancelled, completed or other's visits.
    const ids = edited.json<TimeOffSaved>().bookedVisits.map((visit) => visit.id);
    expect(ids).toHaveLength(5);
    expect([ids[1], ids[2], ids[4]]).toEqual([runsIn.id, endsIn.id, nextDay.id]);
  });

  it('counts a visit that runs past midnight into a whole day off', async () => {
    const night = await visitAt(addDays(day, 6), '23:50', 20);
    const created = await call('admin', 'POST', `${API}/time-off`, {
      providerUserId: provider,
      fromDate: addDays(day, 7),
      toDate: addDays(day, 7),
      reason: 'Holiday',
    });
    expect(created.json<TimeOffSaved>().bookedVisits).toEqual([booked(night, addDays(day, 6), '23:50')]);
  });
});

describe('Care on Demand time off on the days the clocks change (Pacific time)', () => {
  const year = yearInLosAngeles() + 1;
  /** The nth Sunday of a month of next year: the second of March (clocks forward), the first of November (back). */
  const sunday = (month: number, nth: number) => {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    return addDays(first, ((7 - new Date(`${first}T12:00:00Z`).getUTCDay()) % 7) + 7 * (nth - 1));
  };
  const spring = sunday(3, 2);
  const fall = sunday(11, 1);
  const timesOfHour = async (date: string) => {
    const response = await call('care.provider', 'GET', `${OPEN_TIMES_PATH}?date=${date}&durationMinutes=60`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OpenTimes>().times;
  };
  const timeOff = async (fromDate: string, toDate: string, window: [string, string] | null) => {
    const response = await call('admin', 'POST', `${API}/time-off`, {
      providerUserId: provider,
      fromDate,
      toDate,
      ...(window ? { startTime: window[0], endTime: window[1] } : {}),
      reason: 'Night shift off',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TimeOffSaved>();
  };
  const visitAt = async (date: string, time: string, minutes: number) =>
    (
      await rows<{ id: number }>(
        `insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type,
           start_time_utc, duration_minutes, status, dial_in_code, member_connection_id, provider_connection_id, created_by)
         select (select member_id from members order by member_id limit 1), u.id, u.name, 'Video', 'Follow-up visit',
           $1::timestamptz, $2, 'Scheduled', '482913', 'member-' || gen_random_uuid(), 'provider-' || gen_random_uuid(), 'test'
         from users u where u.username = 'care.provider' returning id`,
        [instantInLosAngeles(date, time).toISOString(), minutes],
      )
    )[0]!.id;

  beforeAll(async () => {
    // A night slot on Sundays, 00:00-06:00, across the hour the clocks change.
    await t.database.pool.query(
      `insert into cod_schedule_slots (provider_user_id, weekday, start_time, end_time, updated_by)
       values ($1, 7, '00:00', '06:00', 'test')`,
      [provider],
    );
  });
  afterAll(async () => {
    await t.database.pool.query('delete from cod_schedule_slots where provider_user_id = $1 and weekday = 7', [
      provider,
    ]);
  });

  it('spring forward: no time the clock skips, and no visit that runs into the time off after the jump', async () => {
    expect(spring.slice(5)).toMatch(/^03-(0[89]|1[0-4])$/);
    await timeOff(spring, spring, ['03:00', '04:00']);
    // 01:00 + 60 minutes is 03:00 (the clock skips 02:00-02:59); from 01:15 a visit runs into 03:00-04:00.
    expect(await timesOfHour(spring)).toEqual([...quarterHours('00:00', '01:00'), ...quarterHours('04:00', '05:00')]);
    const runsIn = await visitAt(spring, '01:30', 60);
    await visitAt(spring, '01:00', 60); // ends at 03:00, as the time off begins
    const again = await timeOff(spring, spring, ['03:00', '04:00']);
    expect(again.bookedVisits.map((visit) => visit.id)).toEqual([runsIn]);
  });

  it('fall back: the repeated hour is an hour longer, so a visit from 01:15 ends before a 02:00 time off', async () => {
    expect(fall.slice(5)).toMatch(/^11-0[1-7]$/);
    await timeOff(fall, fall, ['02:00', '03:00']);
    expect(await timesOfHour(fall)).toEqual([...quarterHours('00:00', '01:45'), ...quarterHours('03:00', '05:00')]);
    // 00:30 + 120 minutes is 01:30 the second time; 01:30 + 60 minutes is 01:30 the second time.
    await visitAt(fall, '00:30', 120);
    const runsIn = await visitAt(fall, '01:30', 120);
    const again = await timeOff(fall, fall, ['02:00', '03:00']);
    expect(again.bookedVisits.map((visit) => visit.id)).toEqual([runsIn]);
  });

  it('a whole-day time off over the weekend the clocks change leaves every day of it out, and no more', async () => {
    for (const change of [spring, fall]) {
      const saturday = addDays(change, -1);
      const monday = addDays(change, 1);
      const late = await visitAt(saturday, '23:30', 60); // ends in the small hours of the Sunday
      const saved = await timeOff(saturday, monday, null);
      expect(saved.bookedVisits.map((visit) => visit.id)).toContain(late);
      for (const day of [saturday, change, monday]) expect(await timesOf(day)).toEqual([]);
      expect(await timesOf(addDays(change, 2))).toHaveLength(30);
    }
  });
});

describe('Care on Demand My Panel, my time off: a provider reads their own upcoming time off', () => {
  it("lists only the caller's time off from today on, soonest first, at most ten", async () => {
    const today = todayInLosAngeles();
    const other = (await rows<{ id: number }>("select id from users where username = 'admin'"))[0]!.id;
    await t.database.pool.query('delete from cod_time_off');
    const add = (providerUserId: number, fromDate: string, toDate: string, reason: string, window?: string[]) =>
      t.database.pool.query(
        `insert into cod_time_off (provider_user_id, from_date, to_date, start_time, end_time, reason, updated_by)
         values ($1, $2, $3, $4, $5, $6, 'test')`,
        [providerUserId, fromDate, toDate, window?.[0] ?? null, window?.[1] ?? null, reason],
      );
    await add(provider, addDays(today, -10), addDays(today, -3), 'Past vacation');
    await add(provider, addDays(today, 30), addDays(today, 30), 'Training', ['13:00', '17:00']);
    await add(provider, addDays(today, -2), today, 'Ends today');
    await add(other, addDays(today, 5), addDays(today, 6), 'Not mine');
    for (let week = 1; week <= 10; week += 1)
      await add(provider, addDays(today, 40 + week), addDays(today, 40 + week), `Day ${week}`);

    const response = await call('care.provider', 'GET', MY_TIME_OFF_PATH);
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json<MyTimeOffList>();
    expect(total).toBe(10);
    expect(items.map((item) => item.reason)).toEqual([
      'Ends today',
      'Training',
      ...Array.from({ length: 8 }, (_, i) => `Day ${i + 1}`),
    ]);
    expect(items[1]).toEqual({
      id: expect.any(Number),
      fromDate: addDays(today, 30),
      toDate: addDays(today, 30),
      startTime: '13:00',
      endTime: '17:00',
      reason: 'Training',
    });
    expect((await call('no.modules', 'GET', MY_TIME_OFF_PATH)).statusCode).toBe(403);
  });
});
