import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { featureFlags } from './flags.tables.ts';
import { forbidden } from '../errors/errors.ts';
import { MODULE_FLAG_PREFIXES, featureOffMessage } from '@portal/contracts/platform/feature-flags';

export interface FeatureFlag {
  id: number;
  name: string;
  isActive: boolean;
  description: string | null;
  version: number;
}

/** The flag list of one database, built once and prepared as a named statement (planned once per connection). */
const listQueries = new WeakMap<Db, ReturnType<typeof prepareList>>();

function prepareList(db: Db) {
  return db
    .select({
      id: featureFlags.id,
      name: featureFlags.name,
      isActive: featureFlags.isActive,
      description: featureFlags.description,
      version: featureFlags.version,
    })
    .from(featureFlags)
    .orderBy(asc(featureFlags.name))
    .prepare('portal_feature_flags_list');
}

/** The one place flags are read. Reads are cheap (a small table) and never cached across instances. */
export async function listFlags(db: Db): Promise<FeatureFlag[]> {
  let query = listQueries.get(db);
  if (!query) listQueries.set(db, (query = prepareList(db)));
  return query.execute();
}

/**
 * A module's flags as name and isActive (api/{module}/GetFeatureFlags); every flag for a module without a list of its
 * own. Own keys only: a module named '__proto__' or 'constructor' must not reach Object.prototype.
 */
export async function moduleFlags(db: Db, module: string): Promise<{ name: string; isActive: boolean }[]> {
  const moduleKey = module.toLowerCase();
  const names = Object.hasOwn(MODULE_FLAG_PREFIXES, moduleKey) ? MODULE_FLAG_PREFIXES[moduleKey] : undefined;
  const flags = await listFlags(db);
  return flags
    .filter((flag) => !names || names.includes(flag.name as never))
    .map(({ name, isActive }) => ({ name, isActive }));
}

export async function isFlagOn(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ isActive: featureFlags.isActive })
    .from(featureFlags)
    .where(eq(featureFlags.name, name))
    .limit(1);
  return row?.isActive ?? false;
}

/** A server route behind a flag refuses when the flag is off, whatever the client shows. */
export async function requireFlag(db: Db, name: string): Promise<void> {
  if (!(await isFlagOn(db, name))) throw forbidden(featureOffMessage(name));
}

/** Per database (one per app; tests run several), the flags read lately and when. */
const recentReads = new WeakMap<Db, Map<string, { on: boolean; at: number }>>();

/**
 * A flag read for every request (the Server-Timing header) is taken from a read at most `maxAgeMs` old rather than a
 * query per request: a change made on this instance is seen at once (setFlag forgets it), on another within maxAgeMs.
 */
export async function isFlagOnRecently(db: Db, name: string, maxAgeMs = 5000): Promise<boolean> {
  let reads = recentReads.get(db);
  if (!reads) recentReads.set(db, (reads = new Map<string, { on: boolean; at: number }>()));
  const read = reads.get(name);
  if (read && Date.now() - read.at < maxAgeMs) return read.on;
  const on = await isFlagOn(db, name);
  reads.set(name, { on, at: Date.now() });
  return on;
}

/** Forgets the recent reads of this database's flags (a flag just changed). */
export function forgetFlagReads(db: Db): void {
  recentReads.delete(db);
}
