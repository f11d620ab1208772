import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  crmAdvancedSearchAnswerSchema,
  crmAdvancedSearchExportFilterSchema,
  crmAdvancedSearchRequestSchema,
  dashboardsQuerySchema,
  dashboardsSchema,
  failedFcrAnswerSchema,
  failedFcrFilterSchema,
  failedFcrRequestSchema,
} from '@portal/contracts/crm-my-queue/reports';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { access } from '../../platform/access/route-access.ts';
import type { ExportColumn } from '../../platform/exports/excel-export.ts';
import { exportFilters, sendExport } from '../../platform/exports/send-export.ts';
import * as reports from './reports.service.ts';
import { datedFileName } from '../../platform/exports/export-file-name.ts';

const FCR_COLUMNS: ExportColumn[] = [
  { header: 'Case ID', key: 'caseId', width: 10, format: 'integer' },
  { header: 'Member ID', key: 'memberId', width: 12 },
  { header: 'Case Type', key: 'caseType', width: 20 },
  { header: 'Subject', key: 'subject', width: 36 },
  { header: 'Owner', key: 'owner', width: 16 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Created', key: 'createdDate', width: 22, format: 'datetime' },
  { header: 'Closed', key: 'closedDate', width: 22, format: 'datetime' },
  { header: 'Origin Interaction', key: 'originInteractionId', width: 12, format: 'integer' },
  { header: 'Interactions', key: 'interactionCount', width: 12, format: 'integer' },
  { header: 'Reopened', key: 'reopenedCount', width: 10, format: 'integer' },
  { header: 'Reason', key: 'reason', width: 30 },
];

const SEARCH_COLUMNS: Record<'cases' | 'workflows' | 'tasks' | 'interactions', ExportColumn[]> = {
  cases: [
    { header: 'Case ID', key: 'id', format: 'integer' },
    { header: 'Member ID', key: 'memberId' },
    { header: 'Case Type', key: 'caseType', width: 20 },
    { header: 'Subject', key: 'subject', width: 36 },
    { header: 'Priority', key: 'priority' },
    { header: 'Status', key: 'status' },
    { header: 'Owner', key: 'ownerName', width: 20 },
    { header: 'SLA Due', key: 'slaDueAt', width: 22, format: 'datetime' },
    { header: 'Created', key: 'createdDate', width: 22, format: 'datetime' },
    { header: 'Closed', key: 'closedDate', width: 22, format: 'datetime' },
  ],
  workflows: [
    { header: 'Workflow ID', key: 'id', format: 'integer' },
    { header: 'Case ID', key: 'caseId', format: 'integer' },
    { header: 'Member ID', key: 'memberId' },
    { header: 'Workflow Type', key: 'workflowTypeString', width: 22 },
    { header: 'Status', key: 'status' },
    { header: 'Reason', key: 'reason', width: 30 },
    { header: 'Owner', key: 'ownerName', width: 20 },
    { header: 'SLA Due', key: 'slaDueAt', width: 22, format: 'datetime' },
    { header: 'Created', key: 'createdDate', width: 22, format: 'datetime' },
    { header: 'Closed', key: 'closedDate', width: 22, format: 'datetime' },
    { header: 'Form Answers', key: 'formAnswersText', width: 50 },
  ],
  tasks: [
    { header: 'Task ID', key: 'id', format: 'integer' },
    { header: 'Workflow ID', key: 'workflowId', format: 'integer' },
    { header: 'Case ID', key: 'caseId', format: 'integer' },
    { header: 'Member ID', key: 'memberId' },
    { header: 'Task Type', key: 'taskType', width: 20 },
    { header: 'Status', key: 'status' },
    { header: 'Assigned To', key: 'assignedToName', width: 20 },
    { header: 'SLA Due', key: 'slaDueAt', width: 22, format: 'datetime' },
    { header: 'Created', key: 'createdDate', width: 22, format: 'datetime' },
    { header: 'Closed', key: 'closedDate', width: 22, format: 'datetime' },
  ],
  interactions: [
    { header: 'Interaction ID', key: 'id', format: 'integer' },
    { header: 'Member ID', key: 'memberId' },
    { header: 'Direction', key: 'callDirection' },
    { header: 'Type', key: 'interactionType' },
    { header: 'Outcome', key: 'callOutcome', width: 18 },
    { header: 'Agent', key: 'agentName', width: 16 },
    { header: 'Started', key: 'startedAt', width: 22, format: 'datetime' },
    { header: 'Ended', key: 'endedAt', width: 22, format: 'datetime' },
    { header: 'Created', key: 'createdDateTime', width: 22, format: 'datetime' },
  ],
};

/**
 * The CRM's reports: failed first-call resolutions and their Excel export (supervisors: crm-my-queue admin), the
 * advanced search over cases, workflows, tasks and interactions with its export ('crm-advanced-search'), and the
 * dashboards' data ('crm-dashboards', counts only).
 */
export async function crmReportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;

  app.post(
    `${CRM_ODATA}/default.GetFailedFirstCallResolutions`,
    {
      config: access('crm-my-queue', 'admin', { memberData: 'Failed first-call resolutions report viewed.' }),
      schema: { body: failedFcrRequestSchema, response: { 200: failedFcrAnswerSchema } },
    },
    async (request) => reports.failedFirstCallResolutions(db, request.body),
  );

  app.post(
    `${CRM_ODATA}/default.ExcelExportFailedFirstCallResolutions`,
    {
      config: access('crm-my-queue', 'admin', { memberData: 'Failed first-call resolutions exported to Excel.' }),
      schema: { body: exportRequestSchema },
    },
    async (request, reply) => {
      const filter = exportFilters(request.body, failedFcrFilterSchema);
      return sendExport(reply, request.body, {
        fileName: datedFileName('FailedFirstCallResolutions'),
        sheetName: 'Failed FCR',
        banner: `Failed first-call resolutions ${filter.fromDate} to ${filter.toDate}`,
        columns: FCR_COLUMNS,
        source: reports.failedFcrExportSource(pool, filter),
      });
    },
  );

  app.post(
    `${CRM_API}/AdvancedSearch`,
    {
      config: access('crm-advanced-search', 'read', { memberData: 'CRM advanced search results viewed.' }),
      schema: { body: crmAdvancedSearchRequestSchema, response: { 200: crmAdvancedSearchAnswerSchema } },
    },
    async (request) => reports.advancedSearch(db, request.body),
  );

  app.post(
    `${CRM_API}/AdvancedSearchExcelExport`,
    {
      config: access('crm-advanced-search', 'export', { memberData: 'CRM advanced search results exported to Excel.' }),
      schema: { body: exportRequestSchema },
    },
    async (request, reply) => {
      const { entity, ...filters } = exportFilters(request.body, crmAdvancedSearchExportFilterSchema);
      return sendExport(reply, request.body, {
        fileName: datedFileName(`CrmAdvancedSearch_${entity}`),
        sheetName: entity,
        banner: `CRM advanced search: ${entity}`,
        columns: SEARCH_COLUMNS[entity],
        source: reports.advancedSearchExportSource(pool, entity, filters),
      });
    },
  );

  app.get(
    `${CRM_API}/Dashboards`,
    {
      config: access('crm-dashboards', 'read'),
      schema: { querystring: dashboardsQuerySchema, response: { 200: dashboardsSchema } },
    },
    async (request) => reports.dashboards(db, request.query.from, request.query.to),
  );
}
