import { and, eq, sql } from 'drizzle-orm';
import {
  USER_SETTINGS_MESSAGES as M,
  type SaveUserPreferences,
  type UserPreference,
  type UserSettingsInitialData,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { CurrentUser } from '../../../platform/access/current-user.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { conflict, forbidden } from '../../../platform/errors/errors.ts';
import { providerOfUser } from '../../panel-admin/panel-admin.service.ts';
import { seesAllVisits } from '../appointments/appointments.service.ts';
import { virtualCareUserPreferences as preferences } from '../care-on-demand.tables.ts';

/**
 * CareOnDemandUserSettings (shell spec §7): what the screens need to know of the user (the provider they are, whether
 * they see every provider's visits) and their saved grid filters and columns per screen, saved at the version read.
 */

const toPreference = (row: typeof preferences.$inferSelect): UserPreference => ({
  userId: row.userId,
  moduleName: row.moduleName,
  userPreferencesFilters: (row.userPreferencesFilters ?? {}) as Record<string, unknown>,
  columns: (row.columns ?? []) as string[],
  version: row.version,
});

export async function initialData(db: DbOrTx, user: CurrentUser): Promise<UserSettingsInitialData> {
  const [provider, rows] = await Promise.all([
    providerOfUser(db, user.id),
    db.select().from(preferences).where(eq(preferences.userId, user.id)),
  ]);
  return {
    userId: user.id,
    userName: user.name,
    provider: provider ? { npi: provider.npi, name: provider.name } : null,
    canSeeAllVisits: seesAllVisits(user),
    preferences: rows.map(toPreference),
  };
}

/** Saves the caller's own preferences of one screen: a first save at version 0, later ones at the version read. */
export async function saveUserPreferences(db: Db, actor: Actor, body: SaveUserPreferences): Promise<UserPreference> {
  if (body.userId !== actor.user.id) throw forbidden(M.notYourself);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(preferences)
      .where(and(eq(preferences.userId, body.userId), eq(preferences.moduleName, body.moduleName)));
    const values = { userPreferencesFilters: body.userPreferencesFilters, columns: body.columns };
    let id: number;
    if (body.version === 0) {
      const [row] = await tx
        .insert(preferences)
        .values({ userId: body.userId, moduleName: body.moduleName, ...values })
        .onConflictDoNothing()
        .returning({ id: preferences.id });
      if (!row) throw conflict();
      id = row.id;
    } else {
      if (!before) throw conflict();
      ({ id } = await updateAtVersion(
        tx,
        preferences,
        { id: before.id, version: body.version },
        { ...values, updatedAt: sql`now()` },
        { id: preferences.id },
      ));
    }
    const [after] = await tx.select().from(preferences).where(eq(preferences.id, id));
    if (!after) throw conflict();
    await recordAudit(tx, actor, {
      eventType: 'VirtualCarePreferencesSaved',
      itemId: body.moduleName,
      moduleId: MODULE_IDS.careOnDemand,
      details: { before: before ? toPreference(before) : null, after: toPreference(after) },
    });
    return toPreference(after);
  });
}
