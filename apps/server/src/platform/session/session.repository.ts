import type { Pool } from 'pg';
import type { Db } from '../db/client.ts';
import { userEvents } from '../access/access.tables.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';

/** The name of the signed-in user's organization (none when the user has none). */
export async function organizationNamesOf(pool: Pool, organizationId: number | null): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>('select name from organizations where id = $1', [organizationId]);
  return rows.map((row) => row.name);
}

/** POST /api/me/track: a user event of the shell (sign-in reminders, tab use...), with its audit row. */
export async function recordTrackedEvent(
  db: Db,
  actor: Actor,
  eventType: string,
  extras: Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userEvents)
      .values({ userId: actor.user.id, eventType, extras: JSON.stringify(extras), clientIp: actor.clientIp });
    await recordAudit(tx, actor, { eventType: `Track:${eventType}`, itemId: actor.user.id, details: extras });
  });
}
