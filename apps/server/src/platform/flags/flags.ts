import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { featureFlags } from './flags.tables.ts';
import { forbidden } from '../errors/errors.ts';

export interface FeatureFlag {
  id: number;
  name: string;
  isActive: boolean;
  description: string | null;
  version: number;
}

/** The one place flags are read. Reads are cheap (a small table) and never cached across instances. */
export async function listFlags(db: Db): Promise<FeatureFlag[]> {
  return db.select({ id: featureFlags.id, name: featureFlags.name, isActive: featureFlags.isActive, description: featureFlags.description, version: featureFlags.version }).from(featureFlags).orderBy(asc(featureFlags.name));
}

export async function isFlagOn(db: Db, name: string): Promise<boolean> {
  const [row] = await db.select({ isActive: featureFlags.isActive }).from(featureFlags).where(eq(featureFlags.name, name)).limit(1);
  return row?.isActive ?? false;
}

/** A server route behind a flag refuses when the flag is off, whatever the client shows. */
export async function requireFlag(db: Db, name: string): Promise<void> {
  if (!(await isFlagOn(db, name))) throw forbidden(`This feature is turned off (${name}).`);
}
