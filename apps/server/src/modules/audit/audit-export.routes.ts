import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { EXPORT_ROW_CAP, exportCapWarning } from '@portal/contracts/platform/exports';
import { auditFilterSchema, MEMBER_READ_EVENT_TYPES, type AuditEventRow, type AuditFilter } from '@portal/contracts/audit/audit-history';
import { actorOf, recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { streamExcel, type ExportColumn } from '../../platform/exports/excel-export.ts';
import type { Database } from '../../platform/db/client.ts';
import { auditRowsForExport } from './audit-export.repository.ts';
import { access } from '../../platform/access/route-access.ts';

const COLUMNS: ExportColumn[] = [
  { header: 'Timestamp', key: 'timestamp', format: 'datetime', width: 24 },
  { header: 'User ID', key: 'userId', width: 24 },
  { header: 'Event Type', key: 'eventType', width: 28 },
  { header: 'Item ID', key: 'itemId', width: 20 },
  { header: 'Module', key: 'moduleId', format: 'integer', width: 10 },
  { header: 'Client IP', key: 'clientIp', width: 18 },
  { header: 'Company IDs', key: 'companyIds', width: 18 },
  { header: 'Details', key: 'details', width: 80 },
];

/** Records who exported what, then streams the file; the audit row is committed before the first byte goes out. */
async function exportAudit(database: Database, actor: Actor, filter: AuditFilter, eventTypes: readonly string[] | undefined, eventType: string) {
  const { capped, rows } = await auditRowsForExport(database.pool, filter, eventTypes, EXPORT_ROW_CAP);
  await database.db.transaction((tx) => recordAudit(tx, actor, { eventType, moduleId: MODULE_IDS.audit, details: { filter, capped } }));
  return { capped, rows };
}

/** A search reads several members: their ids are in the event's details (`memberIds`); a single read names it as the item. */
async function* withMemberIds(rows: AsyncIterable<AuditEventRow>): AsyncGenerator<Record<string, unknown>> {
  for await (const row of rows) {
    let memberIds: unknown;
    try {
      memberIds = row.details ? (JSON.parse(row.details) as { memberIds?: unknown }).memberIds : undefined;
    } catch {
      memberIds = undefined;
    }
    yield { ...row, memberIds: Array.isArray(memberIds) && memberIds.length > 0 ? memberIds.join(', ') : (row.itemId ?? '') };
  }
}

export async function auditExportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.post('/api/audithistory/excelexport', { config: access('audit', 'export', { memberData: true }), schema: { body: auditFilterSchema } }, async (request, reply) => {
    const { capped, rows } = await exportAudit(database, actorOf(request), request.body, undefined, 'AuditHistoryExported');
    return streamExcel(reply, { fileName: 'AuditHistory.xlsx', sheetName: 'Audit History', columns: COLUMNS, rows, ...(capped ? { warning: exportCapWarning() } : {}) });
  });

  // Only the events that record a read of member data (who looked at which member, when).
  app.post('/api/memberaudithistory/excelexport', { config: access('audit', 'export', { memberData: true }), schema: { body: auditFilterSchema } }, async (request, reply) => {
    const { capped, rows } = await exportAudit(database, actorOf(request), request.body, MEMBER_READ_EVENT_TYPES, 'MemberAuditHistoryExported');
    return streamExcel(reply, {
      fileName: 'MemberAuditHistory.xlsx',
      sheetName: 'Member Audit History',
      columns: COLUMNS.map((column) => (column.key === 'itemId' ? { header: 'Member IDs', key: 'memberIds', width: 40 } : column)),
      rows: withMemberIds(rows),
      ...(capped ? { warning: exportCapWarning() } : {}),
    });
  });
}
