import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IpaSearchQuery } from '@portal/contracts/ipa-admin/ipa';
import { IPA_TRANSFER_BASE, ipaTransferExportQuerySchema } from '@portal/contracts/ipa-admin/ipa-transfer';
import {
  configImportReportSchema,
  configImportRequestSchema,
  type ConfigFile,
} from '@portal/contracts/platform/config-transfer';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access } from '../../../platform/access/route-access.ts';
import { actorOf } from '../../../platform/audit/audit.ts';
import { exportConfiguration, importConfiguration } from '../../../platform/config-transfer/config-transfer.ts';
import { requireFlag } from '../../../platform/flags/flags.ts';
import { searchWhere } from '../search/ipa-search.repository.ts';
import { ipaTransferLookups, ipaTransferSection, type IpaSelection } from './ipa-transfer.section.ts';

/** The IPA codes a file names: the import compares those IPAs of this system with the file's rows. */
function selectionOfFile(file: ConfigFile): IpaSelection {
  const codes = file.items
    .map((raw) => (raw && typeof raw === 'object' ? (raw as Record<string, unknown>).ipaCode : undefined))
    .filter((code): code is string => typeof code === 'string')
    .map((code) => code.trim().toUpperCase());
  return { where: 'where upper(i.ipa_code) = any($1::text[])', params: [codes] };
}

/**
 * The Export/Import Utility (module 198, spec §2.1 "Export/import utility options", route
 * /ezm/network/data-import-utility): IPA set-ups as a configuration file. Refused while enable-export-import-utility is
 * off. Exporting needs the module's export action (viewers too); importing its write action (network managers).
 */
export async function ipaTransferRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  app.addHook('preHandler', async () => requireFlag(database.db, FEATURE_FLAGS.exportImportUtility));

  app.get(
    `${IPA_TRANSFER_BASE}/ExportConfiguration`,
    { config: access('data-import-utility', 'export'), schema: { querystring: ipaTransferExportQuerySchema } },
    async (request, reply) => {
      const { scope, ...criteria } = request.query;
      // The IPA search's own criteria ('Show Active Only' for every IPA in force today).
      const search = scope === 'active' ? { ipaStatus: '0' as const } : criteria;
      const selection = searchWhere(search as IpaSearchQuery);
      const section = ipaTransferSection(database, selection, await ipaTransferLookups(database));
      const file = await exportConfiguration(database.db, actorOf(request), section);
      const day = file.exportedAt.slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="${file.section}-${day}.json"`);
      return file;
    },
  );

  app.post(
    `${IPA_TRANSFER_BASE}/ImportConfiguration`,
    {
      config: access('data-import-utility', 'write'),
      schema: { body: configImportRequestSchema, response: { 200: configImportReportSchema } },
    },
    async (request) => {
      const section = ipaTransferSection(
        database,
        selectionOfFile(request.body.file),
        await ipaTransferLookups(database),
      );
      return importConfiguration(database.db, actorOf(request), section, request.body, MODULE_IDS.dataImportUtility);
    },
  );
}
