import type { InjectOptions } from 'fastify';
import {
  BULK_PDF_DIRECT_MAX,
  bulkPdfDownloadPath,
  type BulkPdfJob,
} from '@portal/contracts/patient-360/advanced-search';
import type { TestApp } from '../../test/test-app.ts';
import { exportBody } from '../../test/export-request.ts';
import { renderMemberPdf } from '../../modules/patient-360/advanced-search.service.ts';
import { storeFile } from '../../modules/patient-360/advanced-search.repository.ts';

const USER = 'member.services';

async function firstMemberIds(t: TestApp, count: number): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ member_id: string }>(
    'select member_id from members order by member_id limit $1',
    [count],
  );
  return rows.map((row) => row.member_id);
}

/**
 * A finished bulk PDF job of the sample user: queued through the API, its file stored and the job marked completed as
 * the worker would (the walk's app runs no job workers).
 */
async function finishedBulkPdfJob(t: TestApp): Promise<string> {
  const memberIds = await firstMemberIds(t, BULK_PDF_DIRECT_MAX + 1);
  const queued = await t.as(USER, {
    method: 'POST',
    url: '/api/PatientViewer/AdvancedMemberBulkPdf',
    payload: { MemberIds: memberIds },
  });
  const { jobId } = queued.json<BulkPdfJob>();
  const fileId = await storeFile(t.database.db, await renderMemberPdf(t.database, memberIds, []));
  await t.database.pool.query(
    `update pgboss.job set state = 'completed', completed_on = now(), output = $2 where id = $1`,
    [jobId, JSON.stringify({ fileId, memberIds })],
  );
  return jobId;
}

/**
 * The read-audit walk's calls of Patient 360's advanced search (issue 11): the search, its export, the bulk member PDF
 * with its availability check and its job's file, and a member's audit history.
 */
export function advancedSearchSamples(
  app: () => TestApp,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const post = (url: string, payload: object) => async (): Promise<InjectOptions> => ({
    method: 'POST',
    url,
    payload,
  });
  const selection = async () => ({ MemberIds: await firstMemberIds(app(), 2) });
  return {
    'POST /api/PatientViewer/AdvancedSearch': {
      user: USER,
      request: post('/api/PatientViewer/AdvancedSearch', { gaps: ['hasStarGaps'], take: 25 }),
    },
    'POST /api/PatientViewer/AdvancedSearchExcelExport': {
      user: USER,
      request: post('/api/PatientViewer/AdvancedSearchExcelExport', exportBody({ companyIds: ['AHP'] })),
    },
    'POST /api/PatientViewer/AdvancedMemberBulkPdfAvailability': {
      user: USER,
      request: async () => post('/api/PatientViewer/AdvancedMemberBulkPdfAvailability', await selection())(),
    },
    'POST /api/PatientViewer/AdvancedMemberBulkPdf': {
      user: USER,
      request: async () => post('/api/PatientViewer/AdvancedMemberBulkPdf', await selection())(),
    },
    'GET /api/PatientViewer/AdvancedMemberBulkPdf/:jobId': {
      user: USER,
      request: async () => ({ url: bulkPdfDownloadPath(await finishedBulkPdfJob(app())) }),
    },
    'GET /api/memberaudithistory': {
      user: USER,
      request: async () => ({ url: `/api/memberaudithistory?memberId=${(await firstMemberIds(app(), 1))[0]}` }),
    },
  };
}
