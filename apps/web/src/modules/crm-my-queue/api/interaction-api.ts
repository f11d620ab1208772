import { useQuery } from '@tanstack/react-query';
import { CRM_MEMBER_LOOKUP_PAGE } from '@portal/contracts/crm-my-queue/crm-constants';
import type {
  CreateInteractionInput,
  Interaction,
  UpdateInteractionInput,
} from '@portal/contracts/crm-my-queue/interactions';
import type { CrmInteractionRow } from '@portal/contracts/crm-my-queue/lists';
import { odataQueryString, odataString, type ODataAnswer } from '@portal/contracts/platform/odata';
import { api } from '../../../lib/api.ts';
import { CRM_KEY, crmList, useCrmAction } from './crm-client.ts';

/** The member's interactions, newest first (spec §9: by member, $skip=0 and $top=50, CreatedDateTime descending). */
export const useMemberInteractions = (memberId: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'member-interactions', memberId],
    queryFn: ({ signal }) =>
      api.get<ODataAnswer<CrmInteractionRow>>(
        `${crmList('interactions')}?${odataQueryString({
          filter: `memberId eq ${odataString(memberId)}`,
          orderBy: 'createdDateTime desc',
          skip: CRM_MEMBER_LOOKUP_PAGE.skip,
          top: CRM_MEMBER_LOOKUP_PAGE.top,
        })}`,
        { signal },
      ),
  });

export const useCreateInteraction = () => useCrmAction<CreateInteractionInput, Interaction>('createinteraction');
export const useUpdateInteraction = () => useCrmAction<UpdateInteractionInput, Interaction>('UpdateInteraction');
