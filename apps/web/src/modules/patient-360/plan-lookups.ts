import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@portal/contracts/platform/reference';
import { api } from '../../lib/api.ts';

const HOUR = 60 * 60 * 1000;

/** The health plans (companies) of the reference data, for health plan filters. */
export const useCompanies = () =>
  useQuery({
    queryKey: ['reference', 'companies'],
    queryFn: ({ signal }) =>
      api.get<{ items: { companyCode: string; name: string }[] }>('/api/reference/companies', { signal }),
    staleTime: HOUR,
  });

/** The plans (contract and PBP) offered in a plan year, for PBP filters. */
export const usePlans = (year: number) =>
  useQuery({
    queryKey: ['reference', 'plans', year],
    queryFn: ({ signal }) => api.get<{ items: Plan[] }>(`/api/reference/plans?year=${year}`, { signal }),
    staleTime: HOUR,
  });
