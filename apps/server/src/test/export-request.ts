import { buildExportRequest, type ExportRequest } from '@portal/contracts/platform/exports';

/**
 * The spec's export request for tests: filters from a query string ('a=1&b=2', a repeated name becomes a list, as a
 * query string would give it) or an object, in the file named (its extension picks Excel or PDF; none: the endpoint's
 * own name, in Excel).
 */
export function exportBody(
  filters: string | object = {},
  fileName?: string,
  extra: Partial<ExportRequest> = {},
): ExportRequest {
  let values: object = typeof filters === 'string' ? {} : filters;
  if (typeof filters === 'string') {
    const record: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(filters)) {
      const current = record[key];
      record[key] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
    }
    values = record;
  }
  const { fileName: _named, ...request } = buildExportRequest({ filters: values, fileName: fileName ?? '' });
  return { ...request, ...(fileName ? { fileName } : {}), ...extra };
}
