import { useQuery } from '@tanstack/react-query';
import { PRODUCTIVITY_BASE_PATH, type MyStats, type TeamStats } from '@portal/contracts/crm-my-queue/productivity';
import { api } from '../../lib/api.ts';

/** Report numbers change slowly: switching tabs does not read them again within this time. */
const REPORT_STALE_MS = 30_000;
import { CRM_KEY } from './api/crm-client.ts';

/** GET /api/myqueue/my-stats (spec §7): the signed-in user's counts, or an agent's for a supervisor (`username`). */
export const useMyStats = (username?: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'productivity', 'my-stats', username ?? ''],
    staleTime: REPORT_STALE_MS,
    queryFn: ({ signal }) => api.get<MyStats>(`${PRODUCTIVITY_BASE_PATH}/my-stats`, { query: { username }, signal }),
  });

/** GET /api/myqueue/team-stats: every CRM agent's counts (supervisors only). */
export const useTeamStats = (enabled: boolean) =>
  useQuery({
    queryKey: [CRM_KEY, 'productivity', 'team-stats'],
    staleTime: REPORT_STALE_MS,
    queryFn: ({ signal }) => api.get<TeamStats>(`${PRODUCTIVITY_BASE_PATH}/team-stats`, { signal }),
    enabled,
  });
