import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo Web Enrollment Portal audit rows', () => {
  it('each names a work item that exists, so the enrollment processor can open the item an audit row is about', async () => {
    const { rows } = await t.database.pool.query<{ total: number; missing: number; items: number }>(
      `select count(*)::int as total,
              count(*) filter (where not exists (select 1 from enrollment_work_items w where w.id::text = a.item_id))::int as missing,
              count(distinct a.item_id)::int as items
         from audit_events a where a.module_id in (164, 165)`,
    );
    const counts = rows[0];
    expect(counts?.total).toBeGreaterThan(0);
    expect(counts?.missing).toBe(0);
    // Spread over many items, not all on one.
    expect(counts?.items).toBeGreaterThan(10);
  });
});
