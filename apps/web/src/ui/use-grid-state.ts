import { useCallback, useState } from 'react';
import type { DataGridPaging, SortStatus } from './DataGrid.tsx';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES } from './DataGrid.tsx';

export interface GridStateOptions<T> {
  pageSize?: number;
  pageSizeOptions?: number[];
  sort?: SortStatus<T>;
}

/**
 * Paging and sorting state of a server-paged grid. Changing the sort or page size goes back to page 1;
 * call `resetPage()` when the filters change. `skip`/`take` are what the API wants.
 */
export function useGridState<T>({
  pageSize: initialSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  sort,
}: GridStateOptions<T> = {}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const [sortStatus, setSortStatus] = useState<SortStatus<T> | undefined>(sort);

  const changeSort = useCallback((status: SortStatus<T>) => {
    setSortStatus(status);
    setPage(1);
  }, []);
  const changePageSize = useCallback((size: number) => {
    setPageSize(size);
    setPage(1);
  }, []);
  const resetPage = useCallback(() => setPage(1), []);

  const paging = (totalRecords: number): DataGridPaging => {
    // Rows gone from the last page (requeued, deleted, resolved elsewhere): show the new last page, not an empty one.
    // Setting this component's own state while it renders is React's way to follow a value from the last render.
    const lastPage = Math.max(1, Math.ceil(totalRecords / pageSize));
    if (totalRecords > 0 && page > lastPage) setPage(lastPage);
    return {
      page,
      pageSize,
      totalRecords,
      onPageChange: setPage,
      onPageSizeChange: changePageSize,
      pageSizeOptions,
    };
  };

  return {
    page,
    pageSize,
    skip: (page - 1) * pageSize,
    take: pageSize,
    sortStatus,
    onSortStatusChange: changeSort,
    resetPage,
    paging,
  };
}
