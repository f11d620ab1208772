import { useQuery } from '@tanstack/react-query';
import type { DofrTemplateDto } from '@portal/contracts/ipa-admin/dofr';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/DOFRContractTemplate/SearchTemplates */
export function useDofrTemplates() {
  return useQuery({
    queryKey: ipaKeys.lookup('dofr-templates'),
    queryFn: ({ signal }) => api.get<DofrTemplateDto[]>('/api/DOFRContractTemplate/SearchTemplates', { signal }),
    staleTime: 300_000,
  });
}
