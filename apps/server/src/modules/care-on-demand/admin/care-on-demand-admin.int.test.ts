import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARE_ON_DEMAND_ADMIN_API as API,
  COD_ADMIN_MESSAGES as M,
  CREDENTIAL_MASK,
  SIMULATOR_ACTIVITY_PATH,
  type PhoneActivityList,
  type ScheduleSlot,
  type ScheduleSlots,
  type VideoSettings,
  type VisitType,
  type VisitTypes,
} from '@portal/contracts/care-on-demand/admin';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { iceServers } from './ice-servers.service.ts';

let t: TestApp;
let provider: number;

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(user, payload === undefined ? { method, url } : { method, url, payload });
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];
const auditOf = (eventType: string, itemId: number | string) =>
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

beforeAll(async () => {
  t = await createTestApp();
  provider = (await rows<{ id: number }>("select id from users where username = 'care.provider'"))[0]!.id;
});
afterAll(async () => t.close());

describe('Care on Demand Admin, visit types: the admin keeps them; a provider reads them only', () => {
  const body = {
    name: 'Skin Check',
    description: 'Photos of a rash or mole reviewed by video',
    appointmentType: 'Video',
    defaultDurationMinutes: 15,
    onDemandAllowed: true,
    isActive: true,
  };

  it('creates a visit type, audited; the name is unique regardless of case', async () => {
    const created = await call('admin', 'POST', `${API}/visit-types`, body);
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<VisitType>();
    expect(saved).toMatchObject({ ...body, version: 1, updatedBy: 'admin' });
    expect((await auditOf('VisitTypeCreated', saved.id)).map((row) => row.details.after)).toEqual([saved]);
    await expect400(call('admin', 'POST', `${API}/visit-types`, { ...body, name: 'skin CHECK' }), M.nameExists);
    await expect400(call('admin', 'POST', `${API}/visit-types`, { ...body, name: 'urgent care' }), M.nameExists);
    const list = (await call('care.provider', 'GET', `${API}/visit-types`)).json<VisitTypes>();
    expect(list.items.map((type) => type.name)).toContain('Skin Check');
    expect(list.items.some((type) => !type.isActive)).toBe(true);
    const active = (await call('care.provider', 'GET', `${API}/visit-types?includeInactive=false`)).json<VisitTypes>();
    expect(active.items.every((type) => type.isActive)).toBe(true);
  });

  it('answers 400 with the messages and writes nothing', async () => {
    const before = (await rows<{ n: number }>('select count(*)::int as n from cod_visit_types'))[0]!.n;
    const cases: [object, string][] = [
      [{ ...body, name: ' ' }, M.nameRequired],
      [{ ...body, name: 'x'.repeat(61) }, M.nameTooLong],
      [{ ...body, appointmentType: 'Chat' }, M.appointmentTypeInvalid],
      [{ ...body, defaultDurationMinutes: 9 }, M.durationInvalid],
      [{ ...body, defaultDurationMinutes: 121 }, M.durationInvalid],
      [{ ...body, defaultDurationMinutes: 20.5 }, M.durationInvalid],
    ];
    for (const [payload, message] of cases)
      await expect400(call('admin', 'POST', `${API}/visit-types`, payload), message);
    expect((await rows<{ n: number }>('select count(*)::int as n from cod_visit_types'))[0]!.n).toBe(before);
  });

  it('changes and deactivates at the version read; a stale version is 409 and changes nothing', async () => {
    const [type] = await rows<{ id: number }>("select id from cod_visit_types where name = 'Skin Check'");
    const url = `${API}/visit-types/${type!.id}`;
    const changed = await call('admin', 'PUT', url, { ...body, defaultDurationMinutes: 25, version: 1 });
    expect(changed.json<VisitType>()).toMatchObject({ defaultDurationMinutes: 25, version: 2 });
    const stale = await call('admin', 'PUT', url, { ...body, isActive: false, version: 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, MESSAGES.staleRecord]);
    const deactivated = await call('admin', 'PUT', url, {
      ...body,
      defaultDurationMinutes: 25,
      isActive: false,
      version: 2,
    });
    expect(deactivated.json<VisitType>()).toMatchObject({ isActive: false, version: 3 });
    expect(await auditOf('VisitTypeDeactivated', type!.id)).toHaveLength(1);
    await expect400(call('admin', 'PUT', url, { ...body, name: 'Urgent Care', version: 3 }), M.nameExists);
    expect((await call('admin', 'PUT', `${API}/visit-types/999999`, { ...body, version: 1 })).statusCode).toBe(404);
  });

  it('a stale version names who changed the visit type (409)', async () => {
    const [type] = await rows<{ id: number; version: number }>(
      "select id, version from cod_visit_types where name = 'Urgent Care'",
    );
    // Someone else saved it since the admin read it.
    await rows("update cod_visit_types set version = version + 1, updated_by = 'care.provider' where id = $1", [
      type!.id,
    ]);
    const stale = await call('admin', 'PUT', `${API}/visit-types/${type!.id}`, {
      ...body,
      name: 'Urgent Care',
      version: type!.version,
    });
    expect([stale.statusCode, stale.json().message]).toEqual([409, MESSAGES.staleRecordBy('Dr. Priya Provider')]);
  });

  it('refuses changes to a provider (read only here) and everything to a user without the module', async () => {
    expect((await call('care.provider', 'POST', `${API}/visit-types`, { ...body, name: 'Other' })).statusCode).toBe(
      403,
    );
    expect((await call('crm.agent', 'GET', `${API}/visit-types`)).statusCode).toBe(403);
    expect((await call('no.modules', 'GET', `${API}/visit-types`)).statusCode).toBe(403);
    expect((await call('no.modules', 'POST', `${API}/visit-types`, body)).statusCode).toBe(403);
  });
});

describe('Care on Demand Admin, schedules: weekly slots per telehealth provider without overlaps', () => {
  const slot = () => ({ providerUserId: provider, weekday: 7, startTime: '10:00', endTime: '12:00' });

  it('lists the telehealth providers (users holding My Panel 157, not the administrators)', async () => {
    const answer = (await call('admin', 'GET', `${API}/providers`)).json<{ items: { username: string }[] }>();
    expect(answer.items.map((user) => user.username)).toContain('care.provider');
    expect(answer.items.map((user) => user.username)).not.toContain('admin');
  });

  it('adds a slot, audited; refuses an end before the start and overlaps with a clear message', async () => {
    const created = await call('admin', 'POST', `${API}/schedule-slots`, slot());
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<ScheduleSlot>();
    // The screens name the person who changed it.
    expect(saved).toMatchObject({ updatedBy: 'admin', updatedByName: 'Avery Admin' });
    expect(saved).toMatchObject({ ...slot(), providerName: 'Dr. Priya Provider', version: 1 });
    expect(await auditOf('ScheduleSlotCreated', saved.id)).toHaveLength(1);
    await expect400(
      call('admin', 'POST', `${API}/schedule-slots`, { ...slot(), startTime: '12:00', endTime: '11:00' }),
      M.endBeforeStart,
    );
    await expect400(
      call('admin', 'POST', `${API}/schedule-slots`, { ...slot(), startTime: '11:30', endTime: '13:00' }),
      M.slotOverlaps('Sunday', '10:00', '12:00'),
    );
    await expect400(
      call('admin', 'POST', `${API}/schedule-slots`, { ...slot(), startTime: '9:00', endTime: '10:00' }),
      M.timeInvalid,
    );
    await expect400(call('admin', 'POST', `${API}/schedule-slots`, { ...slot(), weekday: 8 }), M.weekdayInvalid);
    const admin = (await rows<{ id: number }>("select id from users where username = 'admin'"))[0]!.id;
    await expect400(
      call('admin', 'POST', `${API}/schedule-slots`, { ...slot(), providerUserId: admin }),
      M.providerNotFound,
    );
    // Touching is not overlapping.
    const next = await call('admin', 'POST', `${API}/schedule-slots`, {
      ...slot(),
      startTime: '12:00',
      endTime: '13:00',
    });
    expect(next.statusCode, next.body).toBe(200);
    const list = (
      await call('care.provider', 'GET', `${API}/schedule-slots?providerUserId=${provider}`)
    ).json<ScheduleSlots>();
    expect(list.items.filter((row) => row.weekday === 7).map((row) => [row.startTime, row.endTime])).toEqual([
      ['10:00', '12:00'],
      ['12:00', '13:00'],
    ]);
  });

  it('moves and deletes a slot at the version read (409 when stale); a provider cannot change slots', async () => {
    const [row] = await rows<{ id: number }>(
      "select id from cod_schedule_slots where weekday = 7 and start_time = '12:00' and provider_user_id = $1",
      [provider],
    );
    const url = `${API}/schedule-slots/${row!.id}`;
    await expect400(
      call('admin', 'PUT', url, { ...slot(), startTime: '11:00', endTime: '14:00', version: 1 }),
      M.slotOverlaps('Sunday', '10:00', '12:00'),
    );
    const moved = await call('admin', 'PUT', url, { ...slot(), startTime: '14:00', endTime: '15:30', version: 1 });
    expect(moved.json<ScheduleSlot>()).toMatchObject({ startTime: '14:00', endTime: '15:30', version: 2 });
    expect((await call('admin', 'DELETE', `${url}?version=1`)).statusCode).toBe(409);
    expect((await call('care.provider', 'DELETE', `${url}?version=2`)).statusCode).toBe(403);
    expect((await call('care.provider', 'POST', `${API}/schedule-slots`, { ...slot(), weekday: 6 })).statusCode).toBe(
      403,
    );
    expect((await call('no.modules', 'GET', `${API}/schedule-slots`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `${url}?version=2`)).statusCode).toBe(200);
    expect(await rows('select 1 from cod_schedule_slots where id = $1', [row!.id])).toEqual([]);
    expect(await auditOf('ScheduleSlotDeleted', row!.id)).toHaveLength(1);
  });
});

describe('Care on Demand Admin, phone simulator: the record, newest first, audited', () => {
  it('pages the record newest first and filters by kind; each read is audited', async () => {
    const page = await call('care.provider', 'GET', `${API}/phone-activity?pageSize=25`);
    expect(page.statusCode, page.body).toBe(200);
    const list = page.json<PhoneActivityList>();
    expect(list.total).toBeGreaterThanOrEqual(4);
    const times = list.items.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const sms = (await call('admin', 'GET', `${API}/phone-activity?kind=sms`)).json<PhoneActivityList>();
    expect(sms.items.every((row) => row.kind === 'sms')).toBe(true);
    const audited = await rows<{ n: number }>(
      "select count(*)::int as n from audit_events where user_id = 'care.provider' and module_id = 160",
    );
    expect(audited[0]!.n).toBeGreaterThan(0);
    expect((await call('crm.agent', 'GET', `${API}/phone-activity`)).statusCode).toBe(403);
    expect((await call('no.modules', 'GET', SIMULATOR_ACTIVITY_PATH)).statusCode).toBe(403);
    expect((await call('admin', 'GET', `${API}/phone-activity?pageSize=30`)).statusCode).toBe(400);
  });

  it('answers what was recorded since an instant, to a number written any way', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    await t.database.pool.query(
      "insert into simulated_phone_activity (kind, to_number, body, status) values ('sms', '+19165550100', 'Test invite', 'sent')",
    );
    const answer = await call('admin', 'GET', `${SIMULATOR_ACTIVITY_PATH}?since=${since}&toNumber=(916)555-0100`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<PhoneActivityList>().items.map((row) => row.body)).toEqual(['Test invite']);
    await expect400(call('admin', 'GET', `${SIMULATOR_ACTIVITY_PATH}?since=yesterday`), M.sinceInvalid);
  });
});

describe('Care on Demand Admin, video settings: ICE servers with the TURN credential kept secret', () => {
  it('starts empty (host candidates only); saves at the version read, masks and keeps the credential', async () => {
    expect(await iceServers(t.app.ctx.database.db)).toEqual([]);
    expect((await call('care.provider', 'GET', `${API}/settings`)).json<VideoSettings>()).toMatchObject({
      stunUrls: [],
      version: 0,
    });
    const body = {
      stunUrls: ['stun:stun.example.org:3478'],
      turnUrls: ['turn:turn.example.org:3478'],
      turnUsername: 'portal',
      turnCredential: 's3cret',
      version: 0,
    };
    const saved = await call('admin', 'PUT', `${API}/settings`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<VideoSettings>()).toMatchObject({ turnCredential: CREDENTIAL_MASK, version: 1 });
    expect(saved.body).not.toContain('s3cret');
    const again = await call('admin', 'PUT', `${API}/settings`, {
      ...body,
      turnCredential: CREDENTIAL_MASK,
      version: 1,
    });
    expect(again.json<VideoSettings>().version).toBe(2);
    // Who changed them last is named by name, in the answer to the save and to a later read.
    const [admin] = await rows<{ name: string }>("select name from users where username = 'admin'");
    expect(again.json<VideoSettings>()).toMatchObject({ updatedBy: 'admin', updatedByName: admin?.name });
    const read = (await call('care.provider', 'GET', `${API}/settings`)).json<VideoSettings>();
    expect(read).toMatchObject({ updatedBy: 'admin', updatedByName: admin?.name });
    expect(await iceServers(t.app.ctx.database.db)).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      { urls: ['turn:turn.example.org:3478'], username: 'portal', credential: 's3cret' },
    ]);
    const audit = await rows<{ details: object }>(
      "select details from audit_events where event_type = 'VideoSettingsChanged'",
    );
    expect(JSON.stringify(audit)).not.toContain('s3cret');
    const stale = await call('admin', 'PUT', `${API}/settings`, { ...body, version: 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, MESSAGES.staleRecord]);
    const first = await call('admin', 'PUT', `${API}/settings`, { ...body, version: 0 });
    expect(first.statusCode).toBe(409);
  });

  it('answers 400 for bad URLs or TURN without its username, and 403 to a provider', async () => {
    const body = { stunUrls: [], turnUrls: [], turnUsername: null, turnCredential: null, version: 2 };
    await expect400(call('admin', 'PUT', `${API}/settings`, { ...body, stunUrls: ['http://x'] }), M.urlInvalid);
    await expect400(
      call('admin', 'PUT', `${API}/settings`, { ...body, turnUrls: ['turn:x:3478'], turnCredential: 'x' }),
      M.turnUsernameRequired,
    );
    expect((await call('care.provider', 'PUT', `${API}/settings`, body)).statusCode).toBe(403);
    expect((await call('no.modules', 'GET', `${API}/settings`)).statusCode).toBe(403);
  });
});
