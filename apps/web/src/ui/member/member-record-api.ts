import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AuthorizationDetail,
  Authorization,
  Claim,
  ClaimDetail,
  Coverage,
  PcpAssignment,
  TimelineEvent,
  TimelineKind,
} from '@portal/contracts/patient-360/member-record';
import { api, apiFetch, type Query } from '../../lib/api.ts';
import { saveBlob } from '../download.ts';

/** The member record's calls (the CRM data layer's paths, enrollment-crm-virtual-care spec §7). */
export const CRM = '/odata/crm/myqueue/default';

type List<T> = { items: T[]; total: number };

const useRecord = <T>(name: string, query: Query, enabled = true) =>
  useQuery({
    queryKey: ['member-record', name, query],
    queryFn: ({ signal }) => api.get<T>(`${CRM}.${name}`, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCoverages = (memberId: string) => useRecord<List<Coverage>>('getpoliciescoverage', { memberId });
export const usePcpHistory = (memberId: string) => useRecord<List<PcpAssignment>>('pcphistory', { memberId });

export const useMemberClaims = (memberId: string, page: { skip: number; take: number; status?: string | undefined }) =>
  useRecord<List<Claim>>('GetMemberClaims', {
    memberId,
    $skip: page.skip,
    $top: page.take,
    ...(page.status ? { status: page.status } : {}),
  });

/** One claim with its lines, read where the screen's module reads it (the member record, or Claims Inquiry's detail). */
export const useClaim = (claimNo: string | null, path = `${CRM}.GetMemberClaimByNo`) =>
  useQuery({
    queryKey: ['member-record', path, claimNo],
    queryFn: ({ signal }) => api.get<ClaimDetail>(path, { query: { claimNo: claimNo ?? '' }, signal }),
    enabled: claimNo !== null,
  });

export const useMemberAuthorizations = (memberId: string, page: { skip: number; take: number }) =>
  useRecord<List<Authorization>>('getauthorizations', { memberId, $skip: page.skip, $top: page.take });

export const useAuthorization = (authNo: string | null, path = `${CRM}.GetAuthorizationDetails`) =>
  useQuery({
    queryKey: ['member-record', path, authNo],
    queryFn: ({ signal }) => api.get<AuthorizationDetail>(path, { query: { authNo: authNo ?? '' }, signal }),
    enabled: authNo !== null,
  });

export const useTimeline = (
  memberId: string,
  filter: {
    kinds: TimelineKind[];
    fromDate?: string | undefined;
    toDate?: string | undefined;
    skip: number;
    take: number;
  },
) =>
  useRecord<List<TimelineEvent>>(
    'memberTimeline',
    {
      memberId,
      kinds: filter.kinds.join(','),
      $skip: filter.skip,
      $top: filter.take,
      ...(filter.fromDate ? { fromDate: filter.fromDate } : {}),
      ...(filter.toDate ? { toDate: filter.toDate } : {}),
    },
    filter.kinds.length > 0,
  );

/** Downloads an authorization letter (PDF) and offers it as a file. */
export async function downloadLetter(authNo: string, letterId: string): Promise<void> {
  const response = await apiFetch('GET', `/api/crm/myqueue/authorizations/${authNo}/letters/${letterId}`);
  saveBlob(await response.blob(), `${authNo}-${letterId}.pdf`);
}
