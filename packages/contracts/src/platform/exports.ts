import { z } from 'zod';
import { zQueryInt } from './rules/integers.ts';

/**
 * The export request of shell spec §3 ("Export request: requestType, filtersAndValues (list of id/value), columnNames,
 * pageIndex, pageSize, fileName"), sent by the shared ExportButton to a module's export endpoint (POST, file response).
 */
export const EXPORT_MESSAGES = {
  fileName: 'File name may contain letters, digits, spaces, dots, hyphens and underscores only',
  tooManyColumns: 'At most 200 columns can be exported',
} as const;

/** Excel export cap (shell spec §9: "Excel export of patient-360 members: top 25000"); other exports reuse it. */
export const EXPORT_ROW_CAP = 25000;
/** Response header carrying a warning the browser shows as a Warning toast (shell spec §8 "Export warning header"). */
export const EXPORT_WARNING_HEADER = 'x-export-warning';

export const exportFilterValueSchema = z.object({
  id: z.string().max(100),
  value: z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]),
});

export const exportRequestSchema = z.object({
  requestType: z.string().max(100).optional(),
  filtersAndValues: z.array(exportFilterValueSchema).max(100).default([]),
  columnNames: z.array(z.string().max(200)).max(200, EXPORT_MESSAGES.tooManyColumns).default([]),
  pageIndex: zQueryInt().min(0).default(0),
  pageSize: zQueryInt().min(1).max(EXPORT_ROW_CAP).default(EXPORT_ROW_CAP),
  fileName: z
    .string()
    .trim()
    .max(120)
    .regex(/^[\w .-]*$/, EXPORT_MESSAGES.fileName)
    .optional(),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** The value of a filter by id, or undefined. */
export function exportFilterValue(
  request: Pick<ExportRequest, 'filtersAndValues'>,
  id: string,
): ExportRequest['filtersAndValues'][number]['value'] | undefined {
  return request.filtersAndValues.find((filter) => filter.id === id)?.value;
}

/** The file kinds an export can produce; the grid offers both (shell spec §1 "data grids with Excel and PDF export"). */
export const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The format asked for: the request's fileName says it by its extension ('.pdf'); anything else is Excel. */
export function exportFormatOf(fileName: string | undefined): ExportFormat {
  return fileName?.toLowerCase().endsWith('.pdf') ? 'pdf' : 'xlsx';
}

/** The file name with the format's extension in place of its own. */
export function withExportExtension(fileName: string, format: ExportFormat): string {
  return `${fileName.replace(/\.(xlsx|pdf)$/i, '')}.${format}`;
}

type ExportFilterValue = ExportRequest['filtersAndValues'][number]['value'];

/** A screen's filters as the request's filtersAndValues: each set filter as { id, value } (unset ones left out). */
export function toFiltersAndValues(filters: object): ExportRequest['filtersAndValues'] {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([id, value]) => ({ id, value: value as ExportFilterValue }));
}

/** The request's filtersAndValues as one object, for the endpoint's own filter schema to validate. */
export function fromFiltersAndValues(
  request: Pick<ExportRequest, 'filtersAndValues'>,
): Record<string, ExportFilterValue> {
  const filters: Record<string, ExportFilterValue> = {};
  for (const { id, value } of request.filtersAndValues) {
    // Own keys only: an id such as '__proto__' must not reach Object.prototype.
    if (id !== '__proto__' && id !== 'constructor' && id !== 'prototype') filters[id] = value;
  }
  return filters;
}

/** The spec's export request for a screen's filters: every matching row (up to the cap) from the first, in the file named. */
export function buildExportRequest(options: {
  filters: object;
  fileName: string;
  columnNames?: string[];
  requestType?: string;
}): ExportRequest {
  return {
    ...(options.requestType ? { requestType: options.requestType } : {}),
    filtersAndValues: toFiltersAndValues(options.filters),
    columnNames: options.columnNames ?? [],
    pageIndex: 0,
    pageSize: EXPORT_ROW_CAP,
    fileName: options.fileName,
  };
}

/** The warning sent when the cap cut the export short. */
export function exportCapWarning(cap: number = EXPORT_ROW_CAP): string {
  return `Only the first ${cap.toLocaleString('en-US')} rows were exported. Narrow the search to export the rest.`;
}
