import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaregiverBenefitDescription,
  MailRequest,
  PlanMaterial,
  PoaEnums,
  ProcessMailMaterialRequest,
  SsbciMealsValidation,
} from '@portal/contracts/crm-my-queue/workflow-type-calls';
import type { ProviderSearchResponse } from '@portal/contracts/patient-360/provider-search';
import { PROGRESS_TIMEOUT_MS, api } from '../../../lib/api.ts';
import { CRM_KEY, crmApi, crmFunction, type ItemList } from './crm-client.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** GetMailRequestItemsByPlan {contractCode, planCode}: the plan materials that can be mailed for the plan. */
export const useMailItemsByPlan = (contractCode: string, planCode: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'mail-items', contractCode, planCode],
    queryFn: ({ signal }) =>
      api.post<ItemList<PlanMaterial>>(
        crmFunction('GetMailRequestItemsByPlan'),
        { contractCode, planCode },
        { signal },
      ),
    enabled: /^[A-Z]\d{4}$/i.test(contractCode) && /^\d{3}$/.test(planCode),
    staleTime: 300_000,
  });

/** ProcessMailMaterialRequest: the mail request of a RequestPlanMaterial workflow. */
export function useProcessMailMaterialRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcessMailMaterialRequest) =>
      api.post<MailRequest>(crmApi('ProcessMailMaterialRequest'), body, { timeoutMs: PROGRESS_TIMEOUT_MS }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [CRM_KEY] }),
  });
}

/** GetSsbciMealsValidation?memberId=: eligibility and the meals left this plan year. */
export const useSsbciMealsValidation = (memberId: string, enabled: boolean) =>
  useQuery({
    queryKey: [CRM_KEY, 'ssbci', memberId],
    queryFn: ({ signal }) =>
      api.get<SsbciMealsValidation>(crmFunction('GetSsbciMealsValidation'), { query: { memberId }, signal }),
    enabled,
  });

/** GetPoaEnums: POA types, relationships and validation outcomes. */
export const usePoaEnums = () =>
  useQuery({
    queryKey: [CRM_KEY, 'poa-enums'],
    queryFn: ({ signal }) => api.get<PoaEnums>(crmApi('GetPoaEnums'), { signal }),
    staleTime: 300_000,
  });

/** GetCaregiverBenefitDescriptionForMemberReimbursement (hcode, pbpId, planYear). */
export const useCaregiverBenefitDescription = (hcode: string, pbpId: string, planYear: number | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'caregiver-benefit', hcode, pbpId, planYear],
    queryFn: ({ signal }) =>
      api.get<CaregiverBenefitDescription>(crmFunction('GetCaregiverBenefitDescriptionForMemberReimbursement'), {
        query: { hcode, pbpId, planYear },
        signal,
      }),
    enabled: /^[A-Z]\d{4}$/i.test(hcode) && /^\d{3}$/.test(pbpId) && planYear !== null,
    retry: false,
  });

/** GetCaregiverBenefitAwardedDate?memberId=. */
export const useCaregiverBenefitAwardedDate = (memberId: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'caregiver-awarded', memberId],
    queryFn: ({ signal }) =>
      api.get<{ memberId: string; awardedDate: string | null; amount: number | null }>(
        crmFunction('GetCaregiverBenefitAwardedDate'),
        { query: { memberId }, signal },
      ),
  });

/** validateCountyZipCode {zipCode, countyCode}: a mismatch answers 400 with the contract's message. */
export const validateCountyZip = (zipCode: string, countyCode: string) =>
  api.post<{ valid: true; countyName: string; city: string; stateCode: string }>(crmFunction('validateCountyZipCode'), {
    zipCode,
    countyCode,
  });

/** searchproviders: primary care providers near the member (quality rating first), by name or NPI. */
export const useProviderSearch = (memberId: string, searchterm: string | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'providers', memberId, searchterm],
    queryFn: ({ signal }) =>
      api.get<ProviderSearchResponse>(crmFunction('searchproviders'), {
        query: { memberId, searchterm: searchterm ?? '', pageIndex: 0 },
        signal,
      }),
    enabled: searchterm !== null,
  });
