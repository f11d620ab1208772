import type { QueryObserverResult } from '@tanstack/react-query';
import { useState } from 'react';

/** The list query a record dialog's rows come from: read again on Reload. */
interface RowsQuery<TData> {
  refetch: () => Promise<QueryObserverResult<TData>>;
}

/**
 * The record open in its dialog ('new' when adding, null when closed), and `reload` for a stale save (409): the list is
 * read again and the dialog starts over from the record as saved now, at its new version (closed when it is gone).
 * `rowsOf` picks the dialog's rows out of the list's answer.
 */
export function useReloadableTarget<T extends { id: number }, TData>(
  list: RowsQuery<TData>,
  rowsOf: (data: TData) => readonly T[],
) {
  const [target, setTarget] = useState<T | 'new' | null>(null);
  const reload = () =>
    void list.refetch().then(({ data }) => {
      const id = target !== null && target !== 'new' ? target.id : null;
      setTarget((data === undefined ? undefined : rowsOf(data).find((row) => row.id === id)) ?? null);
    });
  return { target, setTarget, reload };
}
