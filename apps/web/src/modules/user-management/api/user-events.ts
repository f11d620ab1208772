import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserEvent, UserEventsQuery } from '@portal/contracts/user-management/user-events';
import { api } from '../../../lib/api.ts';
import { foundOptions } from '../../../ui/inputs/SearchSelect.tsx';

/** GET /api/usermanagement/userevents: sign-in, sign-out and tracked events by user and date range. */
export function useUserEvents(query: UserEventsQuery | null) {
  return useQuery({
    queryKey: ['user-management', 'user-events', query],
    queryFn: ({ signal }) =>
      api.get<{ items: UserEvent[]; total: number }>('/api/usermanagement/userevents', { query: { ...query }, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Users by the start of username or name for the events filter (inactive users included). */
export const useUserEventUsers = (search: string) =>
  foundOptions(
    useQuery({
      queryKey: ['user-management', 'user-event-users', search],
      queryFn: ({ signal }) =>
        api.get<UserOptions>('/api/usermanagement/usereventusers', { query: { search }, signal }),
      placeholderData: keepPreviousData,
    }),
    (result: UserOptions) =>
      result.items.map((user) => ({ value: String(user.id), label: `${user.name} (${user.username})` })),
  );

type UserOptions = { items: { id: number; username: string; name: string }[] };
