import type { PoolClient } from 'pg';
import type { Database } from '../../platform/db/client.ts';
import type { CurrentUser } from '../../platform/access/current-user.ts';
import { enqueueJob, registerWorker } from '../../platform/jobs/job-queue.ts';
import { OUTBOUND_JOB, processOutboundSubmission, sweepStuckSubmissions } from './enrollment-outbound.service.ts';
import { AUTOMATION_MAX_RETRIES } from '@portal/contracts/enrollment/automation';

/**
 * The outbound submission job (pg-boss): one job per submission attempt, keyed by the submission so a second
 * enqueue while one is waiting is ignored. A transient failure is thrown back to pg-boss, which retries it.
 */
export function registerOutboundWorker(database: Database): void {
  registerWorker<{ submissionId: number }>(
    OUTBOUND_JOB,
    async (job) => {
      const outcome = await processOutboundSubmission(database.db, job.data.submissionId);
      if (outcome === 'Retry') throw new Error('Outbound enrollment queue did not accept the submission; retrying');
      return { outcome };
    },
    { retryLimit: AUTOMATION_MAX_RETRIES, retryDelay: 30, retryBackoff: true },
  );
  // Every five minutes (one instance runs it): submissions stuck in Queued with no job are queued again.
  registerWorker(
    SWEEP_JOB,
    async (job) => {
      const swept = await sweepStuckSubmissions(job.database, (submissionId) =>
        enqueueOutbound(job.database, submissionId),
      );
      return { swept: swept.length };
    },
    {},
    '*/5 * * * *',
  );
}

/** The sweeper of stuck submissions (pg-boss schedule). */
export const SWEEP_JOB = 'enrollment-outbound-sweep';

/** Queues the outbound job of a submission; with `client` (a connection inside an open transaction) only if it commits. */
export async function enqueueOutbound(
  database: Database,
  submissionId: number,
  queuedBy?: Pick<CurrentUser, 'id' | 'username'>,
  client?: PoolClient,
): Promise<string | null> {
  return enqueueJob(
    OUTBOUND_JOB,
    { submissionId },
    {
      database,
      singletonKey: `submission-${submissionId}`,
      ...(queuedBy ? { queuedBy } : {}),
      ...(client ? { client } : {}),
    },
  );
}
