import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import {
  PRUNE_RATE_LIMIT_COUNTS_CRON,
  PRUNE_RATE_LIMIT_COUNTS_JOB,
  pruneRateLimitCounts,
} from './shared-rate-limits.ts';

/**
 * Two server instances on one database, as behind a load balancer: a user's member searches count against one limit
 * (MEMBER_SEARCH_RATE_LIMIT, here 4 a minute), whichever instance answers them.
 */
let two: TwoInstances;
let instances: [FastifyInstance, FastifyInstance];
let searchUrl: string;
beforeAll(async () => {
  two = await startTwoInstances({ memberSearchRateLimit: 4 });
  instances = [two.t.app, two.second];
  const { rows } = await two.t.database.pool.query<{ lastName: string }>(
    'select last_name as "lastName" from members order by member_id limit 1',
  );
  searchUrl = `/odata/members?searchTerm=${encodeURIComponent(rows[0]!.lastName)}`;
});
afterAll(async () => two.close());

async function searchOn(instance: 0 | 1, username: string, url = searchUrl) {
  const token = await two.t.tokenFor(username);
  return instances[instance].inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

const statusesOn = async (instance: 0 | 1, username: string, times: number, url = searchUrl) => {
  const statuses: number[] = [];
  for (let n = 0; n < times; n++) statuses.push((await searchOn(instance, username, url)).statusCode);
  return statuses;
};

/** Every instance's admitted hits of one route and user, as the database holds them. */
async function sharedHits(route: string, username: string): Promise<number> {
  const { rows } = await two.t.database.pool.query<{ hits: number }>(
    `select coalesce(sum(hits), 0)::int as hits from rate_limit_counts
     where key = $1 || ' user:' || (select id from users where username = $2)`,
    [route, username],
  );
  return rows[0]!.hits;
}

describe('member search limit across two instances', () => {
  it('refuses the user on either instance once the searches of both pass the limit, with the 429 and its message', async () => {
    expect(await statusesOn(0, 'crm.admin', 2)).toEqual([200, 200]);
    await instances[0].rateLimitSync.sync();
    expect(await statusesOn(1, 'crm.admin', 2)).toEqual([200, 200]);
    await instances[1].rateLimitSync.sync(); // the second instance learns the first one's 2: 4 in all
    expect(await sharedHits('GET /odata/members', 'crm.admin')).toBe(4);

    const refused = await searchOn(1, 'crm.admin');
    expect([refused.statusCode, refused.json().message]).toEqual([429, MESSAGES.tooManyMemberSearches]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The first instance learns of the second one's searches at its next exchange: until then it may admit what the
    // other admitted since its own last exchange (here 2), and no more once it knows.
    expect(await statusesOn(0, 'crm.admin', 1)).toEqual([200]);
    await instances[0].rateLimitSync.sync();
    const refusedToo = await searchOn(0, 'crm.admin');
    expect([refusedToo.statusCode, refusedToo.json().message]).toEqual([429, MESSAGES.tooManyMemberSearches]);
    // Refused searches are not counted; counted on its own, each instance would have admitted 4.
    expect(await sharedHits('GET /odata/members', 'crm.admin')).toBe(5);

    // Another user searches on.
    expect(await statusesOn(1, 'care.provider', 1)).toEqual([200]);
  });

  it('exchanges the counts in the background within about a second, with no call from the test', async () => {
    expect(await statusesOn(0, 'enroll.manager', 3, '/api/MemberEnrollment/SearchEnrollments')).toEqual([
      200, 200, 200,
    ]);
    await expect
      .poll(() => sharedHits('GET /api/MemberEnrollment/SearchEnrollments', 'enroll.manager'), { timeout: 5000 })
      .toBe(3);
    expect(await statusesOn(1, 'enroll.manager', 1, '/api/MemberEnrollment/SearchEnrollments')).toEqual([200]);
    await instances[1].rateLimitSync.sync(); // waits for the exchange under way, if any
    expect(await statusesOn(1, 'enroll.manager', 1, '/api/MemberEnrollment/SearchEnrollments')).toEqual([429]);
  });

  it('answers searches while the database cannot take the counts, counting on the instance, and shares them after', async () => {
    const pool = two.t.database.pool;
    await pool.query('alter table rate_limit_counts rename to rate_limit_counts_away');
    try {
      expect(await statusesOn(0, 'enroll.processor', 2, '/api/MemberEnrollment/SearchEnrollments')).toEqual([200, 200]);
      await instances[0].rateLimitSync.sync(); // fails quietly; the hits stay counted here
      expect(await statusesOn(0, 'enroll.processor', 3, '/api/MemberEnrollment/SearchEnrollments')).toEqual([
        200, 200, 429,
      ]);
    } finally {
      await pool.query('alter table rate_limit_counts_away rename to rate_limit_counts');
    }
    await instances[0].rateLimitSync.sync();
    expect(await sharedHits('GET /api/MemberEnrollment/SearchEnrollments', 'enroll.processor')).toBe(4);
    expect(await statusesOn(1, 'enroll.processor', 1, '/api/MemberEnrollment/SearchEnrollments')).toEqual([200]);
    await instances[1].rateLimitSync.sync();
    expect(await statusesOn(1, 'enroll.processor', 1, '/api/MemberEnrollment/SearchEnrollments')).toEqual([429]);
  });
});

describe('old windows', () => {
  it('are deleted once they no longer count, by a job scheduled every five minutes', async () => {
    const pool = two.t.database.pool;
    await pool.query(
      `insert into rate_limit_counts (key, window_start, expires_at, hits) values
         ('GET /odata/members user:-1', now() - interval '3 minutes', now() - interval '1 minute', 9),
         ('GET /odata/members user:-2', now() - interval '1 minute', now() + interval '1 minute', 9)`,
    );
    expect(await pruneRateLimitCounts(pool)).toBeGreaterThanOrEqual(1);
    const left = await pool.query("select key from rate_limit_counts where key like '% user:-%'");
    expect(left.rows).toEqual([{ key: 'GET /odata/members user:-2' }]);
    const scheduled = async () =>
      (await pool.query('select cron from pgboss.schedule where name = $1', [PRUNE_RATE_LIMIT_COUNTS_JOB])).rows;
    await expect.poll(scheduled, { timeout: 10_000 }).toEqual([{ cron: PRUNE_RATE_LIMIT_COUNTS_CRON }]);
  });
});
