import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnrollmentFlag } from '@portal/contracts/enrollment-admin/enrollment-flags';
import { api } from '../../../lib/api.ts';

const KEY = ['enrollment-admin', 'flags'] as const;

/** GET /api/MemberEnrollmentAdmin/FeatureFlags */
export function useEnrollmentFlags() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<{ items: EnrollmentFlag[]; total: number }>('/api/MemberEnrollmentAdmin/FeatureFlags', { signal }),
  });
}

/** PUT /api/MemberEnrollmentAdmin/FeatureFlags/{id} with the version read (stale -> 409). */
export function useToggleEnrollmentFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; isActive: boolean; version: number }) =>
      api.put<EnrollmentFlag>(`/api/MemberEnrollmentAdmin/FeatureFlags/${change.id}`, {
        isActive: change.isActive,
        version: change.version,
      }),
    // Other screens read these flags too: drop every cached flag answer.
    // Awaited (not refreshAfterWrite): the row's control stays disabled until the list read again shows the change, so a
    // second click cannot send the version read before it.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['feature-flag'] }),
      ]),
  });
}
