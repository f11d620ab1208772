import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PANEL_API,
  PROVIDERS_QUERY,
  type AssignToProviderInput,
  type AssignToProviderResult,
  type IpaOptionsResult,
  type MyPanelRequestInput,
  type MyPanelResult,
  type PanelUserFlags,
  type ProviderQueryResult,
} from '@portal/contracts/panel-my-panel/my-panel';
import { api } from '../../../lib/api.ts';

/** Panel Management's calls (enrollment-crm-virtual-care §7): the panel, Change APC, the provider query, the IPA
 * picker, user flags. */
const KEY = 'panel-my-panel';

/** What the user may do here, and the provider they are (GET api/panelmanagement/GetUserFlags). */
export const usePanelUserFlags = () =>
  useQuery({
    queryKey: [KEY, 'user-flags'],
    queryFn: ({ signal }) => api.get<PanelUserFlags>(`${PANEL_API}/GetUserFlags`, { signal }),
  });

/** One page of the panel; runs once there is a panel to show (`request` not null). */
export const useMyPanel = (request: MyPanelRequestInput | null) =>
  useQuery({
    queryKey: [KEY, 'panel', request],
    queryFn: ({ signal }) => api.post<MyPanelResult>(`${PANEL_API}/MyPanel`, request, { signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

/** The provider query (POST api/graph): providers by name or NPI, open panels only for Change APC. */
export const useProviderOptions = (search: string, options: { openPanelsOnly: boolean; enabled?: boolean }) =>
  useQuery({
    queryKey: [KEY, 'providers', search, options.openPanelsOnly],
    queryFn: ({ signal }) =>
      api.post<ProviderQueryResult>(
        '/api/graph',
        { query: PROVIDERS_QUERY, variables: { search, openPanelsOnly: options.openPanelsOnly } },
        { signal },
      ),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });

/** A panel manager's IPA picker (GET api/panelManagement/IpaOptions): IPAs by code or name, 50 at most. */
export const useIpaOptions = (search: string) =>
  useQuery({
    queryKey: [KEY, 'ipas', search],
    queryFn: ({ signal }) => api.get<IpaOptionsResult>(`${PANEL_API}/IpaOptions`, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });

/** Change APC; the panel is read again afterwards (the members' APC and versions changed). */
export function useAssignToProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignToProviderInput) =>
      api.post<AssignToProviderResult>(`${PANEL_API}/assignToProvider`, body),
    onSettled: () => client.invalidateQueries({ queryKey: [KEY, 'panel'] }),
  });
}
