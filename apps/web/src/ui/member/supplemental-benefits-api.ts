import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  BENEFITS_LIST_ERROR_CODE,
  type Allocation,
  type BenefitConfig,
  type BenefitsByEligibility,
  type BenefitsMaster,
  type BenefitType,
  type MasterSortField,
  type UpsertBenefitConfig,
  type Wallet,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { api } from '../../lib/api.ts';
import { notifyError } from '../notify.ts';
import { refreshAfterWrite } from '../../lib/refresh-after-write.ts';

/** The supplemental benefits' calls (the CRM data layer's paths, enrollment-crm-virtual-care spec §7). */
const CRM = '/odata/crm/myqueue/default';
const KEY = 'supplemental-benefits';

type List<T> = { items: T[]; total: number };

/**
 * A member's benefits by eligibility on a date (today when left out). A failure is the spec's toast titled 'Error'
 * with the message, reported under AVA-UI-MEMBER-GET-BENEFITS-LIST-ERROR (spec §8) on the browser's console, the only
 * place the web reports client errors today (no collector of client errors is built yet).
 */
export function useBenefitsByEligibility(memberId: string, date?: string) {
  const query = useQuery({
    queryKey: [KEY, 'by-eligibility', memberId, date ?? null],
    queryFn: ({ signal }) =>
      api.get<BenefitsByEligibility>(`${CRM}.GetSupplementalBenefitsListByEligibility`, {
        query: { memberId, date },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    console.error(BENEFITS_LIST_ERROR_CODE, error.message);
    notifyError(error, 'Error');
  }, [error]);
  return query;
}

export const useMemberWallets = (memberId: string) =>
  useQuery({
    queryKey: [KEY, 'wallets', memberId],
    queryFn: ({ signal }) => api.get<List<Wallet>>(`${CRM}.GetMemberWallets`, { query: { memberId }, signal }),
  });

export const useAllocationHistory = (memberId: string, page: { type: BenefitType; skip: number; take: number }) =>
  useQuery({
    queryKey: [KEY, 'history', memberId, page],
    queryFn: ({ signal }) =>
      api.get<List<Allocation>>(`${CRM}.GetSupplementalBenefitsAllocationHistoryByType`, {
        query: { memberId, type: page.type, $skip: page.skip, $top: page.take },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export interface MasterFilter {
  code: string[];
  name: string[];
  type: string[];
  search: string;
  sortBy: MasterSortField;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The Supplemental Benefits editor's grid: GetSupplementalBenefitsMaster. */
export const useBenefitsMaster = (filter: MasterFilter) =>
  useQuery({
    queryKey: [KEY, 'master', filter],
    queryFn: ({ signal }) =>
      api.get<BenefitsMaster>('/api/crm/myqueue/GetSupplementalBenefitsMaster', {
        query: { ...filter, search: filter.search.trim() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One benefit's display text and version, read fresh when the editor opens it. */
export const useBenefitConfig = (key: { code: string; year: number; type: BenefitType } | null) =>
  useQuery({
    queryKey: [KEY, 'config', key],
    queryFn: ({ signal }) =>
      api.get<BenefitConfig>(`${CRM}.GetSupplementalBenefitConfig`, {
        query: key ? { code: key.code, year: key.year, type: key.type } : {},
        signal,
      }),
    enabled: key !== null,
    staleTime: 0,
  });

/** Saves a display text at the version it was read at (409 when someone saved it meanwhile). */
export function useSaveBenefitConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpsertBenefitConfig) =>
      api.post<BenefitConfig>(`${CRM}.UpsertSupplementalBenefitConfig`, change),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [KEY] }),
  });
}
