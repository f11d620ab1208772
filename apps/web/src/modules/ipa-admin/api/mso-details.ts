import { useQuery } from '@tanstack/react-query';
import type { MsoDetailsDto } from '@portal/contracts/ipa-admin/ipa';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/MedicalGroup/GetMsoDetails?contractId={id}: the read-only 'Contract & MSO Info'. */
export function useMsoDetails(contractId: number | null) {
  return useQuery({
    queryKey: ipaKeys.lookup('mso', contractId),
    queryFn: ({ signal }) =>
      api.get<MsoDetailsDto>('/api/MedicalGroup/GetMsoDetails', { query: { contractId }, signal }),
    enabled: contractId !== null,
  });
}
