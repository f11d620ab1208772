import type { Pool } from 'pg';
import {
  CRM_ADVANCED_SEARCH_COUNT_CAP,
  DASHBOARD_KINDS,
  type CrmAdvancedSearchAnswer,
  type CrmAdvancedSearchEntity,
  type CrmAdvancedSearchFilters,
  type CrmAdvancedSearchRequest,
  type Dashboards,
  type FailedFcrAnswer,
  type FailedFcrFilter,
  type FailedFcrRequest,
} from '@portal/contracts/crm-my-queue/reports';
import { addDays } from '@portal/contracts/platform/rules/dates';
import type { DbOrTx } from '../../platform/db/client.ts';
import { sqlExportSource, type ExportSource } from '../../platform/exports/send-export.ts';
import { isoRow } from './lists.repository.ts';
import * as repository from './reports.repository.ts';
import { withShownNames } from './shown-names.ts';

/** The CRM's reports: failed first-call resolutions, the advanced search and the dashboards. */

/** The failed first-call-resolution count stops here (plus one): a year of cases stays quick to count. */
export const FAILED_FCR_COUNT_CAP = 10_000;

export async function failedFirstCallResolutions(db: DbOrTx, request: FailedFcrRequest): Promise<FailedFcrAnswer> {
  const { rows, count } = await repository.failedFcrPage(db, request, request.skip, request.top, FAILED_FCR_COUNT_CAP);
  return { value: rows as FailedFcrAnswer['value'], '@odata.count': count };
}

export function failedFcrExportSource(pool: Pool, filter: FailedFcrFilter): ExportSource {
  const query = repository.failedFcrExportQuery(filter);
  return sqlExportSource(pool, query.text, query.values, { map: isoRow });
}

export async function advancedSearch(db: DbOrTx, request: CrmAdvancedSearchRequest): Promise<CrmAdvancedSearchAnswer> {
  const { rows, total } = await repository.advancedSearchPage(db, request.entity, request.filters, {
    skip: request.skip,
    take: request.take,
    countCap: CRM_ADVANCED_SEARCH_COUNT_CAP,
  });
  // The rows are the entity's list rows (lists.repository's columns for that entity set).
  return { entity: request.entity, items: rows, total } as CrmAdvancedSearchAnswer;
}

export function advancedSearchExportSource(
  pool: Pool,
  entity: CrmAdvancedSearchEntity,
  filters: CrmAdvancedSearchFilters,
): ExportSource {
  const query = repository.advancedSearchExportQuery(entity, filters);
  return sqlExportSource(pool, query.text, query.values, { map: (row) => withShownNames(isoRow(row)) });
}

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export async function dashboards(db: DbOrTx, from: string, to: string): Promise<Dashboards> {
  const [volumes, sla, fcr] = await Promise.all([
    repository.volumesPerDay(db, from, to),
    repository.slaCompliance(db, from, to),
    repository.firstCallResolution(db, from, to),
  ]);
  // Every day of the range, zero where nothing was created.
  const byDay = new Map<string, Dashboards['volumes'][number]>();
  for (let day = from; day <= to; day = addDays(day, 1))
    byDay.set(day, { day, cases: 0, interactions: 0, workflows: 0, tasks: 0 });
  for (const row of volumes) {
    const entry = byDay.get(row.day);
    const kind = DASHBOARD_KINDS.find((candidate) => candidate === row.kind);
    if (entry && kind) entry[kind] = row.n;
  }
  return {
    from,
    to,
    volumes: [...byDay.values()],
    slaCompliance: sla.map((row) => ({ ...row, rate: rate(row.closedWithinSla, row.closed) })),
    firstCallResolution: {
      cases: fcr.cases,
      resolvedFirstCall: fcr.cases - fcr.failed,
      rate: rate(fcr.cases - fcr.failed, fcr.cases),
    },
  };
}
