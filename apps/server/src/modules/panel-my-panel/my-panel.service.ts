import type { Pool } from 'pg';
import {
  PANEL_MESSAGES as M,
  ipaOptionLabel,
  type AssignToProvider,
  type MyPanelFilter,
  type MyPanelRequest,
  type MyPanelResult,
  type PanelScope,
  type PanelUserFlags,
} from '@portal/contracts/panel-my-panel/my-panel';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { can, type CurrentUser } from '../../platform/access/current-user.ts';
import { recordAuditMany, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { badRequest, forbidden } from '../../platform/errors/errors.ts';
import type { ExportSource } from '../../platform/exports/send-export.ts';
import { requireFlag } from '../../platform/flags/flags.ts';
import {
  assignMembersToProvider,
  memberPanel,
  memberPanelExportSource,
  type ApcChange,
  type PanelSearch,
} from '../patient-360/member-panel.service.ts';
import {
  panelProvider,
  pcpIdsOfIpa,
  providerOfUser,
  requirePanelTakesMembers,
} from '../panel-admin/panel-admin.service.ts';
import { ipaOfCode } from '../ipa-admin/ipa.service.ts';

/**
 * My Panel's rules: whose panel a user may see (their own as a linked provider; any provider's or IPA's as a panel
 * manager, who holds Panel Management Admin), the panel's page and export (the member module's panel search), and
 * Change APC (the member module's assignment, within the provider's panel status and capacity, audited per member).
 */

/** The history entry's reason of an APC change made here. */
export const APC_CHANGE_REASON = 'Change APC (Panel Management)';

export const isPanelManager = (user: CurrentUser): boolean => can(user, MODULE_IDS.panelAdmin, 'read');

export async function userFlags(db: DbOrTx, user: CurrentUser): Promise<PanelUserFlags> {
  const provider = await providerOfUser(db, user.id);
  return {
    isPanelManager: isPanelManager(user),
    canAssign: can(user, MODULE_IDS.panelMyPanel, 'write'),
    provider: provider ? { npi: provider.npi, name: provider.name } : null,
  };
}

/** The providers of the panel asked for, and how the page names it; 403 for a provider asking for another's. */
export async function panelScope(
  db: DbOrTx,
  pool: Pool,
  user: CurrentUser,
  filter: Pick<MyPanelFilter, 'providerNpi' | 'ipaCode'>,
): Promise<{ providerIds: number[]; scope: PanelScope }> {
  const own = await providerOfUser(db, user.id);
  const manager = isPanelManager(user);
  const asked = filter.providerNpi ?? (filter.ipaCode ? undefined : own?.npi);
  if (!asked && !filter.ipaCode) throw badRequest(manager ? M.chooseScope : M.notLinked);
  if (!manager && (filter.ipaCode || asked !== own?.npi)) throw forbidden(M.managersOnly);
  if (filter.ipaCode) {
    const providerIds = await pcpIdsOfIpa(db, filter.ipaCode);
    return {
      providerIds,
      scope: {
        kind: 'ipa',
        providerNpi: null,
        ipaCode: filter.ipaCode,
        name: ipaOptionLabel((await ipaOfCode({ pool }, filter.ipaCode)) ?? { code: filter.ipaCode, name: null }),
      },
    };
  }
  const provider = await panelProvider(db, asked ?? '', M.providerNotFound);
  return {
    providerIds: [provider.providerId],
    scope: { kind: 'provider', providerNpi: provider.npi, ipaCode: provider.ipaCode, name: provider.name },
  };
}

const searchOf = (providerIds: number[], filter: MyPanelFilter): PanelSearch => ({
  providerIds,
  filter: {
    gaps: filter.gaps,
    clinicalPrograms: filter.clinicalPrograms,
    atRiskCategories: filter.atRiskCategories,
    admissionRisks: filter.admissionRisks,
    memberStatus: filter.memberStatus,
    sortBy: filter.sortBy,
    sortDirection: filter.sortDirection,
  },
  lastVisit: filter.lastVisit,
});

/** One page of the panel. */
export async function myPanel(
  db: DbOrTx,
  pool: Pool,
  user: CurrentUser,
  request: MyPanelRequest,
): Promise<MyPanelResult> {
  const { skip, take, ...filter } = request;
  const { providerIds, scope } = await panelScope(db, pool, user, filter);
  const page = await memberPanel(db, pool, searchOf(providerIds, filter), { skip, take });
  return { ...page, scope };
}

/** The panel's rows for the Excel export. */
export async function myPanelExportSource(
  db: DbOrTx,
  pool: Pool,
  user: CurrentUser,
  filter: MyPanelFilter,
): Promise<{ source: ExportSource; scope: PanelScope }> {
  const { providerIds, scope } = await panelScope(db, pool, user, filter);
  return { source: memberPanelExportSource(pool, searchOf(providerIds, filter)), scope };
}

/**
 * Change APC: the members move to the provider at the versions read, all or none, with one audit row per member (its
 * APC before and after). Refused (400) when the provider's panel is closed or the move would take it over capacity, or
 * when every member is already the provider's.
 */
export async function assignToProvider(db: Db, actor: Actor, body: AssignToProvider): Promise<ApcChange[]> {
  await requireFlag(db, FEATURE_FLAGS.panelChangeApc);
  const provider = await panelProvider(db, body.providerNPI, M.providerNotFound);
  return db.transaction(async (tx) => {
    const changes = await assignMembersToProvider(tx, {
      members: body.memberIds.map((memberId, index) => ({ memberId, version: body.versions[index] ?? 0 })),
      providerNpi: provider.npi,
      reason: APC_CHANGE_REASON,
    });
    // Members already on the provider's panel stay as they are; a choice that would move nobody is refused.
    if (changes.length === 0) throw badRequest(M.sameProvider);
    // Counted with the members just moved in (those already on the panel count once): closed or over capacity undoes it.
    await requirePanelTakesMembers(tx, provider.providerId, 0);
    await recordAuditMany(
      tx,
      actor,
      changes.map((change) => ({
        eventType: 'MemberApcChanged',
        itemId: change.memberId,
        moduleId: MODULE_IDS.panelMyPanel,
        details: { before: change.before, after: change.after, version: change.version },
      })),
    );
    return changes;
  });
}
