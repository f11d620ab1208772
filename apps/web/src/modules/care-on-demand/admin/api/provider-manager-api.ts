import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROVIDER_MANAGER_API as API,
  type ProviderProfile,
  type ProviderProfileForm,
  type ProviderProfiles,
  type UpdateAvailability,
} from '@portal/contracts/care-on-demand/provider-manager';
import { api } from '../../../../lib/api.ts';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write.ts';

/** Provider Manager's calls: the providers with their profiles, a profile's save, availability. */
const KEY = 'care-on-demand-providers';

export const useProviderProfiles = (query: {
  name: string;
  state: string;
  available: string;
  page: number;
  pageSize: number;
}) =>
  useQuery({
    queryKey: [KEY, 'list', query],
    queryFn: ({ signal }) => api.get<ProviderProfiles>(API, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Saves that provider's profile at the version read. */
export function useSaveProviderProfile(providerUserId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderProfileForm) => api.put<ProviderProfile>(`${API}/${providerUserId}`, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [KEY] }),
  });
}

export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ providerUserId, ...body }: UpdateAvailability & { providerUserId: number }) =>
      api.put<ProviderProfile>(`${API}/${providerUserId}/availability`, body),
    // Awaited (not refreshAfterWrite): the row's control stays disabled until the list read again shows the change, so a
    // second click cannot send the version read before it.
    onSettled: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
