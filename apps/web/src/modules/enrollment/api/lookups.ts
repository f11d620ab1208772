import { useQuery } from '@tanstack/react-query';
import type { AddressCheckQuery, AddressCheckResult } from '@portal/contracts/enrollment/enrollment-lookups';
import type { PcpRow } from '@portal/contracts/enrollment/pcp';
import { api } from '../../../lib/api.ts';

export interface PlanOption {
  planYear: number;
  contractCode: string;
  pbpCode: string;
  planName: string;
  planType: string;
  isDsnp: boolean;
}
export interface ZipAnswer {
  zipCode: string;
  city: string;
  state: string;
  county: string | null;
}
export interface CodeDescription {
  code: string;
  description: string;
  active?: boolean;
}

/** GET /api/MemberEnrollmentLookup/GetAllPlansByYear */
export function usePlansByYear(year: number) {
  return useQuery({
    queryKey: ['enrollment', 'plans', year],
    queryFn: () =>
      api.get<{ items: PlanOption[] }>('/api/MemberEnrollmentLookup/GetAllPlansByYear', { query: { year } }),
    staleTime: 600_000,
  });
}

/** GET /api/MemberEnrollmentLookup/GetAllBuyUpByPlans */
export function useBuyUps(year: number, contractCode: string, pbpCode: string) {
  return useQuery({
    queryKey: ['enrollment', 'buyups', year, contractCode, pbpCode],
    queryFn: () =>
      api.get<{ items: CodeDescription[] }>('/api/MemberEnrollmentLookup/GetAllBuyUpByPlans', {
        query: { year, contractCode, pbpCode },
      }),
    enabled: contractCode !== '' && pbpCode !== '',
    staleTime: 600_000,
  });
}

/** GET /api/MemberEnrollmentLookup/GetState */
export function useStates() {
  return useQuery({
    queryKey: ['enrollment', 'states'],
    queryFn: () => api.get<{ items: { code: string; name: string }[] }>('/api/MemberEnrollmentLookup/GetState'),
    staleTime: 3_600_000,
  });
}

/** A lookup list of the enrollment-admin module (descriptions by partition, sales types, genders, sales reps, brokers). */
export function useLookupList(path: string, query?: Record<string, string>) {
  return useQuery({
    queryKey: ['enrollment', 'lookup', path, query],
    queryFn: async () => {
      const answer = await api.get<{
        items: { code: string; description?: string; name?: string; active?: boolean }[];
      }>(path, query ? { query } : undefined);
      return answer.items.map((item) => ({ value: item.code, label: item.description ?? item.name ?? item.code }));
    },
    staleTime: 600_000,
    retry: false,
  });
}

/** GET /api/MemberEnrollmentLookup/GetZipCodeCity */
export const lookupZipCode = (zipCode: string) =>
  api.get<ZipAnswer>('/api/MemberEnrollmentLookup/GetZipCodeCity', { query: { zipCode } });

/** GET /api/MemberEnrollmentValidation/ValidateAddress: checked against the ZIP data and recorded in the item's history. */
export const checkAddress = (query: AddressCheckQuery & { id: number }) =>
  api.get<AddressCheckResult>('/api/MemberEnrollmentValidation/ValidateAddress', { query: { ...query } });

/** GET /api/MemberEnrollmentLookup/SearchProviders */
export function usePcpSearch(searchTerm: string, zip: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['enrollment', 'pcps', searchTerm, zip],
    queryFn: () =>
      api.get<{ items: PcpRow[]; total: number }>('/api/MemberEnrollmentLookup/SearchProviders', {
        query: { searchTerm, zip, pageSize: 25 },
      }),
    enabled,
  });
}
