import type { PoolClient } from 'pg';
import type { RequeueItem } from '@portal/contracts/enrollment/automation';
import type { Database } from '../../platform/db/client.ts';
import { withJobConnection } from '../../platform/jobs/job-queue.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { requeueSubmissions } from './enrollment-outbound.service.ts';
import { enqueueOutbound } from './enrollment-outbound.job.ts';

/** Queues the outbound job of one submission on `client`, the connection of the requeue's open transaction. */
export type RequeueEnqueue = (
  database: Database,
  submissionId: number,
  queuedBy: Actor['user'],
  client: PoolClient,
) => Promise<unknown>;

/**
 * Moves each failed submission back to Queued with an isRequeued transaction event, its audit row and its outbound job,
 * all in one transaction (pg-boss sends on the transaction's connection): a requeue whose job cannot be queued changes
 * nothing, so no submission is left Queued without a job. The requeued submissions (none when none was still failed).
 */
export async function requeueAndSend(
  database: Database,
  actor: Actor,
  items: RequeueItem[],
  enqueue: RequeueEnqueue = enqueueOutbound,
): ReturnType<typeof requeueSubmissions> {
  return withJobConnection(database, (db, client) =>
    requeueSubmissions(db, actor, items, async (submission) => {
      await enqueue(database, submission.id, actor.user, client);
    }),
  );
}
