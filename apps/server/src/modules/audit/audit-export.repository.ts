import type pg from 'pg';
import type { AuditFilter } from '@portal/contracts/audit/audit-history';
import type { ExportSource } from '../../platform/exports/send-export.ts';
import { auditEventsExportSource } from '../../platform/audit/audit-events.ts';

/** The matching events for an export, newest first; the platform's export door stops them at the cap and says so. */
export function auditExportSource(
  pool: pg.Pool,
  filter: AuditFilter,
  eventTypes: readonly string[] | undefined,
): ExportSource {
  return auditEventsExportSource(pool, {
    fromDay: filter.start,
    toDay: filter.end,
    userIds: filter.users,
    eventType: filter.eventType,
    eventTypes,
    itemId: filter.itemId,
  });
}
