import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARE_ON_DEMAND_API,
  USER_SETTINGS_API,
  USER_SETTINGS_MESSAGES,
  VISIT_HISTORY_MESSAGES,
  type CarePanelResult,
  type LiveDashboard,
  type UserPreference,
  type UserSettingsInitialData,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { APPOINTMENTS_API, APPOINTMENT_MESSAGES } from '@portal/contracts/care-on-demand/appointments';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { exportBody } from '../../../test/export-request.ts';
import { firstSheet, sheetText } from '../../../test/export-file.ts';

let t: TestApp;
const one = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('Care on Demand My Panel: the provider’s panel with last and next virtual visit', () => {
  it('shows care.provider their panel members, audited, and refuses an unlinked user and no.modules', async () => {
    const response = await t.as('care.provider', {
      method: 'POST',
      url: `${CARE_ON_DEMAND_API}/MyPanel`,
      payload: { take: 100 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<CarePanelResult>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.some((member) => member.nextVirtualVisit !== null)).toBe(true);
    expect(page.items.some((member) => member.lastVirtualVisit !== null)).toBe(true);
    const audit = await one<{ details: { memberIds: string[] } }>(
      `select details from audit_events where event_type = 'MemberSearch' and module_id = 157 order by id desc limit 1`,
    );
    expect(audit.details.memberIds).toEqual(page.items.map((member) => member.memberId));
    const unlinked = await t.as('admin', { method: 'POST', url: `${CARE_ON_DEMAND_API}/MyPanel`, payload: {} });
    expect([unlinked.statusCode, unlinked.json().message]).toEqual([400, APPOINTMENT_MESSAGES.notLinked]);
    expect(
      (await t.as('no.modules', { method: 'POST', url: `${CARE_ON_DEMAND_API}/MyPanel`, payload: {} })).statusCode,
    ).toBe(403);
    expect(
      (await t.as('care.provider', { method: 'POST', url: `${CARE_ON_DEMAND_API}/MyPanel`, payload: { take: 7 } }))
        .statusCode,
    ).toBe(400);
  });

  it('exports the panel to Excel with the virtual visit columns', async () => {
    const response = await t.as('care.provider', {
      method: 'POST',
      url: `${CARE_ON_DEMAND_API}/MyPanelExcelExport`,
      payload: exportBody({}),
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const sheet = await firstSheet(response.rawPayload);
    const headers = sheet.getRow(2).values as unknown[];
    expect(headers).toContain('Next Virtual Visit');
    expect(sheet.rowCount).toBeGreaterThan(3);
  });
});

describe('Live Dashboard: waiting and in-progress visits', () => {
  it('lists the members waiting with their wait time, and the counts', async () => {
    const response = await t.as('care.provider', { url: `${CARE_ON_DEMAND_API}/LiveDashboard` });
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json<LiveDashboard>();
    expect(board.counts.waiting).toBe(board.waiting.length);
    expect(board.waiting.length).toBeGreaterThanOrEqual(2);
    expect(board.waiting.every((visit) => visit.status === 'Waiting' && visit.waitSeconds > 0)).toBe(true);
    const waits = board.waiting.map((visit) => visit.waitSeconds);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
    expect((await t.as('no.modules', { url: `${CARE_ON_DEMAND_API}/LiveDashboard` })).statusCode).toBe(403);
  });

  it('counts as scheduled today the booked visits of today, not the on-demand requests waiting for a provider', async () => {
    const counts = async () =>
      (await t.as('care.provider', { url: `${CARE_ON_DEMAND_API}/LiveDashboard` })).json<LiveDashboard>().counts;
    const visitNow = (onDemand: boolean, status: string) =>
      t.database.pool.query(
        `insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type,
           start_time_utc, duration_minutes, status, is_on_demand, dial_in_code, member_connection_id,
           provider_connection_id, member_waiting_since, created_by)
         select (select member_id from members order by member_id limit 1), u.id, u.name, 'Video', 'Urgent Care', now(),
           20, $1, $2, '482913', 'member-' || gen_random_uuid(), 'provider-' || gen_random_uuid(), now(), 'test'
         from users u where u.username = 'care.provider'`,
        [status, onDemand],
      );
    const before = await counts();
    await visitNow(true, 'Waiting');
    const afterRequest = await counts();
    expect([afterRequest.waiting, afterRequest.scheduledToday]).toEqual([before.waiting + 1, before.scheduledToday]);
    await visitNow(false, 'Scheduled');
    await visitNow(false, 'Cancelled');
    expect((await counts()).scheduledToday).toBe(before.scheduledToday + 1);
  });
});

describe('Audit History: visit events and appointment changes', () => {
  it('filters by member, date range and event, newest first; refuses a reversed range', async () => {
    const { memberId } = await one<{ memberId: string }>(
      `select member_id as "memberId" from visit_events order by id limit 1`,
    );
    const response = await t.as('care.provider', {
      url: `${CARE_ON_DEMAND_API}/AuditHistory?memberId=${memberId}&event=ProviderJoined&take=100`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{
      items: { memberId: string; event: string; at: string; actorName: string }[];
      total: number;
    }>();
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((row) => row.memberId === memberId && row.event === 'ProviderJoined')).toBe(true);
    // Who by name: the provider's, not her username.
    expect(new Set(page.items.map((row) => row.actorName))).toEqual(new Set(['Dr. Priya Provider']));
    const all = (await t.as('care.provider', { url: `${CARE_ON_DEMAND_API}/AuditHistory?take=50` })).json<
      typeof page
    >();
    const at = all.items.map((row) => row.at);
    expect(at).toEqual([...at].sort().reverse());
    const reversed = await t.as('care.provider', {
      url: `${CARE_ON_DEMAND_API}/AuditHistory?from=2026-02-01&to=2026-01-01`,
    });
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, VISIT_HISTORY_MESSAGES.range]);
    expect((await t.as('no.modules', { url: `${CARE_ON_DEMAND_API}/AuditHistory` })).statusCode).toBe(403);
    const exported = await t.as('care.provider', {
      method: 'POST',
      url: `${CARE_ON_DEMAND_API}/AuditHistoryExcelExport`,
      payload: exportBody({ event: 'ProviderJoined', memberId }),
    });
    expect(exported.statusCode).toBe(200);
    const rows = await sheetText(exported.rawPayload);
    const header = rows.findIndex((row) => row[0] === 'Date');
    expect(rows[header]).toEqual(['Date', 'Event', 'Member ID', 'Member', 'Visit', 'By', 'Detail']);
    const exportedRows = rows.slice(header + 1);
    expect(exportedRows.length).toBe(page.total);
    expect(exportedRows.every((row) => row[1] === 'ProviderJoined' && row[2] === memberId)).toBe(true);
    expect(exportedRows.every((row) => row[5] === 'Dr. Priya Provider')).toBe(true);
  });
});

describe('Audit History: the detail of an appointment change', () => {
  it('reads the visit’s start as the plan’s wall clock (PT), not as a raw UTC instant', async () => {
    const { memberId } = await one<{ memberId: string }>(
      `select a.member_id as "memberId" from virtual_appointments a join users u on u.id = a.provider_user_id
       where u.username = 'care.provider' order by a.id limit 1`,
    );
    const scheduled = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/schedule`,
      payload: {
        memberId,
        type: 'Video',
        visitType: 'Follow-Up Visit',
        startTimeUTC: '2027-07-14T17:30:00.000Z',
        durationMinutes: 20,
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const response = await t.as('care.provider', {
      url: `${CARE_ON_DEMAND_API}/AuditHistory?memberId=${memberId}&event=AppointmentScheduled&take=100`,
    });
    const details = response.json<{ items: { detail: string }[] }>().items.map((row) => row.detail);
    expect(details).toContain('Scheduled 07/14/2027 10:30 AM PT');
    expect(details.some((detail) => /\d{4}-\d{2}-\d{2}T/.test(detail))).toBe(false);
  });
});

describe('Audit History: a taken visit’s detail', () => {
  it('writes the status in words (In Progress), not the raw InProgress', async () => {
    const waiting = await one<{ id: number; version: number; memberId: string }>(
      `select id, version, member_id as "memberId" from virtual_appointments
       where status = 'Waiting' and is_on_demand order by id limit 1`,
    );
    const taken = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/${waiting.id}/take`,
      payload: { version: waiting.version },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const response = await t.as('care.provider', {
      url: `${CARE_ON_DEMAND_API}/AuditHistory?memberId=${waiting.memberId}&event=AppointmentTaken&take=100`,
    });
    const details = response.json<{ items: { detail: string }[] }>().items.map((row) => row.detail);
    expect(details.length).toBeGreaterThan(0);
    expect(details.every((detail) => detail.startsWith('Waiting → In Progress '))).toBe(true);
  });
});

describe('Audit History: the demo’s cancelled visits', () => {
  it('finds each cancelled demo visit’s Appointment Cancelled event, by the provider, as a real cancel records it', async () => {
    const { rows: cancelled } = await t.database.pool.query<{ id: number; reason: string }>(
      `select a.id, a.cancel_reason as reason from virtual_appointments a join users u on u.id = a.provider_user_id
       where u.username = 'care.provider' and a.status = 'Cancelled' and a.created_by = 'care.provider' order by a.id`,
    );
    expect(cancelled.length).toBeGreaterThan(0);
    const response = await t.as('care.provider', {
      url: `${CARE_ON_DEMAND_API}/AuditHistory?event=AppointmentCancelled&take=100`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ items: { appointmentId: number; actorName: string; detail: string }[] }>().items;
    for (const visit of cancelled) {
      const events = rows.filter((row) => row.appointmentId === visit.id);
      expect(events.map((row) => row.actorName)).toEqual(['Dr. Priya Provider']);
      expect(events[0]?.detail).toMatch(/^Scheduled → Cancelled /);
      expect(events[0]?.detail).toContain(visit.reason);
    }
    const row = await one<{ moduleId: number; keys: string[] }>(
      `select module_id as "moduleId", array(select jsonb_object_keys(details->'before') order by 1) as keys
       from audit_events where event_type = 'AppointmentCancelled' and (details->>'appointmentId')::int = $1`,
      [cancelled[0]!.id],
    );
    expect(row).toEqual({
      moduleId: 157,
      keys: [
        'cancelReason',
        'durationMinutes',
        'memberId',
        'providerName',
        'startTimeUTC',
        'status',
        'type',
        'visitType',
      ],
    });
  });
});

describe('Audit History: a status change says from what to what', () => {
  it('reads Scheduled → Cancelled on screen and in the export; a row without the status before reads as it did', async () => {
    const { memberId } = await one<{ memberId: string }>(
      `select a.member_id as "memberId" from virtual_appointments a join users u on u.id = a.provider_user_id
       where u.username = 'care.provider' order by a.id desc limit 1`,
    );
    const scheduled = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/schedule`,
      payload: {
        memberId,
        type: 'Video',
        visitType: 'Follow-Up Visit',
        startTimeUTC: '2027-08-18T17:30:00.000Z',
        durationMinutes: 20,
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const visit = scheduled.json<{ id: number; version: number }>();
    const moved = await t.as('care.provider', {
      method: 'PATCH',
      url: `${APPOINTMENTS_API}/${visit.id}/reschedule`,
      payload: { version: visit.version, startTimeUTC: '2027-08-19T17:30:00.000Z', durationMinutes: 20 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await t.as('care.provider', {
      method: 'POST',
      url: `${APPOINTMENTS_API}/${visit.id}/cancel`,
      payload: { version: moved.json<{ version: number }>().version, reason: 'The member asked to cancel' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // A cancellation recorded before the status before was (only the status after): it reads as it did.
    await t.database.pool.query(
      `insert into audit_events (item_id, user_id, event_type, module_id, details)
       values ($1, 'care.provider', 'AppointmentCancelled', 157, $2)`,
      [
        memberId,
        JSON.stringify({
          appointmentId: visit.id,
          after: { status: 'Cancelled', startTimeUTC: '2027-08-19T17:30:00.000Z', cancelReason: 'Old row' },
        }),
      ],
    );

    const response = await t.as('care.provider', {
      url: `${CARE_ON_DEMAND_API}/AuditHistory?memberId=${memberId}&take=100`,
    });
    const mine = response
      .json<{ items: { appointmentId: number; event: string; detail: string }[] }>()
      .items.filter((row) => row.appointmentId === visit.id)
      .map((row) => [row.event, row.detail]);
    expect(mine).toEqual([
      ['AppointmentCancelled', 'Cancelled 08/19/2027 10:30 AM PT - Old row'],
      ['AppointmentCancelled', 'Scheduled → Cancelled 08/19/2027 10:30 AM PT - The member asked to cancel'],
      // A reschedule leaves the status as it was: the status and the new time.
      ['AppointmentRescheduled', 'Scheduled 08/19/2027 10:30 AM PT'],
      ['AppointmentScheduled', 'Scheduled 08/18/2027 10:30 AM PT'],
    ]);

    const exported = await t.as('care.provider', {
      method: 'POST',
      url: `${CARE_ON_DEMAND_API}/AuditHistoryExcelExport`,
      payload: exportBody({ event: 'AppointmentCancelled', memberId }),
    });
    expect(exported.statusCode).toBe(200);
    const rows = await sheetText(exported.rawPayload);
    expect(rows.filter((row) => row[4] === String(visit.id)).map((row) => row[6])).toEqual([
      'Cancelled 08/19/2027 10:30 AM PT - Old row',
      'Scheduled → Cancelled 08/19/2027 10:30 AM PT - The member asked to cancel',
    ]);
  });
});

describe('Audit History: a visit event’s detail', () => {
  it('says in words what the event did and which visit (type, kind, PT time), without the member’s phone', async () => {
    const visit = await one<{
      id: number;
      memberId: string;
      visitType: string;
      type: string;
      at: string;
      phone: string;
    }>(
      `select a.id, a.member_id as "memberId", a.visit_type as "visitType", a.appointment_type as type,
         a.patient_phone as phone,
         to_char(a.start_time_utc at time zone 'America/Los_Angeles', 'MM/DD/YYYY HH12:MI AM') as at
       from virtual_appointments a join visit_events v on v.appointment_id = a.id
       where v.visit_event = 'MemberJoined' and not a.is_on_demand order by a.id limit 1`,
    );
    const response = await t.as('care.provider', {
      url: `${CARE_ON_DEMAND_API}/AuditHistory?memberId=${visit.memberId}&event=MemberJoined&take=100`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ items: { appointmentId: number; detail: string }[] }>().items;
    const row = rows.find((item) => item.appointmentId === visit.id);
    expect(row?.detail).toBe(
      `The member joined the visit; ${visit.visitType}, ${visit.type}, scheduled for ${visit.at} PT`,
    );
    expect(rows.every((item) => !item.detail.includes(visit.phone))).toBe(true);
  });

  it('says an on-demand visit was requested, and names the attendee an event is about', async () => {
    const visit = await one<{ id: number; memberId: string }>(
      `select id, member_id as "memberId" from virtual_appointments where is_on_demand order by id limit 1`,
    );
    await t.database.pool.query(
      `insert into visit_events (appointment_id, member_id, visit_event, module_type, actor, detail)
       values ($1, $2, 'AttendeeCalled', 'CareOnDemand', 'care.provider', 'Sam Interpreter')`,
      [visit.id, visit.memberId],
    );
    const response = await t.as('care.provider', {
      url: `${CARE_ON_DEMAND_API}/AuditHistory?memberId=${visit.memberId}&event=AttendeeCalled&take=100`,
    });
    const detail = response.json<{ items: { appointmentId: number; detail: string }[] }>().items[0]?.detail;
    expect(detail).toMatch(/^An attendee was called: Sam Interpreter; .+, (Video|Audio), requested \d\d\/\d\d\/\d{4} /);
  });
});

describe('CareOnDemandUserSettings: the user’s saved filters and columns', () => {
  it('saves the caller’s own preferences at the version read', async () => {
    const initial = (
      await t.as('care.provider', { url: `${USER_SETTINGS_API}/GetInitialData` })
    ).json<UserSettingsInitialData>();
    expect(initial.provider).not.toBeNull();
    expect(initial.canSeeAllVisits).toBe(false);
    const save = (body: Record<string, unknown>) =>
      t.as('care.provider', { method: 'POST', url: `${USER_SETTINGS_API}/SaveUserPreferences`, payload: body });
    const body = {
      userId: initial.userId,
      moduleName: 'CareOnDemandAuditHistory',
      userPreferencesFilters: { memberStatus: 'all' },
      columns: ['memberId', 'fullName'],
    };
    const first = await save({ ...body, version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<UserPreference>()).toMatchObject({ version: 1, columns: ['memberId', 'fullName'] });
    expect((await save({ ...body, columns: ['memberId'], version: 1 })).json<UserPreference>().version).toBe(2);
    const stale = await save({ ...body, version: 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, MESSAGES.staleRecord]);
    const other = await save({ ...body, userId: initial.userId + 1, version: 0 });
    expect([other.statusCode, other.json().message]).toEqual([403, USER_SETTINGS_MESSAGES.notYourself]);
    expect((await save({ ...body, moduleName: 'Nope', version: 0 })).statusCode).toBe(400);
    const again = (
      await t.as('care.provider', { url: `${USER_SETTINGS_API}/GetInitialData` })
    ).json<UserSettingsInitialData>();
    expect(again.preferences).toContainEqual(
      expect.objectContaining({ moduleName: 'CareOnDemandAuditHistory', columns: ['memberId'], version: 2 }),
    );
    expect(initial.preferences.map((preference) => preference.moduleName)).toEqual(['CareOnDemandMyPanel']);
    expect((await t.as('no.modules', { url: `${USER_SETTINGS_API}/GetInitialData` })).statusCode).toBe(403);
  });
});
