import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PANEL_API,
  PROVIDERS_QUERY,
  type AssignToProviderInput,
  type AssignToProviderResult,
  ipaOptionLabel,
  type IpaOptionsResult,
  type MyPanelRequestInput,
  type MyPanelResult,
  type PanelUserFlags,
  type ProviderQueryResult,
} from '@portal/contracts/panel-my-panel/my-panel';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';
import { foundOptions } from '../../../ui/inputs/SearchSelect.tsx';

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
const useProviderQuery = (search: string, openPanelsOnly: boolean) =>
  useQuery({
    queryKey: [KEY, 'providers', search, openPanelsOnly],
    queryFn: ({ signal }) =>
      api.post<ProviderQueryResult>(
        '/api/graph',
        { query: PROVIDERS_QUERY, variables: { search, openPanelsOnly } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

const providerOptions = (result: ProviderQueryResult) =>
  result.data.providers.map((provider) => ({ value: provider.id, label: `${provider.name} (${provider.id})` }));

/** The panel filter's provider picker: any provider. */
export const useProviderOptions = (search: string) => foundOptions(useProviderQuery(search, false), providerOptions);

/** Change APC's provider picker: providers whose panel is open to new members. */
export const useOpenPanelProviderOptions = (search: string) =>
  foundOptions(useProviderQuery(search, true), providerOptions);

/** A panel manager's IPA picker (GET api/panelManagement/IpaOptions): IPAs by code or name, 50 at most. */
export const useIpaOptions = (search: string) =>
  foundOptions(
    useQuery({
      queryKey: [KEY, 'ipas', search],
      queryFn: ({ signal }) => api.get<IpaOptionsResult>(`${PANEL_API}/IpaOptions`, { query: { search }, signal }),
      placeholderData: keepPreviousData,
    }),
    (result: IpaOptionsResult) => result.items.map((ipa) => ({ value: ipa.code, label: ipaOptionLabel(ipa) })),
  );

/** Change APC; the panel is read again afterwards (the members' APC and versions changed). */
export function useAssignToProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignToProviderInput) =>
      api.post<AssignToProviderResult>(`${PANEL_API}/assignToProvider`, body),
    onSettled: () => refreshAfterWrite(client, { queryKey: [KEY, 'panel'] }),
  });
}
