import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_ROW_CAP, EXPORT_WARNING_HEADER, exportCapWarning } from '@portal/contracts/platform/exports';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exportBody } from '../../test/export-request.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { loadConfig } from '../config/config.ts';
import { firstSheet } from '../../test/export-file.ts';

/**
 * Every export goes through the platform's one door (send-export.ts): it takes the spec's export request, stops at the
 * cap and says so in the x-export-warning header (shell spec §8, §9). The app here runs with a cap of 2 rows so the
 * seeded data is enough to cross it; each export kind is asked for Excel (read back with exceljs) and PDF (read back
 * by its text).
 */
const CAP = 2;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ exportRowCap: CAP });
  // Member reads for the member audit export (the seed writes none).
  await t.database.pool.query(`insert into audit_events (item_id, timestamp, user_id, event_type, module_id)
    select 'M90000' || n, timestamptz '2024-04-10T12:00:00Z' + n * interval '1 minute', 'crm.agent', 'MemberRead', 36 from generate_series(1, 3) n`);
});
afterAll(async () => t.close());

const today = todayInLosAngeles();
const lastYear = { fromDate: new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10), toDate: today };

interface ExportKind {
  name: string;
  user: string;
  url: string;
  filters: object;
  /** The first column's header: the rows after it are the data rows. */
  firstHeader: string;
  /** The endpoint answering the same rows as JSON, to prove there are more than the cap to cut. */
  count?: () => Promise<number>;
}

const KINDS: ExportKind[] = [
  {
    name: 'enrollment work list',
    user: 'enroll.manager',
    url: '/api/MemberEnrollment/ExportEnrollments',
    filters: {},
    firstHeader: 'Work Item ID',
  },
  {
    name: 'audit history',
    user: 'admin',
    url: '/api/audithistory/excelexport',
    filters: { start: '2000-01-01', end: today },
    firstHeader: 'Timestamp',
  },
  {
    name: 'member audit history',
    user: 'admin',
    url: '/api/memberaudithistory/excelexport',
    filters: { start: '2024-04-01', end: '2024-04-30' },
    firstHeader: 'Timestamp',
  },
  { name: 'user report', user: 'admin', url: '/api/userreport/excelexport', filters: {}, firstHeader: 'Username' },
  {
    name: 'IPA search results',
    user: 'network.viewer',
    url: '/api/MedicalGroup/ExportSearchResults',
    filters: { ipaCodeStartsWith: 'IPA' },
    firstHeader: 'IPA Code',
  },
  {
    name: 'IPA hospitals',
    user: 'network.viewer',
    url: '/api/IpaHospital/ExportIpaHospitals',
    filters: { ipa: 'IPA0002' },
    firstHeader: 'Hospital Id',
  },
  {
    name: 'gain share rates',
    user: 'network.viewer',
    url: '/api/IpaGainShareRate/ExportGainShareRates',
    filters: { IpaCode: 'IPA0018' },
    firstHeader: 'Sequence',
  },
  {
    name: 'risk pool rates',
    user: 'network.viewer',
    url: '/api/IpaRiskPoolRate/ExportRiskPoolRates',
    filters: { IpaCode: 'IPA0018' },
    firstHeader: 'Rate Id',
  },
  {
    name: 'work items by status and age',
    user: 'enroll.viewer',
    url: '/api/MemberEnrollmentReports/WorkItemsByStatusAndAge/ExcelExport',
    filters: {},
    firstHeader: 'Processing Status',
    count: async () =>
      (
        await t.as('enroll.viewer', {
          method: 'POST',
          url: '/api/MemberEnrollmentReports/WorkItemsByStatusAndAge',
          payload: {},
        })
      ).json().total,
  },
  {
    name: 'processor productivity',
    user: 'enroll.viewer',
    url: '/api/MemberEnrollmentReports/ProcessorProductivity/ExcelExport',
    filters: lastYear,
    firstHeader: 'Day',
    count: async () =>
      (
        await t.as('enroll.viewer', {
          method: 'POST',
          url: '/api/MemberEnrollmentReports/ProcessorProductivity',
          payload: lastYear,
        })
      ).json().total,
  },
  {
    name: 'submissions by source and day',
    user: 'enroll.viewer',
    url: '/api/MemberEnrollmentReports/SubmissionsBySourceAndDay/ExcelExport',
    filters: lastYear,
    firstHeader: 'Day',
    count: async () =>
      (
        await t.as('enroll.viewer', {
          method: 'POST',
          url: '/api/MemberEnrollmentReports/SubmissionsBySourceAndDay',
          payload: lastYear,
        })
      ).json().total,
  },
];

/** The data rows of the first sheet: every row after the header row. */
async function dataRows(payload: Buffer, firstHeader: string): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await firstSheet(payload)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const header = rows.findIndex((row) => row[0] === firstHeader);
  expect(header).toBeGreaterThanOrEqual(0);
  return rows.slice(header + 1);
}

describe('every export stops at the cap and says so (shell spec §8, §9)', () => {
  it("the cap is the spec's 25,000 rows unless EXPORT_ROW_CAP lowers it", () => {
    expect(EXPORT_ROW_CAP).toBe(25000);
    expect(loadConfig({}).exportRowCap).toBe(25000);
    expect(loadConfig({ EXPORT_ROW_CAP: '100' }).exportRowCap).toBe(100);
    // It may only lower the cap: a larger value stops the start with the setting's message.
    expect(() => loadConfig({ EXPORT_ROW_CAP: '90000' })).toThrow(
      'The setting EXPORT_ROW_CAP must be a whole number from 1 to 25000',
    );
  });

  it.each(KINDS)('$name: Excel stops at the cap with the x-export-warning header', async (kind) => {
    if (kind.count) expect(await kind.count()).toBeGreaterThan(CAP);
    const response = await t.as(kind.user, { method: 'POST', url: kind.url, payload: exportBody(kind.filters) });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers[EXPORT_WARNING_HEADER]).toBe(exportCapWarning(CAP));
    expect(await dataRows(response.rawPayload, kind.firstHeader)).toHaveLength(CAP);
  });

  it.each(KINDS)('$name: the PDF (from the same request, named .pdf) stops at the cap too', async (kind) => {
    const response = await t.as(kind.user, {
      method: 'POST',
      url: kind.url,
      payload: exportBody(kind.filters, 'Report.pdf'),
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Report.pdf');
    expect(response.headers[EXPORT_WARNING_HEADER]).toBe(exportCapWarning(CAP));
    const text = pdfText(response.rawPayload);
    expect(text).toContain(kind.firstHeader);
    expect(text).toContain(exportCapWarning(CAP));
  });

  it('a page the request asks for that is smaller than the cap is no cut: no warning', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/userreport/excelexport',
      payload: exportBody({}, 'Users.xlsx', { pageSize: 1 }),
    });
    expect(response.headers[EXPORT_WARNING_HEADER]).toBeUndefined();
    expect(await dataRows(response.rawPayload, 'Username')).toHaveLength(1);
  });

  it('pageIndex and pageSize pick a page of the rows', async () => {
    const page = (pageIndex: number) =>
      t.as('admin', {
        method: 'POST',
        url: '/api/userreport/excelexport',
        payload: exportBody({ $orderby: 'username' }, 'Users.xlsx', { pageIndex, pageSize: 1 }),
      });
    const [first, second] = [
      await dataRows((await page(0)).rawPayload, 'Username'),
      await dataRows((await page(1)).rawPayload, 'Username'),
    ];
    const { rows } = await t.database.pool.query<{ username: string }>(
      'select username from users order by username limit 2',
    );
    expect([first.map((row) => row[0]), second.map((row) => row[0])]).toEqual([
      [rows[0]!.username],
      [rows[1]!.username],
    ]);
  });

  it('under the cap nothing is cut and no warning is sent', async () => {
    const response = await t.as('network.viewer', {
      method: 'POST',
      url: '/api/MedicalGroup/ExportSearchResults',
      payload: exportBody({ ipaCode: 'IPA0001' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers[EXPORT_WARNING_HEADER]).toBeUndefined();
    expect(await dataRows(response.rawPayload, 'IPA Code')).toHaveLength(1);
  });

  it('the columns asked for are the columns written, in the endpoint order', async () => {
    const response = await t.as('network.viewer', {
      method: 'POST',
      url: '/api/MedicalGroup/ExportSearchResults',
      payload: exportBody({ ipaCode: 'IPA0001' }, 'SearchResults.xlsx', { columnNames: ['ipaDesc', 'ipaCode'] }),
    });
    expect((await firstSheet(response.rawPayload)).getRow(1).values).toEqual([undefined, 'IPA Code', 'IPA Name']);
  });
});
