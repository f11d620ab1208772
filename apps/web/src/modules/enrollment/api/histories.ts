import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { enrollmentKeys } from './keys.ts';

export interface ChangeRow {
  name: string;
  currentValue: string | null;
  newValue: string | null;
  lastUpdatedByName: string;
  lastUpdatedAt: string;
}
export interface AuditRow {
  itemId: string | null;
  timestamp: string;
  userId: string;
  eventType: string;
  clientIp: string | null;
  message: string;
}
export interface FaxRow {
  id: number;
  receivedTime: string;
  fileName: string;
  pagesReceived: number;
  faxStatus: string;
  from: string | null;
  to: string | null;
  avaProcessingDate: string | null;
  avaProcessingStatus: string;
}
export interface VoiceRow {
  recordingURL: string;
  userName: string;
  callerPhoneNo: string | null;
  startTime: string;
  timeInSec: { totalCallTime: number; holdTime: number };
  attendingPhoneNo: string | null;
  callId: string;
}
export interface DocumentRow {
  id: number;
  fileName: string;
  sizeBytes: number;
  uploadedByName: string;
  uploadedAt: string;
}

const HISTORY_PATHS = {
  changes: '/api/MemberEnrollment/GetMemberEnrollmentChangeHistoryByEnrollmentId',
  audit: '/api/MemberEnrollment/GetMemberEnrollmentAuditHistoryById',
  fax: '/api/MemberEnrollment/GetFaxHistoryById',
  voice: '/api/MemberEnrollment/GetVoiceRecordingDetails',
  documents: '/api/MemberEnrollment/GetEnrollmentDocumentDetails',
} as const;

/** The row of each history. */
export interface HistoryRows {
  changes: ChangeRow;
  audit: AuditRow;
  fax: FaxRow;
  voice: VoiceRow;
  documents: DocumentRow;
}

/** One of the work item's histories (change, audit, fax, voice recordings, documents). */
export function useHistory<K extends keyof typeof HISTORY_PATHS>(kind: K, id: number) {
  return useQuery({
    queryKey: enrollmentKeys.history(kind, id),
    queryFn: () => api.get<{ items: HistoryRows[K][]; total: number }>(HISTORY_PATHS[kind], { query: { id } }),
  });
}
