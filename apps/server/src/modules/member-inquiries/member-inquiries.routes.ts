import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignInquirySchema,
  closeInquirySchema,
  createInquirySchema,
  inquiriesQuerySchema,
  inquiryAssigneesSchema,
  inquiryFilterSchema,
  inquiryIdParamsSchema,
  inquiryListSchema,
  inquiryRowSchema,
  MEMBER_INQUIRIES_API,
  respondInquirySchema,
} from '@portal/contracts/member-inquiries/member-inquiries';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access } from '../../platform/access/route-access.ts';
import { actorOf, recordAudit } from '../../platform/audit/audit.ts';
import type { ExportColumn } from '../../platform/exports/excel-export.ts';
import { exportFilters, sendExport } from '../../platform/exports/send-export.ts';
import * as inquiries from './member-inquiries.service.ts';
import { datedFileName } from '../../platform/exports/export-file-name.ts';

const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Inquiry ID', key: 'id', width: 10, format: 'integer' },
  { header: 'Received', key: 'receivedAt', width: 20, format: 'datetime' },
  { header: 'Member ID', key: 'memberId', width: 14 },
  { header: 'Member Name', key: 'memberName', width: 26 },
  { header: 'Channel', key: 'channel', width: 10 },
  { header: 'Category', key: 'category', width: 12 },
  { header: 'Subject', key: 'subject', width: 40 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Assigned To', key: 'assignedToName', width: 22 },
  { header: 'Responded', key: 'respondedAt', width: 20, format: 'datetime' },
  { header: 'Response', key: 'response', width: 50 },
  { header: 'Closed', key: 'closedAt', width: 20, format: 'datetime' },
];

/**
 * Member Inquiries (module 47, /memberinquiries): the inquiries members send by phone, portal, mail or e-mail; the list
 * with its filters, paged and sorted, and its Excel export; log an inquiry; assign, respond and close at the version read.
 */
export async function memberInquiriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const write = access('member-inquiries', 'write');

  app.get(
    MEMBER_INQUIRIES_API,
    {
      config: access('member-inquiries', 'read', { memberData: 'Member inquiries viewed.' }),
      schema: { querystring: inquiriesQuerySchema, response: { 200: inquiryListSchema } },
    },
    async (request) => inquiries.listInquiries(db, request.query),
  );
  app.get(
    `${MEMBER_INQUIRIES_API}/Assignees`,
    { config: access('member-inquiries', 'read'), schema: { response: { 200: inquiryAssigneesSchema } } },
    async () => inquiries.assignees(db),
  );
  app.get(
    `${MEMBER_INQUIRIES_API}/:id`,
    {
      config: access('member-inquiries', 'read', { memberData: 'Member inquiry viewed.' }),
      schema: { params: inquiryIdParamsSchema, response: { 200: inquiryRowSchema } },
    },
    async (request) => inquiries.inquiry(db, request.params.id),
  );
  app.post(
    `${MEMBER_INQUIRIES_API}/ExcelExport`,
    {
      config: access('member-inquiries', 'export', { memberData: 'Member inquiries exported to Excel.' }),
      schema: { body: exportRequestSchema },
    },
    async (request, reply) => {
      const filter = exportFilters(request.body, inquiryFilterSchema);
      await recordAudit(db, actorOf(request), {
        eventType: 'MemberInquiriesExported',
        moduleId: MODULE_IDS.memberInquiries,
        details: { filter },
      });
      return sendExport(reply, request.body, {
        fileName: datedFileName('MemberInquiries'),
        sheetName: 'Member Inquiries',
        banner: 'Member Inquiries',
        columns: EXPORT_COLUMNS,
        source: inquiries.inquiriesExportSource(pool, filter),
      });
    },
  );
  app.post(
    MEMBER_INQUIRIES_API,
    { config: write, schema: { body: createInquirySchema, response: { 200: inquiryRowSchema } } },
    async (request) => inquiries.createInquiry(db, pool, actorOf(request), request.body),
  );
  app.post(
    `${MEMBER_INQUIRIES_API}/:id/Assign`,
    {
      config: write,
      schema: { params: inquiryIdParamsSchema, body: assignInquirySchema, response: { 200: inquiryRowSchema } },
    },
    async (request) => inquiries.assignInquiry(db, actorOf(request), request.params.id, request.body),
  );
  app.post(
    `${MEMBER_INQUIRIES_API}/:id/Respond`,
    {
      config: write,
      schema: { params: inquiryIdParamsSchema, body: respondInquirySchema, response: { 200: inquiryRowSchema } },
    },
    async (request) => inquiries.respondInquiry(db, actorOf(request), request.params.id, request.body),
  );
  app.post(
    `${MEMBER_INQUIRIES_API}/:id/Close`,
    {
      config: write,
      schema: { params: inquiryIdParamsSchema, body: closeInquirySchema, response: { 200: inquiryRowSchema } },
    },
    async (request) => inquiries.closeInquiry(db, actorOf(request), request.params.id, request.body.version),
  );
}
