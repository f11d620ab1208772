import { useQuery } from '@tanstack/react-query';
import { ENROLLMENT_FEATURE_FLAGS } from '@portal/contracts/enrollment-admin/enrollment-flags';
import { api } from '../../../lib/api.ts';

/** GET /api/config/GetFeatureFlags/{name}: the UI hides Requeue when the automation requeue flag is off (the server refuses it too). */
export function useRequeueEnabled(): boolean {
  const flag = useQuery({
    queryKey: ['feature-flag', ENROLLMENT_FEATURE_FLAGS.automationRequeue],
    queryFn: ({ signal }) =>
      api.get<{ name: string; isActive: boolean }>(
        `/api/config/GetFeatureFlags/${ENROLLMENT_FEATURE_FLAGS.automationRequeue}`,
        { signal },
      ),
  });
  return flag.data?.isActive ?? false;
}
