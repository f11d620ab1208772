import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactDto, ContactFormInput } from '@portal/contracts/ipa-admin/contacts';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** POST /api/AdditionalContact/AddAdditionalContact or /UpdateAdditionalContact (spec §7). */
export function useSaveContact(ipaWebId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactFormInput) =>
      api.post<{ message: string; contact: ContactDto; claimAddressChanged: boolean }>(
        input.id ? '/api/AdditionalContact/UpdateAdditionalContact' : '/api/AdditionalContact/AddAdditionalContact',
        { ...input, operationType: input.id ? 'UPDATE' : 'INSERT' },
      ),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ipaKeys.contacts(ipaWebId) }),
  });
}
