import { eq, sql, type SQL } from 'drizzle-orm';
import type { PanelProviderRow, PanelProvidersQuery, PanelStatus } from '@portal/contracts/panel-admin/panel-admin';
import type { ProviderOption } from '@portal/contracts/panel-my-panel/my-panel';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';
import { panelProviderSettings } from './panel-admin.tables.ts';
import { LA_TODAY } from '../../platform/db/los-angeles-day.ts';

/**
 * Panel settings and the primary care providers they belong to (reference data, read only): active, contracted PCPs,
 * found by the start of last name, full name or NPI, or by IPA (providers_last_name_idx, the NPI key, providers_ipa_idx).
 */

/** The panel's status: the manager's setting, else the provider directory's. */
const STATUS = sql`coalesce(s.panel_status, case when p.panel_status = 'Closed' then 'Closed' else 'Open' end)`;

function providerConditions(filter: { search?: string | undefined; ipaCode?: string | undefined }): SQL {
  const where: SQL[] = [sql`p.is_pcp`, sql`p.contracted`, sql`(p.term_date is null or p.term_date >= ${LA_TODAY})`];
  if (filter.search) {
    const prefix = startsWithPattern(filter.search.toLowerCase());
    where.push(
      /^\d+$/.test(filter.search)
        ? sql`p.npi like ${startsWithPattern(filter.search)}`
        : sql`(lower(p.last_name) like ${prefix} or lower(p.full_name) like ${prefix})`,
    );
  }
  if (filter.ipaCode) where.push(sql`p.ipa_code = ${filter.ipaCode}`);
  return sql.join(where, sql` and `);
}

type ProviderRow = Omit<PanelProviderRow, 'panelMembers' | 'portalUser'> & {
  userId: number | null;
  username: string | null;
  userName: string | null;
};

const PROVIDER_COLUMNS = sql`p.id as "providerId", p.npi, p.full_name as name, p.specialty, p.ipa_code as "ipaCode",
  concat_ws(', ', p.address1, p.city, p.state_code || ' ' || p.zip) as "practiceAddress",
  ${STATUS} as "currentPanelStatus", s.panel_capacity as "panelCapacity", coalesce(s.version, 0) as version,
  u.id as "userId", u.username, u.name as "userName"`;
const PROVIDER_FROM = sql`from providers p left join panel_provider_settings s on s.provider_id = p.id
  left join users u on u.id = s.portal_user_id`;

const toRow = ({ userId, username, userName, ...row }: ProviderRow): Omit<PanelProviderRow, 'panelMembers'> => ({
  ...row,
  portalUser: userId !== null && username !== null ? { id: userId, username, name: userName ?? username } : null,
});

/** A page of providers with their panel settings (the panel sizes come from the member module). */
export async function listProviders(
  db: DbOrTx,
  query: PanelProvidersQuery,
): Promise<{ items: Omit<PanelProviderRow, 'panelMembers'>[]; total: number }> {
  const where = providerConditions(query);
  const [items, count] = await Promise.all([
    queryRows<ProviderRow>(
      db,
      sql`select ${PROVIDER_COLUMNS} ${PROVIDER_FROM} where ${where}
        order by p.last_name, p.first_name, p.id limit ${query.take} offset ${query.skip}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from providers p where ${where}`),
  ]);
  return { items: items.map(toRow), total: count[0]?.total ?? 0 };
}

/** One active PCP by NPI with its panel settings, or null. */
export async function providerByNpi(db: DbOrTx, npi: string): Promise<Omit<PanelProviderRow, 'panelMembers'> | null> {
  const [row] = await queryRows<ProviderRow>(
    db,
    sql`select ${PROVIDER_COLUMNS} ${PROVIDER_FROM} where p.npi = ${npi} and ${providerConditions({})}`,
  );
  return row ? toRow(row) : null;
}

/** The provider a portal user is linked to, or null. */
export async function providerOfUser(
  db: DbOrTx,
  userId: number,
): Promise<{ id: number; npi: string; name: string } | null> {
  const [row] = await queryRows<{ id: number; npi: string; name: string }>(
    db,
    sql`select p.id, p.npi, p.full_name as name from panel_provider_settings s join providers p on p.id = s.provider_id
      where s.portal_user_id = ${userId}`,
  );
  return row ?? null;
}

export async function providerName(db: DbOrTx, providerId: number): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select full_name as name from providers where id = ${providerId}`,
  );
  return row?.name ?? null;
}

/** The ids of an IPA's primary care providers (its panel). */
export async function pcpIdsOfIpa(db: DbOrTx, ipaCode: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from providers p where p.ipa_code = ${ipaCode} and p.is_pcp order by p.id`,
  );
  return rows.map((row) => row.id);
}

/** The panel status (the manager's setting, else the directory's) and capacity of each of these providers. */
export async function panelStates(
  db: DbOrTx,
  providerIds: readonly number[],
): Promise<{ providerId: number; status: PanelStatus; capacity: number | null }[]> {
  if (providerIds.length === 0) return [];
  return queryRows<{ providerId: number; status: PanelStatus; capacity: number | null }>(
    db,
    sql`select p.id as "providerId", ${STATUS} as status, s.panel_capacity as capacity
      from providers p left join panel_provider_settings s on s.provider_id = p.id
      where p.id = any(${sql.param([...providerIds])}::int[])`,
  );
}

/** Dropdown options: active PCPs by name or NPI prefix and IPA, open panels only when asked; 50 at most. */
export async function providerOptions(
  db: DbOrTx,
  filter: { search?: string | undefined; ipaCode?: string | undefined; openPanelsOnly: boolean },
): Promise<ProviderOption[]> {
  const open = filter.openPanelsOnly ? sql` and ${STATUS} = 'Open'` : sql``;
  return queryRows<ProviderOption & Record<string, unknown>>(
    db,
    sql`select p.npi as id, p.full_name as name, p.ipa_code as "ipaCode"
      from providers p left join panel_provider_settings s on s.provider_id = p.id
      where ${providerConditions(filter)}${open} order by p.last_name, p.first_name, p.id limit 50`,
  );
}

export type PanelSettingsRow = typeof panelProviderSettings.$inferSelect;

export async function settingsOfProvider(db: DbOrTx, providerId: number): Promise<PanelSettingsRow | null> {
  const [row] = await db.select().from(panelProviderSettings).where(eq(panelProviderSettings.providerId, providerId));
  return row ?? null;
}

export async function settingsOfUser(db: DbOrTx, userId: number): Promise<PanelSettingsRow | null> {
  const [row] = await db.select().from(panelProviderSettings).where(eq(panelProviderSettings.portalUserId, userId));
  return row ?? null;
}

export interface PanelSettingsValues {
  panelStatus: PanelStatus;
  panelCapacity: number | null;
  portalUserId: number | null;
  updatedBy: string;
}

/** A provider's first settings; null when another write made them meanwhile (the caller answers 409). */
export async function insertSettings(
  tx: DbOrTx,
  providerId: number,
  values: PanelSettingsValues,
): Promise<PanelSettingsRow | null> {
  const [row] = await tx
    .insert(panelProviderSettings)
    .values({ providerId, ...values })
    .onConflictDoNothing({ target: panelProviderSettings.providerId })
    .returning();
  return row ?? null;
}

/** An active portal user by id (the platform's users), or null. */
export async function activeUser(db: DbOrTx, userId: number): Promise<{ id: number; username: string } | null> {
  const [row] = await queryRows<{ id: number; username: string }>(
    db,
    sql`select id, username from users where id = ${userId} and is_active`,
  );
  return row ?? null;
}

/** Active portal users by the start of username or name, 50 at most (to link one to a provider). */
export async function activeUserOptions(
  db: DbOrTx,
  search: string | undefined,
): Promise<{ id: number; username: string; name: string }[]> {
  const prefix = search ? startsWithPattern(search.toLowerCase()) : '%';
  return queryRows<{ id: number; username: string; name: string }>(
    db,
    sql`select id, username, name from users where is_active and (lower(username) like ${prefix} or lower(name) like ${prefix})
      order by lower(username) limit 50`,
  );
}
