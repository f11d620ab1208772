import { useQuery } from '@tanstack/react-query';
import { secondaryApi } from '../../lib/api.ts';

/** The shell's own cached answer of GET api/config/GetUiFlags; its name says it holds flags, so a switch drops it. */
export const UI_FLAGS_KEY = ['session', 'ui-flags'] as const;

/** GET api/config/GetUiFlags: every UI flag by name. */
export const fetchUiFlags = (signal?: AbortSignal) =>
  secondaryApi.get<Record<string, boolean>>('/api/config/GetUiFlags', { signal });

/**
 * The session's flags: read once at sign-in (and put in the cache under UI_FLAGS_KEY), read again only when a flag is
 * switched, as the Feature Flags screen drops every cached answer about flags. So an administrator's own shell (the
 * telephony panel, the menu's flagged entries) follows a switch at once instead of after a reload. A failed read again
 * keeps the flags the session had.
 */
export function useUiFlags(signedIn: Record<string, boolean> | null): Record<string, boolean> {
  const query = useQuery({
    queryKey: UI_FLAGS_KEY,
    queryFn: ({ signal }) => fetchUiFlags(signal),
    enabled: signedIn !== null,
    staleTime: Infinity,
  });
  return query.data ?? signedIn ?? {};
}
