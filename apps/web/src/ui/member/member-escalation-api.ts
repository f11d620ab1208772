import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMemberEscalationInput,
  MemberEscalation,
} from '@portal/contracts/crm-member-escalation/member-escalation';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { api } from '../../lib/api.ts';
import { refreshAfterWrite } from '../../lib/refresh-after-write.ts';

/** The query key of everything Member Escalation reads: a raised escalation refreshes its list. */
export const MEMBER_ESCALATION_KEY = 'crm-member-escalation';

/** CreateMemberEscalation: an agent escalates a member with the reason (Member Escalation and the CRM workspace). */
export function useCreateMemberEscalation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMemberEscalationInput) =>
      api.post<MemberEscalation>(`${CRM_ODATA}/default.CreateMemberEscalation`, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [MEMBER_ESCALATION_KEY] }),
  });
}
