import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The server log never holds member data (ARCHITECTURE §3.9, issue 9). The app logs to a captured stream while a user
 * searches for a member by name, opens members and a work item by id, and a database error quotes a marker value; none
 * of those values may appear in the log, while the route patterns, status codes and the error's SQLSTATE do.
 */
let t: TestApp;
let log = '';
let member: { memberId: string; lastName: string; firstName: string };
let workItemId: number;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  t = await createTestApp({ logLevel: 'info' }, { logStream: stream });
  const { rows } = await t.database.pool.query<{ memberId: string; lastName: string; firstName: string }>(
    `select member_id as "memberId", last_name as "lastName", first_name as "firstName" from members where length(last_name) >= 4 order by member_id limit 1`,
  );
  member = rows[0]!;
  const items = await t.database.pool.query<{ id: number }>('select id from enrollment_work_items order by id limit 1');
  workItemId = items.rows[0]!.id;
});
afterAll(async () => t.close());

describe('the server log', () => {
  it('logs the route pattern, status and time of a member search, never the search term or member ids', async () => {
    const searched = await t.as('admin', {
      method: 'GET',
      url: `/odata/members?searchTerm=${encodeURIComponent(member.lastName)}&memberStatus=ALL`,
    });
    expect(searched.statusCode).toBe(200);
    expect(searched.json().total).toBeGreaterThan(0);
    const opened = await t.as('admin', {
      method: 'GET',
      url: `/odata/members?memberIds=${encodeURIComponent(member.memberId)}&memberStatus=ALL`,
    });
    expect(opened.json().items[0].memberId).toBe(member.memberId);
    const unknown = await t.as('admin', { method: 'GET', url: '/odata/members?searchTerm=Zzyzxmarkerson' });
    expect(unknown.statusCode).toBe(200);
    const workItem = await t.as('admin', {
      method: 'GET',
      url: `/api/MemberEnrollment/GetMemberEnrollmentDetailsById?id=${workItemId}`,
    });
    expect(workItem.statusCode).toBe(200);
    await t.as('admin', {
      method: 'GET',
      url: `/api/no/such/route/${encodeURIComponent(member.lastName)}?q=Zzyzxmarkerson`,
    });

    const lines = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        route: '/odata/members',
        statusCode: 200,
        reqId: searched.headers['x-request-id'],
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ route: '/api/MemberEnrollment/GetMemberEnrollmentDetailsById', statusCode: 200 }),
    );
    for (const marker of [
      member.lastName,
      member.firstName,
      member.memberId,
      'Zzyzxmarkerson',
      `id=${workItemId}`,
      'searchTerm',
      'memberIds',
    ])
      expect(log).not.toContain(marker);
  });

  it('writes one line per request: the completed request, nothing when it comes in', async () => {
    const before = log.length;
    const response = await t.as('admin', { method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    const lines = log
      .slice(before)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === response.headers['x-request-id']);
    expect(lines).toEqual([expect.objectContaining({ msg: 'request completed', route: '/api/me', statusCode: 200 })]);
  });

  it('logs a database error by its SQLSTATE and constraint, never its SQL parameters, detail or message', async () => {
    // A check constraint that refuses the marker: the insert fails in PostgreSQL with the marker in pg's detail
    // ('Failing row contains (...)') and in drizzle's message (the parameter list).
    await t.database.pool.query(`alter table users add constraint users_no_marker check (name <> 'Qwxmarker Phiname')`);
    const before = log.length;
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: {
        username: 'qwx.marker',
        name: 'Qwxmarker Phiname',
        email: 'qwx.marker@example.org',
        organizationId: null,
        domainId: null,
        isActive: true,
        talkdeskEnabled: false,
        groupIds: [],
      },
    });
    expect(response.statusCode).toBe(500);
    const written = log.slice(before);
    expect(written).toContain('"code":"23514"');
    expect(written).toContain('"constraint":"users_no_marker"');
    for (const marker of ['Qwxmarker', 'qwx.marker', 'Failing row', 'insert into'])
      expect(written).not.toContain(marker);
  });
});
