import { useState } from 'react';

/**
 * The rows ticked in a server-paged grid. The selection belongs to the page it was made on (shell spec §4): when
 * `pageKey` changes (paging, sorting or a new search), nothing is selected any more.
 */
export function usePageSelection<T>(pageKey: string): { selected: T[]; setSelected: (rows: T[]) => void } {
  const [selection, setSelection] = useState<{ pageKey: string; rows: T[] }>({ pageKey, rows: [] });
  return {
    selected: selection.pageKey === pageKey ? selection.rows : [],
    setSelected: (rows) => setSelection({ pageKey, rows }),
  };
}
