import type pg from 'pg';
import type { AppConfig } from '../config/config.ts';
import { usesBuiltInProvider } from '../auth/sign-in-mode.ts';
import { registerWorker } from '../jobs/job-queue.ts';

/**
 * How long a session's row outlives the session (docs/decisions.md, "Session rows"). The row is what refuses a token of a
 * signed-out or expired session; a token whose session has no row starts a new session. So a row may go only once no
 * token of its session can come any more: after the identity provider's longest refresh-token lifetime.
 * - The built-in provider's refresh tokens live SESSION_MAX_HOURS and its grant is revoked when the session ends, so its
 *   rows are kept BUILT_IN_RETENTION_DAYS (or SESSION_RETENTION_DAYS), well past both.
 * - An outside provider's refresh lifetime is its own setting: rows are pruned only when SESSION_RETENTION_DAYS says how
 *   long, which the plan sets to at least that lifetime.
 */
export const BUILT_IN_RETENTION_DAYS = 30;

/** The job that prunes the rows every hour (pg-boss schedule, one instance runs it). */
export const PRUNE_SESSIONS_JOB = 'user-sessions-prune';
export const PRUNE_SESSIONS_CRON = '41 * * * *';

/** Rows deleted per statement, so a first prune of a large table never holds many locks at once. */
const PRUNE_BATCH = 5_000;

/** The days a row is kept, or undefined when rows are kept for good (an outside provider without the setting). */
export function sessionRetentionDays(
  config: Pick<AppConfig, 'sessionRetentionDays' | 'oidcIssuer' | 'demoMode'>,
): number | undefined {
  return config.sessionRetentionDays ?? (usesBuiltInProvider(config) ? BUILT_IN_RETENTION_DAYS : undefined);
}

/**
 * Deletes the rows of sessions that ended, or were last seen, more than `days` ago (a session not seen for days has
 * long passed its idle limit). Reads the last-seen index; returns how many rows went.
 */
export async function pruneSessions(pool: pg.Pool, days: number, batch = PRUNE_BATCH): Promise<number> {
  let pruned = 0;
  for (;;) {
    const { rowCount } = await pool.query(
      `delete from user_sessions where id in (
         select id from user_sessions
         where last_seen_at < now() - make_interval(days => $1)
           and (ended_at is null or ended_at < now() - make_interval(days => $1))
         limit $2)`,
      [days, batch],
    );
    pruned += rowCount ?? 0;
    if ((rowCount ?? 0) < batch) return pruned;
  }
}

/** Schedules the hourly prune when the configuration says how long rows are kept. */
export function registerSessionRetention(config: AppConfig): void {
  const days = sessionRetentionDays(config);
  if (days === undefined) return;
  registerWorker(
    PRUNE_SESSIONS_JOB,
    async (job) => ({ pruned: await pruneSessions(job.database.pool, days) }),
    {},
    PRUNE_SESSIONS_CRON,
  );
}
