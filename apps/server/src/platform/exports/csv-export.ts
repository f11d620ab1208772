import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { exportCapWarning } from '@portal/contracts/platform/exports';
import { attachmentHeaders, primed } from './excel-export.ts';
import type { ExportSource } from './send-export.ts';

/**
 * CSV exports (the CRM's csvexportworkflowtasks): streamed row by row from the export source, capped like every other
 * export (25,000 rows by default, the x-export-warning header when cut), each cell escaped so a spreadsheet opening the
 * file never runs a value as a formula (OWASP CSV injection: a leading = + - @ tab or carriage return is prefixed with
 * a single quote) and quoted by RFC 4180.
 */

export interface CsvColumn {
  header: string;
  key: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: null and undefined empty, dates ISO, text guarded against formulas and quoted when it needs to be. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Streams the source's rows as a CSV attachment (UTF-8 with a byte-order mark, so Excel reads accents), at most the
 * installation's export cap; a cut export carries the x-export-warning header. Resolves to the reply.
 */
export async function sendCsvExport(
  reply: FastifyReply,
  options: { fileName: string; columns: readonly CsvColumn[]; source: ExportSource },
): Promise<FastifyReply> {
  const cap = reply.server.ctx.config.exportRowCap;
  const cut = options.source.exceeds ? await options.source.exceeds(cap) : false;
  const rows = await primed(options.source.rows(cap));
  const fileName = options.fileName.toLowerCase().endsWith('.csv') ? options.fileName : `${options.fileName}.csv`;
  attachmentHeaders(reply, fileName, 'text/csv; charset=utf-8', cut ? exportCapWarning(cap) : undefined);
  const columns = options.columns;
  async function* lines() {
    yield `\uFEFF${csvLine(columns.map((column) => column.header))}`;
    let written = 0;
    for await (const row of rows) {
      if (written++ >= cap) break;
      const values = row as Record<string, unknown>;
      yield csvLine(columns.map((column) => values[column.key]));
    }
  }
  return reply.send(Readable.from(lines()));
}
