import { api } from '../../../lib/api.ts';

/** GET /api/IpaPlan/IsPlanOverlapping: checked per selected PBP before saving (spec §5). */
export function isPlanOverlapping(query: {
  OperationType: 'INSERT' | 'UPDATE';
  ContractCode: string;
  PBP: string;
  IpaCode: string;
  StartDate: string;
  EndDate: string;
  Id?: number;
}) {
  return api.get<boolean>('/api/IpaPlan/IsPlanOverlapping', { query });
}
