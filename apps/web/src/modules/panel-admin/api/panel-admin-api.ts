import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PANEL_ADMIN_API,
  type PanelProviderRow,
  type PanelProviders,
  type PanelUserOptions,
  type UpdatePanelInput,
} from '@portal/contracts/panel-admin/panel-admin';
import { api } from '../../../lib/api.ts';

/** Panel Management Admin's calls: the providers with their panels, a panel's settings, the portal users to link. */
const KEY = 'panel-admin';

export const usePanelProviders = (query: { search: string; ipaCode: string; skip: number; take: number }) =>
  useQuery({
    queryKey: [KEY, 'providers', query],
    queryFn: ({ signal }) => api.get<PanelProviders>(`${PANEL_ADMIN_API}/Providers`, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const usePortalUserOptions = (search: string) =>
  useQuery({
    queryKey: [KEY, 'users', search],
    queryFn: ({ signal }) => api.get<PanelUserOptions>(`${PANEL_ADMIN_API}/UserOptions`, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });

/** Saves a panel's settings at the version read; the provider list is read again. */
export function useUpdatePanel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePanelInput) => api.post<PanelProviderRow>(`${PANEL_ADMIN_API}/UpdatePanel`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY, 'providers'] }),
  });
}
