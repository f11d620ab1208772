import { useState } from 'react';
import type { z } from 'zod';
import { issuesOf } from './FilterPanel.tsx';

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

/**
 * The same for a search whose filter is checked with its schema (the server's rules) before it runs: `filter` is the
 * checked filter (the empty draft's at first), `validate` gives the FilterPanel the schema's messages, which block the
 * search. `onNewSearch` runs on Search and Clear (a paged grid's `resetPage`).
 */
export function useCheckedSearchFilter<D, S extends z.ZodType>(
  schema: S,
  toInput: (draft: D) => unknown,
  empty: D,
  onNewSearch?: () => void,
): {
  draft: D;
  setDraft: (draft: D) => void;
  filter: z.output<S>;
  validate: () => string[];
  onSearch: () => void;
  onClear: () => void;
} {
  const [draft, setDraft] = useState<D>(empty);
  const [filter, setFilter] = useState<z.output<S>>(() => schema.parse(toInput(empty)));
  return {
    draft,
    setDraft,
    filter,
    validate: () => issuesOf(schema.safeParse(toInput(draft))),
    onSearch: () => {
      onNewSearch?.();
      setFilter(schema.parse(toInput(draft)));
    },
    onClear: () => {
      setDraft(empty);
      setFilter(schema.parse(toInput(empty)));
      onNewSearch?.();
    },
  };
}
