import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import type { z } from 'zod';
import {
  exportCapWarning,
  exportFormatOf,
  fromFiltersAndValues,
  withExportExtension,
  type ExportRequest,
} from '@portal/contracts/platform/exports';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { badRequest } from '../errors/errors.ts';
import { streamExcel, type ExportColumn } from './excel-export.ts';
import { PDF_ROW_CAP, streamPdf } from './pdf-export.ts';
import { cursorRows, exceedsCap } from './cursor-rows.ts';

/** Where an export's rows come from: `rows(limit)` gives at most `limit` rows in order. */
export interface ExportSource {
  /** At most `limit` rows when the source has exceeds(); a source without it may give more (the door cuts them). */
  rows(limit: number): AsyncIterable<object> | Iterable<object>;
  /**
   * Whether more than `count` rows match, asked before the first byte of the file goes out (the warning is a header).
   * Without it the first `count + 1` rows are read ahead into memory: fine for the small in-memory reports only.
   */
  exceeds?(count: number): Promise<boolean>;
}

/**
 * An export read from SQL through the shared server-side cursor; `map` shapes each row for the file. `fromAndWhere`
 * (the query's from and where, without its order) lets the cap check count without sorting.
 */
export function sqlExportSource(
  pool: Pool,
  text: string,
  values: unknown[],
  options: { map?: (row: Record<string, unknown>) => object; fromAndWhere?: string } = {},
): ExportSource {
  const { map } = options;
  return {
    rows: (limit) => {
      const rows = cursorRows(pool, text, values, { limit });
      if (!map) return rows;
      return (async function* () {
        for await (const row of rows) yield map(row);
      })();
    },
    exceeds: (count) => exceedsCap(pool, options.fromAndWhere ?? `from (${text}) export_rows`, values, count),
  };
}

/** Rows already in memory (small reports, the rate trees). */
export function memoryExportSource(
  rows: readonly object[] | (() => Iterable<object> | AsyncIterable<object>),
): ExportSource {
  return { rows: () => (typeof rows === 'function' ? rows() : rows) };
}

/**
 * The endpoint's own filters from the request's filtersAndValues, validated by the same schema its grid search uses;
 * a bad value is a 400 with that schema's message.
 */
export function exportFilters<S extends z.ZodType>(request: ExportRequest, schema: S): z.output<S> {
  const parsed = schema.safeParse(fromFiltersAndValues(request));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
  return parsed.data;
}

export interface ExportOptions {
  /** The file's name when the request names none (its extension follows the format asked for). */
  fileName: string;
  sheetName: string;
  /** A title row above the header (Excel) and the PDF's title; the sheet name titles a PDF without one. */
  banner?: string;
  /** Every column the endpoint can export, in order; the request's columnNames choose among them. */
  columns: ExportColumn[];
  source: ExportSource;
}

/** The columns the request names (by key or header, any case), in the endpoint's order; none named or none known: all. */
function chosenColumns(columns: ExportColumn[], names: readonly string[]): ExportColumn[] {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  const chosen = columns.filter(
    (column) => wanted.has(column.key.toLowerCase()) || wanted.has(column.header.toLowerCase()),
  );
  return chosen.length > 0 ? chosen : columns;
}

async function* skipAndTake(
  rows: AsyncIterable<object> | Iterable<object>,
  skip: number,
  take: number,
): AsyncGenerator<object> {
  let index = 0;
  if (take <= 0) return;
  for await (const row of rows) {
    if (index++ < skip) continue;
    yield row;
    if (index - skip >= take) return;
  }
}

/**
 * The one door every export goes through: the spec's export request (shell spec §3) picks the format (its fileName's
 * extension), the columns and the page; the rows stop at the cap (25,000 by default, shell spec §9; a PDF at
 * PDF_ROW_CAP) and a cut export carries the x-export-warning header (shell spec §8), shown as a Warning toast.
 */
export async function sendExport(
  reply: FastifyReply,
  request: ExportRequest,
  options: ExportOptions,
): Promise<FastifyReply> {
  const format = exportFormatOf(request.fileName || options.fileName);
  const fileName = withExportExtension(request.fileName || options.fileName, format);
  const cap = Math.min(reply.server.ctx.config.exportRowCap, format === 'pdf' ? PDF_ROW_CAP : Number.POSITIVE_INFINITY);
  const skip = request.pageIndex * request.pageSize;
  const take = Math.min(request.pageSize, cap);
  const end = skip + take;
  // The cap, not a smaller page the request asked for, is what stops the rows (a full 25,000-row page is the cap too).
  const capStops = cap <= request.pageSize;
  const columns = chosenColumns(options.columns, request.columnNames);

  let rows: AsyncIterable<object> | Iterable<object>;
  let cut: boolean;
  if (options.source.exceeds) {
    cut = capStops && (await options.source.exceeds(end));
    // A source with exceeds() stops at the limit itself: rows pass straight through unless a later page skips some.
    rows = skip > 0 ? skipAndTake(options.source.rows(end), skip, take) : options.source.rows(end);
  } else {
    const ahead: object[] = [];
    for await (const row of options.source.rows(end + 1)) {
      ahead.push(row as object);
      if (ahead.length > end) break;
    }
    cut = capStops && ahead.length > end;
    rows = ahead.slice(skip, end);
  }
  const warning = cut ? exportCapWarning(cap) : undefined;
  if (format === 'pdf') {
    // The PDF also says it under its title: a printed page has no header to carry the warning.
    return streamPdf(reply, {
      fileName,
      title: options.banner ?? options.sheetName,
      columns,
      rows,
      ...(warning ? { warning, subtitle: [warning] } : {}),
    });
  }
  return streamExcel(reply, {
    fileName,
    sheetName: options.sheetName,
    ...(options.banner ? { banner: options.banner } : {}),
    columns,
    rows,
    ...(warning ? { warning } : {}),
  });
}
