import type { Pool } from 'pg';
import {
  type CarePanelFilter,
  type CarePanelRequest,
  type CarePanelResult,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { APPOINTMENT_MESSAGES as M } from '@portal/contracts/care-on-demand/appointments';
import type { CurrentUser } from '../../../platform/access/current-user.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { badRequest } from '../../../platform/errors/errors.ts';
import type { ExportSource } from '../../../platform/exports/send-export.ts';
import { memberPanel, memberPanelExportSource, type PanelSearch } from '../../patient-360/member-panel.service.ts';
import { providerOfUser } from '../../panel-admin/panel-admin.service.ts';
import { visitDatesOf } from '../appointments/appointments.repository.ts';

/**
 * Care on Demand's My Panel: the members assigned to the provider the signed-in user is (Panel Management's link of
 * users to providers, read through panel-admin's service; the panel search is the member module's), each with their
 * last and next virtual visit.
 */

/** The provider the user is, or 400 when their user is not linked to one. */
export async function ownProvider(db: DbOrTx, user: CurrentUser): Promise<{ id: number; npi: string; name: string }> {
  const provider = await providerOfUser(db, user.id);
  if (!provider) throw badRequest(M.notLinked);
  return provider;
}

const searchOf = (providerId: number, filter: CarePanelFilter): PanelSearch => ({
  providerIds: [providerId],
  filter: {
    gaps: filter.gaps,
    clinicalPrograms: [],
    atRiskCategories: [],
    admissionRisks: filter.admissionRisks,
    memberStatus: filter.memberStatus,
    sortBy: 'memberId',
    sortDirection: 'asc',
  },
  lastVisit: 'any',
});

export async function carePanel(
  db: DbOrTx,
  pool: Pool,
  user: CurrentUser,
  request: CarePanelRequest,
): Promise<CarePanelResult> {
  const { skip, take, ...filter } = request;
  const provider = await ownProvider(db, user);
  const page = await memberPanel(db, pool, searchOf(provider.id, filter), { skip, take });
  const visits = await visitDatesOf(
    db,
    page.items.map((member) => member.memberId),
  );
  return {
    ...page,
    items: page.items.map((member) => ({
      ...member,
      lastVirtualVisit: visits.get(member.memberId)?.last ?? null,
      nextVirtualVisit: visits.get(member.memberId)?.next ?? null,
    })),
    provider: { npi: provider.npi, name: provider.name },
  };
}

/** The panel's rows for the Excel export, each batch of rows with its members' last and next virtual visit. */
export async function carePanelExportSource(
  db: DbOrTx,
  pool: Pool,
  user: CurrentUser,
  filter: CarePanelFilter,
): Promise<{ source: ExportSource; provider: { npi: string; name: string } }> {
  const provider = await ownProvider(db, user);
  const panel = memberPanelExportSource(pool, searchOf(provider.id, filter));
  const withVisits = async function* (rows: AsyncIterable<object> | Iterable<object>) {
    let batch: Record<string, unknown>[] = [];
    const flush = async function* () {
      const visits = await visitDatesOf(
        db,
        batch.map((row) => String(row.memberId)),
      );
      for (const row of batch) {
        const dates = visits.get(String(row.memberId));
        yield { ...row, lastVirtualVisit: dates?.last ?? null, nextVirtualVisit: dates?.next ?? null };
      }
      batch = [];
    };
    for await (const row of rows) {
      batch.push(row as Record<string, unknown>);
      if (batch.length >= 500) yield* flush();
    }
    yield* flush();
  };
  const source: ExportSource = {
    rows: (limit) => withVisits(panel.rows(limit)),
    ...(panel.exceeds ? { exceeds: (count: number) => panel.exceeds?.(count) ?? Promise.resolve(false) } : {}),
  };
  return { source, provider: { npi: provider.npi, name: provider.name } };
}
