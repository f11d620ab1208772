import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ipaSearchQuerySchema } from '@portal/contracts/ipa-admin/ipa';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import type { ExportColumn } from '../../../platform/exports/excel-export.ts';
import { exportFilters, sendExport, sqlExportSource } from '../../../platform/exports/send-export.ts';
import { access } from '../../../platform/access/route-access.ts';
import { IPA_FROM, IPA_SELECT } from '../ipa.repository.ts';
import { searchWhere } from './ipa-search.repository.ts';

/** The search grid's columns, visible first, then the hidden ones (spec §2.1). */
export const SEARCH_EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'IPA Code', key: 'ipaCode' },
  { header: 'IPA Name', key: 'ipaDesc', width: 36 },
  { header: 'Contract Name', key: 'contractName', width: 40 },
  { header: 'NPI', key: 'npi' },
  { header: 'Tax ID', key: 'taxId' },
  { header: 'MSO Name', key: 'msoName', width: 36 },
  { header: 'Effective Date', key: 'effDate', format: 'date' },
  { header: 'End Date', key: 'endDate', format: 'date' },
  { header: 'Contract Type', key: 'risk' },
  { header: 'State', key: 'state' },
  { header: 'City', key: 'city' },
  { header: 'Zip', key: 'zip' },
  { header: 'Street', key: 'addr' },
  { header: 'Street 2', key: 'addr2' },
  { header: 'Email', key: 'emailAddress' },
  { header: 'Fax', key: 'vendorFaxNumber' },
  { header: 'Intl Zip', key: 'intlZip' },
  { header: 'IPA Phone', key: 'ipaPhone' },
  { header: 'IPA Phone 2', key: 'ipaPhone2' },
  { header: 'MSO Address 1', key: 'msoAddress1' },
  { header: 'MSO Address 2', key: 'msoAddress2' },
  { header: 'MSO City', key: 'msoCity' },
  { header: 'MSO State', key: 'msoState' },
  { header: 'MSO Zip', key: 'msoZipCode' },
  { header: 'Notes', key: 'notes' },
  { header: 'Created By', key: 'createdByName' },
  { header: 'Created By (Username)', key: 'createdBy' },
  { header: 'Created Date', key: 'createdDt', format: 'datetime' },
  { header: 'Updated By', key: 'updatedByName' },
  { header: 'Updated By (Username)', key: 'updatedBy' },
  { header: 'Updated Date', key: 'updatedDt', format: 'datetime' },
];

/** Who created and updated an IPA, by name as the grid names them (the username where no user has it). */
const byName = (row: Record<string, unknown>) => ({
  ...row,
  createdByName: row.createdByName ?? row.createdBy,
  updatedByName: row.updatedByName ?? row.updatedBy,
});

export async function ipaExportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;

  // Export of the current results to SearchResults.xlsx (spec §2.1), streamed through a cursor.
  app.post(
    '/api/MedicalGroup/ExportSearchResults',
    { config: access('ipa-admin', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const { where, params } = searchWhere(exportFilters(request.body, ipaSearchQuerySchema));
      const source = sqlExportSource(
        database.pool,
        `select ${IPA_SELECT} ${IPA_FROM} ${where} order by upper(i.ipa_code), i.id`,
        params,
        { fromAndWhere: `${IPA_FROM} ${where}`, map: byName },
      );
      return sendExport(reply, request.body, {
        fileName: 'SearchResults.xlsx',
        sheetName: 'SearchResults',
        columns: SEARCH_EXPORT_COLUMNS,
        source,
      });
    },
  );
}
