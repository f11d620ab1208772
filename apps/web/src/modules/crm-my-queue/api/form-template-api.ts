import { useQuery } from '@tanstack/react-query';
import type { ActiveFormTemplates } from '@portal/contracts/crm-admin-form-builder/form-templates';
import { api } from '../../../lib/api.ts';
import { CRM_KEY, crmFunction } from './crm-client.ts';

/** The active form templates a workflow may use (the form builder's), with the fields each renders. */
export const useActiveFormTemplates = () =>
  useQuery({
    queryKey: [CRM_KEY, 'active-form-templates'],
    queryFn: ({ signal }) => api.get<ActiveFormTemplates>(crmFunction('GetActiveFormTemplates'), { signal }),
    staleTime: 60_000,
  });
