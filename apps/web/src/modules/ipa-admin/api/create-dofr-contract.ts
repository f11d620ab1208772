import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** POST /api/DOFRContract/Create with contractTemplateSourceId and data (response has id). */
export function useCreateDofrContract(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      contractTemplateSourceId: number;
      data: { ipaCode: string; templateName: string; effectiveBeginDate: string; effectiveEndDate: string };
    }) => api.post<{ id: number; message: string }>('/api/DOFRContract/Create', body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ipaKeys.dofr(ipaCode) }),
  });
}
