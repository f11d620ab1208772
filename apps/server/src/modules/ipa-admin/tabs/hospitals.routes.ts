import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IPA_HOSPITAL_EXPORT_FILE,
  ipaHospitalListSchema,
  ipaHospitalQuerySchema,
} from '@portal/contracts/ipa-admin/hospitals';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { requireFlag } from '../../../platform/flags/flags.ts';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { exportFilters, sendExport } from '../../../platform/exports/send-export.ts';
import { access } from '../../../platform/access/route-access.ts';
import { ipaHospitalExportSource, listIpaHospitals } from './hospitals.repository.ts';

/** Hospital tab, read-only (spec §2.11, §7 "Hospitals"); refused while the hospital flag is off. */
export async function hospitalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  app.addHook('preHandler', async () => requireFlag(database.db, FEATURE_FLAGS.hospitalTab));

  app.get(
    '/api/IpaHospital/GetIpaHospitals',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: ipaHospitalQuerySchema, response: { 200: ipaHospitalListSchema } },
    },
    async (request) => listIpaHospitals(database, request.query),
  );
  app.post(
    '/api/IpaHospital/ExportIpaHospitals',
    { config: access('ipa-admin', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const filter = exportFilters(request.body, ipaHospitalQuerySchema);
      return sendExport(reply, request.body, {
        fileName: IPA_HOSPITAL_EXPORT_FILE,
        sheetName: 'IpaHospital',
        columns: [
          { header: 'Hospital Id', key: 'hospitalId', format: 'integer' },
          { header: 'Organization Name', key: 'organizationName', width: 36 },
          { header: 'Effective Date', key: 'effDate', format: 'date' },
          { header: 'Term Date', key: 'termDate', format: 'date' },
          { header: 'Tax ID', key: 'taxId' },
          { header: 'NPI', key: 'npi' },
          { header: 'Address 1', key: 'address1', width: 30 },
          { header: 'Address 2', key: 'address2' },
          { header: 'City', key: 'city' },
          { header: 'State', key: 'state' },
          { header: 'Zip', key: 'zip' },
          { header: 'Phone', key: 'phone' },
          { header: 'Hospital Services', key: 'services', width: 50 },
        ],
        source: ipaHospitalExportSource(database, filter),
      });
    },
  );
}
