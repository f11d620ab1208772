import type { TestApp } from '../../../test/test-app.ts';

/** An IPA record of the test's own, so rate tests do not depend on the demo data. */
export async function createTestIpa(
  t: TestApp,
  ipaCode: string,
  effDate = '2024-01-01',
  endDate = '2026-12-31',
): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into ipas (ipa_code, ipa_desc, eff_date, end_date, company_code, created_by) values ($1, $2, $3, $4, 'CCHP', 'test') returning id`,
    [ipaCode, `${ipaCode} Medical Group`, effDate, endDate],
  );
  return rows[0]!.id;
}

export async function auditEventsOf(
  t: TestApp,
  eventType: string,
): Promise<{ user_id: string; item_id: string | null; module_id: number | null }[]> {
  const { rows } = await t.database.pool.query(
    'select user_id, item_id, module_id from audit_events where event_type = $1 order by id',
    [eventType],
  );
  return rows;
}

export async function countRows(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${where}`,
    params,
  );
  return rows[0]!.n;
}
