import { useQuery } from '@tanstack/react-query';
import type { ServiceFlow } from '@portal/contracts/crm-admin-service-actions/service-flows';
import { api } from '../../../lib/api.ts';
import { CRM_KEY, crmFunction, type ItemList } from './crm-client.ts';

/** GetServiceFlowsForMember?memberId=: the service actions in effect today for the member's plan. */
export const useServiceFlowsForMember = (memberId: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'service-flows-for-member', memberId],
    queryFn: ({ signal }) =>
      api.get<ItemList<ServiceFlow>>(crmFunction('GetServiceFlowsForMember'), { query: { memberId }, signal }),
  });
