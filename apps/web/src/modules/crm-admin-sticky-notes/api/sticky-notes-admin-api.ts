import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type {
  AdminStickyNoteForm,
  AdminStickyNoteList,
  BulkStickyNoteBatch,
  BulkStickyNoteBatchList,
} from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import type { StickyNote } from '@portal/contracts/crm-my-queue/member-workspace';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** Query keys of CRM Admin > Sticky Notes: an upload refreshes the notes and the uploads. */
const KEY = 'crm-admin-sticky-notes';

/** getCrmAdminStickyNotes: one page of every member's notes, filtered with OData's $filter. */
export const useAdminStickyNotes = (query: { $filter?: string; $skip: number; $top: number; $orderby?: string }) =>
  useQuery({
    queryKey: [KEY, 'notes', query],
    queryFn: ({ signal }) => api.get<AdminStickyNoteList>(`${CRM_API}/getCrmAdminStickyNotes`, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** getCrmAdminBulkStickyNotes: the uploads, newest first, with their rows. */
export const useBulkStickyNoteBatches = (page: { $skip: number; $top: number }) =>
  useQuery({
    queryKey: [KEY, 'batches', page],
    queryFn: ({ signal }) =>
      api.get<BulkStickyNoteBatchList>(`${CRM_API}/getCrmAdminBulkStickyNotes`, { query: page, signal }),
    placeholderData: keepPreviousData,
  });

/** UploadBulkStickyNotes: one CSV or .xlsx file (multipart); `importValidOnly` imports the valid rows of a bad file. */
export function useUploadBulkStickyNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, importValidOnly }: { file: File; importValidOnly: boolean }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return api.post<BulkStickyNoteBatch>(`${CRM_API}/UploadBulkStickyNotes`, body, {
        query: { importValidOnly: String(importValidOnly) },
      });
    },
    onSuccess: () => refreshAfterWrite(client, { queryKey: [KEY] }),
  });
}

function useNoteChange<TInput>(call: (input: TInput) => Promise<StickyNote>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refreshAfterWrite(client, { queryKey: [KEY] }) });
}

/** createStickyNote (a new note: no id), or updateStickyNote at the version read. */
export const useSaveStickyNote = () =>
  useNoteChange(({ id, version, memberId, note, active }: AdminStickyNoteForm) =>
    id === null || version === null
      ? api.post<StickyNote>(`${CRM_ODATA}/default.createStickyNote`, { memberId, note, active })
      : api.post<StickyNote>(`${CRM_ODATA}/default.updateStickyNote`, { id, version, note, active }),
  );

/** dismissStickyNote {id, version, active}: deactivates (or activates again) a note at the version read. */
export const useSetStickyNoteActive = () =>
  useNoteChange((change: { id: number; version: number; active: boolean }) =>
    api.post<StickyNote>(`${CRM_ODATA}/default.dismissStickyNote`, change),
  );

/** deleteStickyNote {id, version}. */
export const useDeleteStickyNote = () =>
  useNoteChange((target: { id: number; version: number }) =>
    api.post<StickyNote>(`${CRM_ODATA}/default.deleteStickyNote`, target),
  );
