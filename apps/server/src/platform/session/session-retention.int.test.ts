import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeJobQueuesOf, startJobQueue } from '../jobs/job-queue.ts';
import {
  BUILT_IN_RETENTION_DAYS,
  PRUNE_SESSIONS_CRON,
  PRUNE_SESSIONS_JOB,
  pruneSessions,
  sessionRetentionDays,
} from './session-retention.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

describe('session rows kept after their session', () => {
  it('are kept 30 days with the built-in provider, as set with SESSION_RETENTION_DAYS, and for good otherwise', () => {
    expect(sessionRetentionDays({ sessionRetentionDays: undefined, oidcIssuer: undefined, demoMode: true })).toBe(
      BUILT_IN_RETENTION_DAYS,
    );
    expect(sessionRetentionDays({ sessionRetentionDays: 7, oidcIssuer: undefined, demoMode: true })).toBe(7);
    const outside = { oidcIssuer: 'https://login.example.org/', demoMode: false };
    expect(sessionRetentionDays({ ...outside, sessionRetentionDays: undefined })).toBeUndefined();
    expect(sessionRetentionDays({ ...outside, sessionRetentionDays: 120 })).toBe(120);
  });

  it('go once ended or last seen longer ago than that, in batches; live and recent ones stay', async () => {
    const user = (await t.database.pool.query<{ id: number }>("select id from users where username = 'admin'")).rows[0];
    await t.database.pool.query(
      `insert into user_sessions (id, user_id, issuer, started_at, last_seen_at, ended_at, end_reason) values
         ('prune-old-ended', $1, 'test', now() - interval '50 days', now() - interval '45 days', now() - interval '45 days', 'signed-out'),
         ('prune-old-idle', $1, 'test', now() - interval '50 days', now() - interval '40 days', null, null),
         ('prune-old-idle-2', $1, 'test', now() - interval '50 days', now() - interval '40 days', null, null),
         ('prune-ended-lately', $1, 'test', now() - interval '50 days', now() - interval '40 days', now() - interval '2 days', 'lifetime'),
         ('prune-recent', $1, 'test', now() - interval '1 hour', now() - interval '5 minutes', null, null)`,
      [user?.id],
    );
    expect(await pruneSessions(t.database.pool, 30, 2)).toBe(3);
    const left = await t.database.pool.query<{ id: string }>(
      "select id from user_sessions where id like 'prune-%' order by id",
    );
    expect(left.rows.map((row) => row.id)).toEqual(['prune-ended-lately', 'prune-recent']);
  });

  it('the prune leaves a signed-in session working, and is scheduled every hour once the server works its queue', async () => {
    const token = await t.tokenFor('network.viewer', 600);
    expect((await me(token)).statusCode).toBe(200);
    await pruneSessions(t.database.pool, BUILT_IN_RETENTION_DAYS);
    expect((await me(token)).statusCode).toBe(200);
    await startJobQueue(t.database);
    try {
      const scheduled = async () =>
        (
          await t.database.pool.query<{ cron: string }>('select cron from pgboss.schedule where name = $1', [
            PRUNE_SESSIONS_JOB,
          ])
        ).rows;
      await expect.poll(scheduled).toEqual([{ cron: PRUNE_SESSIONS_CRON }]);
    } finally {
      await closeJobQueuesOf(t.database);
    }
  });
});
