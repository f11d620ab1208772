import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** The row being edited (its id and the version it was read at), or null when adding one. */
export interface LookupRowEditing {
  id: number;
  version: number;
}

/**
 * The enrollment form's lists read from these tables (sales reps, brokers, descriptions) under ['enrollment', 'lookup'],
 * kept for ten minutes: a change here marks them stale too, so a form opened next offers the row as it now is.
 */
const FORM_LOOKUP_KEY = ['enrollment', 'lookup'] as const;

/** The list under `key` and the enrollment form's lists that a lookup row change makes out of date. */
const listsOf = (key: readonly string[]) => [{ queryKey: key }, { queryKey: FORM_LOOKUP_KEY }];

export interface ActiveChange {
  id: number;
  active: boolean;
  version: number;
}

/**
 * Saves a lookup row of the enrollment admin tables (brokers, sales reps, descriptions): POST {path} to add, PUT
 * {path}/{id} with the version read to change; the list under `key` and the form's lists are read again.
 */
export function useSaveLookupRow<TRow, TForm extends object>(
  path: string,
  key: readonly string[],
  editing: LookupRowEditing | null,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TForm) =>
      editing === null
        ? api.post<TRow>(path, input)
        : api.put<TRow>(`${path}/${editing.id}`, { ...input, version: editing.version }),
    // Settled, not only on success: after a stale save (409) the list shows the row as someone else left it.
    onSettled: () => refreshAfterWrite(client, ...listsOf(key)),
  });
}

/** PUT {path}/{id}/Active: deactivate (soft delete) or reactivate a lookup row; the list under `key` is read again. */
export function useSetLookupRowActive<TRow>(path: string, key: readonly string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ActiveChange) =>
      api.put<TRow>(`${path}/${change.id}/Active`, { active: change.active, version: change.version }),
    // Awaited (not refreshAfterWrite): the row's control stays disabled until the list read again shows the change, so a
    // second click cannot send the version read before it.
    onSettled: () => Promise.all(listsOf(key).map((filter) => client.invalidateQueries(filter))),
  });
}
