import { eq, sql, type SQL } from 'drizzle-orm';
import {
  PROVIDER_MANAGER_MESSAGES as M,
  type ProviderFilter,
  type ProviderProfile,
  type ProviderProfiles,
  type ProviderProfilesQuery,
  type UpdateAvailability,
  type UpdateProviderProfile,
} from '@portal/contracts/care-on-demand/provider-manager';
import { can } from '../../../platform/access/current-user.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import { containsPattern } from '../../../platform/db/like-pattern.ts';
import { listPage, rowsOf } from '../../../platform/db/list-page.ts';
import { lockAtVersion } from '../../../platform/db/write-at-version.ts';
import { badRequest, conflict, forbidden } from '../../../platform/errors/errors.ts';
import { codProviderProfiles } from './care-on-demand-admin.tables.ts';
import { COD_PROVIDERS_MODULE_ID } from './module-ids.ts';
import { PROVIDER_USERS } from './telehealth-providers.repository.ts';

/**
 * Provider Manager: each telehealth provider's profile (licensed states, languages, max concurrent on-demand visits,
 * active) and on-demand availability, one row per provider user, created at the first save (version 0 before). The
 * profile is the manager's (admin on module 162); a provider with write may switch only their own availability.
 */

/** A provider without a profile: unavailable, no states yet, English, one visit at a time, active. */
export const DEFAULT_PROFILE = {
  availableNow: false,
  statesLicensed: [] as string[],
  languages: ['English'],
  maxConcurrentVisits: 1,
  isActive: true,
};

/** What on-demand routing reads of a provider's profile (the defaults when they have none). */
export async function providerProfileOf(
  db: DbOrTx,
  providerUserId: number,
): Promise<{ isActive: boolean; statesLicensed: string[]; languages: string[]; maxConcurrentVisits: number }> {
  const [row] = await db
    .select({
      isActive: codProviderProfiles.isActive,
      statesLicensed: codProviderProfiles.statesLicensed,
      languages: codProviderProfiles.languages,
      maxConcurrentVisits: codProviderProfiles.maxConcurrentVisits,
    })
    .from(codProviderProfiles)
    .where(eq(codProviderProfiles.providerUserId, providerUserId));
  return row ?? { ...DEFAULT_PROFILE };
}

const COLUMNS = sql`p.id as "providerUserId", p.username, p.name, p.email,
  coalesce(f.available_now, false) as "availableNow", f.available_changed_at as "availableChangedAt",
  coalesce(f.states_licensed, '{}'::text[]) as "statesLicensed",
  coalesce(f.languages, array['English']::text[]) as "languages",
  coalesce(f.max_concurrent_visits, 1) as "maxConcurrentVisits", coalesce(f.is_active, true) as "isActive",
  coalesce((select round(sum(extract(epoch from s.end_time - s.start_time)) / 3600.0, 2)::float8
    from cod_schedule_slots s where s.provider_user_id = p.id), 0) as "weeklyHours",
  f.updated_by as "updatedBy", f.updated_at as "updatedAt", coalesce(f.version, 0) as version`;
const FROM = sql`${PROVIDER_USERS} p left join cod_provider_profiles f on f.provider_user_id = p.id`;

function conditions(filter: ProviderFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.name) {
    const pattern = containsPattern(filter.name.toLowerCase());
    where.push(sql`(lower(p.name) like ${pattern} or lower(p.username) like ${pattern})`);
  }
  if (filter.state) where.push(sql`${filter.state} = any(f.states_licensed)`);
  if (filter.available === 'true') where.push(sql`coalesce(f.available_now, false)`);
  if (filter.available === 'false') where.push(sql`not coalesce(f.available_now, false)`);
  return sql.join(where, sql` and `);
}

const ORDER = sql`lower(p.name), p.id`;

export async function listProviderProfiles(db: DbOrTx, query: ProviderProfilesQuery): Promise<ProviderProfiles> {
  const page = await listPage(db, { from: FROM, columns: COLUMNS }, conditions(query), ORDER, {
    skip: (query.page - 1) * query.pageSize,
    top: query.pageSize,
    count: true,
  });
  return { items: page.rows as ProviderProfile[], total: page.count ?? 0 };
}

/** Every provider the filter matches, for the Excel export. */
export function providerProfilesForExport(db: DbOrTx, filter: ProviderFilter): Promise<ProviderProfile[]> {
  return rowsOf<ProviderProfile>(db, sql`select ${COLUMNS} from ${FROM} where ${conditions(filter)} order by ${ORDER}`);
}

async function profileOf(db: DbOrTx, userId: number): Promise<ProviderProfile> {
  const [row] = await rowsOf<ProviderProfile>(db, sql`select ${COLUMNS} from ${FROM} where p.id = ${userId}`);
  if (!row) throw badRequest(M.providerNotFound);
  return row;
}

/**
 * Writes the profile row at the version read: version 0 inserts it (409 when another save made it meanwhile), any
 * other version updates it (409 when stale). Audited with before and after.
 */
async function saveProfile(
  tx: Tx,
  actor: Actor,
  userId: number,
  version: number,
  values: Partial<typeof DEFAULT_PROFILE> & { availableChangedAt?: Date },
  eventType: string,
): Promise<ProviderProfile> {
  const before = await profileOf(tx, userId);
  const stamp = { updatedBy: actor.user.username, updatedAt: new Date() };
  if (version === 0) {
    const [row] = await tx
      .insert(codProviderProfiles)
      .values({ providerUserId: userId, ...DEFAULT_PROFILE, ...values, ...stamp })
      .onConflictDoNothing({ target: codProviderProfiles.providerUserId })
      .returning({ id: codProviderProfiles.id });
    if (!row) throw conflict();
  } else {
    const [current] = await tx
      .select({ id: codProviderProfiles.id })
      .from(codProviderProfiles)
      .where(eq(codProviderProfiles.providerUserId, userId));
    if (!current) throw conflict();
    const locked = await lockAtVersion(tx, codProviderProfiles, { id: current.id, version, by: actor.user.username });
    await tx
      .update(codProviderProfiles)
      .set({ ...values, ...stamp, version: locked.version + 1 })
      .where(eq(codProviderProfiles.id, locked.id));
  }
  const after = await profileOf(tx, userId);
  const strip = ({ weeklyHours: _w, ...rest }: ProviderProfile) => rest;
  await recordAudit(tx, actor, {
    eventType,
    itemId: userId,
    moduleId: COD_PROVIDERS_MODULE_ID,
    details: { provider: after.username, before: strip(before), after: strip(after) },
  });
  return after;
}

export async function updateProviderProfile(
  db: Db,
  actor: Actor,
  userId: number,
  input: UpdateProviderProfile,
): Promise<ProviderProfile> {
  return db.transaction(async (tx) => {
    await profileOf(tx, userId);
    const values = {
      statesLicensed: input.statesLicensed,
      languages: input.languages,
      maxConcurrentVisits: input.maxConcurrentVisits,
      isActive: input.isActive,
      // A provider made inactive stops taking on-demand visits at once.
      ...(input.isActive ? {} : { availableNow: false }),
    };
    return saveProfile(tx, actor, userId, input.version, values, 'ProviderProfileChanged');
  });
}

/** Available now on or off: the manager for anyone, a provider for themselves only. */
export async function updateAvailability(
  db: Db,
  actor: Actor,
  userId: number,
  input: UpdateAvailability,
): Promise<ProviderProfile> {
  if (userId !== actor.user.id && !can(actor.user, COD_PROVIDERS_MODULE_ID, 'admin'))
    throw forbidden(M.ownAvailabilityOnly);
  return db.transaction(async (tx) => {
    const current = await profileOf(tx, userId);
    if (input.availableNow && !current.isActive) throw badRequest(M.inactiveUnavailable);
    return saveProfile(
      tx,
      actor,
      userId,
      input.version,
      { availableNow: input.availableNow, availableChangedAt: new Date() },
      'ProviderAvailabilityChanged',
    );
  });
}
