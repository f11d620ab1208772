import type pg from 'pg';
import type { AuditEventRow, AuditFilter } from '@portal/contracts/audit/audit-history';
import { sqlExportSource, type ExportSource } from '../../platform/exports/send-export.ts';
import { AUDIT_COLUMNS, auditWhere } from './audit-history.repository.ts';

/**
 * The matching events for an export, newest first, through the shared server-side cursor (one batch in memory at a
 * time); the platform's export door stops them at the cap and says so.
 */
export function auditExportSource(pool: pg.Pool, filter: AuditFilter, eventTypes: readonly string[] | undefined): ExportSource {
  const where = auditWhere(filter, eventTypes);
  return sqlExportSource<AuditEventRow>(pool, `select ${AUDIT_COLUMNS} from audit_events a ${where.sql} order by a.timestamp desc, a.id desc`, where.params, { fromAndWhere: `from audit_events a ${where.sql}` });
}
