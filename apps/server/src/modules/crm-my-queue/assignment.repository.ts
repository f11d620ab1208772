import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

/**
 * The round-robin's SQL. The turn of a queue is its crm_queue_rotation row: created on first use, then locked
 * `for update` in the transaction of the case being assigned, so a second assignment on the same queue (another
 * connection, another server instance) waits for the first to commit and then reads the turn it left.
 */

export interface QueueRow {
  id: number;
  name: string;
  isActive: boolean;
}

export async function queueById(db: DbOrTx, queueId: number): Promise<QueueRow | undefined> {
  const { rows } = await db.execute<QueueRow & Record<string, unknown>>(
    sql`select id, name, is_active as "isActive" from crm_queues where id = ${queueId}`,
  );
  return rows[0];
}

/** The position of the member who got the queue's last case, locked until the transaction ends (-1 before any). */
export async function lockRotation(tx: DbOrTx, queueId: number): Promise<number> {
  await tx.execute(
    sql`insert into crm_queue_rotation (queue_id) values (${queueId}) on conflict (queue_id) do nothing`,
  );
  const { rows } = await tx.execute<{ lastPosition: number }>(
    sql`select last_position as "lastPosition" from crm_queue_rotation where queue_id = ${queueId} for update`,
  );
  return rows[0]?.lastPosition ?? -1;
}

/**
 * The next active member after `lastPosition` in turn order, wrapping to the first: members marked inactive in the
 * queue, and users no longer active, are skipped.
 */
export async function nextActiveMember(
  tx: DbOrTx,
  queueId: number,
  lastPosition: number,
): Promise<{ username: string; position: number } | undefined> {
  const { rows } = await tx.execute<{ username: string; position: number }>(
    sql`select m.username, m.position from crm_queue_members m
        join users u on u.username = m.username and u.is_active
        where m.queue_id = ${queueId} and m.is_active
        order by (m.position <= ${lastPosition}), m.position, m.username
        limit 1`,
  );
  return rows[0];
}

export async function saveRotation(tx: DbOrTx, queueId: number, position: number): Promise<void> {
  await tx.execute(
    sql`update crm_queue_rotation set last_position = ${position}, updated_at = now() where queue_id = ${queueId}`,
  );
}
