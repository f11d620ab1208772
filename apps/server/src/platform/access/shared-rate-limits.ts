import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';
import { loggableError } from '../errors/errors.ts';
import { registerWorker } from '../jobs/job-queue.ts';
import {
  RateLimitCounts,
  type RateLimitHit,
  type RateLimitIncrement,
  type RateLimitTotal,
} from './rate-limit-counts.ts';

/**
 * The rate limits' counts shared by every server instance through PostgreSQL (docs/decisions.md, "Rate limits"). A request
 * is decided in memory (no statement on its path); in the background, at most once a second and only while there are new
 * hits, one statement adds this instance's hits to `rate_limit_counts` and brings back every instance's totals for those
 * keys. When that statement fails the instance counts on its own and sends its hits once the database answers again.
 */
export const RATE_LIMIT_SYNC_MS = 1000;

/** The job that deletes the windows that no longer count (pg-boss schedule, one instance runs it). */
export const PRUNE_RATE_LIMIT_COUNTS_JOB = 'rate-limit-counts-prune';
export const PRUNE_RATE_LIMIT_COUNTS_CRON = '*/5 * * * *';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's rate-limit counts and their exchange with the other instances. */
    rateLimitSync: RateLimitSync;
  }
}

export type ExchangeCounts = (increments: RateLimitIncrement[]) => Promise<RateLimitTotal[]>;

/**
 * One statement: adds the hits to the shared counts and returns the totals of those windows, with the totals of the
 * windows before them (the sliding estimate weighs them too).
 */
export async function exchangeCounts(pool: pg.Pool, increments: RateLimitIncrement[]): Promise<RateLimitTotal[]> {
  const { rows } = await pool.query<{ key: string; windowStart: Date; hits: number }>(
    `with sent as (
       select * from unnest($1::text[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[], $5::int[])
         as sent(key, window_start, previous_start, expires_at, hits)
     ), added as (
       insert into rate_limit_counts as counts (key, window_start, expires_at, hits)
       select key, window_start, expires_at, hits from sent
       on conflict (key, window_start) do update set hits = counts.hits + excluded.hits
       returning counts.key, counts.window_start, counts.hits
     )
     select key, window_start as "windowStart", hits from added
     union all
     select counts.key, counts.window_start, counts.hits
     from rate_limit_counts counts join sent on counts.key = sent.key and counts.window_start = sent.previous_start`,
    [
      increments.map((increment) => increment.key),
      increments.map((increment) => new Date(increment.windowStart)),
      increments.map((increment) => new Date(increment.windowStart - increment.windowMs)),
      // A window counts while it is the current one and while it is the previous one.
      increments.map((increment) => new Date(increment.windowStart + 2 * increment.windowMs)),
      increments.map((increment) => increment.hits),
    ],
  );
  return rows.map((row) => ({ key: row.key, windowStart: row.windowStart.getTime(), hits: row.hits }));
}

/** Deletes the windows that no longer count; returns how many rows went. */
export async function pruneRateLimitCounts(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query('delete from rate_limit_counts where expires_at < now()');
  return rowCount ?? 0;
}

/** This instance's counts and the background exchange that shares them. */
export class RateLimitSync {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private failing = false;
  private closed = false;

  constructor(
    private readonly counts: RateLimitCounts,
    private readonly exchange: ExchangeCounts,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly intervalMs = RATE_LIMIT_SYNC_MS,
  ) {}

  /** Counts a request (in memory only) and makes sure an exchange follows within the interval. */
  hit(key: string, windowMs: number, max: number): RateLimitHit {
    const answer = this.counts.hit(key, windowMs, max);
    if (answer.current <= max) this.wake();
    return answer;
  }

  /** Sends the hits not yet sent now (after the exchange under way, if any) and takes back the totals. Never throws. */
  async sync(): Promise<void> {
    while (this.running) await this.running;
    clearTimeout(this.timer);
    this.timer = undefined;
    const sent = this.counts.takeIncrements();
    if (sent.length === 0) return;
    this.running = this.send(sent).finally(() => {
      this.running = undefined;
      if (this.counts.hasPending()) this.wake();
    });
    await this.running;
  }

  /** Stops the exchanges (the server is closing); waits for the one under way. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.running) await this.running;
  }

  private wake(): void {
    if (this.timer || this.running || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.sync();
    }, this.intervalMs);
    this.timer.unref();
  }

  private async send(sent: RateLimitIncrement[]): Promise<void> {
    try {
      this.counts.settle(sent, await this.exchange(sent));
      if (this.failing) {
        this.failing = false;
        this.log.info('rate limit counts are shared again');
      }
    } catch (error) {
      // Requests go on, counted here; the hits are sent with the next exchange. Logged once per outage.
      this.counts.restore(sent);
      if (!this.failing) {
        this.failing = true;
        this.log.warn(
          { err: loggableError(error) },
          'rate limit counts not shared: this instance counts alone for now',
        );
      }
    }
  }
}

/**
 * @fastify/rate-limit's store: one per route (the library asks `child` for each route with a limit), keyed by route and
 * by the route's key (the user, or the client address). The library passes the window and the limit to `incr`.
 */
function storeOf(sync: RateLimitSync): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    route = '';

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitHit) => void,
      timeWindow?: number,
      max?: number,
    ): void {
      if (timeWindow === undefined || max === undefined) callback(new Error('rate limit without a window or a limit'));
      else callback(null, sync.hit(`${this.route} ${key}`, timeWindow, max));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string } };
      const store = new SharedRateLimitStore();
      store.route = `${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''}`;
      return store;
    }
  }
  return SharedRateLimitStore;
}

/** The store for @fastify/rate-limit on this app: counts shared through the database, exchanged until the app closes. */
export function sharedRateLimitStore(app: FastifyInstance, pool: pg.Pool): FastifyRateLimitStoreCtor {
  const sync = new RateLimitSync(new RateLimitCounts(), (increments) => exchangeCounts(pool, increments), app.log);
  app.decorate('rateLimitSync', sync);
  app.addHook('onClose', async () => sync.close());
  registerWorker(
    PRUNE_RATE_LIMIT_COUNTS_JOB,
    async (job) => ({ pruned: await pruneRateLimitCounts(job.database.pool) }),
    {},
    PRUNE_RATE_LIMIT_COUNTS_CRON,
  );
  return storeOf(sync);
}
