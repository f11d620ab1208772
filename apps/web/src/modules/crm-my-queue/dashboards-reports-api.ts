import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dashboards } from '@portal/contracts/crm-my-queue/reports';
import { api } from '../../lib/api.ts';
import { CRM_KEY, crmApi } from './api/crm-client.ts';

/** GET `${CRM_API}/Dashboards?from=&to=`: volumes per day, SLA compliance and first-call resolution of a range. */
export const useCrmDashboards = (range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'dashboards', range?.from, range?.to],
    queryFn: ({ signal }) => api.get<Dashboards>(crmApi('Dashboards'), { query: range ?? {}, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
