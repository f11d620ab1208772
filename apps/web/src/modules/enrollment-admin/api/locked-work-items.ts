import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LockedWorkItem } from '@portal/contracts/enrollment-admin/unlock';
import { api } from '../../../lib/api.ts';

const KEY = ['enrollment-admin', 'locked-work-items'] as const;

/** GET /api/MemberEnrollmentAdmin/LockedWorkItems */
export function useLockedWorkItems(page: { skip: number; take: number }) {
  return useQuery({
    queryKey: [...KEY, page],
    queryFn: ({ signal }) =>
      api.get<{ items: LockedWorkItem[]; total: number }>('/api/MemberEnrollmentAdmin/LockedWorkItems', {
        query: page,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/MemberEnrollmentAdmin/UnlockWorkItem; the list is reloaded afterwards, also when someone else unlocked it first. */
export function useUnlockWorkItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (workItemId: number) =>
      api.post<{ unlocked: true; message: string }>('/api/MemberEnrollmentAdmin/UnlockWorkItem', { workItemId }),
    // Awaited (not refreshAfterWrite): the row's Unlock stays busy until the list read again drops the row, so a second
    // click cannot unlock it again.
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
