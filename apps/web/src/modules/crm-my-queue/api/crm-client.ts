import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { PROGRESS_TIMEOUT_MS, api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/**
 * The CRM data layer's addresses (spec §7): functions and actions at `${CRM_ODATA}/default.<Name>`, GET lists at
 * `${CRM_ODATA}/<entityset>`, configuration and worklist calls at `${CRM_API}/<Name>`.
 */
export const crmFunction = (name: string) => `${CRM_ODATA}/default.${name}`;
export const crmList = (entitySet: string) => `${CRM_ODATA}/${entitySet}`;
export const crmApi = (name: string) => `${CRM_API}/${name}`;

/** Every CRM query key starts with this, so one write refreshes what it may have changed (queue, lists, details). */
export const CRM_KEY = 'crm';

/**
 * A CRM action (POST `${CRM_ODATA}/default.<name>` with a JSON body). On success every CRM query is read again: a note,
 * a closed task or a reassigned case changes the queue's stats and lists as well as the record.
 */
export function useCrmAction<TBody, TResult = unknown>(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TResult>(crmFunction(name), body, { timeoutMs: PROGRESS_TIMEOUT_MS }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [CRM_KEY] }),
  });
}

/** A function's list answer (ARCHITECTURE §3.3): one page of items and the number of matches. */
export interface ItemList<T> {
  items: T[];
  total: number;
}

/** Uploads one file (multipart field `file`) to a CRM item; on success every CRM query is read again. */
export function useCrmUpload(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return api.post<unknown>(path, body);
    },
    onSuccess: () => refreshAfterWrite(client, { queryKey: [CRM_KEY] }),
  });
}
