import type { SortStatus } from '../DataGrid.tsx';
import { useGridState } from '../use-grid-state.ts';
import { usePageSelection } from '../use-page-selection.ts';

/** The columns a member search sorts by on the server (from an index): member id, admission risk then member id. */
type MemberSortKey = 'memberId' | 'admissionRisk';
const SORTABLE: Record<string, MemberSortKey> = { memberId: 'memberId', admissionRisk: 'admissionRisk' };

/**
 * The member grid of a member search (My Panel, Patient 360's advanced search): server paging, sorting by member id
 * (first) or admission risk, the request for the search's filter (null before a search), and the rows ticked, which
 * paging, sorting or a new search clears (shell spec §4).
 */
export function useMemberSearchGrid<TRow, TFilter extends object>(filter: TFilter | null) {
  const grid = useGridState<TRow>({ sort: { columnAccessor: 'memberId', direction: 'asc' } });
  const sortStatus: SortStatus<TRow> = grid.sortStatus ?? { columnAccessor: 'memberId', direction: 'asc' };
  const sort = {
    sortBy: SORTABLE[String(sortStatus.columnAccessor)] ?? 'memberId',
    sortDirection: sortStatus.direction,
  };
  const request = filter ? { ...filter, ...sort, skip: grid.skip, take: grid.take } : null;
  const { selected, setSelected } = usePageSelection<TRow>(JSON.stringify(request));
  return { grid, sortStatus, sort, request, selected, setSelected };
}
