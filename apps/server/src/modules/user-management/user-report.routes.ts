import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  USER_REPORT_EXPORT_COLUMNS,
  userReportQuerySchema,
  userReportResponseSchema,
} from '@portal/contracts/user-management/user-report';
import { exportFilterValue, exportRequestSchema } from '@portal/contracts/platform/exports';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { actorOf, recordAudit } from '../../platform/audit/audit.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { sendExport, sqlExportSource } from '../../platform/exports/send-export.ts';
import { listUserReport, toUserReportRow, userReportSql, type UserReportDbRow } from './user-report.repository.ts';
import { access } from '../../platform/access/route-access.ts';
import { textOf } from '@portal/contracts/platform/text';

/**
 * The user report (module 44): users with groups, modules and last sign-in. The User Management screens call these;
 * the response shapes are in @portal/contracts/user-management/user-report.
 */
export async function userReportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pool, db } = app.ctx.database;

  app.get(
    '/api/userreport',
    {
      config: access('user-report', 'read'),
      schema: { querystring: userReportQuerySchema, response: { 200: userReportResponseSchema } },
    },
    async (request) => listUserReport(pool, request.query),
  );

  app.post(
    '/api/userreport/excelexport',
    { config: access('user-report', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const body = request.body;
      const parsed = userReportQuerySchema.safeParse({
        searchTerm: stringFilter(exportFilterValue(body, 'searchTerm')),
        groupIds: stringFilter(exportFilterValue(body, 'groupIds')),
        isActive: stringFilter(exportFilterValue(body, 'isActive')),
        $orderby: stringFilter(exportFilterValue(body, '$orderby')),
      });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
      const filters = parsed.data;
      const { text, values } = userReportSql(filters);
      // The platform's export door keeps only the columns asked for (the grid's visible ones), in the report's order.
      const columns = USER_REPORT_EXPORT_COLUMNS.map((column) => ({
        key: column.key,
        header: column.header,
        ...(column.key === 'lastSignIn'
          ? { format: 'datetime' as const, width: 24 }
          : column.key === 'isActive'
            ? { format: 'boolean' as const }
            : { width: column.key === 'modules' ? 80 : 24 }),
      }));
      await recordAudit(db, actorOf(request), {
        eventType: 'UserReportExported',
        moduleId: MODULE_IDS.userReport,
        details: { filters: body.filtersAndValues },
      });
      const source = sqlExportSource(pool, text, values);
      return sendExport(reply, body, {
        fileName: 'UserReport.xlsx',
        sheetName: 'User Report',
        columns,
        source: { ...source, rows: (limit) => mapRows(source.rows(limit) as AsyncIterable<UserReportDbRow>) },
      });
    },
  );
}

function stringFilter(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return Array.isArray(value) ? value.map(textOf).join(',') : textOf(value);
}

async function* mapRows(rows: AsyncIterable<UserReportDbRow>): AsyncGenerator<Record<string, unknown>> {
  for await (const row of rows) {
    const report = toUserReportRow(row);
    yield { ...report, groups: report.groups.join(', '), modules: report.modules.join(', ') };
  }
}
