import type { InjectOptions } from 'fastify';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { exportBody } from '../../test/export-request.ts';

/**
 * The read-audit walk's calls of the CRM queue and reports (issue 12): an agent's worklist stats, the nine lists, open
 * items and the queue's Excel export; the record lists at `/odata/crm/myqueue/<set>`; a supervisor's failed
 * first-call resolutions and the advanced search with their exports. None needs a record id.
 */
export function crmQueueSamples(): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const CRM = '/odata/crm/myqueue';
  const API = '/api/crm/myqueue';
  const user = 'crm.agent';
  const email = encodeURIComponent('crm.agent@portal.example');
  const get = (url: string) => async (): Promise<InjectOptions> => ({ url });
  const post = (url: string, payload: object) => async (): Promise<InjectOptions> => ({
    method: 'POST',
    url,
    payload,
  });
  const today = todayInLosAngeles();
  const range = { fromDate: addDays(today, -30), toDate: today };
  const worklist = [
    'GetWorklistStats',
    'GetOpenCaseItemsForUser',
    'GetUrgentCases',
    'GetRecentlyClosedTasks',
    'GetRecentlyClosedRejectedTasks',
    'GetCasesCandidatesToClose',
    'GetWorkflowsExceedingSla',
    'GetWorkflowsWithinSla',
    'GetCasesLastUpdatedByDifferentUser',
    'GetOpenTasksExceedingSla',
    'GetCasesWithinSla',
  ];
  const records = ['cases', 'interactions', 'workflows', 'workflowtasks', 'outboundsurveys'];
  return {
    ...Object.fromEntries(
      worklist.map((name) => [`GET ${API}/${name}`, { user, request: get(`${API}/${name}?userEmail=${email}`) }]),
    ),
    ...Object.fromEntries(records.map((set) => [`GET ${CRM}/${set}`, { user, request: get(`${CRM}/${set}?$top=5`) }])),
    'GET /api/Queues/ExcelExportMyQueueSearch': {
      user,
      request: get(`/api/Queues/ExcelExportMyQueueSearch?list=GetCasesWithinSla&userEmail=${email}`),
    },
    [`POST ${CRM}/default.GetFailedFirstCallResolutions`]: {
      user: 'crm.admin',
      request: post(`${CRM}/default.GetFailedFirstCallResolutions`, range),
    },
    [`POST ${CRM}/default.ExcelExportFailedFirstCallResolutions`]: {
      user: 'crm.admin',
      request: post(`${CRM}/default.ExcelExportFailedFirstCallResolutions`, exportBody(range)),
    },
    [`POST ${API}/AdvancedSearch`]: { user, request: post(`${API}/AdvancedSearch`, { entity: 'cases' }) },
    [`POST ${API}/AdvancedSearchExcelExport`]: {
      user,
      request: post(`${API}/AdvancedSearchExcelExport`, exportBody({ entity: 'cases' })),
    },
  };
}
