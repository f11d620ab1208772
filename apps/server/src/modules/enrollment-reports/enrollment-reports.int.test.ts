import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { REPORT_MESSAGES } from '@portal/contracts/enrollment-reports/reports';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exportBody } from '../../test/export-request.ts';

let t: TestApp;
const CONTRACT = 'H9876';

beforeAll(async () => {
  t = await createTestApp();
  const pool = t.database.pool;
  // Work items of one contract code of our own, received 1, 5, 9, 20 and 45 days ago (Los Angeles days).
  await pool.query(
    `insert into enrollment_work_items (received_via, last_name, contract_code, created_by_name, processing_status, created_at)
     select src, 'Report', $1, 'Paula Processor', st, ((now() at time zone 'America/Los_Angeles')::date - age + time '12:00') at time zone 'America/Los_Angeles'
       from (values ('Paper Enrollment', 'New', 1), ('Paper Enrollment', 'New', 5), ('Web Enrollment', 'InProgress', 9),
                    ('Web Enrollment', 'Completed', 20), ('Paper Enrollment', 'New', 45)) as v(src, st, age)`,
    [CONTRACT],
  );
  // Work done on 2016-05-10 (Los Angeles) by the processor and the manager.
  await pool.query(
    `insert into audit_events (item_id, timestamp, user_id, event_type, module_id, details) values
      ('501', '2016-05-10T16:00:00Z', 'enroll.processor', 'EnrollmentSaved', 165, '{}'),
      ('501', '2016-05-10T17:00:00Z', 'enroll.processor', 'EnrollmentSubmitted', 165, '{}'),
      ('502', '2016-05-10T18:00:00Z', 'enroll.processor', 'EnrollmentSaved', 165, '{}'),
      ('503', '2016-05-10T18:30:00Z', 'enroll.processor', 'EnrollmentRead', 165, '{}'),
      ('504', '2016-05-11T06:30:00Z', 'enroll.manager', 'EnrollmentApprovalDecided', 165, '{}'),
      ('505', '2016-05-10T18:00:00Z', 'network.manager', 'IpaSaved', 191, '{}')`,
  );
  // Submissions on 2016-05-10: two paper (one completed, one failed), one web pending.
  await pool.query(
    `with items as (
       insert into enrollment_work_items (received_via, last_name, created_by_name, processing_status)
       values ('Paper Enrollment', 'Sub1', 'Paula Processor', 'Completed'), ('Paper Enrollment', 'Sub2', 'Paula Processor', 'Completed'),
              ('Web Enrollment', 'Sub3', 'Paula Processor', 'Completed')
       returning id, last_name)
     insert into enrollment_submissions (work_item_id, operation, processing_status, automation_status, retry_count, payload, submitted_by_name, submitted_at)
     select id, 'SubmitEnrollment', case last_name when 'Sub2' then 'Failed' else 'Succeeded' end,
            case last_name when 'Sub1' then 'Completed' when 'Sub2' then 'ExceededRetry' else 'Pending' end, 0, '{}', 'Paula Processor', '2016-05-10T20:00:00Z'
       from items`,
  );
});
afterAll(async () => t.close());

/** The reports take their filters as the body; their exports take them in the spec's export request. */
const post = (user: string, url: string, payload: Record<string, unknown>) =>
  t.as(user, {
    method: 'POST',
    url: `/api/MemberEnrollmentReports/${url}`,
    payload: url.endsWith('/ExcelExport') ? exportBody(payload) : payload,
  });

async function readWorkbook(rawPayload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(rawPayload));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('work items by status and age', () => {
  it('counts every status in its age bucket', async () => {
    const response = await post('enroll.manager', 'WorkItemsByStatusAndAge', { contractCode: 'h9876' });
    expect(response.statusCode).toBe(200);
    const rows = response.json().items as { processingStatus: string; total: number }[];
    expect(rows.map((row) => row.processingStatus)).toEqual([
      'New',
      'InProgress',
      'WaitingForInfo',
      'RequestForInfo',
      'Completed',
      'RejectedAsDuplicate',
      'InvalidMember',
      'ManagerApprovalRequired',
      'Void',
    ]);
    expect(rows[0]).toMatchObject({
      processingStatus: 'New',
      days0to3: 1,
      days4to7: 1,
      days8to10: 0,
      days11to30: 0,
      over30: 1,
      total: 3,
      oldestAgeInDays: 45,
    });
    expect(rows[1]).toMatchObject({ processingStatus: 'InProgress', days8to10: 1, total: 1 });
    const open = (
      await post('enroll.manager', 'WorkItemsByStatusAndAge', {
        contractCode: CONTRACT,
        openOnly: true,
        source: 'Paper Enrollment',
      })
    ).json();
    expect(
      open.items.find((row: { processingStatus: string }) => row.processingStatus === 'Completed'),
    ).toBeUndefined();
    expect(open.items[0]).toMatchObject({ processingStatus: 'New', total: 3 });
  });

  it('refuses a reversed range and an unknown source', async () => {
    const reversed = await post('enroll.manager', 'WorkItemsByStatusAndAge', {
      fromDate: '2024-02-01',
      toDate: '2024-01-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(REPORT_MESSAGES.rangeOrder);
    const source = await post('enroll.manager', 'WorkItemsByStatusAndAge', { source: 'Carrier Pigeon' });
    expect(source.statusCode).toBe(400);
    expect(source.json().message).toBe(REPORT_MESSAGES.unknownSource);
  });

  it('exports the same rows to Excel, read back', async () => {
    const response = await post('enroll.viewer', 'WorkItemsByStatusAndAge/ExcelExport', { contractCode: CONTRACT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('WorkItemsByStatusAndAge_');
    const sheet = await readWorkbook(response.rawPayload);
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const header = values.findIndex((row) => row[0] === 'Processing Status');
    expect(values[header]).toEqual([
      'Processing Status',
      '0-3 days',
      '4-7 days',
      '8-10 days',
      '11-30 days',
      'Over 30 days',
      'Total',
      'Oldest (days)',
    ]);
    expect(values[header + 1]).toEqual(['New', 1, 1, 0, 0, 1, 3, 45]);
    // The status in words, as the grid shows it, not its code (InProgress).
    expect(values[header + 2]).toEqual(['In Progress', 0, 0, 1, 0, 0, 1, 9]);
    const audit = await t.database.pool.query(
      "select user_id from audit_events where event_type = 'EnrollmentReportExported'",
    );
    expect(audit.rows).toContainEqual({ user_id: 'enroll.viewer' });
  });
});

describe('processor productivity', () => {
  it('counts items worked and completed per processor per Los Angeles day, not reads', async () => {
    const response = await post('enroll.manager', 'ProcessorProductivity', {
      fromDate: '2016-05-10',
      toDate: '2016-05-10',
    });
    expect(response.statusCode).toBe(200);
    // 2016-05-11T06:30Z is 05/10 23:30 in Los Angeles: the manager's approval counts on the 10th.
    expect(response.json().items).toEqual([
      {
        day: '2016-05-10',
        userId: 'enroll.manager',
        userName: 'Manny Manager',
        itemsWorked: 1,
        itemsCompleted: 0,
        actions: 1,
      },
      {
        day: '2016-05-10',
        userId: 'enroll.processor',
        userName: 'Paula Processor',
        itemsWorked: 2,
        itemsCompleted: 1,
        actions: 3,
      },
    ]);
    const one = (
      await post('enroll.manager', 'ProcessorProductivity', {
        fromDate: '2016-05-10',
        toDate: '2016-05-10',
        users: ['enroll.processor'],
      })
    ).json();
    expect(one.total).toBe(1);
  });

  it('exports the columns in the order of the grid (Processor before User ID), read back', async () => {
    const response = await post('enroll.manager', 'ProcessorProductivity/ExcelExport', {
      fromDate: '2016-05-10',
      toDate: '2016-05-10',
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readWorkbook(response.rawPayload);
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const header = values.findIndex((row) => row[0] === 'Day');
    expect(values[header]).toEqual(['Day', 'Processor', 'User ID', 'Items Worked', 'Items Completed', 'Actions']);
    expect(values[header + 2]).toEqual([
      new Date('2016-05-10T00:00:00Z'),
      'Paula Processor',
      'enroll.processor',
      2,
      1,
      3,
    ]);
  });

  it('requires both dates and at most 366 days', async () => {
    const missing = await post('enroll.manager', 'ProcessorProductivity', { toDate: '2016-05-10' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(REPORT_MESSAGES.fromRequired);
    const long = await post('enroll.manager', 'ProcessorProductivity', {
      fromDate: '2015-01-01',
      toDate: '2016-05-10',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(REPORT_MESSAGES.rangeTooLong);
  });
});

describe('submissions by source and day', () => {
  it('counts submitted, completed, pending and failed by source', async () => {
    const response = await post('enroll.processor', 'SubmissionsBySourceAndDay', {
      fromDate: '2016-05-10',
      toDate: '2016-05-10',
    });
    expect(response.json().items).toEqual([
      { day: '2016-05-10', source: 'Paper Enrollment', submitted: 2, completed: 1, pending: 0, failed: 1 },
      { day: '2016-05-10', source: 'Web Enrollment', submitted: 1, completed: 0, pending: 1, failed: 0 },
    ]);
    const web = (
      await post('enroll.processor', 'SubmissionsBySourceAndDay', {
        fromDate: '2016-05-01',
        toDate: '2016-06-01',
        source: 'Web Enrollment',
      })
    ).json();
    expect(web.total).toBe(1);
    expect(web.items.every((row: { source: string }) => row.source === 'Web Enrollment')).toBe(true);
  });

  it('exports to Excel with the day as a date cell', async () => {
    const response = await post('enroll.processor', 'SubmissionsBySourceAndDay/ExcelExport', {
      fromDate: '2016-05-10',
      toDate: '2016-05-10',
    });
    const sheet = await readWorkbook(response.rawPayload);
    let found: unknown[] | undefined;
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      if (values[1] === 'Paper Enrollment') found = values;
    });
    expect(found?.[0]).toEqual(new Date('2016-05-10T00:00:00Z'));
    expect(found?.slice(1)).toEqual(['Paper Enrollment', 2, 1, 0, 1]);
  });
});

describe('access', () => {
  it('users without the reports module get 403; viewers may read and export', async () => {
    expect(
      (await post('network.viewer', 'ProcessorProductivity', { fromDate: '2016-05-10', toDate: '2016-05-10' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post('no.modules', 'SubmissionsBySourceAndDay/ExcelExport', {
          fromDate: '2016-05-10',
          toDate: '2016-05-10',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post('enroll.viewer', 'ProcessorProductivity', { fromDate: '2016-05-10', toDate: '2016-05-10' }))
        .statusCode,
    ).toBe(200);
  });
});
