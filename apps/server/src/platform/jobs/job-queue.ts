import PgBoss from 'pg-boss';
import type { PoolClient } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, Db } from '../db/client.ts';
import type { CurrentUser } from '../access/current-user.ts';
import { loggableError } from '../errors/errors.ts';
import { textOf } from '@portal/contracts/platform/text';

/**
 * Long work runs as pg-boss jobs (ARCHITECTURE §3.8) in the PostgreSQL schema `pgboss`. pg-boss fetches with
 * SELECT ... FOR UPDATE SKIP LOCKED, so a job queued on one server instance runs exactly once however many
 * instances work the queue.
 *
 * - `registerWorker(name, handler)`: call once at module load or registration; every started queue works it.
 * - `enqueueJob(name, data, { database, queuedBy, client })`: queues a job (in the caller's transaction when a pg
 *   client is given) and records its owner for `GET /api/jobs/:id`.
 * - `startJobQueue(database)` / `stopJobQueue(queue)`: services.ts runs these with the server.
 */
export const JOB_SCHEMA = 'pgboss';

export interface JobContext<T> {
  id: string;
  name: string;
  data: T;
  /** The database of the server instance running the job (use it rather than one captured at registration). */
  database: Database;
  /** Records progress (0-100) and an optional message the UI shows while it polls the job. */
  reportProgress(progress: number, message?: string): Promise<void>;
}

/** Returns the job's output (stored by pg-boss and shown by GET /api/jobs/:id); throw to fail the job. */
export type JobHandler<T> = (job: JobContext<T>) => Promise<Record<string, unknown>> | Promise<void>;

interface RegisteredWorker {
  handler: JobHandler<never>;
  options: PgBoss.Queue;
  /** A cron expression (UTC): the job is also queued on this schedule by pg-boss (once across all instances). */
  cron?: string;
}

export interface JobQueue {
  boss: PgBoss;
  database: Database;
  /** Whether this queue runs workers (the server) or only sends (a test app, a script). */
  working: boolean;
  queuesReady: Set<string>;
}

const workers = new Map<string, RegisteredWorker>();
const queues = new Map<Database, JobQueue>();
const starting = new Map<Database, Promise<JobQueue>>();

function createBoss(database: Database, working: boolean): PgBoss {
  const boss = new PgBoss({
    // pg-boss runs its SQL on the server's own pool: no second pool to size or close.
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema: JOB_SCHEMA,
    supervise: working,
    schedule: working,
    migrate: true,
  });
  boss.on('error', (error: Error) => {
    // Job machinery errors (a dropped connection while polling) are retried by pg-boss; log them, never crash.
    console.error(JSON.stringify({ level: 50, msg: 'job queue error', err: loggableError(error) }));
  });
  return boss;
}

async function ensureQueue(queue: JobQueue, name: string): Promise<void> {
  if (queue.queuesReady.has(name)) return;
  await queue.boss.createQueue(name, { name, ...(workers.get(name)?.options ?? {}) });
  queue.queuesReady.add(name);
}

async function workOn(queue: JobQueue, name: string, registered: RegisteredWorker): Promise<void> {
  await ensureQueue(queue, name);
  if (registered.cron) await queue.boss.schedule(name, registered.cron, {}, { tz: 'UTC' });
  await queue.boss.work<Record<string, unknown>>(name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return undefined;
    const context: JobContext<never> = {
      id: job.id,
      name: job.name,
      data: job.data as never,
      database: queue.database,
      reportProgress: async (progress, message) => {
        await queue.database.pool.query(
          'update platform_jobs set progress = $2, progress_message = $3, updated_at = now() where id = $1',
          [job.id, Math.max(0, Math.min(100, Math.round(progress))), message ?? null],
        );
      },
    };
    const output = await registered.handler(context);
    await context.reportProgress(100);
    return output ?? {};
  });
}

/** Registers the handler of a job name; queues already started begin working it at once. With `cron`, it also runs on that schedule. */
export function registerWorker<T>(
  name: string,
  handler: JobHandler<T>,
  options: PgBoss.Queue | Omit<PgBoss.Queue, 'name'> = {},
  cron?: string,
): void {
  const registered: RegisteredWorker = {
    handler,
    options: { ...options, name },
    ...(cron ? { cron } : {}),
  };
  workers.set(name, registered);
  for (const queue of queues.values()) {
    if (queue.working)
      void workOn(queue, name, registered).catch((error: unknown) =>
        console.error(
          JSON.stringify({ level: 50, msg: 'job worker failed to start', job: name, err: loggableError(error) }),
        ),
      );
  }
}

async function openQueue(database: Database, working: boolean): Promise<JobQueue> {
  const existing = queues.get(database);
  if (existing) return existing;
  const pending = starting.get(database);
  if (pending) return pending;
  const promise = (async () => {
    const boss = createBoss(database, working);
    await boss.start();
    const queue: JobQueue = { boss, database, working, queuesReady: new Set() };
    queues.set(database, queue);
    if (working) for (const [name, registered] of workers) await workOn(queue, name, registered);
    return queue;
  })();
  starting.set(database, promise);
  try {
    return await promise;
  } finally {
    starting.delete(database);
  }
}

/** Starts the server's queue: workers for every registered job name, pg-boss maintenance. */
export async function startJobQueue(database: Database): Promise<JobQueue> {
  const existing = queues.get(database);
  if (existing && !existing.working) await stopJobQueue(existing);
  return openQueue(database, true);
}

export async function stopJobQueue(queue: JobQueue): Promise<void> {
  queues.delete(queue.database);
  await queue.boss.stop({ graceful: true, wait: true, timeout: 10000, close: false });
}

export interface EnqueueOptions {
  /** The database to queue on (app.ctx.database). Optional on a server whose services started exactly one queue. */
  database?: Database;
  /** The user who asked for the work: only they (or an admin) may read the job's status. */
  queuedBy?: Pick<CurrentUser, 'id' | 'username'>;
  /** A pg client inside an open transaction: the job is queued only if that transaction commits. */
  client?: PoolClient;
  startAfter?: number | string | Date;
  singletonKey?: string;
  retryLimit?: number;
  retryDelay?: number;
  expireInSeconds?: number;
}

function resolveDatabase(options: EnqueueOptions): Database {
  if (options.database) return options.database;
  const [only, ...others] = queues.keys();
  if (only && others.length === 0) return only;
  throw new Error('enqueueJob needs options.database (the job queue to use is ambiguous or not started)');
}

/** Queues a job and returns its id (null when a singletonKey job of that name is already queued). */
export async function enqueueJob(name: string, data: object, options: EnqueueOptions = {}): Promise<string | null> {
  const database = resolveDatabase(options);
  const queue = queues.get(database) ?? (await openQueue(database, false));
  await ensureQueue(queue, name);
  const executor = options.client;
  const db = executor ? { executeSql: (text: string, values: unknown[]) => executor.query(text, values) } : undefined;
  const sendOptions: PgBoss.SendOptions = {
    ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
    ...(options.retryDelay !== undefined ? { retryDelay: options.retryDelay } : {}),
    ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
    ...(db ? { db } : {}),
  };
  const id = await queue.boss.send(name, data, sendOptions);
  if (id) {
    await (executor ?? database.pool).query(
      'insert into platform_jobs (id, name, queued_by_user_id, queued_by_username) values ($1, $2, $3, $4)',
      [id, name, options.queuedBy?.id ?? null, options.queuedBy?.username ?? null],
    );
  }
  return id;
}

/**
 * Runs `work` on one pooled connection, so a job queued with `client` (enqueueJob's option) joins the transaction
 * `work` opens on `db`: the job exists exactly when the state change that asks for it commits.
 */
export async function withJobConnection<T>(
  database: Database,
  work: (db: Db, client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await database.pool.connect();
  try {
    return await work(drizzle(client), client);
  } finally {
    client.release();
  }
}

/** Whether a job of `name` for these data is waiting, retrying or running (pg-boss's own table; for sweepers). */
export async function hasLiveJob(
  database: Database,
  name: string,
  dataKey: string,
  dataValue: string,
): Promise<boolean> {
  const { rows } = await database.pool.query(
    `select 1 from ${JOB_SCHEMA}.job where name = $1 and data->>$2 = $3 and state in ('created', 'retry', 'active') limit 1`,
    [name, dataKey, dataValue],
  );
  return rows.length > 0;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  progress?: number;
  progressMessage?: string;
  output?: Record<string, unknown>;
  queuedByUserId: number | null;
  createdOn: string;
  completedOn?: string;
}

/** A job's state from pg-boss (live or archived) with its owner and progress. */
export async function getJobStatus(database: Database, id: string): Promise<JobStatus | undefined> {
  const { rows } = await database.pool.query<{
    name: string;
    queued_by_user_id: number | null;
    progress: number | null;
    progress_message: string | null;
  }>('select name, queued_by_user_id, progress, progress_message from platform_jobs where id = $1', [id]);
  const row = rows[0];
  if (!row) return undefined;
  const queue = queues.get(database) ?? (await openQueue(database, false));
  const job = await queue.boss.getJobById<Record<string, unknown>>(row.name, id, { includeArchive: true });
  if (!job) return undefined;
  // A failed job's output is the error pg-boss caught: show its message, never its stack.
  // pg-boss types the output as the handler's answer; a failed job's is whatever was thrown, so it is read as unknown.
  const stored: unknown = job.output;
  const output =
    job.state === 'failed' && typeof stored === 'object' && stored !== null && 'message' in stored
      ? { message: textOf(stored.message) }
      : ((stored as Record<string, unknown> | null) ?? undefined);
  return {
    id,
    name: row.name,
    state: job.state,
    ...(row.progress !== null ? { progress: row.progress } : {}),
    ...(row.progress_message !== null ? { progressMessage: row.progress_message } : {}),
    ...(output ? { output } : {}),
    queuedByUserId: row.queued_by_user_id,
    createdOn: new Date(job.createdOn).toISOString(),
    ...(job.completedOn ? { completedOn: new Date(job.completedOn).toISOString() } : {}),
  };
}

/** Closes every queue of a database that is going away (a test app's). */
export async function closeJobQueuesOf(database: Database): Promise<void> {
  const queue = queues.get(database);
  if (queue) await stopJobQueue(queue);
}
