import type { TestApp } from '../../test/test-app.ts';

/** A section's two calls, as a user (crm.admin unless told), for API tests of a configuration export and import. */
export function configTransferCalls(t: () => TestApp, basePath: string) {
  return {
    exportFile: (user = 'crm.admin') => t().as(user, { method: 'GET', url: `${basePath}/ExportConfiguration` }),
    importFile: (file: object, apply: boolean, user = 'crm.admin') =>
      t().as(user, { method: 'POST', url: `${basePath}/ImportConfiguration`, payload: { file, apply } }),
  };
}

/** How many audit events of the type there are (an import writes through the module's audited writes, plus one). */
export async function auditEventCount(t: TestApp, eventType: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from audit_events where event_type = $1',
    [eventType],
  );
  return rows[0]?.n ?? 0;
}
