import type pg from 'pg';

/** Failures allowed before an account slows down; failures older than the window are forgotten. */
export const FREE_FAILURES = 5;
const WINDOW_MINUTES = 15;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

/** The account a sign-in attempt names, known or not (an unknown name slows down the same way, so nothing is revealed). */
export const accountKey = (username: string) => username.trim().toLowerCase();

/** Until when the account refuses sign-in attempts, if it does. Stored in PostgreSQL, so every instance agrees. */
export async function lockedUntil(pool: pg.Pool, account: string): Promise<Date | undefined> {
  const { rows } = await pool.query<{ locked_until: Date | null }>(
    'select locked_until from sign_in_failures where account = $1 and locked_until > now()',
    [account],
  );
  return rows[0]?.locked_until ?? undefined;
}

/**
 * Counts a failed sign-in. From the FREE_FAILURES-th failure within the window on, the account is locked for a time that
 * doubles with each further failure (30 s, 1 min, 2 min ... up to 15 min).
 */
export async function recordFailure(pool: pg.Pool, account: string): Promise<void> {
  await pool.query(
    `insert into sign_in_failures as f (account, failures, last_failure_at) values ($1, 1, now())
     on conflict (account) do update set
       failures = case when f.last_failure_at < now() - make_interval(mins => $2) then 1 else f.failures + 1 end,
       last_failure_at = now()`,
    [account, WINDOW_MINUTES],
  );
  await pool.query(
    `update sign_in_failures set locked_until = now() + make_interval(secs => least($3::float8, $4::float8 * power(2, failures - $2)))
     where account = $1 and failures >= $2`,
    [account, FREE_FAILURES, MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS],
  );
}

export async function clearFailures(pool: pg.Pool, account: string): Promise<void> {
  await pool.query('delete from sign_in_failures where account = $1', [account]);
}

/**
 * Forgets the failures that no longer count: none within the window and no lock still running. Such a row changes
 * nothing (the next failure of its account starts again at one, and no lock is read from it), so deleting it keeps the
 * table to the accounts failing now, however many names a password spray tries. Returns how many rows went.
 */
export async function pruneFailures(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `delete from sign_in_failures
     where last_failure_at < now() - make_interval(mins => $1) and (locked_until is null or locked_until <= now())`,
    [WINDOW_MINUTES],
  );
  return rowCount ?? 0;
}

/** The job that prunes the failures every hour (pg-boss schedule, one instance runs it). */
export const PRUNE_FAILURES_JOB = 'sign-in-failures-prune';
export const PRUNE_FAILURES_CRON = '23 * * * *';
