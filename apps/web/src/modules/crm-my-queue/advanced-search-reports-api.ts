import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CrmAdvancedSearchAnswer,
  CrmAdvancedSearchEntity,
  CrmAdvancedSearchFilters,
} from '@portal/contracts/crm-my-queue/reports';
import { api } from '../../lib/api.ts';
import { CRM_KEY, crmApi } from './api/crm-client.ts';

/** The advanced search's Excel export (POST, the platform's export request with `entity` and the filters). */
export const CRM_ADVANCED_SEARCH_EXPORT_URL = crmApi('AdvancedSearchExcelExport');

export interface CrmAdvancedSearchParams {
  entity: CrmAdvancedSearchEntity;
  filters: CrmAdvancedSearchFilters;
  skip: number;
  take: number;
}

/** POST `${CRM_API}/AdvancedSearch`: one page of cases, workflows, tasks or interactions matching the filters. */
export const useCrmAdvancedSearch = (params: CrmAdvancedSearchParams | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'advanced-search', params],
    queryFn: ({ signal }) => api.post<CrmAdvancedSearchAnswer>(crmApi('AdvancedSearch'), params, { signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
