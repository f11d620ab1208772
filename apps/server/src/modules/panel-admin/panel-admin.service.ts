import { sql } from 'drizzle-orm';
import {
  PANEL_ADMIN_MESSAGES as M,
  type PanelProviderRow,
  type PanelProviders,
  type PanelProvidersQuery,
  type UpdatePanel,
} from '@portal/contracts/panel-admin/panel-admin';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { updateAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, conflict } from '../../platform/errors/errors.ts';
import { panelSizes } from '../patient-360/member-panel.service.ts';
import * as repository from './panel-admin.repository.ts';
import { panelProviderSettings } from './panel-admin.tables.ts';

/**
 * Panel Management Admin's rules: a provider's panel status, capacity and portal user, changed at the version read
 * (0 for a provider never set) and audited with before and after; and what My Panel asks of the settings (whose
 * provider a user is, whether a panel takes more members).
 */

/** A page of providers with their panel settings and how many members each panel holds. */
export async function listPanelProviders(db: DbOrTx, query: PanelProvidersQuery): Promise<PanelProviders> {
  const page = await repository.listProviders(db, query);
  const sizes = await panelSizes(
    db,
    page.items.map((row) => row.providerId),
  );
  return { ...page, items: page.items.map((row) => ({ ...row, panelMembers: sizes.get(row.providerId) ?? 0 })) };
}

/** The provider with its settings and panel size, or 400 when it is not an active primary care provider. */
export async function panelProvider(
  db: DbOrTx,
  npi: string,
  message: string = M.providerNotFound,
): Promise<PanelProviderRow> {
  const provider = await repository.providerByNpi(db, npi);
  if (!provider) throw badRequest(message);
  const sizes = await panelSizes(db, [provider.providerId]);
  return { ...provider, panelMembers: sizes.get(provider.providerId) ?? 0 };
}

const settingsOf = (row: PanelProviderRow) => ({
  panelStatus: row.currentPanelStatus,
  panelCapacity: row.panelCapacity,
  portalUserId: row.portalUser?.id ?? null,
});

/** Saves a provider's panel settings at the version read; the row as the list shows it afterwards. */
export async function updatePanel(db: Db, actor: Actor, change: UpdatePanel): Promise<PanelProviderRow> {
  const provider = await panelProvider(db, change.npi);
  if (change.portalUserId !== null && !(await repository.activeUser(db, change.portalUserId)))
    throw badRequest(M.userNotFound);
  if (change.panelCapacity !== null && change.panelCapacity < provider.panelMembers)
    throw badRequest(M.capacityBelowPanel(provider.panelMembers));
  await db.transaction(async (tx) => {
    if (change.portalUserId !== null) {
      const linked = await repository.settingsOfUser(tx, change.portalUserId);
      if (linked && linked.providerId !== provider.providerId)
        throw badRequest(M.userTaken((await repository.providerName(tx, linked.providerId)) ?? 'another provider'));
    }
    const values = {
      panelStatus: change.newPanelStatus,
      panelCapacity: change.panelCapacity,
      portalUserId: change.portalUserId,
      updatedBy: actor.user.username,
    };
    if (change.version === 0) {
      if (!(await repository.insertSettings(tx, provider.providerId, values))) throw conflict();
    } else {
      const current = await repository.settingsOfProvider(tx, provider.providerId);
      if (!current) throw conflict();
      await updateAtVersion(
        tx,
        panelProviderSettings,
        { id: current.id, version: change.version },
        {
          ...values,
          updatedAt: sql`now()`,
        },
      );
    }
    const after = await panelProvider(tx, change.npi);
    await recordAudit(tx, actor, {
      eventType: 'PanelSettingsChanged',
      itemId: provider.npi,
      moduleId: MODULE_IDS.panelAdmin,
      details: { provider: provider.name, before: settingsOf(provider), after: settingsOf(after) },
    });
  });
  return panelProvider(db, change.npi);
}

export const portalUserOptions = repository.activeUserOptions;

// ---- Whether a panel takes new members (My Panel, enrollment's PCP assignment, the CRM's PCP change) -------------

/** Why a panel takes no new members: closed, or full at its capacity. */
export type PanelRefusal = { reason: 'Closed' } | { reason: 'Full'; capacity: number };

const panelRefusalMessage = (refusal: PanelRefusal): string =>
  refusal.reason === 'Closed' ? M.panelClosed : M.panelFull(refusal.capacity);

/**
 * The panels among these providers' that would refuse `joining` more members now: closed (the manager's setting, else
 * the provider directory's) or over capacity once they joined. Providers whose panel takes them are not in the map.
 * Every way a member gets a primary care provider asks this, so a panel a manager closes is closed everywhere.
 */
export async function panelsRefusing(
  db: DbOrTx,
  providerIds: readonly number[],
  joining: number,
): Promise<Map<number, PanelRefusal>> {
  const states = await repository.panelStates(db, providerIds);
  const limited = states.filter((state) => state.status !== 'Closed' && state.capacity !== null);
  const sizes = await panelSizes(
    db,
    limited.map((state) => state.providerId),
  );
  const refusals = new Map<number, PanelRefusal>();
  for (const { providerId, status, capacity } of states) {
    if (status === 'Closed') refusals.set(providerId, { reason: 'Closed' });
    else if (capacity !== null && (sizes.get(providerId) ?? 0) + joining > capacity)
      refusals.set(providerId, { reason: 'Full', capacity });
  }
  return refusals;
}

/** Refuses (400, the panel's message) when the provider's panel would not take `joining` more members. */
export async function requirePanelTakesMembers(db: DbOrTx, providerId: number, joining: number): Promise<void> {
  const refusal = (await panelsRefusing(db, [providerId], joining)).get(providerId);
  if (refusal) throw badRequest(panelRefusalMessage(refusal));
}

// ---- What My Panel asks of the settings ----------------------------------------------------------------------------

/** The provider the user is linked to (their own panel), or null. */
export const providerOfUser = repository.providerOfUser;
/** The ids of an IPA's primary care providers. */
export const pcpIdsOfIpa = repository.pcpIdsOfIpa;
/** The Change APC dropdown's providers (the provider query). */
export const providerOptions = repository.providerOptions;
