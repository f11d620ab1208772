import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PANEL_ADMIN_API,
  type PanelProviderRow,
  type PanelProviders,
  type PanelUserOptions,
  type UpdatePanelInput,
} from '@portal/contracts/panel-admin/panel-admin';
import { api } from '../../../lib/api.ts';
import { foundOptions } from '../../../ui/inputs/SearchSelect.tsx';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** Panel Management Admin's calls: the providers with their panels, a panel's settings, the portal users to link. */
const KEY = 'panel-admin';

export const usePanelProviders = (query: { search: string; ipaCode: string; skip: number; take: number }) =>
  useQuery({
    queryKey: [KEY, 'providers', query],
    queryFn: ({ signal }) => api.get<PanelProviders>(`${PANEL_ADMIN_API}/Providers`, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** How the panel settings name a portal user. */
export const portalUserLabel = (user: { name: string; username: string }) => `${user.name} (${user.username})`;

/** The portal user picker: active users whose username or name starts with the text (the first 50). */
export const usePortalUserOptions = (search: string) =>
  foundOptions(
    useQuery({
      queryKey: [KEY, 'users', search],
      queryFn: ({ signal }) =>
        api.get<PanelUserOptions>(`${PANEL_ADMIN_API}/UserOptions`, { query: { search }, signal }),
      placeholderData: keepPreviousData,
    }),
    (result: PanelUserOptions) =>
      result.items.map((user) => ({ value: String(user.id), label: portalUserLabel(user) })),
  );

/** Saves a panel's settings at the version read; the provider list is read again. */
export function useUpdatePanel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePanelInput) => api.post<PanelProviderRow>(`${PANEL_ADMIN_API}/UpdatePanel`, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [KEY, 'providers'] }),
  });
}
