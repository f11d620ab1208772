import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DofrUpdateBodyInput } from '@portal/contracts/ipa-admin/dofr';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** PUT /api/DOFRContract/{id} with data including assignments (also used for assignment changes and soft deletion). */
export function useUpdateDofrContract(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: DofrUpdateBodyInput['data'] }) =>
      api.put<{ id: number; message: string }>(`/api/DOFRContract/${id}`, { data }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ipaKeys.dofr(ipaCode) }),
  });
}
