import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  bulkPdfDownloadPath,
  type AdvancedSearchRequestInput,
  type AdvancedSearchResult,
  type BulkPdfAvailability,
  type BulkPdfJob,
} from '@portal/contracts/patient-360/advanced-search';
import type { JobStatusDto } from '@portal/contracts/platform/jobs';
import { api, apiFetch } from '../../lib/api.ts';
import { fileNameFromDisposition, saveBlob } from '../../ui/download.ts';

/** Patient 360's advanced search calls (shell spec §7): the member grid and the bulk member PDF. */
const BASE = '/api/PatientViewer';

/** One page of the advanced search; runs once a search has been asked for (`request` not null). */
export const useAdvancedSearch = (request: AdvancedSearchRequestInput | null) =>
  useQuery({
    queryKey: ['p360-advanced-search', request],
    queryFn: ({ signal }) => api.post<AdvancedSearchResult>(`${BASE}/AdvancedSearch`, request, { signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

/** Which selected members a PDF can be printed for (AdvancedMemberBulkPdfAvailability). */
export const checkPdfAvailability = (memberIds: string[]) =>
  api.post<BulkPdfAvailability>(`${BASE}/AdvancedMemberBulkPdfAvailability`, { MemberIds: memberIds });

const savePdf = async (response: Response) =>
  saveBlob(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'MemberSummary.pdf',
  );

/**
 * Asks for the members' PDF: a small selection comes back as the file (saved at once, answer null); a large one is
 * printed by a background job, whose id is returned to follow.
 */
export async function requestBulkPdf(memberIds: string[]): Promise<BulkPdfJob | null> {
  const response = await apiFetch('POST', `${BASE}/AdvancedMemberBulkPdf`, { body: { MemberIds: memberIds } });
  if (response.status === 202) return (await response.json()) as BulkPdfJob;
  await savePdf(response);
  return null;
}

/** The state and progress of a background job (GET /api/jobs/:id). */
export const fetchJob = (jobId: string) => api.get<JobStatusDto>(`/api/jobs/${jobId}`);

/** Saves the finished job's PDF. */
export async function downloadBulkPdf(jobId: string): Promise<void> {
  await savePdf(await apiFetch('GET', bulkPdfDownloadPath(jobId)));
}
