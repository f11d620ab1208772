import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IPA_HOSPITAL_EXPORT_FILE, ipaHospitalListSchema, ipaHospitalQuerySchema, type IpaHospitalDto } from '@portal/contracts/ipa-admin/hospitals';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { requireFlag } from '../../platform/flags/flags.ts';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { exportFilters, sendExport, sqlExportSource } from '../../platform/exports/send-export.ts';
import { access } from '../../platform/access/route-access.ts';
import { plainRows } from './ipa-sql.ts';

const HOSPITAL_SELECT = `hospital_id as "hospitalId", organization_name as "organizationName", eff_date as "effDate", term_date as "termDate", tax_id as "taxId",
  npi, address1, address2, city, state, zip, phone, hospital_services as "hospitalServices"`;

function hospitalQuery(ipa: string, companyId: number | undefined): { text: string; values: unknown[] } {
  const values: unknown[] = [ipa];
  let filter = '';
  if (companyId !== undefined) {
    values.push(companyId);
    filter = ' and company_id = $2';
  }
  // Sorted by organization name ascending (spec §2.11).
  return { text: `select ${HOSPITAL_SELECT} from ipa_hospitals where upper(ipa_code) = upper($1)${filter} order by organization_name, hospital_id`, values };
}

/** Hospital tab, read-only (spec §2.11, §7 "Hospitals"); refused while the hospital flag is off. */
export async function hospitalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  app.addHook('preHandler', async () => requireFlag(database.db, FEATURE_FLAGS.hospitalTab));

  app.get('/api/IpaHospital/GetIpaHospitals', { config: access('ipa-admin', 'read'), schema: { querystring: ipaHospitalQuerySchema, response: { 200: ipaHospitalListSchema } } }, async (request) => {
    const { text, values } = hospitalQuery(request.query.ipa, request.query.companyId);
    return plainRows<IpaHospitalDto>((await database.pool.query(text, values)).rows);
  });
  app.post('/api/IpaHospital/ExportIpaHospitals', { config: access('ipa-admin', 'export'), schema: { body: exportRequestSchema } }, async (request, reply) => {
    const filter = exportFilters(request.body, ipaHospitalQuerySchema);
    const { text, values } = hospitalQuery(filter.ipa, filter.companyId);
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
      source: sqlExportSource<Record<string, unknown>>(database.pool, text, values, { map: (row) => ({ ...row, services: (row.hospitalServices as string[]).join(', ') }) }),
    });
  });
}
