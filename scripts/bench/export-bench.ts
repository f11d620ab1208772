import ExcelJS from 'exceljs';
import type http from 'node:http';
import { Writable } from 'node:stream';
import { httpRequest, jsonMessage, keepAliveAgent } from './http-client.ts';
import { processMemory, resetPeakMemory, type ServerChild } from './server-child.ts';
import { percentile } from './stats.ts';

/** The work-list export of 25,000 rows (issue 6, benchmark 4): the module's export endpoint and a filter that matches enough rows. */
export const WORKLIST_EXPORT = {
  user: 'enroll.manager',
  method: 'POST' as const,
  path: '/api/MemberEnrollment/ExportEnrollments',
  body: { sortBy: 'createdAt', sortDirection: 'desc' },
  rows: 25_000,
};

export interface ExportResult {
  ok: true;
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

/** Reads the produced workbook back: every row's values, as the streaming writer will write them again. */
async function readRows(buffer: Buffer): Promise<{ values: unknown[][]; widths: number }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const values: unknown[][] = [];
  let widths = 0;
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells = (row.values as unknown[]).slice(1);
    widths = Math.max(widths, cells.length);
    values.push(cells);
  });
  return { values, widths };
}

/** exceljs' streaming writer alone writing the same rows to a stream that discards them. */
async function writeWithStreamingWriter(rows: unknown[][], widths: number): Promise<number> {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = Array.from({ length: widths }, (_, i) => ({ key: `c${i}`, width: 18 }));
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return performance.now() - started;
}

async function timedExport(agent: http.Agent, server: ServerChild, token: string) {
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
    const answer = await httpRequest(agent, server.baseUrl + WORKLIST_EXPORT.path, {
      method: WORKLIST_EXPORT.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(WORKLIST_EXPORT.body),
    });
    return { answer, ms: performance.now() - started, sampledPeak: Math.max(0, ...samples) };
  } finally {
    clearInterval(sampler);
  }
}

/** Export through the API (time to the last byte, peak server memory) against the streaming writer alone. */
export async function measureExport(server: ServerChild, token: string, repeats: number): Promise<ExportOutcome> {
  const agent = keepAliveAgent();
  try {
    const first = await timedExport(agent, server, token);
    if (first.answer.status !== 200) return { ok: false, reason: `POST ${WORKLIST_EXPORT.path} answered ${first.answer.status}: ${jsonMessage(first.answer)}` };
    const { values, widths } = await readRows(first.answer.body);
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
      const run = await timedExport(agent, server, token);
      if (run.answer.status !== 200) return { ok: false, reason: `export failed on repeat ${i + 1}: ${run.answer.status}` };
      apiTimes.push(run.ms);
      const after = processMemory(server.pid);
      const peak = reset ? after.peak : run.sampledPeak;
      if (!reset) peakMeasuredBy = 'RSS sampled every 20 ms';
      peakGrowth = Math.max(peakGrowth, peak - before.rss);
    }
    const writerTimes: number[] = [];
    await writeWithStreamingWriter(values, widths);
    for (let i = 0; i < repeats; i++) writerTimes.push(await writeWithStreamingWriter(values, widths));
    const warningHeader = first.answer.headers['x-export-warning'];
    return {
      ok: true,
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
