import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimitCounts, type RateLimitIncrement, type RateLimitTotal } from './rate-limit-counts.ts';
import { RateLimitSync } from './shared-rate-limits.ts';

const MINUTE = 60_000;
/** A clock the test moves by hand, starting on a minute. */
function fakeClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** The shared table in memory: what `exchangeCounts` does in one statement. */
function fakeDatabase() {
  const rows = new Map<string, number>();
  const exchange = async (increments: RateLimitIncrement[]): Promise<RateLimitTotal[]> => {
    const totals: RateLimitTotal[] = [];
    for (const { key, windowStart, windowMs, hits } of increments) {
      const id = `${key}@${windowStart}`;
      rows.set(id, (rows.get(id) ?? 0) + hits);
      totals.push({ key, windowStart, hits: rows.get(id)! });
      const previous = rows.get(`${key}@${windowStart - windowMs}`);
      if (previous !== undefined) totals.push({ key, windowStart: windowStart - windowMs, hits: previous });
    }
    return totals;
  };
  return { rows, exchange };
}

const admitted = (counts: RateLimitCounts, key: string, max: number, times: number) =>
  Array.from({ length: times }, () => counts.hit(key, MINUTE, max).current <= max);

describe('counting on one instance', () => {
  it('admits max requests in a minute and refuses the next, per key', () => {
    const clock = fakeClock();
    const counts = new RateLimitCounts(clock.now);
    expect(admitted(counts, 'GET /odata/members user:7', 3, 4)).toEqual([true, true, true, false]);
    expect(counts.hit('GET /odata/members user:8', MINUTE, 3)).toEqual({ current: 1, ttl: MINUTE });
  });

  it('does not count refused requests, so hammering does not lengthen the wait', () => {
    const clock = fakeClock();
    const counts = new RateLimitCounts(clock.now);
    admitted(counts, 'k', 2, 2);
    for (let n = 0; n < 50; n++) expect(counts.hit('k', MINUTE, 2).current).toBe(3);
    clock.advance(2 * MINUTE);
    expect(admitted(counts, 'k', 2, 3)).toEqual([true, true, false]);
  });

  it('slides: the previous minute counts by the share of it still inside the last minute', () => {
    const clock = fakeClock();
    const counts = new RateLimitCounts(clock.now);
    clock.advance(50_000);
    expect(admitted(counts, 'k', 4, 4)).toEqual([true, true, true, true]);
    // Just past the minute's boundary the four hits still weigh almost fully: no fresh allowance at :00.
    clock.advance(11_000);
    const refused = counts.hit('k', MINUTE, 4);
    expect(refused.current).toBe(5);
    // 4 * (1 - e) + 1 <= 4 once e >= 1/4: 15 s into the window, 14 s from now.
    expect(refused.ttl).toBe(14_000);
    clock.advance(14_000);
    expect(admitted(counts, 'k', 4, 2)).toEqual([true, false]);
  });

  it('answers the wait until the next window when the current one is full', () => {
    const clock = fakeClock();
    const counts = new RateLimitCounts(clock.now);
    clock.advance(20_000);
    admitted(counts, 'k', 2, 2);
    // In the next window: 1 + 2 * (1 - g) <= 2 once g >= 1/2, so 40 s + 30 s.
    expect(counts.hit('k', MINUTE, 2).ttl).toBe(70_000);
  });

  it('forgets windows that no longer count', () => {
    const clock = fakeClock();
    const counts = new RateLimitCounts(clock.now);
    counts.hit('k', MINUTE, 5);
    clock.advance(2 * MINUTE);
    expect(counts.takeIncrements()).toEqual([]);
    expect(counts.hasPending()).toBe(false);
  });
});

describe('counting shared between instances', () => {
  it('hands over only hits not yet sent, and decides on the shared total plus its own unsent hits', async () => {
    const clock = fakeClock();
    const database = fakeDatabase();
    const first = new RateLimitCounts(clock.now);
    const second = new RateLimitCounts(clock.now);
    const sync = async (counts: RateLimitCounts) => {
      const sent = counts.takeIncrements();
      counts.settle(sent, await database.exchange(sent));
    };
    expect(admitted(first, 'k', 5, 3)).toEqual([true, true, true]);
    await sync(first);
    expect(admitted(second, 'k', 5, 2)).toEqual([true, true]);
    await sync(second); // the second instance learns the first one's 3: 5 in all
    expect(database.rows.get(`k@${clock.now()}`)).toBe(5);
    expect(admitted(second, 'k', 5, 1)).toEqual([false]);
    // The first still knows 3 until its next exchange: it admits what the other admitted since (at most), then no more.
    expect(admitted(first, 'k', 5, 3)).toEqual([true, true, false]);
    await sync(first);
    expect(admitted(first, 'k', 5, 1)).toEqual([false]);
    expect(first.takeIncrements()).toEqual([]);
  });

  it('learns the previous window total from the database with the current one', async () => {
    const clock = fakeClock();
    const database = fakeDatabase();
    const first = new RateLimitCounts(clock.now);
    const second = new RateLimitCounts(clock.now);
    admitted(first, 'k', 10, 10);
    const sent = first.takeIncrements();
    first.settle(sent, await database.exchange(sent));
    clock.advance(MINUTE + 6_000); // 10 % into the next window: the 10 hits weigh 9
    expect(admitted(second, 'k', 10, 1)).toEqual([true]); // it never saw the previous window
    const mine = second.takeIncrements();
    second.settle(mine, await database.exchange(mine));
    expect(admitted(second, 'k', 10, 1)).toEqual([false]); // 1 + 1 + 9 > 10
  });

  it('keeps the hits of a failed exchange, still counted, and sends them with the next', async () => {
    const clock = fakeClock();
    const database = fakeDatabase();
    const counts = new RateLimitCounts(clock.now);
    admitted(counts, 'k', 3, 2);
    counts.restore(counts.takeIncrements());
    expect(admitted(counts, 'k', 3, 2)).toEqual([true, false]);
    const sent = counts.takeIncrements();
    expect(sent).toEqual([{ key: 'k', windowStart: clock.now(), windowMs: MINUTE, hits: 3 }]);
    counts.settle(sent, await database.exchange(sent));
    expect(admitted(counts, 'k', 3, 1)).toEqual([false]);
  });

  it('counts hits that come while an exchange is under way once, in the next exchange', async () => {
    const clock = fakeClock();
    const database = fakeDatabase();
    const counts = new RateLimitCounts(clock.now);
    admitted(counts, 'k', 5, 2);
    const sent = counts.takeIncrements();
    admitted(counts, 'k', 5, 1);
    counts.settle(sent, await database.exchange(sent));
    expect(counts.takeIncrements()).toEqual([{ key: 'k', windowStart: clock.now(), windowMs: MINUTE, hits: 1 }]);
    expect(admitted(counts, 'k', 5, 3)).toEqual([true, true, false]);
  });
});

describe('the background exchange', () => {
  afterEach(() => vi.useRealTimers());
  const log = { info: vi.fn(), warn: vi.fn() };

  it('runs at most once per interval while there are new hits, and not at all without them', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 5, 9, 0, 0) });
    const database = fakeDatabase();
    const exchange = vi.fn(database.exchange);
    const sync = new RateLimitSync(new RateLimitCounts(), exchange, log, 1000);
    for (let n = 0; n < 5; n++) sync.hit('k', MINUTE, 100);
    expect(exchange).not.toHaveBeenCalled(); // nothing on the request's path
    await vi.advanceTimersByTimeAsync(1000);
    expect(exchange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(exchange).toHaveBeenCalledTimes(1);
    sync.hit('k', MINUTE, 100);
    await vi.advanceTimersByTimeAsync(1000);
    expect(exchange).toHaveBeenCalledTimes(2);
    expect([...database.rows.values()]).toEqual([6]);
    await sync.close();
  });

  it('goes on counting alone while the database fails, says so once, and shares the hits once it answers', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 5, 9, 0, 0) });
    const database = fakeDatabase();
    let down = true;
    const exchange = vi.fn(async (increments: RateLimitIncrement[]) => {
      if (down) throw new Error('connect ECONNREFUSED');
      return database.exchange(increments);
    });
    log.warn.mockClear();
    const sync = new RateLimitSync(new RateLimitCounts(), exchange, log, 1000);
    expect(sync.hit('k', MINUTE, 3).current).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(exchange).toHaveBeenCalledTimes(3); // retried every interval
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect([sync.hit('k', MINUTE, 3).current, sync.hit('k', MINUTE, 3).current]).toEqual([2, 3]);
    expect(sync.hit('k', MINUTE, 3).current).toBe(4); // refused, locally
    down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect([...database.rows.values()]).toEqual([3]);
    expect(log.info).toHaveBeenCalledWith('rate limit counts are shared again');
    await sync.close();
  });
});
