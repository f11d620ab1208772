import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventLabel } from '@portal/contracts/audit/audit-event-labels';
import type { MemberAuditHistory } from '@portal/contracts/patient-360/advanced-search';
import { ADVANCED_SEARCH_MESSAGES as M } from '@portal/contracts/patient-360/advanced-search';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { PAGE_SIZE_MESSAGE } from '@portal/contracts/platform/paging';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exportBody } from '../../test/export-request.ts';
import { sheetText } from '../../test/export-file.ts';

let t: TestApp;
let memberId: string;
let otherMemberId: string;

/** Thirty older events about the member (paging), one about another member, then reads through the API. */
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.pool.query<{ member_id: string }>(
    'select member_id from members order by member_id limit 2',
  );
  memberId = rows[0]!.member_id;
  otherMemberId = rows[1]!.member_id;
  await t.database.pool.query(
    `insert into audit_events (item_id, timestamp, user_id, event_type, module_id, details)
     select $1, timestamptz '2024-05-01T12:00:00Z' + n * interval '1 minute', 'crm.agent', 'MemberContactAdded', 49,
       jsonb_build_object('contactType', 'Caregiver', 'n', n)
     from generate_series(1, 30) n`,
    [memberId],
  );
  await t.database.pool.query(
    `insert into audit_events (item_id, timestamp, user_id, event_type, module_id) values ($1, now(), 'admin', 'MemberRead', 12)`,
    [otherMemberId],
  );
  const crm = '/odata/crm/myqueue/default';
  await t.as('member.services', { method: 'GET', url: `${crm}.GetMemberClaims?memberId=${memberId}` });
  await t.as('member.services', { method: 'GET', url: `${crm}.getpoliciescoverage?memberId=${memberId}` });
});
afterAll(async () => t.close());

const history = (query: string, user = 'member.services') =>
  t.as(user, { method: 'GET', url: `/api/memberaudithistory?${query}` });

describe("the agent reads a member's audit history", () => {
  it('lists who did what to or read what of the member, newest first, 25 a page', async () => {
    const response = await history(`memberId=${memberId.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<MemberAuditHistory>();
    expect(page.total).toBe(32);
    expect(page.totalIsCapped).toBe(false);
    expect(page.items).toHaveLength(25);
    expect(page.items.slice(0, 2).map((event) => [event.userId, event.eventType, event.action])).toEqual([
      ['member.services', 'MemberDataRead', "Member's policies and coverage viewed."],
      ['member.services', 'MemberDataRead', "Member's claims viewed."],
    ]);
    // The user by name (the username on hover); the agents' own reads name them too.
    expect(page.items[0]!.userName).toBe('Morgan Services');
    expect(page.items[2]).toMatchObject({
      eventType: 'MemberContactAdded',
      moduleId: 49,
      userId: 'crm.agent',
      userName: 'Alex Agent',
    });
    expect(page.items[2]!.action).toContain('"n":30');
    const times = page.items.map((event) => event.timestamp);
    expect(times).toEqual([...times].sort().reverse());

    const next = (await history(`memberId=${memberId}&skip=25&take=50`)).json<MemberAuditHistory>();
    // The first read is now part of the history too (each read of it is audited with the member as its item).
    expect(next.total).toBe(33);
    expect(next.items.map((event) => event.eventType)).toEqual(Array(8).fill('MemberContactAdded'));
  });

  it('shows a username no user has (the system, a former user) as it is', async () => {
    await t.database.pool.query(
      `insert into audit_events (item_id, timestamp, user_id, event_type, module_id)
       values ($1, timestamptz '2024-04-01T12:00:00Z', 'former.agent', 'MemberContactAdded', 49),
              ($1, timestamptz '2024-04-01T12:01:00Z', 'system', 'MemberContactAdded', 49)`,
      [otherMemberId],
    );
    const page = (await history(`memberId=${otherMemberId}&take=100`)).json<MemberAuditHistory>();
    const named = Object.fromEntries(page.items.map((event) => [event.userId, event.userName]));
    expect(named).toMatchObject({ 'former.agent': null, system: null, admin: 'Avery Admin' });
  });

  it('audits its own read with the member, and never lists another member’s events', async () => {
    const before = (await history(`memberId=${memberId}&take=100`)).json<MemberAuditHistory>();
    expect(before.items.some((event) => event.userId === 'admin')).toBe(false);
    const after = (await history(`memberId=${memberId}&take=100`)).json<MemberAuditHistory>();
    expect(after.items[0]).toMatchObject({ eventType: 'MemberDataRead', action: "Member's audit history viewed." });
    expect(after.total).toBe(before.total + 1);
  });

  it('says in words what a read recorded before reads carried words read, and what a FHIR read read', async () => {
    const { rows } = await t.database.pool.query<{ member_id: string }>(
      'select member_id from members order by member_id offset 2 limit 1',
    );
    const third = rows[0]!.member_id;
    await t.database.pool.query(
      `insert into audit_events (item_id, timestamp, user_id, event_type, module_id, details) values
         ($1, timestamptz '2024-05-01T12:00:00Z', 'crm.agent', 'MemberDataRead', 12,
          jsonb_build_object('route', 'GET /odata/crm/myqueue/default.GetMemberClaims')),
         ($1, timestamptz '2024-05-02T12:00:00Z', 'crm.agent', 'FhirRead', 12,
          jsonb_build_object('message', 'Member''s coverage read through the FHIR API.', 'resourceType', 'Coverage'))`,
      [third],
    );
    const page = (await history(`memberId=${third}`)).json<MemberAuditHistory>();
    expect(page.items.filter((event) => event.userId === 'crm.agent').map((event) => event.action)).toEqual([
      "Member's coverage read through the FHIR API.",
      // An old row has no words of its own: they are said from its route.
      'Member claims viewed.',
    ]);
  });

  it('refuses bad paging and ids (400), an unknown member (404) and users without Patient 360 (403)', async () => {
    const cases: [string, number, string][] = [
      [`memberId=${memberId}&take=30`, 400, PAGE_SIZE_MESSAGE],
      [`memberId=${memberId}&skip=20000`, 400, M.tooFar],
      ['memberId=12345', 400, MEMBER_RECORD_MESSAGES.memberIdInvalid],
      ['memberId=M999999999', 404, MEMBER_RECORD_MESSAGES.memberNotFound],
    ];
    for (const [query, status, message] of cases) {
      const response = await history(query);
      expect({ query, status: response.statusCode, message: response.json().message }).toEqual({
        query,
        status,
        message,
      });
    }
    expect((await history(`memberId=${memberId}`, 'no.modules')).statusCode).toBe(403);
  });
});

describe("the agent exports the member's audit history", () => {
  const exportAs = (filters: object, user = 'member.services') =>
    t.as(user, { method: 'POST', url: '/api/memberaudithistory/excelexport', payload: exportBody(filters) });

  it('exports every event about the member, newest first, and records the export in the history', async () => {
    const page = (await history(`memberId=${memberId}&take=100`)).json<MemberAuditHistory>();
    const response = await exportAs({ memberId });
    expect(response.statusCode).toBe(200);
    const rows = await sheetText(response.rawPayload);
    const header = rows.findIndex((row) => row[0] === 'Timestamp');
    expect(rows[header]).toEqual(['Timestamp', 'User', 'User (Username)', 'Event Type', 'Module', 'Action']);
    const body = rows.slice(header + 1);
    // The export's own audit row comes first; then the history as the grid showed it (with the grid's own read).
    expect(body[0]!.slice(1, 4)).toEqual(['Morgan Services', 'member.services', 'Member audit history exported']);
    expect(body.slice(2).map((row) => row.slice(1, 3))).toEqual(
      page.items.map((event) => [event.userName ?? event.userId, event.userId]),
    );
    expect(body.slice(2).map((row) => row[3])).toEqual(page.items.map((event) => auditEventLabel(event.eventType)));
    expect(body.slice(2).map((row) => row[5])).toEqual(page.items.map((event) => event.action));
  });

  it('keeps the Audit History screen’s member-reads export for its own users only', async () => {
    const dates = { start: '2024-01-01', end: '2030-12-31' };
    expect((await exportAs(dates)).statusCode).toBe(403);
    const admin = await exportAs(dates, 'admin');
    expect(admin.statusCode).toBe(200);
    const rows = await sheetText(admin.rawPayload);
    expect(rows[0]![4]).toBe('Member IDs');
    expect(
      rows.slice(1).every((row) => ['Member read', 'Member search', 'Member data read'].includes(row[3] ?? '')),
    ).toBe(true);
  });

  it('refuses an unknown member (404), a bad id (400) and users without the export right (403)', async () => {
    const unknown = await exportAs({ memberId: 'M999999999' });
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({
      status: 404,
      message: MEMBER_RECORD_MESSAGES.memberNotFound,
    });
    const bad = await exportAs({ memberId: 'x' });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: MEMBER_RECORD_MESSAGES.memberIdInvalid,
    });
    expect((await exportAs({ memberId }, 'enroll.processor')).statusCode).toBe(403);
    expect((await exportAs({ memberId }, 'no.modules')).statusCode).toBe(403);
  });
});
