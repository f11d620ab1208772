import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedRecord } from '@portal/contracts/user-management/paging';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** The User Management records an administrator can delete, by their path (and query key) segment. */
export type DeletableKind = 'groups' | 'organizations' | 'domains';

/**
 * DELETE /api/usermanagement/{groups|organizations|domains}/:id?version=: at the version read (409 when stale; 400 when
 * the server refuses). Afterwards the module's lists reload; the deleted record's own detail is not read again (it is gone).
 */
export function useDeleteRecord(kind: DeletableKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: number; version: number }) =>
      api.delete<DeletedRecord>(`/api/usermanagement/${kind}/${target.id}`, { query: { version: target.version } }),
    onSuccess: (_deleted, target) =>
      refreshAfterWrite(client, {
        queryKey: ['user-management'],
        predicate: (query) =>
          !(query.queryKey[1] === kind && query.queryKey[2] === 'detail' && query.queryKey[3] === target.id),
      }),
  });
}
