import type { Db } from '../db/client.ts';
import { updateAtVersion } from '../db/write-at-version.ts';
import type { Actor } from '../audit/audit.ts';
import { recordAudit } from '../audit/audit.ts';
import { featureFlags } from './flags.tables.ts';
import { forgetFlagReads, type FeatureFlag } from './flags.ts';

/** Turns a flag on or off; the version read with it guards against a second admin's change. */
export async function setFlag(
  db: Db,
  actor: Actor,
  id: number,
  change: { isActive: boolean; version: number },
): Promise<FeatureFlag> {
  forgetFlagReads(db);
  const changed = await db.transaction(async (tx) => {
    const updated = await updateAtVersion(
      tx,
      featureFlags,
      { id, version: change.version },
      { isActive: change.isActive, updatedAt: new Date() },
      {
        id: featureFlags.id,
        name: featureFlags.name,
        isActive: featureFlags.isActive,
        description: featureFlags.description,
        version: featureFlags.version,
      },
    );
    await recordAudit(tx, actor, {
      eventType: 'FeatureFlagChanged',
      itemId: id,
      moduleId: 183,
      details: { name: updated.name, isActive: updated.isActive },
    });
    return updated;
  });
  forgetFlagReads(db);
  return changed;
}
