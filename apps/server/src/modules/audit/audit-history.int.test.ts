import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COUNT_CAP, AUDIT_HISTORY_MESSAGES } from '@portal/contracts/audit/audit-history';
import { EXPORT_ROW_CAP, exportCapWarning } from '@portal/contracts/platform/exports';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exportBody } from '../../test/export-request.ts';
import { sheetText } from '../../test/export-file.ts';

let t: TestApp;

/** Events on 03/05/2024 and 03/06/2024 Los Angeles time, by three users; two are member reads. */
beforeAll(async () => {
  t = await createTestApp();
  await t.database.pool.query(`
    insert into audit_events (item_id, timestamp, user_id, event_type, module_id, client_ip, company_ids, details) values
      ('M100001', '2024-03-05T08:00:00-08:00', 'crm.agent', 'MemberRead', 12, '10.0.0.1', '{HP01}', '{"memberIds":["M100001"]}'),
      (null, '2024-03-05T09:00:00-08:00', 'crm.agent', 'MemberSearch', 12, '10.0.0.1', null, '{"memberIds":["M100002","M100003"],"searchTerm":"M1000"}'),
      ('17', '2024-03-05T10:00:00-08:00', 'admin', 'UserUpdated', 18, '10.0.0.2', null, '{"username":"jamie"}'),
      ('17', '2024-03-06T23:30:00-08:00', 'admin', 'UserDeactivated', 18, '10.0.0.2', null, null),
      ('42', '2024-03-07T00:30:00-08:00', 'network.manager', 'IpaUpdated', 191, '10.0.0.3', null, null)`);
  // Many events on one day to page through and to hit the count cap.
  await t.database.pool.query(`
    insert into audit_events (item_id, timestamp, user_id, event_type, module_id)
    select 'bulk-' || n, timestamptz '2024-02-01T12:00:00Z' + n * interval '1 second', 'enroll.processor', 'WorkItemRead', 165
    from generate_series(1, ${AUDIT_COUNT_CAP + 50}) n`);
});
afterAll(async () => t.close());

const search = (body: Record<string, unknown>, user = 'admin') =>
  t.as(user, { method: 'POST', url: '/api/audithistory/search', payload: body });

describe('the administrator searches the audit trail', () => {
  it('finds events between Start and End (whole days, Los Angeles time), newest first', async () => {
    const response = await search({ start: '2024-03-05', end: '2024-03-06', take: 25 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((e: { eventType: string }) => e.eventType)).toEqual([
      'UserDeactivated',
      'UserUpdated',
      'MemberSearch',
      'MemberRead',
    ]);
    expect(body).toMatchObject({ total: 4, totalIsCapped: false });
    // Who by name beside the username the filter and the spec's field keep.
    expect(body.items[3]).toMatchObject({
      userId: 'crm.agent',
      userName: 'Alex Agent',
      itemId: 'M100001',
      moduleId: 12,
      clientIp: '10.0.0.1',
      companyIds: ['HP01'],
      timestamp: '2024-03-05T16:00:00.000Z',
    });
  });

  it('names the user, and shows a username no user has (the system, a former user) as it is', async () => {
    await t.database.pool.query(`
      insert into audit_events (item_id, timestamp, user_id, event_type, module_id) values
        ('W1', '2024-04-02T10:00:00-07:00', 'system', 'ExistingMemberIdAssigned', 165),
        ('W1', '2024-04-02T11:00:00-07:00', 'former.agent', 'WorkItemRead', 165)`);
    const body = (await search({ start: '2024-04-02', end: '2024-04-02' })).json();
    expect(body.items.map((e: { userId: string; userName: string | null }) => [e.userId, e.userName])).toEqual([
      ['former.agent', null],
      ['system', null],
    ]);
    // Filtering by user stays by username.
    const system = (await search({ start: '2024-04-02', end: '2024-04-02', users: ['system'] })).json();
    expect(system.items.map((e: { userId: string }) => e.userId)).toEqual(['system']);
  });

  it('filters by users, event type and item id', async () => {
    expect(
      (await search({ start: '2024-03-01', end: '2024-03-31', users: ['crm.agent', 'network.manager'] })).json().total,
    ).toBe(3);
    expect(
      (await search({ start: '2024-03-01', end: '2024-03-31', eventType: 'UserUpdated' })).json().items,
    ).toHaveLength(1);
    expect((await search({ start: '2024-03-01', end: '2024-03-31', itemId: '17' })).json().total).toBe(2);
  });

  it('pages 25/50/100 at a time and stops counting at the cap', async () => {
    const first = (await search({ start: '2024-02-01', end: '2024-02-01', take: 100 })).json();
    expect(first.items).toHaveLength(100);
    expect(first).toMatchObject({ total: AUDIT_COUNT_CAP, totalIsCapped: true });
    const second = (await search({ start: '2024-02-01', end: '2024-02-01', take: 100, skip: 100 })).json();
    expect(second.items[0].itemId).toBe(`bulk-${AUDIT_COUNT_CAP + 50 - 100}`);
    expect((await search({ start: '2024-02-01', end: '2024-02-01', take: 30 })).statusCode).toBe(400);
  });

  it('refuses an End date before Start, a missing Start and more than 20 users, with the messages the form shows', async () => {
    const reversed = await search({ start: '2024-03-06', end: '2024-03-05' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(AUDIT_HISTORY_MESSAGES.endBeforeStart);
    expect((await search({ end: '2024-03-05' })).json().message).toBe(AUDIT_HISTORY_MESSAGES.startRequired);
    const users = Array.from({ length: 21 }, (_, i) => `user${i}`);
    expect((await search({ start: '2024-03-05', end: '2024-03-06', users })).json().message).toBe(
      AUDIT_HISTORY_MESSAGES.tooManyUsers,
    );
  });

  it('lists the event types and the user options for the filters', async () => {
    const types = (await t.as('admin', { method: 'GET', url: '/api/audithistory/eventtypes' })).json().items;
    expect(types).toEqual(expect.arrayContaining(['MemberRead', 'MemberSearch', 'UserUpdated', 'WorkItemRead']));
    expect([...types].sort()).toEqual(types);
    const users = (await t.as('admin', { method: 'GET', url: '/api/audithistory/users?search=crm' })).json().items;
    expect(users.map((u: { value: string }) => u.value)).toEqual(['crm.admin', 'crm.agent']);
  });

  it('users without Audit History get 403 (the enrollment manager may read it)', async () => {
    expect((await search({ start: '2024-03-05', end: '2024-03-06' }, 'network.manager')).statusCode).toBe(403);
    expect((await search({ start: '2024-03-05', end: '2024-03-06' }, 'enroll.manager')).statusCode).toBe(200);
    expect(
      (
        await t.as('no.modules', {
          method: 'POST',
          url: '/api/audithistory/excelexport',
          payload: exportBody({ start: '2024-03-05', end: '2024-03-06' }),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('Excel exports', () => {
  it('exports the filtered audit trail as a streamed .xlsx and records the export', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/audithistory/excelexport',
      payload: exportBody({ start: '2024-03-05', end: '2024-03-06' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('AuditHistory.xlsx');
    expect(response.headers['x-export-warning']).toBeUndefined();
    const rows = await sheetText(response.rawPayload);
    expect(rows[0]).toEqual([
      'Timestamp',
      'User',
      'User (Username)',
      'Event Type',
      'Item ID',
      'Module',
      'Client IP',
      'Company IDs',
      'Details',
    ]);
    // Who by name and by username; event kinds in words, as the screen shows them.
    expect(rows.slice(1).map((row) => row.slice(1, 3))).toEqual([
      ['Avery Admin', 'admin'],
      ['Avery Admin', 'admin'],
      ['Alex Agent', 'crm.agent'],
      ['Alex Agent', 'crm.agent'],
    ]);
    expect(rows.slice(1).map((row) => row[3])).toEqual([
      'User deactivated',
      'User updated',
      'Member search',
      'Member read',
    ]);
    // Timestamps are written as Los Angeles wall-clock time.
    expect(rows[4]![0]).toBe('2024-03-05T08:00:00.000Z');
    const audit = await t.database.pool.query(
      "select user_id, details from audit_events where event_type = 'AuditHistoryExported'",
    );
    expect(audit.rows).toEqual([
      {
        user_id: 'admin',
        details: expect.objectContaining({
          filter: expect.objectContaining({ start: '2024-03-05', end: '2024-03-06' }),
        }),
      },
    ]);
  });

  it('the member audit history holds member reads only, the member data reads of every member screen included', async () => {
    // The row every member-data route writes for a read its handler does not describe itself.
    await t.database.pool.query(`
      insert into audit_events (item_id, timestamp, user_id, event_type, module_id, details) values
        ('M100004', '2024-03-20T10:00:00-07:00', 'member.services', 'MemberDataRead', 12, '{"route":"GET /api/members/:memberId"}')`);
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/memberaudithistory/excelexport',
      payload: exportBody({ start: '2024-03-01', end: '2024-03-31' }),
    });
    const rows = await sheetText(response.rawPayload);
    expect(rows[0]![4]).toBe('Member IDs');
    expect(rows.slice(1).map((row) => [row[1], row[2], row[3], row[4]])).toEqual([
      ['Morgan Services', 'member.services', 'Member data read', 'M100004'],
      ['Alex Agent', 'crm.agent', 'Member search', 'M100002, M100003'],
      ['Alex Agent', 'crm.agent', 'Member read', 'M100001'],
    ]);
  });

  it('an export over the shared 25,000-row limit stops there and says so in the warning header', async () => {
    await t.database.pool.query(`
      insert into audit_events (item_id, timestamp, user_id, event_type, module_id)
      select 'more-' || n, timestamptz '2024-01-10T12:00:00Z' + n * interval '1 second', 'enroll.processor', 'WorkItemRead', 165
      from generate_series(1, ${EXPORT_ROW_CAP - AUDIT_COUNT_CAP}) n`);
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/audithistory/excelexport',
      payload: exportBody({ start: '2024-01-01', end: '2024-02-28', users: ['enroll.processor'] }),
    });
    expect(response.headers['x-export-warning']).toBe(exportCapWarning());
    const rows = await sheetText(response.rawPayload);
    expect(rows).toHaveLength(EXPORT_ROW_CAP + 1);
    expect(rows.at(-1)![4]).toBe('more-51');
  });

  it('refuses an export with End before Start', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/audithistory/excelexport',
      payload: exportBody({ start: '2024-03-06', end: '2024-03-05' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUDIT_HISTORY_MESSAGES.endBeforeStart);
  });
});
