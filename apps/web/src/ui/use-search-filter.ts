import { useState } from 'react';

/**
 * The filter of a search screen with a server-paged grid: `draft` is what the filter fields hold, `filter` what the grid
 * was last searched with. `onSearch` takes the draft and `onClear` empties both (the FilterPanel's buttons); either goes
 * back to the grid's first page.
 */
export function useSearchFilter<F>(
  empty: F,
  grid: { resetPage: () => void },
): { draft: F; setDraft: (draft: F) => void; filter: F; onSearch: () => void; onClear: () => void } {
  const [draft, setDraft] = useState<F>(empty);
  const [filter, setFilter] = useState<F>(empty);
  return {
    draft,
    setDraft,
    filter,
    onSearch: () => {
      grid.resetPage();
      setFilter(draft);
    },
    onClear: () => {
      setDraft(empty);
      setFilter(empty);
      grid.resetPage();
    },
  };
}
