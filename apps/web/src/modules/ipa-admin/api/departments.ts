import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/AdditionalContact/GetDepartments?status=A (the claim department excluded). */
export function useDepartments() {
  return useQuery({
    queryKey: ipaKeys.lookup('departments'),
    queryFn: ({ signal }) =>
      api.get<{ id: number; text: string; code: string }[]>('/api/AdditionalContact/GetDepartments', {
        query: { status: 'A' },
        signal,
      }),
    staleTime: 300_000,
  });
}
