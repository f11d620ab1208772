import type pg from 'pg';
import type { AuditEventRow, AuditFilter } from '@portal/contracts/audit/audit-history';
import { AUDIT_COLUMNS, auditWhere } from './audit-history.repository.ts';

const BATCH = 1000;

/** True when the filter matches more than `cap` events (the export then stops at the cap and says so). */
export async function exceedsCap(pool: pg.Pool, filter: AuditFilter, eventTypes: readonly string[] | undefined, cap: number): Promise<boolean> {
  const where = auditWhere(filter, eventTypes);
  const { rowCount } = await pool.query(`select 1 from audit_events a ${where.sql} order by a.timestamp desc, a.id desc offset ${cap} limit 1`, where.params);
  return (rowCount ?? 0) > 0;
}

/**
 * The matching events newest first, read in keyset batches of 1,000 on (timestamp, id), so an export of any size
 * holds one batch in memory and each batch is an index range scan (no growing OFFSET).
 */
export async function* auditRowsForExport(pool: pg.Pool, filter: AuditFilter, eventTypes: readonly string[] | undefined, cap: number): AsyncGenerator<AuditEventRow> {
  const where = auditWhere(filter, eventTypes);
  let after: { timestamp: string; id: number } | undefined;
  let sent = 0;
  while (sent < cap) {
    const params = [...where.params];
    let keyset = '';
    if (after) {
      params.push(after.timestamp, after.id);
      keyset = `and (a.timestamp, a.id) < ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    params.push(Math.min(BATCH, cap - sent));
    const { rows } = await pool.query<AuditEventRow & { ts: string }>(
      `select ${AUDIT_COLUMNS}, a.timestamp::text as ts from audit_events a ${where.sql} ${keyset} order by a.timestamp desc, a.id desc limit $${params.length}`,
      params,
    );
    for (const { ts: _ts, ...row } of rows) yield row;
    sent += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    // The exact timestamp (microseconds) from the database, not the millisecond text shown in the file.
    after = { timestamp: last.ts, id: last.id };
  }
}
