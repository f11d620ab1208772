/**
 * The counting behind the per-user rate limits, as one server instance sees it (docs/decisions.md, "Rate limits").
 *
 * - Sliding window: a limit of `max` per window (a minute) is checked against the hits of the current clock-aligned window
 *   plus the previous window's hits weighted by the share of it still inside the last minute. Every instance agrees on
 *   the windows without talking, and a minute's boundary neither resets a user's allowance nor lets twice the limit through.
 * - Only admitted requests count: a refused one is not held against the user.
 * - A hit is decided here, in memory, on the shared total last learnt from the database plus this instance's hits not yet
 *   sent. `takeIncrements` hands the unsent hits to the sync, `settle` takes the totals it brings back (every instance's),
 *   `restore` keeps the hits to send again when the sync failed.
 */

/** This instance's unsent hits of one key in one window, as the sync sends them. */
export interface RateLimitIncrement {
  key: string;
  windowStart: number;
  windowMs: number;
  hits: number;
}

/** The shared total of one key in one window (every instance's hits), as the database answered. */
export interface RateLimitTotal {
  key: string;
  windowStart: number;
  hits: number;
}

/** What the store answers @fastify/rate-limit: the count it compares with `max` (over it: 429) and ms until a retry. */
export interface RateLimitHit {
  current: number;
  ttl: number;
}

interface WindowCount {
  /** The shared total last learnt from the database (includes this instance's hits sent so far). */
  known: number;
  /** Hits in the sync under way. */
  sending: number;
  /** Hits admitted here since, not yet sent. */
  pending: number;
}

interface KeyCounts {
  windowMs: number;
  /** By window start (ms): the current window and the previous one. */
  windows: Map<number, WindowCount>;
}

const totalOf = (window: WindowCount | undefined) => (window ? window.known + window.sending + window.pending : 0);

export class RateLimitCounts {
  private readonly keys = new Map<string, KeyCounts>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a request against `max` per `windowMs`: admitted when the estimate with it stays within `max`. */
  hit(key: string, windowMs: number, max: number): RateLimitHit {
    const now = this.now();
    const start = now - (now % windowMs);
    const counts = this.countsOf(key, windowMs, start);
    let window = counts.windows.get(start);
    if (!window) {
      window = { known: 0, sending: 0, pending: 0 };
      counts.windows.set(start, window);
    }
    const current = totalOf(window);
    const previous = totalOf(counts.windows.get(start - windowMs));
    const estimate = current + 1 + previous * (1 - (now - start) / windowMs);
    if (estimate <= max) {
      window.pending += 1;
      return { current: Math.ceil(estimate), ttl: start + windowMs - now };
    }
    return { current: max + 1, ttl: retryAfterMs({ current, previous, elapsedMs: now - start, max, windowMs }) };
  }

  /** Whether hits wait to be sent. */
  hasPending(): boolean {
    for (const counts of this.keys.values())
      for (const window of counts.windows.values()) if (window.pending > 0) return true;
    return false;
  }

  /** The unsent hits of the windows that still count, now marked as being sent; forgets the windows that no longer count. */
  takeIncrements(): RateLimitIncrement[] {
    const now = this.now();
    const increments: RateLimitIncrement[] = [];
    for (const [key, counts] of this.keys) {
      this.forgetOldWindows(counts, now - (now % counts.windowMs));
      if (counts.windows.size === 0) this.keys.delete(key);
      for (const [windowStart, window] of counts.windows) {
        if (window.pending === 0) continue;
        increments.push({ key, windowStart, windowMs: counts.windowMs, hits: window.pending });
        window.sending += window.pending;
        window.pending = 0;
      }
    }
    return increments;
  }

  /** The sync succeeded: its hits are in the shared totals the database returned (for the windows sent and the ones before). */
  settle(sent: RateLimitIncrement[], totals: RateLimitTotal[]): void {
    for (const increment of sent) {
      const window = this.keys.get(increment.key)?.windows.get(increment.windowStart);
      if (window) window.sending -= increment.hits;
    }
    const now = this.now();
    for (const total of totals) {
      const counts = this.keys.get(total.key);
      if (!counts) continue;
      const start = now - (now % counts.windowMs);
      if (total.windowStart < start - counts.windowMs || total.windowStart > start) continue;
      const window = counts.windows.get(total.windowStart) ?? { known: 0, sending: 0, pending: 0 };
      // Never below what this instance already knew: after a database crash the unlogged table starts empty.
      window.known = Math.max(window.known, total.hits);
      counts.windows.set(total.windowStart, window);
    }
  }

  /** The sync failed: its hits wait to be sent again, and meanwhile still count here. */
  restore(sent: RateLimitIncrement[]): void {
    for (const increment of sent) {
      const window = this.keys.get(increment.key)?.windows.get(increment.windowStart);
      if (!window) continue;
      window.sending -= increment.hits;
      window.pending += increment.hits;
    }
  }

  private countsOf(key: string, windowMs: number, start: number): KeyCounts {
    let counts = this.keys.get(key);
    if (!counts || counts.windowMs !== windowMs) {
      counts = { windowMs, windows: new Map() };
      this.keys.set(key, counts);
    } else this.forgetOldWindows(counts, start);
    return counts;
  }

  /** Keeps the current window (starting at `start`) and the previous one: older ones no longer count. */
  private forgetOldWindows(counts: KeyCounts, start: number): void {
    for (const windowStart of counts.windows.keys())
      if (windowStart < start - counts.windowMs) counts.windows.delete(windowStart);
  }
}

/** Ms until a request would be admitted again, if no other comes meanwhile: the estimate falls as the window slides. */
function retryAfterMs(at: {
  current: number;
  previous: number;
  elapsedMs: number;
  max: number;
  windowMs: number;
}): number {
  const { current, previous, elapsedMs, max, windowMs } = at;
  // Still in this window, once the previous window's weight has fallen enough: current + 1 + previous * (1 - e) <= max.
  if (current + 1 <= max && previous > 0) return Math.ceil((1 - (max - 1 - current) / previous) * windowMs - elapsedMs);
  // In the next window, where this one is the previous: 1 + current * (1 - e) <= max.
  const next = current > 0 ? Math.max(0, 1 - (max - 1) / current) : 0;
  return Math.ceil(windowMs - elapsedMs + next * windowMs);
}
