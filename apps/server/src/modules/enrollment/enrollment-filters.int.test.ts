import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadApplication } from './enrollment-test-helpers.ts';
import { exportBody } from '../../test/export-request.ts';
import { sheetText } from '../../test/export-file.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await uploadApplication(t);
  await uploadApplication(t);
});
afterAll(async () => t.close());

const EXPORT_URL = '/api/MemberEnrollment/ExportEnrollments';
const WORK_LIST_URLS = [
  '/api/MemberEnrollment/SearchEnrollments',
  '/api/MemberEnrollmentStatistic/GetWorklistStatusCount',
  EXPORT_URL,
];
/** The list and the tiles take the filters in the query string; the export takes them in the spec's export request. */
const get = (url: string, username = 'enroll.manager') => {
  const [path = url, query = ''] = url.split('?');
  return path === EXPORT_URL
    ? t.as(username, { method: 'POST', url: path, payload: exportBody(query) })
    : t.as(username, { method: 'GET', url });
};

describe('work list filters fail closed', () => {
  const garbled: [string, string][] = [
    ['avaWorkItemId=12abc', M.filterNotNumber('Work Item ID')],
    ['avaWorkItemId=1&avaWorkItemId=2', M.filterNotNumber('Work Item ID')],
    ['avaWorkItemId=-3', M.filterNotNumber('Work Item ID')],
    ['coverageYear=twenty', M.filterNotNumber('Coverage Year')],
    ['assignedEnrollmentRep=1.5', M.filterNotNumber('Assigned Enrollment Rep')],
    ['assignedEnrollmentRep=99999999999', M.filterNotNumber('Assigned Enrollment Rep')],
    ['processingStatus=Newish', M.filterUnknownValue('Status')],
    ['statisticTileStatus=Everything', M.filterUnknownValue('Status tile')],
    ['source=Pigeon', M.filterUnknownValue('Source')],
    ['isMyEnrollment=perhaps', M.filterUnknownValue('My Enrollments')],
    ['submissionStartDate=2026-13-45', M.dateInvalid],
    ['submissionEndDate=yesterday', M.dateInvalid],
    ['procesingStatus=New', M.filterUnknown('procesingStatus')],
  ];

  it('the list, the tiles and the export refuse a value they cannot read with a 400 and its message', async () => {
    for (const url of WORK_LIST_URLS) {
      for (const [query, message] of garbled) {
        const response = await get(`${url}?${query}`);
        expect({ url, query, status: response.statusCode, message: response.json().message }).toEqual({
          url,
          query,
          status: 400,
          message,
        });
      }
    }
  });

  it('a garbled filter never exports every work item: no file is sent and no export is audited', async () => {
    const before = await t.database.pool.query<{ n: number }>(
      "select count(*)::int as n from audit_events where event_type = 'EnrollmentExported'",
    );
    const response = await get('/api/MemberEnrollment/ExportEnrollments?avaWorkItemId=1%20OR%201=1');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).not.toContain('spreadsheet');
    const after = await t.database.pool.query<{ n: number }>(
      "select count(*)::int as n from audit_events where event_type = 'EnrollmentExported'",
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('valid filters still narrow the list', async () => {
    const all = (await get('/api/MemberEnrollment/SearchEnrollments')).json<{
      total: number;
      items: { avaWorkItemId: number }[];
    }>();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const id = all.items[0]?.avaWorkItemId ?? 0;
    const one = await get(
      `/api/MemberEnrollment/SearchEnrollments?avaWorkItemId=${id}&processingStatus=New&isMyEnrollment=false&submissionStartDate=2020-01-01&source=Paper%20Enrollment`,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json().items.map((row: { avaWorkItemId: number }) => row.avaWorkItemId)).toEqual([id]);
  });
});

describe('the other enrollment lists refuse unreadable filters too', () => {
  it('PCP tasks, the automation monitor and the locked items answer 400 to a garbled value', async () => {
    for (const url of [
      '/api/MemberEnrollment/GetPcpAssignmentTasks?status=Whatever',
      '/api/MemberEnrollment/GetPcpAssignmentTasks?page=first',
      '/api/MemberEnrollmentAdmin/LockedWorkItems?take=lots',
    ]) {
      const response = await get(url, 'admin');
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
  });
});

describe('the age of a work item', () => {
  it('counts Los Angeles days, whatever the database session’s time zone', async () => {
    const id = await uploadApplication(t);
    const ageAfter = async (createdAt: string) => {
      await t.database.pool.query(`update enrollment_work_items set created_at = ${createdAt} where id = $1`, [id]);
      const page = (await get(`/api/MemberEnrollment/SearchEnrollments?avaWorkItemId=${id}`)).json<{
        items: { ageInDays: number }[];
      }>();
      return page.items[0]?.ageInDays;
    };
    const laMidnight = `((now() at time zone 'America/Los_Angeles')::date::timestamp at time zone 'America/Los_Angeles')`;
    // Every connection of the server's pool (10) on a clock 22 hours ahead of Los Angeles, where current_date is
    // tomorrow in Los Angeles for most of the day.
    const everyConnection = async (statement: string) => {
      const clients = await Promise.all(Array.from({ length: 10 }, () => t.database.pool.connect()));
      try {
        await Promise.all(clients.map((client) => client.query(statement)));
      } finally {
        for (const client of clients) client.release();
      }
    };
    await everyConnection(`set timezone = 'Pacific/Kiritimati'`);
    try {
      expect(await ageAfter(`${laMidnight} + interval '1 minute'`)).toBe(0);
      expect(await ageAfter(`${laMidnight} - interval '1 minute'`)).toBe(1);
      expect(await ageAfter(`${laMidnight} - interval '3 days' + interval '1 minute'`)).toBe(3);
    } finally {
      await everyConnection('reset timezone');
    }
  });
});

describe('the submission date filter', () => {
  it('takes Los Angeles days: an item received at 8 PM in Los Angeles is in that day, not the next', async () => {
    const id = await uploadApplication(t);
    // 8 PM on 2026-03-10 in Los Angeles (PDT) is 03:00 on 2026-03-11 in UTC.
    await t.database.pool.query(`update enrollment_work_items set created_at = '2026-03-11T03:00:00Z' where id = $1`, [
      id,
    ]);
    const found = async (from: string, to: string) =>
      (
        await get(
          `/api/MemberEnrollment/SearchEnrollments?avaWorkItemId=${id}&submissionStartDate=${from}&submissionEndDate=${to}`,
        )
      ).json<{ total: number }>().total;
    expect(await found('2026-03-10', '2026-03-10')).toBe(1);
    expect(await found('2026-03-11', '2026-03-11')).toBe(0);
  });
});

describe('the work list export', () => {
  /** The Work Item ID column of an exported work list, in the file's order. */
  const exportedIds = async (query: string) => {
    const response = await get(`${EXPORT_URL}?${query}`);
    expect(response.statusCode).toBe(200);
    const rows = await sheetText(response.rawPayload);
    const header = rows.findIndex((row) => row[0] === 'Work Item ID');
    return rows.slice(header + 1).map((row) => Number(row[0]));
  };
  const listedIds = async (query: string) =>
    (await get(`/api/MemberEnrollment/SearchEnrollments?pageSize=500&${query}`))
      .json<{ items: { avaWorkItemId: number }[] }>()
      .items.map((row) => row.avaWorkItemId);

  it('lists the rows in the order the grid shows them: its sort column and direction, and the default newest first', async () => {
    for (const query of [
      'sortBy=lastName&sortDirection=asc',
      'sortBy=proposedEffectiveDate&sortDirection=desc',
      'sortBy=processingStatus&sortDirection=asc&source=Web%20Enrollment',
      '',
    ]) {
      const listed = await listedIds(query);
      expect(listed.length).toBeGreaterThan(10);
      expect({ query, ids: await exportedIds(query) }).toEqual({ query, ids: listed });
    }
  });
});

describe('the member id and confirmation number filters', () => {
  const found = async (query: string) =>
    (await get(`/api/MemberEnrollment/SearchEnrollments?pageSize=500&${query}`)).json<{
      total: number;
      items: { avaWorkItemId: number; memberId: string | null; onlineEnrollReferenceNo: string | null }[];
    }>();

  it('match the start of the id, whatever its case, and take the typed text literally', async () => {
    const { rows } = await t.database.pool.query<{ id: number; member_id: string }>(
      'select id, member_id from enrollment_work_items where member_id is not null order by id limit 1',
    );
    const { id, member_id: memberId } = rows[0]!;
    const start = memberId.slice(0, -2).toLowerCase();
    const byMember = await found(`memberId=${start}`);
    expect(byMember.items.map((item) => item.avaWorkItemId)).toContain(id);
    expect(byMember.items.every((item) => item.memberId?.toLowerCase().startsWith(start))).toBe(true);
    expect((await found(`memberId=${memberId}`)).items.map((item) => item.avaWorkItemId)).toContain(id);

    // Confirmation numbers as the web enrollment portal sent them (any case), found by their start in either case.
    const web = await uploadApplication(t);
    const other = await uploadApplication(t);
    const reference = `update enrollment_work_items set online_enroll_reference_no = $2 where id = $1`;
    await t.database.pool.query(reference, [web, 'Web-x7Q_41']);
    await t.database.pool.query(reference, [other, 'WEB-X7QA41']);
    for (const typed of ['web-x7q_', 'WEB-X7Q_4', 'Web-x7Q_41']) {
      const result = await found(`confirmationNumber=${encodeURIComponent(typed)}`);
      expect({ typed, ids: result.items.map((item) => item.avaWorkItemId) }).toEqual({ typed, ids: [web] });
    }
    expect((await found('confirmationNumber=web-x7q')).items.map((item) => item.avaWorkItemId).sort()).toEqual(
      [web, other].sort(),
    );
    // LIKE's wildcards are the user's text, not patterns.
    expect((await found('memberId=%25')).total).toBe(0);
    expect((await found('memberId=_')).total).toBe(0);
    expect((await found('confirmationNumber=web-x7q%25')).total).toBe(0);
  });
});
