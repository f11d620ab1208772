import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PANEL_API,
  assignToProviderResultSchema,
  assignToProviderSchema,
  ipaOptionsResultSchema,
  myPanelFilterSchema,
  myPanelRequestSchema,
  myPanelResultSchema,
  panelUserFlagsSchema,
  providerQueryResultSchema,
  providerQuerySchema,
} from '@portal/contracts/panel-my-panel/my-panel';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { searchQuerySchema } from '@portal/contracts/platform/paging';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access, requireUser } from '../../platform/access/route-access.ts';
import { actorOf, recordAuditMany, recordMemberSearchRead } from '../../platform/audit/audit.ts';
import type { ExportColumn } from '../../platform/exports/excel-export.ts';
import { exportFilters, sendExport } from '../../platform/exports/send-export.ts';
import { providerOptions } from '../panel-admin/panel-admin.service.ts';
import { ipaOptions } from '../ipa-admin/ipa.service.ts';
import * as panel from './my-panel.service.ts';
import { datedFileName } from '../../platform/exports/export-file-name.ts';

const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Member ID', key: 'memberId', width: 14 },
  { header: 'Name', key: 'fullName', width: 26 },
  { header: 'Date of Birth', key: 'dateOfBirth', width: 13, format: 'date' },
  { header: 'Gender', key: 'gender', width: 8 },
  { header: 'Phone', key: 'phone', width: 14 },
  { header: 'Home Address', key: 'homeAddress', width: 40 },
  { header: 'Health Plan', key: 'companyId', width: 11 },
  { header: 'Contract-PBP', key: 'contractPbp', width: 13 },
  { header: 'APC', key: 'pcpName', width: 26 },
  { header: 'APC NPI', key: 'pcpNpi', width: 12 },
  { header: 'Status', key: 'status', width: 15 },
  { header: 'Last Visit', key: 'lastVisitDate', width: 12, format: 'date' },
  { header: 'Gaps', key: 'gaps', width: 30 },
  { header: 'Clinical Programs', key: 'clinicalPrograms', width: 18 },
  { header: 'At-Risk Category', key: 'atRiskCategory', width: 16 },
  { header: 'Admission Risk', key: 'admissionRisk', width: 13 },
];

/**
 * Panel Management's My Panel (module 155): the panel page and its Excel export (member data, audited), Change APC
 * (`POST api/panelManagement/assignToProvider`, Panel Management write, behind its feature flag), the provider query
 * of the Change APC dropdown (`POST api/graph`), a panel manager's IPA picker (`GET api/panelManagement/IpaOptions`) and
 * the user's flags (`GET api/panelmanagement/GetUserFlags`).
 */
export async function myPanelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;

  app.post(
    `${PANEL_API}/MyPanel`,
    {
      config: access('panel-my-panel', 'read', { memberData: 'Panel members viewed.' }),
      schema: { body: myPanelRequestSchema, response: { 200: myPanelResultSchema } },
    },
    async (request) => {
      const result = await panel.myPanel(db, pool, requireUser(request), request.body);
      await recordMemberSearchRead(db, actorOf(request), {
        moduleId: MODULE_IDS.panelMyPanel,
        request: request.body,
        result,
        narrowedBy: { scope: result.scope },
      });
      return result;
    },
  );

  app.post(
    `${PANEL_API}/MyPanelExcelExport`,
    {
      config: access('panel-my-panel', 'export', { memberData: 'Panel members exported to Excel.' }),
      schema: { body: exportRequestSchema },
    },
    async (request, reply) => {
      const filter = exportFilters(request.body, myPanelFilterSchema);
      const { source, scope } = await panel.myPanelExportSource(db, pool, requireUser(request), filter);
      await recordAuditMany(db, actorOf(request), [
        { eventType: 'MemberSearchExported', moduleId: MODULE_IDS.panelMyPanel, details: { filter, scope } },
      ]);
      return sendExport(reply, request.body, {
        fileName: datedFileName('MyPanel'),
        sheetName: 'Panel',
        banner: `Panel of ${scope.name}`,
        columns: EXPORT_COLUMNS,
        source,
      });
    },
  );

  app.post(
    `${PANEL_API}/assignToProvider`,
    {
      config: access('panel-my-panel', 'write'),
      schema: { body: assignToProviderSchema, response: { 200: assignToProviderResultSchema } },
    },
    async (request) => ({ items: await panel.assignToProvider(db, actorOf(request), request.body) }),
  );

  // The spec's provider query (POST api/graph, a Query for providers answering id and name): the one query served.
  app.post(
    '/api/graph',
    {
      config: access(['panel-my-panel', 'panel-admin'], 'read'),
      schema: { body: providerQuerySchema, response: { 200: providerQueryResultSchema } },
    },
    async (request) => ({ data: { providers: await providerOptions(db, request.body.variables) } }),
  );

  // Only a panel manager chooses an IPA's panel, so only they are offered IPAs.
  app.get(
    `${PANEL_API}/IpaOptions`,
    {
      config: access('panel-admin', 'read'),
      schema: { querystring: searchQuerySchema, response: { 200: ipaOptionsResultSchema } },
    },
    async (request) => ({ items: await ipaOptions(app.ctx.database, request.query.search ?? '') }),
  );

  app.get(
    `${PANEL_API}/GetUserFlags`,
    { config: access(['panel-my-panel', 'panel-admin'], 'read'), schema: { response: { 200: panelUserFlagsSchema } } },
    async (request) => panel.userFlags(db, requireUser(request)),
  );
}
