import type { Pool } from 'pg';
import type { AdvancedSearchFilter, AdvancedSearchRow } from '@portal/contracts/patient-360/advanced-search';
import { MEMBER_RECORD_MESSAGES as M } from '@portal/contracts/patient-360/member-record';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { DbOrTx } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/errors.ts';
import type { ExportSource } from '../../platform/exports/send-export.ts';
import { advancedSearch, advancedSearchExportSource } from './advanced-search.service.ts';
import * as repository from './member-panel.repository.ts';
import { pcpByNpi } from './member-record.repository.ts';

/**
 * Provider panels as the member module keeps them (Panel Management calls these): the members whose assigned primary
 * care provider (APC) is one of a panel's providers, searched with the advanced search's filters plus the last visit,
 * and the APC change, which also enters the members' PCP history (and so their health journey).
 */

export type LastVisit = repository.LastVisit;

/** A panel's search: the advanced search's filters (the ones the panel offers) and the last visit. */
export interface PanelSearch {
  providerIds: readonly number[];
  filter: Pick<
    AdvancedSearchFilter,
    'gaps' | 'clinicalPrograms' | 'atRiskCategories' | 'admissionRisks' | 'memberStatus' | 'sortBy' | 'sortDirection'
  >;
  lastVisit: LastVisit;
}

const searchFilter = (panel: PanelSearch['filter']): AdvancedSearchFilter => ({
  ...panel,
  companyIds: [],
  socialDeterminants: [],
  careAnywhereStatus: 'NotAssigned',
  authorizationStatuses: [],
  visitType: 'All',
});

export type PanelMemberRow = AdvancedSearchRow & { lastVisitDate: string | null };

/** One page of a panel, each member with their last visit. */
export async function memberPanel(
  db: DbOrTx,
  pool: Pool,
  search: PanelSearch,
  page: { skip: number; take: number },
): Promise<{ items: PanelMemberRow[]; total: number; totalIsCapped: boolean }> {
  if (search.providerIds.length === 0) return { items: [], total: 0, totalIsCapped: false };
  const narrow = repository.panelCondition(search.providerIds, search.lastVisit, todayInLosAngeles());
  const result = await advancedSearch(db, pool, { ...searchFilter(search.filter), ...page }, narrow);
  const visits = await repository.lastVisits(
    db,
    result.items.map((member) => member.memberId),
  );
  return {
    ...result,
    items: result.items.map((member) => ({ ...member, lastVisitDate: visits.get(member.memberId) ?? null })),
  };
}

/** The panel's members for the Excel export, with the last visit, streamed through the shared cursor. */
export function memberPanelExportSource(pool: Pool, search: PanelSearch): ExportSource {
  // No providers (an IPA without any) is `= any('{}')`: no rows.
  const where = repository.panelCondition(search.providerIds, search.lastVisit, todayInLosAngeles());
  return advancedSearchExportSource(pool, searchFilter(search.filter), {
    where,
    columns: repository.LAST_VISIT_COLUMN,
  });
}

export const panelSizes = repository.panelSizes;

export interface ProviderRef {
  npi: string;
  name: string;
}
export interface ApcChange {
  memberId: string;
  before: ProviderRef | null;
  after: ProviderRef;
  version: number;
}

/**
 * Assigns the members to a primary care provider (their APC) at the versions read, all or none: 404 for an unknown
 * member, 409 when one changed since it was read, 400 for an unknown provider or a member with a PCP change already
 * planned after today. The members' PCP history gets the change from today. A member already assigned to the provider
 * is left as it is (no history entry, no change returned): the answer lists only the members that moved. Call it inside
 * the transaction that records the change's audit rows.
 */
export async function assignMembersToProvider(
  tx: DbOrTx,
  change: { members: readonly { memberId: string; version: number }[]; providerNpi: string; reason: string },
): Promise<ApcChange[]> {
  const provider = await pcpByNpi(tx, change.providerNpi);
  if (!provider) throw badRequest(M.pcpNotFound);
  const memberIds = change.members.map((member) => member.memberId);
  const locked = new Map((await repository.lockMembers(tx, memberIds)).map((row) => [row.memberId, row]));
  for (const { memberId, version } of change.members) {
    const row = locked.get(memberId);
    if (!row) throw notFound(M.memberNotFound);
    if (row.version !== version) throw conflict();
  }
  const moving = memberIds.filter((memberId) => locked.get(memberId)?.providerId !== provider.id);
  if (moving.length === 0) return [];
  const today = todayInLosAngeles();
  if ((await repository.membersWithAssignmentAfter(tx, moving, today)).length > 0)
    throw badRequest(M.pcpLaterAssignment);
  const versions = await repository.setAssignedProvider(tx, moving, provider.id);
  await repository.enterAssignments(tx, {
    memberIds: moving,
    providerId: provider.id,
    ipaCode: provider.ipaCode,
    today,
    reason: change.reason,
  });
  const after = { npi: provider.npi, name: provider.name };
  return moving.map((memberId) => {
    const row = locked.get(memberId);
    const before = row?.providerNpi && row.providerName ? { npi: row.providerNpi, name: row.providerName } : null;
    return { memberId, before, after, version: versions.get(memberId) ?? 0 };
  });
}
