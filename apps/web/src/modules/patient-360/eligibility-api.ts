import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BenefitDetails, Eligibility, EligibilityCoverage } from '@portal/contracts/patient-360/eligibility';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { api, apiFetch, type Query } from '../../lib/api.ts';
import { fileNameFromDisposition, saveBlob } from '../../ui/download.ts';

/** Eligibility and Benefits' calls: eligibility on a date, the plan's EOC and the member's documents (PDF). */
const CRM = '/odata/crm/myqueue/default';

/** GET /api/eligibility: the member's coverage, PCP and eligibility on a date ('YYYY-MM-DD', sent as MM/dd/yyyy). */
export const useEligibility = (memberId: string, date: string | null) =>
  useQuery({
    queryKey: ['eligibility', memberId, date],
    queryFn: ({ signal }) =>
      api.get<Eligibility>('/api/eligibility', { query: { memberId, date: formatUsDate(date) }, signal }),
    enabled: date !== null,
    placeholderData: keepPreviousData,
  });

/** GetHealthPlanBenefitDetails: the EOC of the coverage's plan (and line of business), narrowed by the search. */
export const usePlanBenefits = (coverage: EligibilityCoverage | null, searchTerm: string) =>
  useQuery({
    queryKey: ['eligibility-benefits', coverage, searchTerm],
    queryFn: ({ signal }) =>
      api.get<BenefitDetails>(`${CRM}.GetHealthPlanBenefitDetails`, {
        query: coverage ? benefitQuery(coverage, searchTerm) : {},
        signal,
      }),
    enabled: coverage !== null,
    placeholderData: keepPreviousData,
  });

const benefitQuery = (coverage: EligibilityCoverage, searchTerm: string): Query => ({
  companyId: coverage.companyId,
  hcode: coverage.contractCode,
  pbpId: coverage.pbpCode,
  planYear: coverage.planYear,
  pbpType: coverage.planType,
  countyCode: coverage.countyCode,
  countyName: coverage.countyName,
  lineOfBusiness: coverage.lineOfBusiness,
  searchTerm: searchTerm.trim(),
});

async function download(path: string, query: Query, fallbackName: string): Promise<void> {
  const response = await apiFetch('GET', path, { query });
  saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName);
}

/** GetMemberCard: the member ID card (PDF) of the coverage with that company. */
export const downloadMemberCard = (memberId: string, companyId: string | undefined) =>
  download(`${CRM}.GetMemberCard`, { memberId, companyId }, `MemberCard-${memberId}.pdf`);

/** GetMemberEligibilityVerificationDocument: the letter for the coverage's plan year, timed in the browser's zone. */
export const downloadVerificationLetter = (memberId: string, coverage: EligibilityCoverage) =>
  download(
    `${CRM}.GetMemberEligibilityVerificationDocument`,
    {
      memberId,
      Hcode: coverage.contractCode,
      pbpid: coverage.pbpCode,
      planyear: coverage.planYear,
      userTimezoneOffset: new Date().getTimezoneOffset(),
    },
    `EligibilityVerification-${memberId}-${coverage.planYear}.pdf`,
  );
