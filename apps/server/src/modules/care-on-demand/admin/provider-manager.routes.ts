import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROVIDER_MANAGER_API as API,
  providerFilterSchema,
  providerParamsSchema,
  providerProfileSchema,
  providerProfilesQuerySchema,
  providerProfilesSchema,
  updateAvailabilitySchema,
  updateProviderProfileSchema,
} from '@portal/contracts/care-on-demand/provider-manager';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { access } from '../../../platform/access/route-access.ts';
import { actorOf } from '../../../platform/audit/audit.ts';
import type { ExportColumn } from '../../../platform/exports/excel-export.ts';
import { exportFilters, memoryExportSource, sendExport } from '../../../platform/exports/send-export.ts';
import * as providers from './provider-manager.service.ts';
import { datedFileName } from '../../../platform/exports/export-file-name.ts';

const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Provider', key: 'name', width: 28 },
  { header: 'Username', key: 'username', width: 20 },
  { header: 'Available Now', key: 'availableNow', format: 'boolean' },
  { header: 'Licensed States', key: 'states', width: 30 },
  { header: 'Languages', key: 'languageList', width: 30 },
  { header: 'Max Concurrent Visits', key: 'maxConcurrentVisits', format: 'integer' },
  { header: 'Weekly Hours', key: 'weeklyHours', format: 'number' },
  { header: 'Active', key: 'isActive', format: 'boolean' },
  { header: 'Last Changed By', key: 'updatedBy', width: 18 },
  { header: 'Last Changed', key: 'updatedAt', format: 'datetime' },
];

/**
 * Care on Demand Provider Manager (module 162): the telehealth providers with their profiles and availability, the
 * profile's change (admin on the module), availability (write: a provider their own, the admin anyone's) and the Excel
 * export. Providers are staff: no member data here.
 */
export async function providerManagerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    API,
    {
      config: access('care-on-demand-providers', 'read'),
      schema: { querystring: providerProfilesQuerySchema, response: { 200: providerProfilesSchema } },
    },
    async (request) => providers.listProviderProfiles(db, request.query),
  );
  app.put(
    `${API}/:userId`,
    {
      config: access('care-on-demand-providers', 'admin'),
      schema: {
        params: providerParamsSchema,
        body: updateProviderProfileSchema,
        response: { 200: providerProfileSchema },
      },
    },
    async (request) => providers.updateProviderProfile(db, actorOf(request), request.params.userId, request.body),
  );
  app.put(
    `${API}/:userId/availability`,
    {
      config: access('care-on-demand-providers', 'write'),
      schema: {
        params: providerParamsSchema,
        body: updateAvailabilitySchema,
        response: { 200: providerProfileSchema },
      },
    },
    async (request) => providers.updateAvailability(db, actorOf(request), request.params.userId, request.body),
  );
  app.post(
    `${API}/export`,
    { config: access('care-on-demand-providers', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const filter = exportFilters(request.body, providerFilterSchema);
      const rows = await providers.providerProfilesForExport(db, filter);
      return sendExport(reply, request.body, {
        fileName: datedFileName('TelehealthProviders'),
        sheetName: 'Providers',
        banner: 'Care on Demand telehealth providers',
        columns: EXPORT_COLUMNS,
        source: memoryExportSource(
          rows.map((row) => ({
            ...row,
            states: row.statesLicensed.join(', '),
            languageList: row.languages.join(', '),
          })),
        ),
      });
    },
  );
}
