import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access } from '../../platform/access/route-access.ts';
import { exportFilterValue, exportRequestSchema, type ExportRequest } from '@portal/contracts/platform/exports';
import { memberAuditExportFilterSchema } from '@portal/contracts/patient-360/advanced-search';
import { can } from '../../platform/access/current-user.ts';
import { forbidden, notFound } from '../../platform/errors/errors.ts';
import { membersByIds } from '../../platform/reference/reference.service.ts';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import {
  auditFilterSchema,
  MEMBER_READ_EVENT_TYPES,
  type AuditEventRow,
  type AuditFilter,
} from '@portal/contracts/audit/audit-history';
import { auditEventLabel } from '@portal/contracts/audit/audit-event-labels';
import { actorOf, recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { ExportColumn } from '../../platform/exports/excel-export.ts';
import { exportFilters, sendExport, type ExportSource } from '../../platform/exports/send-export.ts';
import type { Database } from '../../platform/db/client.ts';
import { auditExportSource } from './audit-export.repository.ts';
import { memberAuditExportSource } from './member-audit-history.service.ts';

/** One member's history (Patient 360): who (by name, and username) did what, when, through which module. */
const MEMBER_HISTORY_COLUMNS: ExportColumn[] = [
  { header: 'Timestamp', key: 'timestamp', format: 'datetime', width: 24 },
  { header: 'User', key: 'userName', width: 26 },
  { header: 'User (Username)', key: 'userId', width: 20 },
  { header: 'Event Type', key: 'eventType', width: 28 },
  { header: 'Module', key: 'moduleId', format: 'integer', width: 10 },
  { header: 'Action', key: 'action', width: 80 },
];

/** The Audit History screen's: who by name and by username, as the member's history. */
const COLUMNS: ExportColumn[] = [
  { header: 'Timestamp', key: 'timestamp', format: 'datetime', width: 24 },
  { header: 'User', key: 'userName', width: 26 },
  { header: 'User (Username)', key: 'userId', width: 20 },
  { header: 'Event Type', key: 'eventType', width: 28 },
  { header: 'Item ID', key: 'itemId', width: 20 },
  { header: 'Module', key: 'moduleId', format: 'integer', width: 10 },
  { header: 'Client IP', key: 'clientIp', width: 18 },
  { header: 'Company IDs', key: 'companyIds', width: 18 },
  { header: 'Details', key: 'details', width: 80 },
];

/** Records who exported what, then the rows to stream; the audit row is committed before the first byte goes out. */
async function exportAudit(
  database: Database,
  actor: Actor,
  request: ExportRequest,
  eventTypes: readonly string[] | undefined,
  eventType: string,
): Promise<ExportSource> {
  const filter: AuditFilter = exportFilters(request, auditFilterSchema);
  await database.db.transaction((tx) =>
    recordAudit(tx, actor, { eventType, moduleId: MODULE_IDS.audit, details: { filter } }),
  );
  return auditExportSource(database.pool, filter, eventTypes);
}

/** As the screen shows them: event kinds in words, the user by name (the username where no user has it). */
const inWords = (row: AuditEventRow) => ({
  ...row,
  userName: row.userName ?? row.userId,
  eventType: auditEventLabel(row.eventType),
});

async function* withKindInWords(rows: AsyncIterable<AuditEventRow>): AsyncGenerator<Record<string, unknown>> {
  for await (const row of rows) yield inWords(row);
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
    yield {
      ...inWords(row),
      memberIds: Array.isArray(memberIds) && memberIds.length > 0 ? memberIds.join(', ') : (row.itemId ?? ''),
    };
  }
}

export async function auditExportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.post(
    '/api/audithistory/excelexport',
    {
      config: access('audit', 'export', { memberData: 'Audit history exported to Excel.' }),
      schema: { body: exportRequestSchema },
    },
    async (request, reply) => {
      const source = await exportAudit(database, actorOf(request), request.body, undefined, 'AuditHistoryExported');
      return sendExport(reply, request.body, {
        fileName: 'AuditHistory.xlsx',
        sheetName: 'Audit History',
        columns: COLUMNS,
        source: { ...source, rows: (limit) => withKindInWords(source.rows(limit) as AsyncIterable<AuditEventRow>) },
      });
    },
  );

  // The Audit History screen: the events that record a read of member data (who looked at which member, when), in the
  // dates. Patient 360's member audit history: with a memberId filter, everything recorded about that member.
  app.post(
    '/api/memberaudithistory/excelexport',
    {
      config: access(['audit', 'patient-360'], 'export', { memberData: "Member's audit history exported to Excel." }),
      schema: { body: exportRequestSchema },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (exportFilterValue(request.body, 'memberId') !== undefined) {
        const { memberId } = exportFilters(request.body, memberAuditExportFilterSchema);
        if ((await membersByIds(database.pool, [memberId])).length === 0)
          throw notFound(MEMBER_RECORD_MESSAGES.memberNotFound);
        await database.db.transaction((tx) =>
          recordAudit(tx, actor, {
            eventType: 'MemberAuditHistoryExported',
            itemId: memberId,
            moduleId: can(actor.user, MODULE_IDS.patient360, 'export') ? MODULE_IDS.patient360 : MODULE_IDS.audit,
          }),
        );
        return sendExport(reply, request.body, {
          fileName: `MemberAuditHistory_${memberId}.xlsx`,
          sheetName: 'Member Audit History',
          banner: `Audit history of member ${memberId}`,
          columns: MEMBER_HISTORY_COLUMNS,
          source: memberAuditExportSource(database.pool, memberId),
        });
      }
      if (!can(actor.user, MODULE_IDS.audit, 'export')) throw forbidden();
      const source = await exportAudit(
        database,
        actor,
        request.body,
        MEMBER_READ_EVENT_TYPES,
        'MemberAuditHistoryExported',
      );
      return sendExport(reply, request.body, {
        fileName: 'MemberAuditHistory.xlsx',
        sheetName: 'Member Audit History',
        columns: COLUMNS.map((column) =>
          column.key === 'itemId' ? { header: 'Member IDs', key: 'memberIds', width: 40 } : column,
        ),
        source: { ...source, rows: (limit) => withMemberIds(source.rows(limit) as AsyncIterable<AuditEventRow>) },
      });
    },
  );
}
