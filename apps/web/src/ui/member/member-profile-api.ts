import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommunicationPreferences,
  CommunicationPreferencesUpdate,
  Medication,
  MemberContact,
  MemberTag,
  PoaMember,
  PotentialHousehold,
  StarMeasureMedication,
  TagCall,
} from '@portal/contracts/patient-360/member-profile';
import { api, apiFetch, type Query } from '../../lib/api.ts';
import { saveBlob } from '../download.ts';

/** The member profile's calls (the CRM data layer's paths, enrollment-crm-virtual-care spec §7). */
const CRM = '/odata/crm/myqueue';

type List<T> = { items: T[]; total: number };

const useProfile = <T>(path: string, query: Query) =>
  useQuery({
    queryKey: ['member-profile', path, query],
    queryFn: ({ signal }) => api.get<T>(`${CRM}/${path}`, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useMemberContacts = (memberId: string) =>
  useProfile<List<MemberContact>>('default.GetMemberContacts', { memberId });

export const usePoaMembers = (memberId: string) => useProfile<List<PoaMember>>('default.GetPoaMembers', { memberId });

/** Downloads a POA's membership document (PDF) and offers it as a file. */
export async function downloadMembershipDocument(filePath: string): Promise<void> {
  const response = await apiFetch('GET', `${CRM}/default.GetMembershipDocByFilePath`, { query: { filePath } });
  saveBlob(await response.blob(), filePath.split('/').pop() ?? 'membership-document.pdf');
}

const preferencesKey = (memberId: string) => ['member-profile', 'preferences', memberId];

/** The member's communication preferences for their own health plan. */
export const useCommunicationPreferences = (memberId: string) =>
  useQuery({
    queryKey: preferencesKey(memberId),
    queryFn: ({ signal }) =>
      api.get<CommunicationPreferences>(`${CRM}/default.getmembercommunicationpreferences`, {
        query: { memberId },
        signal,
      }),
  });

/** Saves the preferences at the version read; a stale version answers 409. */
export function useUpdateCommunicationPreferences(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CommunicationPreferencesUpdate) =>
      api.post<CommunicationPreferences>(`${CRM}/default.updatemembercommunicationpreferences`, change),
    onSuccess: (saved) => client.setQueryData(preferencesKey(memberId), saved),
  });
}

export const useMemberTags = (memberId: string, call: TagCall) =>
  useProfile<List<MemberTag>>(`default.${call}`, { memberId });

export const useOnePassCode = (memberId: string) =>
  useProfile<{ memberId: string; onePassCode: string | null }>('default.GetMemberOnePassCode', { memberId });

/** A page of the member's pharmacy fills, newest first (the spec's lower-case memberid). */
export const useMedications = (memberId: string, page: { skip: number; take: number }) =>
  useProfile<List<Medication>>('medications', { memberid: memberId, $skip: page.skip, $top: page.take });

export const useStarMeasureMedications = (memberId: string) =>
  useProfile<List<StarMeasureMedication>>('default.GetStarMeasureMedications', { memberId });

/** The members at the same street address (virtual care's api/{module}/getpotentialhousehold, served by patient360). */
export const usePotentialHousehold = (memberId: string) =>
  useQuery({
    queryKey: ['member-profile', 'household', memberId],
    queryFn: ({ signal }) =>
      api.get<PotentialHousehold>('/api/patient360/getpotentialhousehold', { query: { memberIds: memberId }, signal }),
  });
