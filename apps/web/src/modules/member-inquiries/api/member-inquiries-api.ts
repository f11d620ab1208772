import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEMBER_INQUIRIES_API,
  type CreateInquiry,
  type InquiryAssignees,
  type InquiryList,
  type InquiryRow,
} from '@portal/contracts/member-inquiries/member-inquiries';
import { api, type Query } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/**
 * Member Inquiries' calls: the list, the assignees, logging a new inquiry, and the changes at the version read (the
 * list is read again after each write).
 */
const KEY = 'member-inquiries';

export const useInquiries = (query: Query) =>
  useQuery({
    queryKey: [KEY, 'list', query],
    queryFn: ({ signal }) => api.get<InquiryList>(MEMBER_INQUIRIES_API, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useInquiryAssignees = () =>
  useQuery({
    queryKey: [KEY, 'assignees'],
    queryFn: ({ signal }) => api.get<InquiryAssignees>(`${MEMBER_INQUIRIES_API}/Assignees`, { signal }),
  });

export type InquiryAction =
  | { kind: 'Assign'; body: { assignedTo: string; version: number } }
  | { kind: 'Respond'; body: { response: string; version: number } }
  | { kind: 'Close'; body: { version: number } };

export function useInquiryAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: InquiryAction) =>
      api.post<InquiryRow>(`${MEMBER_INQUIRIES_API}/${id}/${action.kind}`, action.body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [KEY, 'list'] }),
  });
}

/** Logs a new inquiry (POST api/memberInquiries); the list is read again. */
export function useCreateInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInquiry) => api.post<InquiryRow>(MEMBER_INQUIRIES_API, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [KEY, 'list'] }),
  });
}
