import { useQuery } from '@tanstack/react-query';
import type {
  AddActionTakenToCaseInput,
  AddNoteToCaseInput,
  CaseDetail,
  CaseList,
  CreateCaseInput,
  CreateOutboundSurveyInput,
  CrmCase,
  OutboundSurvey,
  ReassignCaseInput,
  SwitchCaseClosedInput,
} from '@portal/contracts/crm-my-queue/cases';
import { CRM_MEMBER_LOOKUP_PAGE } from '@portal/contracts/crm-my-queue/crm-constants';
import type { Interaction } from '@portal/contracts/crm-my-queue/interactions';
import { api } from '../../../lib/api.ts';
import { CRM_KEY, crmFunction, useCrmAction, type ItemList } from './crm-client.ts';

/** Spec §9: lookups by member and by case read $skip=0 and $top=50. */
const LOOKUP_PAGE = { $skip: CRM_MEMBER_LOOKUP_PAGE.skip, $top: CRM_MEMBER_LOOKUP_PAGE.top };

/** getallmembercases?memberId=: the member's cases. */
export const useMemberCases = (memberId: string | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'member-cases', memberId],
    queryFn: ({ signal }) =>
      api.get<CaseList>(crmFunction('getallmembercases'), { query: { memberId, ...LOOKUP_PAGE }, signal }),
    enabled: memberId !== null,
  });

/** GetCase?id=: the case with its notes and actions taken. */
export const useCase = (id: number | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'case', id],
    queryFn: ({ signal }) => api.get<CaseDetail>(crmFunction('GetCase'), { query: { id }, signal }),
    enabled: id !== null,
  });

/** GetInteractionsByCase?caseId=: newest first (spec §9: CreatedDateTime descending). */
export const useCaseInteractions = (caseId: number) =>
  useQuery({
    queryKey: [CRM_KEY, 'case-interactions', caseId],
    queryFn: ({ signal }) =>
      api.get<ItemList<Interaction>>(crmFunction('GetInteractionsByCase'), {
        query: { caseId, ...LOOKUP_PAGE },
        signal,
      }),
  });

/** GetOutboundSurveysByCase?caseId=: newest first. */
export const useCaseSurveys = (caseId: number) =>
  useQuery({
    queryKey: [CRM_KEY, 'case-surveys', caseId],
    queryFn: ({ signal }) =>
      api.get<ItemList<OutboundSurvey>>(crmFunction('GetOutboundSurveysByCase'), {
        query: { caseId, ...LOOKUP_PAGE },
        signal,
      }),
  });

export const useCreateCase = () => useCrmAction<CreateCaseInput, CrmCase>('CreateCase');
export const useSwitchCaseClosed = () => useCrmAction<SwitchCaseClosedInput, CrmCase>('SwitchIsCaseClosed');
export const useReassignCase = () => useCrmAction<ReassignCaseInput, CrmCase>('ReassignCase');
export const useAddNoteToCase = () => useCrmAction<AddNoteToCaseInput>('AddNoteToCase');
export const useAddActionTakenToCase = () => useCrmAction<AddActionTakenToCaseInput>('AddActionTakenToCase');
export const useCreateOutboundSurvey = () =>
  useCrmAction<CreateOutboundSurveyInput, OutboundSurvey>('CreateOutboundSurvey');
