import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Actor } from '../audit/audit.ts';
import { recordAudit } from '../audit/audit.ts';
import { conflict, notFound } from '../errors/errors.ts';
import { featureFlags } from './flags.tables.ts';
import { forgetFlagReads, type FeatureFlag } from './flags.ts';

/** Turns a flag on or off; the version read with it guards against a second admin's change. */
export async function setFlag(db: Db, actor: Actor, id: number, change: { isActive: boolean; version: number }): Promise<FeatureFlag> {
  forgetFlagReads(db);
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(featureFlags)
      .set({ isActive: change.isActive, version: sql`${featureFlags.version} + 1`, updatedAt: new Date() })
      .where(and(eq(featureFlags.id, id), eq(featureFlags.version, change.version)))
      .returning({ id: featureFlags.id, name: featureFlags.name, isActive: featureFlags.isActive, description: featureFlags.description, version: featureFlags.version });
    if (!updated) {
      const [exists] = await tx.select({ id: featureFlags.id }).from(featureFlags).where(eq(featureFlags.id, id));
      throw exists ? conflict() : notFound();
    }
    await recordAudit(tx, actor, { eventType: 'FeatureFlagChanged', itemId: id, moduleId: 183, details: { name: updated.name, isActive: updated.isActive } });
    return updated;
  });
  forgetFlagReads(db);
  return changed;
}
