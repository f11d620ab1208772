import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_ON_DEMAND_ADMIN_API as API } from '@portal/contracts/care-on-demand/admin';
import { OPEN_TIMES_PATH, type OpenTimes } from '@portal/contracts/care-on-demand/appointments';
import { TIME_OFF_MESSAGES as M, type TimeOff, type TimeOffList } from '@portal/contracts/care-on-demand/time-off';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { addDays, DATE_MESSAGES, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
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
    vacation = created.json<TimeOff>();
    expect(vacation).toMatchObject({ ...body(), startTime: null, endTime: null, version: 1, updatedBy: 'admin' });
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
  });
});
