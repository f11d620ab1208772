import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ipaAutocompleteResultSchema } from '@portal/contracts/ipa-admin/ipa';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { foundOptions } from '../../../ui/inputs/SearchSelect.tsx';

/** GET /api/MedicalGroup/SearchForIpaOrVendorsPaginated: the 50-item vendor/IPA autocomplete (spec §2.1). */
function useIpaAutocomplete(filter: string) {
  return useQuery({
    queryKey: ipaKeys.lookup('autocomplete', filter),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof ipaAutocompleteResultSchema>>('/api/MedicalGroup/SearchForIpaOrVendorsPaginated', {
        query: { filter, top: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The IPA Code picker of the search panel: the autocomplete's IPAs and vendors as options. */
export const useIpaCodeOptions = (filter: string) =>
  foundOptions(useIpaAutocomplete(filter), (result) =>
    result.items.map((item) => ({ value: item.ipaCode, label: item.text })),
  );
