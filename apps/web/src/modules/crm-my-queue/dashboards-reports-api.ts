import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dashboards } from '@portal/contracts/crm-my-queue/reports';
import { api } from '../../lib/api.ts';

/** Report numbers change slowly: switching tabs does not read them again within this time. */
const REPORT_STALE_MS = 30_000;
import { CRM_KEY, crmApi } from './api/crm-client.ts';

/** GET `${CRM_API}/Dashboards?from=&to=`: volumes per day, SLA compliance and first-call resolution of a range. */
export const useCrmDashboards = (range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'dashboards', range?.from, range?.to],
    staleTime: REPORT_STALE_MS,
    queryFn: ({ signal }) => api.get<Dashboards>(crmApi('Dashboards'), { query: range ?? {}, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
