import type pg from 'pg';
import type { AuditEventRow, AuditFilter } from '@portal/contracts/audit/audit-history';
import { cursorRows, exceedsCap } from '../../platform/exports/cursor-rows.ts';
import { AUDIT_COLUMNS, auditWhere } from './audit-history.repository.ts';

/**
 * The matching events for an export, newest first, through the shared server-side cursor (one batch in memory at a
 * time), and whether the cap cut them short (known before the first byte of the file goes out).
 */
export async function auditRowsForExport(pool: pg.Pool, filter: AuditFilter, eventTypes: readonly string[] | undefined, cap: number): Promise<{ capped: boolean; rows: AsyncIterable<AuditEventRow> }> {
  const where = auditWhere(filter, eventTypes);
  const capped = await exceedsCap(pool, `from audit_events a ${where.sql}`, where.params, cap);
  const rows = cursorRows<AuditEventRow>(pool, `select ${AUDIT_COLUMNS} from audit_events a ${where.sql} order by a.timestamp desc, a.id desc`, where.params, { limit: cap });
  return { capped, rows };
}
