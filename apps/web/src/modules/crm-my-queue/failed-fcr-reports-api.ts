import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FailedFcrAnswer, FailedFcrFilter } from '@portal/contracts/crm-my-queue/reports';
import { api } from '../../lib/api.ts';
import { CRM_KEY, crmFunction } from './api/crm-client.ts';

/** ExcelExportFailedFirstCallResolutions (POST, the platform's export request; xlsx). */
export const FAILED_FCR_EXPORT_URL = crmFunction('ExcelExportFailedFirstCallResolutions');

/** POST default.GetFailedFirstCallResolutions: one page of the failed cases of a date range and their number. */
export const useFailedFcr = (filter: FailedFcrFilter | null, page: { skip: number; top: number }) =>
  useQuery({
    queryKey: [CRM_KEY, 'failed-fcr', filter?.fromDate, filter?.toDate, page.skip, page.top],
    queryFn: ({ signal }) =>
      api.post<FailedFcrAnswer>(crmFunction('GetFailedFirstCallResolutions'), { ...filter, ...page }, { signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
