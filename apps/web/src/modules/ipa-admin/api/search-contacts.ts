import { useQuery } from '@tanstack/react-query';
import type { ContactDto } from '@portal/contracts/ipa-admin/contacts';
import { CLAIM_DEPARTMENT_CODE } from '@portal/contracts/ipa-admin/contacts';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/**
 * GET /api/AdditionalContact/SearchAdditionalContacts: the Additional Contact tab excludes the claim department,
 * the Claim Info tab includes only it (spec §7).
 */
export function useContacts(ipaWebId: number, claims: boolean, enabled = true) {
  return useQuery({
    queryKey: [...ipaKeys.contacts(ipaWebId), claims],
    queryFn: ({ signal }) =>
      api.get<{ items: ContactDto[]; total: number }>('/api/AdditionalContact/SearchAdditionalContacts', {
        query: claims
          ? { ipaWebId, departmentCodeToInclude: CLAIM_DEPARTMENT_CODE }
          : { ipaWebId, departmentCodeToExclude: CLAIM_DEPARTMENT_CODE },
        signal,
      }),
    enabled,
  });
}
