import { useQuery } from '@tanstack/react-query';
import type { ChangeHistoryRecord } from '@portal/contracts/ipa-admin/rate-history';
import { api } from '../../../../lib/api.ts';

/** GET Get…ChangeHistory?ipaCode=&objectId= (pending only, or all). */
export function useChangeHistory(
  path: string,
  ipaCode: string,
  objectId: number,
  pendingOnly: boolean,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['ipa-rates', 'history', path, ipaCode, objectId, pendingOnly],
    queryFn: ({ signal }) =>
      api.get<ChangeHistoryRecord[]>(path, { query: { ipaCode, objectId, pendingOnly }, signal }),
    enabled,
  });
}
