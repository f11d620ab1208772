import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { domains } from '../../platform/access/access.tables.ts';
import type { ODataFields } from '../../platform/odata/odata-compile.ts';
import { returnedRow } from '../../platform/db/returned-row.ts';
import { userNameOf } from '../../platform/db/user-name.ts';
import { crmSettings } from './crm-settings.tables.ts';

/** The CRM's edited settings, one row each, and the portal's domains as an OData list. */

export type CrmSettingRow = typeof crmSettings.$inferSelect;
export const CRM_SETTING_KEYS = ['textReplaceOptions', 'inboundScript', 'crmBenefitInfo'] as const;
export type CrmSettingKey = (typeof CRM_SETTING_KEYS)[number];

/** The setting's row with the name of who changed it last (the editors name the person, the username on hover). */
export async function settingRow(
  db: DbOrTx,
  key: CrmSettingKey,
): Promise<(CrmSettingRow & { modifiedByName: string | null }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(crmSettings), modifiedByName: userNameOf(crmSettings.modifiedBy) })
    .from(crmSettings)
    .where(eq(crmSettings.id, key));
  return row;
}

/** Creates the setting's row with its default value when it is not there yet (its first change). */
export async function ensureSettingRow(db: DbOrTx, key: CrmSettingKey, value: unknown): Promise<void> {
  await db.insert(crmSettings).values({ id: key, value }).onConflictDoNothing();
}

/** Replaces the value of a setting the caller locked (lockAtVersion) and moves its version on. */
export async function changeSetting(
  db: DbOrTx,
  key: CrmSettingKey,
  value: unknown,
  username: string,
): Promise<CrmSettingRow> {
  return returnedRow(
    await db
      .update(crmSettings)
      .set({ value, modifiedBy: username, modifiedAt: sql`now()`, version: sql`${crmSettings.version} + 1` })
      .where(eq(crmSettings.id, key))
      .returning(),
  );
}

export const DOMAIN_FIELDS: ODataFields = {
  id: { column: sql`${domains.id}`, type: 'number' },
  name: { column: sql`${domains.name}`, type: 'string' },
  description: { column: sql`${domains.description}`, type: 'string', sortable: false },
};

export async function domainPage(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL,
  page: { skip: number; top: number; count: boolean },
): Promise<{ rows: { id: number; name: string; description: string | null }[]; count?: number }> {
  const columns = { id: domains.id, name: domains.name, description: domains.description };
  const [rows, counted] = await Promise.all([
    db.select(columns).from(domains).where(where).orderBy(orderBy).limit(page.top).offset(page.skip),
    page.count
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(domains)
          .where(where)
      : Promise.resolve(undefined),
  ]);
  return counted === undefined ? { rows } : { rows, count: counted[0]?.total ?? 0 };
}
