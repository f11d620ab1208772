import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readyItem } from './enrollment-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const bulkSubmit = (items: { id: number; version: number }[]) =>
  t.as('enroll.processor', {
    method: 'POST',
    url: '/api/MemberEnrollment/SendEnrollmentsToServiceBus',
    payload: { items },
  });

describe('bulk submit (SendEnrollmentsToServiceBus)', () => {
  it('submits each item; a stale one is told to reload, the others go through', async () => {
    const good = await readyItem(t);
    const stale = await readyItem(t);
    const response = await bulkSubmit([
      { id: good.id, version: good.version },
      { id: stale.id, version: stale.version - 1 },
    ]);
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: { id: number; ok: boolean; message?: string }[] }>();
    expect(items[0]).toMatchObject({ id: good.id, ok: true });
    expect(items[1]).toEqual({ id: stale.id, ok: false, message: MESSAGES.staleRecord });
  });

  it('an internal failure answers the generic message, never the internal error text', async () => {
    const item = await readyItem(t);
    // A forced failure inside the submission: the database raises an error whose text must not reach the client.
    await t.database.pool.query(`create function refuse_submission() returns trigger language plpgsql as $$
      begin raise exception 'internal: insert into enrollment_submissions failed for %', new.work_item_id; end $$`);
    await t.database.pool.query(
      'create trigger refuse_submission before insert on enrollment_submissions for each row execute function refuse_submission()',
    );
    try {
      const response = await bulkSubmit([{ id: item.id, version: item.version }]);
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toEqual([{ id: item.id, ok: false, message: MESSAGES.unexpected }]);
      expect(response.body).not.toContain('internal');
      expect(response.body).not.toContain('enrollment_submissions');
    } finally {
      await t.database.pool.query('drop trigger refuse_submission on enrollment_submissions');
    }
    const { rows } = await t.database.pool.query('select 1 from enrollment_submissions where work_item_id = $1', [
      item.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});
