import type pg from 'pg';
import type { AuditEventRow, AuditFilter } from '@portal/contracts/audit/audit-history';
import { auditEventsForExport } from '../../platform/audit/audit-events.ts';

/** The matching events for an export, newest first, at most `cap`, and whether the cap cut them short. */
export async function auditRowsForExport(pool: pg.Pool, filter: AuditFilter, eventTypes: readonly string[] | undefined, cap: number): Promise<{ capped: boolean; rows: AsyncIterable<AuditEventRow> }> {
  return auditEventsForExport(pool, { fromDay: filter.start, toDay: filter.end, userIds: filter.users, eventType: filter.eventType, eventTypes, itemId: filter.itemId }, cap);
}
