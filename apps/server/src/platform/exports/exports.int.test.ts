import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfFonts, pdfText, ROBOTO_EMBEDDED } from '../../test/pdf-text.ts';
import {
  exportCapWarning,
  exportRequestSchema,
  EXPORT_MESSAGES,
  EXPORT_WARNING_HEADER,
} from '@portal/contracts/platform/exports';
import { streamExcel } from './excel-export.ts';
import { streamPdf } from './pdf-export.ts';
import { cursorRows, exceedsCap } from './cursor-rows.ts';

let t: TestApp;
let app: FastifyInstance;

/** A bare server whose routes export members through the platform helpers, reading the test database with a cursor. */
beforeAll(async () => {
  t = await createTestApp();
  app = Fastify({ logger: false });
  app.get('/members.xlsx', async (_request, reply) => {
    const cap = 150;
    const truncated = await exceedsCap(t.database.pool, 'from members', [], cap);
    return streamExcel(reply, {
      fileName: 'Members',
      sheetName: 'Members',
      banner: 'Members Report',
      columns: [
        { header: 'Member ID', key: 'member_id' },
        { header: 'Name', key: 'full_name', width: 30 },
        { header: 'Date of Birth', key: 'date_of_birth', format: 'date' },
        { header: 'Alerts', key: 'alert_counts', format: 'integer' },
        { header: 'Frequent Caller', key: 'is_frequent_caller', format: 'boolean' },
      ],
      rows: cursorRows(
        t.database.pool,
        'select member_id, full_name, date_of_birth, alert_counts, is_frequent_caller from members order by member_id',
        [],
        { batchSize: 40, limit: cap },
      ),
      warning: truncated ? exportCapWarning(cap) : undefined,
    });
  });
  app.get('/members.pdf', async (_request, reply) =>
    streamPdf(reply, {
      fileName: 'Members',
      title: 'Members',
      columns: [
        { header: 'Member ID', key: 'member_id' },
        { header: 'Effective', key: 'effective_date', format: 'date' },
      ],
      rows: cursorRows(t.database.pool, 'select member_id, effective_date from members order by member_id limit 20'),
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('Excel export', () => {
  it('streams a workbook with banner, header and capped rows, and warns that the cap cut it short', async () => {
    const response = await app.inject({ method: 'GET', url: '/members.xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('Members.xlsx');
    expect(response.headers[EXPORT_WARNING_HEADER]).toBe(exportCapWarning(150));
    expect(String(response.headers['access-control-expose-headers'])).toContain(EXPORT_WARNING_HEADER);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(response.rawPayload));
    const sheet = workbook.getWorksheet('Members')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Members Report');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Member ID',
      'Name',
      'Date of Birth',
      'Alerts',
      'Frequent Caller',
    ]);
    expect(sheet.rowCount).toBe(2 + 150);
    const first = (
      await t.database.pool.query('select member_id, date_of_birth from members order by member_id limit 1')
    ).rows[0];
    expect(sheet.getRow(3).getCell(1).value).toBe(first.member_id);
    const dob = sheet.getRow(3).getCell(3);
    expect(dob.value).toEqual(new Date(`${first.date_of_birth}T00:00:00Z`));
    expect(dob.numFmt).toBe('mm/dd/yyyy');
    expect(['Yes', 'No']).toContain(sheet.getRow(3).getCell(5).value);
  });

  it('releases the cursor connection after the export', async () => {
    await app.inject({ method: 'GET', url: '/members.xlsx' });
    expect(t.database.pool.totalCount - t.database.pool.idleCount).toBe(0);
  });
});

describe('PDF export', () => {
  it('streams a PDF with the table', async () => {
    const response = await app.inject({ method: 'GET', url: '/members.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-8).toString()).toContain('%%EOF');
    expect(pdfFonts(bytes)).toEqual(ROBOTO_EMBEDDED);
    const text = pdfText(bytes);
    const first = (
      await t.database.pool.query('select member_id, effective_date from members order by member_id limit 1')
    ).rows[0];
    expect(text).toContain('Member ID');
    expect(text).toContain(first.member_id);
    const [year, month, day] = String(first.effective_date).split('-');
    expect(text).toContain(`${month}/${day}/${year}`);
  });
});

describe('export request (shell spec §3)', () => {
  it('accepts the spec shape and refuses a file name with a path in it', () => {
    const parsed = exportRequestSchema.parse({
      requestType: 'UserReport',
      filtersAndValues: [{ id: 'searchTerm', value: 'adm' }],
      columnNames: ['username'],
      pageIndex: 0,
      pageSize: 50,
      fileName: 'UserReport.xlsx',
    });
    expect(parsed.filtersAndValues[0]).toEqual({ id: 'searchTerm', value: 'adm' });
    const bad = exportRequestSchema.safeParse({ fileName: '../etc/passwd' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(EXPORT_MESSAGES.fileName);
  });
});
