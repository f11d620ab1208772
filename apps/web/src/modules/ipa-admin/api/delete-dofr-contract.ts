import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** DELETE /api/DOFRContract/{id} */
export function useDeleteDofrContract(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number; message: string }>(`/api/DOFRContract/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ipaKeys.dofr(ipaCode) }),
  });
}
