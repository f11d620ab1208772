import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARE_ON_DEMAND_API,
  USER_SETTINGS_API,
  type CarePanelRequestInput,
  type CarePanelResult,
  type LiveDashboard,
  type SaveUserPreferences,
  type UserPreference,
  type UserSettingsInitialData,
  type VisitHistoryFilter,
  type VisitHistoryRow,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { CARE_MESSAGES_API, type PanelMemberOptions } from '@portal/contracts/care-on-demand/messages';
import { api } from '../../../lib/api.ts';
import { foundOptions } from '../../../ui/inputs/SearchSelect.tsx';
import { VISITS_KEY } from '../appointments/appointments-api.ts';

/** Care on Demand's screens' calls: My Panel, the Live Dashboard, Audit History and the user settings. */
const KEY = 'care-on-demand';

export const useCarePanel = (request: CarePanelRequestInput | null) =>
  useQuery({
    queryKey: [KEY, 'panel', request],
    queryFn: ({ signal }) => api.post<CarePanelResult>(`${CARE_ON_DEMAND_API}/MyPanel`, request, { signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

export const useLiveDashboard = (refetchInterval: number) =>
  useQuery({
    queryKey: [VISITS_KEY, 'live'],
    queryFn: ({ signal }) => api.get<LiveDashboard>(`${CARE_ON_DEMAND_API}/LiveDashboard`, { signal }),
    refetchInterval,
  });

export const useVisitHistory = (query: VisitHistoryFilter & { skip: number; take: number }) =>
  useQuery({
    queryKey: [VISITS_KEY, 'history', query],
    queryFn: ({ signal }) =>
      api.get<{ items: VisitHistoryRow[]; total: number }>(`${CARE_ON_DEMAND_API}/AuditHistory`, {
        signal,
        query,
      }),
    placeholderData: keepPreviousData,
  });

export const useUserSettings = () =>
  useQuery({
    queryKey: [KEY, 'user-settings'],
    queryFn: ({ signal }) => api.get<UserSettingsInitialData>(`${USER_SETTINGS_API}/GetInitialData`, { signal }),
  });

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserPreferences) =>
      api.post<UserPreference>(`${USER_SETTINGS_API}/SaveUserPreferences`, body),
    // Awaited (not refreshAfterWrite): the next Save my view sends the version read from the settings read again, so they
    // must be fresh before the button is free again.
    onSettled: () => client.invalidateQueries({ queryKey: [KEY, 'user-settings'] }),
  });
}

/** The Message Center's member picker: the members of the provider's panel by name or member id (50 at most). */
export const usePanelMemberOptions = (search: string) =>
  foundOptions(
    useQuery({
      queryKey: [KEY, 'message-center-members', search],
      queryFn: ({ signal }) =>
        api.get<PanelMemberOptions>(`${CARE_MESSAGES_API}/PanelMembers`, { query: { search }, signal }),
      placeholderData: keepPreviousData,
    }),
    (result: PanelMemberOptions) =>
      result.items.map((member) => ({ value: member.memberId, label: `${member.name} (${member.memberId})` })),
  );
