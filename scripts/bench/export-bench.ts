import ExcelJS from 'exceljs';
import type pg from 'pg';
import type http from 'node:http';
import { Writable } from 'node:stream';
import { buildExportRequest } from '@portal/contracts/platform/exports';
import { httpRequest, jsonMessage, keepAliveAgent } from './http-client.ts';
import { processMemory, resetPeakMemory, type ServerChild } from './server-child.ts';
import { percentile } from './stats.ts';

/**
 * The work-list export of 25,000 rows (issue 6, benchmark 4): the module's export endpoint with a submission-date
 * range picked from the data so it matches at least 25,000 work items.
 */
export const WORKLIST_EXPORT = {
  user: 'enroll.manager',
  rows: 25_000,
  path: async (pool: pg.Pool): Promise<string> => {
    const { rows } = await pool.query<{ day: string; n: number }>(
      "select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from enrollment_work_items group by 1 order by 1",
    );
    const start = Math.floor(rows.length / 3);
    let total = 0;
    let end = start;
    while (end < rows.length && total < WORKLIST_EXPORT.rows) total += rows[end++]?.n ?? 0;
    const first = rows[start]?.day;
    const last = rows[Math.max(start, end - 1)]?.day;
    if (!first || !last || total < WORKLIST_EXPORT.rows)
      throw new Error(`the work list has fewer than ${WORKLIST_EXPORT.rows} items to export`);
    return `/api/MemberEnrollment/ExportEnrollments?submissionStartDate=${first}&submissionEndDate=${last}`;
  },
};

export interface ExportResult {
  ok: true;
  path: string;
  rows: number;
  bytes: number;
  apiMs: number;
  writerMs: number;
  rssBeforeMb: number;
  peakGrowthMb: number;
  peakMeasuredBy: string;
  warning: string | undefined;
}

export type ExportOutcome = ExportResult | { ok: false; reason: string };

const MB = 1024 * 1024;

/** Reads the produced workbook back: every row's values and each column's number format and width, as the API wrote them. */
async function readRows(buffer: Buffer): Promise<{
  values: unknown[][];
  widths: number;
  formats: (string | undefined)[];
  columnWidths: (number | undefined)[];
}> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const values: unknown[][] = [];
  const formats: (string | undefined)[] = [];
  let widths = 0;
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells = (row.values as unknown[]).slice(1);
    widths = Math.max(widths, cells.length);
    values.push(cells);
    row.eachCell((cell, column) => {
      if (cell.numFmt && formats[column - 1] === undefined) formats[column - 1] = cell.numFmt;
    });
  });
  const columnWidths = Array.from({ length: widths }, (_, i) => sheet?.getColumn(i + 1).width);
  return { values, widths, formats, columnWidths };
}

/** exceljs' streaming writer alone writing the same rows, with the same column formats and widths, to a stream that discards them. */
async function writeWithStreamingWriter(
  rows: unknown[][],
  widths: number,
  formats: (string | undefined)[],
  columnWidths: (number | undefined)[],
): Promise<number> {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = Array.from({ length: widths }, (_, i) => ({
    key: `c${i}`,
    width: columnWidths[i] ?? 18,
    ...(formats[i] ? { style: { numFmt: formats[i] } } : {}),
  }));
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return performance.now() - started;
}

async function timedExport(agent: http.Agent, server: ServerChild, token: string, path: string) {
  const samples: number[] = [];
  const sampler = setInterval(() => {
    try {
      samples.push(processMemory(server.pid).rss);
    } catch {
      // the process is gone: the request below will fail and say so
    }
  }, 20);
  const started = performance.now();
  try {
    // The path carries the filters as a query string; the export takes them in the spec's export request (POST).
    const [url = path, query = ''] = path.split('?');
    const body = JSON.stringify(
      buildExportRequest({
        filters: Object.fromEntries(new URLSearchParams(query)),
        fileName: 'enrollment-work-list.xlsx',
      }),
    );
    const answer = await httpRequest(agent, server.baseUrl + url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    return { answer, ms: performance.now() - started, sampledPeak: Math.max(0, ...samples) };
  } finally {
    clearInterval(sampler);
  }
}

/** Export through the API (time to the last byte, peak server memory) against the streaming writer alone. */
export async function measureExport(
  server: ServerChild,
  token: string,
  pool: pg.Pool,
  repeats: number,
): Promise<ExportOutcome> {
  const agent = keepAliveAgent();
  try {
    let path: string;
    try {
      path = await WORKLIST_EXPORT.path(pool);
    } catch (error) {
      return { ok: false, reason: (error as Error).message };
    }
    const first = await timedExport(agent, server, token, path);
    if (first.answer.status !== 200)
      return { ok: false, reason: `POST ${path} answered ${first.answer.status}: ${jsonMessage(first.answer)}` };
    const { values, widths, formats, columnWidths } = await readRows(first.answer.body);
    const global = globalThis as { gc?: () => void };
    global.gc?.();
    const apiTimes: number[] = [];
    let peakGrowth = 0;
    let rssBefore = 0;
    let peakMeasuredBy = 'VmHWM (peak RSS, reset before each export)';
    for (let i = 0; i < repeats; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = processMemory(server.pid);
      rssBefore = before.rss;
      const reset = resetPeakMemory(server.pid);
      const run = await timedExport(agent, server, token, path);
      if (run.answer.status !== 200)
        return { ok: false, reason: `export failed on repeat ${i + 1}: ${run.answer.status}` };
      apiTimes.push(run.ms);
      const after = processMemory(server.pid);
      const peak = reset ? after.peak : run.sampledPeak;
      if (!reset) peakMeasuredBy = 'RSS sampled every 20 ms';
      peakGrowth = Math.max(peakGrowth, peak - before.rss);
    }
    const writerTimes: number[] = [];
    await writeWithStreamingWriter(values, widths, formats, columnWidths);
    for (let i = 0; i < repeats; i++)
      writerTimes.push(await writeWithStreamingWriter(values, widths, formats, columnWidths));
    const warningHeader = first.answer.headers['x-export-warning'];
    return {
      ok: true,
      path,
      rows: values.length,
      bytes: first.answer.body.length,
      apiMs: percentile(apiTimes, 50),
      writerMs: percentile(writerTimes, 50),
      rssBeforeMb: rssBefore / MB,
      peakGrowthMb: peakGrowth / MB,
      peakMeasuredBy,
      warning: typeof warningHeader === 'string' ? warningHeader : undefined,
    };
  } finally {
    agent.destroy();
  }
}
