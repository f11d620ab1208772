import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authByNoQuerySchema,
  authorizationDetailSchema,
  authorizationListSchema,
  authorizationSearchQuerySchema,
  claimByNoQuerySchema,
  claimDetailSchema,
  claimListSchema,
  claimSearchQuerySchema,
} from '@portal/contracts/patient-360/member-record';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { access } from '../../platform/access/route-access.ts';
import { actorOf, recordAudit } from '../../platform/audit/audit.ts';
import type { ExportColumn } from '../../platform/exports/excel-export.ts';
import { exportFilters, sendExport, type ExportSource } from '../../platform/exports/send-export.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ClaimFilter } from './claims.repository.ts';
import * as record from './member-record.service.ts';
import { datedFileName } from '../../platform/exports/export-file-name.ts';

const CLAIM_EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Claim #', key: 'claimNo', width: 16 },
  { header: 'Member ID', key: 'memberId', width: 14 },
  { header: 'Type', key: 'claimType', width: 14 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Service From', key: 'fromDate', width: 13, format: 'date' },
  { header: 'Service To', key: 'toDate', width: 13, format: 'date' },
  { header: 'Received', key: 'receivedDate', width: 13, format: 'date' },
  { header: 'Provider NPI', key: 'providerNpi', width: 13 },
  { header: 'Provider', key: 'providerName', width: 26 },
  { header: 'Diagnoses', key: 'diagnoses', width: 24 },
  { header: 'Billed', key: 'billed', width: 12, format: 'currency' },
  { header: 'Allowed', key: 'allowed', width: 12, format: 'currency' },
  { header: 'Paid', key: 'paid', width: 12, format: 'currency' },
];

/** The claims of a search as an export source: streamed in keyset batches, the cap checked by a capped count. */
function claimExportSource(db: DbOrTx, filter: ClaimFilter): ExportSource {
  return {
    rows: (limit) =>
      (async function* () {
        let sent = 0;
        for await (const batch of record.claimBatches(db, filter)) {
          for (const claim of batch) {
            if (sent++ >= limit) return;
            yield { ...claim, diagnoses: claim.diagnoses.join(', ') };
          }
        }
      })(),
    exceeds: async (count) => (await record.searchClaims(db, { ...filter, $skip: 0, $top: 1 })).total > count,
  };
}

/**
 * Claims Inquiry (module 29), the agents' claims worklist (105), Authorizations (30) and the agents' eligibility worklist
 * (104): searches over every member's claims and authorizations by member, number or provider, with the detail of one
 * and the Excel export of a claims search (25,000 rows at most, with the warning header). Each module declares its own
 * routes; all return member data and are audited.
 */
export async function inquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  for (const [base, moduleKey] of [
    ['/api/claims', 'claims'],
    ['/api/agents/claims', 'agent-claims'],
  ] as const) {
    app.get(
      `${base}/search`,
      {
        config: access(moduleKey, 'read', { memberData: 'Claims search results viewed.' }),
        schema: { querystring: claimSearchQuerySchema, response: { 200: claimListSchema } },
      },
      async (request) => record.searchClaims(db, request.query),
    );
    app.get(
      `${base}/detail`,
      {
        config: access(moduleKey, 'read', { memberData: 'Claim detail viewed.' }),
        schema: { querystring: claimByNoQuerySchema, response: { 200: claimDetailSchema } },
      },
      async (request) => record.claimByNo(db, request.query.claimNo),
    );
    app.post(
      `${base}/excelexport`,
      {
        config: access(moduleKey, 'export', { memberData: 'Claims search results exported to Excel.' }),
        schema: { body: exportRequestSchema },
      },
      async (request, reply) => {
        const filter = exportFilters(request.body, claimSearchQuerySchema);
        await recordAudit(db, actorOf(request), {
          eventType: 'ClaimsExported',
          itemId: filter.memberId ?? null,
          moduleId: MODULE_IDS.claims,
          details: { filter },
        });
        return sendExport(reply, request.body, {
          fileName: datedFileName('Claims'),
          sheetName: 'Claims',
          banner: 'Claims',
          columns: CLAIM_EXPORT_COLUMNS,
          source: claimExportSource(db, filter),
        });
      },
    );
  }

  for (const [base, moduleKey] of [
    ['/api/authorizations', 'authorizations'],
    ['/api/agents/eligibility', 'agent-eligibility'],
  ] as const) {
    app.get(
      `${base}/search`,
      {
        config: access(moduleKey, 'read', { memberData: 'Authorization search results viewed.' }),
        schema: { querystring: authorizationSearchQuerySchema, response: { 200: authorizationListSchema } },
      },
      async (request) => record.searchAuthorizations(db, request.query),
    );
    app.get(
      `${base}/detail`,
      {
        config: access(moduleKey, 'read', { memberData: 'Authorization detail viewed.' }),
        schema: { querystring: authByNoQuerySchema, response: { 200: authorizationDetailSchema } },
      },
      async (request) => record.authorizationDetail(db, request.query.authNo),
    );
  }
}
