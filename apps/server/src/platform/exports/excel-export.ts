import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { EXPORT_WARNING_HEADER } from '@portal/contracts/platform/exports';
import { loggableError } from '../errors/errors.ts';
import { textOf } from '@portal/contracts/platform/text';
import { LOS_ANGELES } from '@portal/contracts/platform/rules/dates';
import { wallClock } from '@portal/contracts/platform/rules/wall-clock';

export type ExportCellFormat = 'text' | 'date' | 'datetime' | 'number' | 'integer' | 'currency' | 'percent' | 'boolean';

export interface ExportColumn {
  header: string;
  key: string;
  width?: number;
  format?: ExportCellFormat;
}

export interface ExcelExportOptions {
  fileName: string;
  sheetName: string;
  /** A title row above the header row (merged across the columns). */
  banner?: string;
  columns: ExportColumn[];
  /** Any objects: each column's key is read from them. */
  rows: AsyncIterable<object> | Iterable<object>;
  /** Sent as the x-export-warning header (the browser shows it as a Warning toast), e.g. when a cap truncated the rows. */
  warning?: string;
}

const NUMBER_FORMATS: Partial<Record<ExportCellFormat, string>> = {
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy hh:mm:ss AM/PM',
  number: '#,##0.####',
  integer: '0',
  currency: '$#,##0.00',
  percent: '0.00%',
};

const HOUR_MS = 3_600_000;
/** Los Angeles offset per UTC hour: offsets change only on the hour (DST), so one Intl call serves a whole hour of rows. */
const pacificOffsets = new Map<number, number>();

function pacificOffsetMs(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  let offset = pacificOffsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const wall = wallClock(new Date(start), LOS_ANGELES);
    offset = Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minutes) - start;
    if (pacificOffsets.size > 50_000) pacificOffsets.clear();
    pacificOffsets.set(hour, offset);
  }
  return offset;
}

/** Excel has no time zones: a timestamp is written as its Los Angeles wall-clock time (the product shows Pacific time). */
function pacificWallClock(value: Date): Date {
  return new Date(value.getTime() + pacificOffsetMs(value.getTime()));
}

/** Turns a row value into what the cell should hold for its column format. */
export function toCellValue(value: unknown, format: ExportCellFormat = 'text'): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (format) {
    case 'date': {
      // Business dates are 'YYYY-MM-DD' strings: written as that calendar day (UTC midnight), never shifted.
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value))
        return new Date(`${value.slice(0, 10)}T00:00:00Z`);
      return value instanceof Date
        ? new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()))
        : textOf(value);
    }
    case 'datetime': {
      const date = value instanceof Date ? value : new Date(textOf(value));
      return Number.isNaN(date.getTime()) ? textOf(value) : pacificWallClock(date);
    }
    case 'number':
    case 'integer':
    case 'currency':
    case 'percent': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : textOf(value);
    }
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : 'No';
    case 'text':
      return textOf(value);
  }
}

export function attachmentHeaders(reply: FastifyReply, fileName: string, contentType: string, warning?: string): void {
  const safe = fileName.replace(/[^\w .-]/g, '_');
  reply.header('content-type', contentType);
  reply.header('content-disposition', `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(safe)}`);
  reply.header('access-control-expose-headers', `content-disposition, ${EXPORT_WARNING_HEADER}`);
  reply.header('cache-control', 'no-store');
  if (warning) reply.header(EXPORT_WARNING_HEADER, warning);
}

/** Rows read ahead of the writer, at most: the next database batch is fetched while the writer works on these. */
const READ_AHEAD_ROWS = 4_000;

/**
 * The rows with the first one already read. A query the database refuses (a value out of a column's range) fails
 * here, before the status and headers go out, so the caller gets a 400 with a message instead of a cut-off file.
 * After that the rows are read ahead (up to READ_AHEAD_ROWS) while the writer works, so the database fetches the next
 * batch while exceljs formats and zips the current one instead of each waiting for the other.
 */
export async function primed(rows: AsyncIterable<object> | Iterable<object>): Promise<AsyncIterable<object>> {
  const iterator = Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      const queue: object[] = [first.value];
      // Shared between the reader and the writer loop below, so kept as fields (each side changes them for the other).
      const state: { done: boolean; exhausted: boolean; stopped: boolean } = {
        done: false,
        exhausted: false,
        stopped: false,
      };
      let failure: { error: unknown } | undefined;
      let wake: (() => void) | undefined;
      let resumeReader: (() => void) | undefined;
      const signal = () => {
        wake?.();
        wake = undefined;
      };
      const reader = (async () => {
        try {
          while (!state.stopped) {
            if (queue.length >= READ_AHEAD_ROWS) {
              await new Promise<void>((resolve) => (resumeReader = resolve));
              continue;
            }
            const next = await iterator.next();
            if (next.done) {
              state.exhausted = true;
              break;
            }
            queue.push(next.value);
            signal();
          }
        } catch (error) {
          failure = { error };
        } finally {
          state.done = true;
          signal();
        }
      })();
      try {
        for (;;) {
          const row = queue.shift();
          if (row !== undefined) {
            if (resumeReader && queue.length < READ_AHEAD_ROWS / 2) {
              resumeReader();
              resumeReader = undefined;
            }
            yield row;
            continue;
          }
          if (failure) throw failure.error;
          if (state.done) return;
          await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        state.stopped = true;
        resumeReader?.();
        await reader;
        // Stopped early (the browser went away, or a failure): the source is closed, its database connection released.
        if (!state.exhausted) await iterator.return?.();
      }
    },
  };
}

/**
 * Streams an .xlsx to the response with exceljs' streaming WorkbookWriter: each row is committed as it is read, so
 * a 25,000-row export never sits in memory. Resolves to the reply (return it from the handler).
 */
export async function streamExcel(reply: FastifyReply, options: ExcelExportOptions): Promise<FastifyReply> {
  const rows = await primed(options.rows);
  const fileName = options.fileName.toLowerCase().endsWith('.xlsx') ? options.fileName : `${options.fileName}.xlsx`;
  attachmentHeaders(
    reply,
    fileName,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    options.warning,
  );
  // A larger buffer than the default 16 KB between the zip stream and the socket: fewer waits for 'drain' (bounded: 1 MB).
  const output = new PassThrough({ highWaterMark: 1024 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31) || 'Sheet1');
  // Number formats are set once per column (cells take their column's style), not looked up cell by cell.
  sheet.columns = options.columns.map((column) => {
    const numFmt = column.format ? NUMBER_FORMATS[column.format] : undefined;
    return {
      key: column.key,
      width: column.width ?? Math.min(60, Math.max(12, column.header.length + 4)),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });

  // Every cell of a column shares one style object: exceljs finds a style it has seen by reference (a WeakMap) and
  // otherwise renders the style's XML for every cell to look it up (a third of the writer's time on a 25,000-row export).
  const cellStyles: Partial<ExcelJS.Style>[] = options.columns.map((column) => {
    const numFmt = column.format ? NUMBER_FORMATS[column.format] : undefined;
    return numFmt ? { numFmt } : {};
  });

  // A browser that goes away stops the export: the row source is closed (its database connection released).
  let aborted = false;
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) aborted = true;
  });

  const write = async () => {
    if (options.banner) {
      const bannerRow = sheet.addRow([options.banner]);
      bannerRow.font = { bold: true, size: 14 };
      if (options.columns.length > 1) sheet.mergeCells(1, 1, 1, options.columns.length);
      bannerRow.commit();
    }
    const headerRow = sheet.addRow(options.columns.map((column) => column.header));
    headerRow.font = { bold: true };
    headerRow.commit();
    for await (const row of rows) {
      if (aborted) break;
      const values = row as Record<string, unknown>;
      const added = sheet.addRow(options.columns.map((column) => toCellValue(values[column.key], column.format)));
      cellStyles.forEach((style, index) => (added.getCell(index + 1).style = style));
      added.commit();
      // Backpressure: wait for a slow client instead of piling the file up in memory.
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    reply.log.error({ err: loggableError(error) }, 'excel export failed while streaming');
    output.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return reply.send(output);
}
