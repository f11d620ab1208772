import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IpaSearchInput, ipaSearchResultSchema } from '@portal/contracts/ipa-admin/ipa';
import type { z } from 'zod';
import { api, type Query } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

export type IpaSearchResult = z.infer<typeof ipaSearchResultSchema>;

/**
 * GET /api/MedicalGroup/SearchForIpa: one page of IPAs (25 rows, spec §2.1). A new page or sort keeps the rows shown
 * until it arrives; no search (Clear) shows none, not the last search's rows.
 */
export function useSearchIpas(query: IpaSearchInput | null) {
  return useQuery({
    queryKey: ipaKeys.search(query),
    queryFn: ({ signal }) =>
      api.get<IpaSearchResult>('/api/MedicalGroup/SearchForIpa', { query: query as Query, signal }),
    enabled: query !== null,
    placeholderData: query === null ? undefined : keepPreviousData,
  });
}
