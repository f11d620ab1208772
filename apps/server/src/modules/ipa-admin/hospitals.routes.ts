import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IPA_HOSPITAL_EXPORT_FILE, ipaHospitalListSchema, ipaHospitalQuerySchema } from '@portal/contracts/ipa-admin/hospitals';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { requireFlag } from '../../platform/flags/flags.ts';
import { streamExcel } from '../../platform/exports/excel-export.ts';
import { IPA_EXPORT, IPA_READ } from './ipa-access.ts';
import { ipaHospitalRows, listIpaHospitals } from './hospitals.repository.ts';

/** Hospital tab, read-only (spec §2.11, §7 "Hospitals"); refused while the hospital flag is off. */
export async function hospitalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  app.addHook('preHandler', async () => requireFlag(database.db, FEATURE_FLAGS.hospitalTab));

  app.get('/api/IpaHospital/GetIpaHospitals', { config: IPA_READ, schema: { querystring: ipaHospitalQuerySchema, response: { 200: ipaHospitalListSchema } } }, async (request) => {
    return listIpaHospitals(database, request.query.ipa, request.query.companyId);
  });
  app.get('/api/IpaHospital/ExportIpaHospitals', { config: IPA_EXPORT, schema: { querystring: ipaHospitalQuerySchema } }, async (request, reply) => {
    return streamExcel(reply, {
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
      rows: (async function* () {
        for await (const row of ipaHospitalRows(database, request.query.ipa, request.query.companyId)) yield { ...row, services: (row.hospitalServices as string[]).join(', ') };
      })(),
    });
  });
}
