import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserEvent, UserEventsQuery } from '@portal/contracts/user-management/user-events';
import { api } from '../../../lib/api.ts';

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
export function useUserEventUsers(search: string) {
  return useQuery({
    queryKey: ['user-management', 'user-event-users', search],
    queryFn: ({ signal }) =>
      api.get<{ items: { id: number; username: string; name: string }[] }>('/api/usermanagement/usereventusers', {
        query: { search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
