import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeJobQueuesOf, enqueueJob } from './job-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closeJobQueuesOf(t.database);
  await t.close();
});

const jobsNamed = async (name: string) =>
  (await t.database.pool.query('select id, state from pgboss.job where name = $1', [name])).rows;

describe('enqueueJob without started services (a test app, a script)', () => {
  it('queues the job on a send-only queue and records its owner', async () => {
    const id = await enqueueJob(
      'platform-test-send-only',
      { value: 1 },
      { database: t.database, queuedBy: { id: 1, username: 'admin' } },
    );
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobsNamed('platform-test-send-only')).toEqual([{ id, state: 'created' }]);
    const owner = await t.database.pool.query('select queued_by_username from platform_jobs where id = $1', [id]);
    expect(owner.rows).toEqual([{ queued_by_username: 'admin' }]);
    const status = (await t.as('admin', { method: 'GET', url: `/api/jobs/${id}` })).json();
    expect(status).toMatchObject({ id, name: 'platform-test-send-only', state: 'created' });
  });

  it('queues inside the caller transaction: a rollback leaves no job, a commit keeps it', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await enqueueJob('platform-test-in-transaction', { value: 'rolled back' }, { database: t.database, client });
      await client.query('rollback');
      expect(await jobsNamed('platform-test-in-transaction')).toEqual([]);
      await client.query('begin');
      const id = await enqueueJob(
        'platform-test-in-transaction',
        { value: 'committed' },
        { database: t.database, client },
      );
      await client.query('commit');
      expect(await jobsNamed('platform-test-in-transaction')).toEqual([{ id, state: 'created' }]);
    } finally {
      client.release();
    }
  });
});
