import type { AppConfig } from '../../platform/config/config.ts';
import { registerWorker } from '../../platform/jobs/job-queue.ts';
import { sessionLimits } from '../../platform/session/sessions.ts';
import { onSignOut } from '../../platform/session/sign-out-work.ts';
import { endCallsOfEndedSessions } from './interactions.service.ts';

/**
 * The sweep of calls left open by a sign-in session that is over (signed out elsewhere, the inactivity limit or the
 * lifetime reached, the browser closed): every minute, on one instance (pg-boss schedule), each such call's interaction
 * gets the session's sign-out time or last activity as its end (endCallsOfEndedSessions). A tab that still can ends its
 * call itself at sign-out; this is what happens when it cannot.
 */
export const ENDED_SESSION_CALLS_JOB = 'crm-ended-session-calls';
export const ENDED_SESSION_CALLS_CRON = '* * * * *';

export function registerEndedSessionCallsSweep(config: AppConfig): void {
  const limits = sessionLimits(config);
  registerWorker(
    ENDED_SESSION_CALLS_JOB,
    async (job) => ({ ended: (await endCallsOfEndedSessions(job.database.db, limits)).length }),
    {},
    ENDED_SESSION_CALLS_CRON,
  );
  // A sign-out ends the session's calls at once: the sweep run then and there (it ends each call once, beside a
  // scheduled run too), where the schedule would come within a minute or two.
  onSignOut(ENDED_SESSION_CALLS_JOB, (database) => endCallsOfEndedSessions(database.db, limits));
}
