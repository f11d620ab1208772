import { Alert, Box, Group, Stack, VisuallyHidden } from '@mantine/core';
import {
  DataTable,
  getRecordId,
  useDataTableColumns,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowExpansionProps,
  type DataTableSortStatus,
} from 'mantine-datatable';
import { useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { HeaderWidthsContext, useHeaderWidths } from './use-header-widths.ts';
import { useRowKeyboard } from './use-row-keyboard.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import classes from './DataGrid.module.css';
import { ValueFilter } from './ValueFilter.tsx';

/** Shell spec §9: grid page size default 50. */
export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZES = [25, 50, 100];

export interface ColumnValueFilter {
  /** Distinct values for the checkbox list (from the server or the loaded rows). */
  loadValues: () => Promise<readonly string[]> | readonly string[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

export type DataGridColumn<T> = DataTableColumn<T> & {
  /** Excel-style value filter in the column header. */
  valueFilter?: ColumnValueFilter;
};

export type SortStatus<T> = DataTableSortStatus<T>;

export interface DataGridPaging {
  page: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
}

export interface DataGridProps<T> {
  /** Unique key of the grid: the column chooser's choices are kept in the browser under it. */
  gridKey: string;
  columns: DataGridColumn<T>[];
  records: T[] | undefined;
  /** Field (or function) giving each row's id; default 'id'. */
  idAccessor?: DataTableProps<T>['idAccessor'];
  /** Server paging; leave out for a grid that shows every record it is given. */
  paging?: DataGridPaging;
  sortStatus?: SortStatus<T>;
  onSortStatusChange?: (status: SortStatus<T>) => void;
  fetching?: boolean;
  /** When set, the grid shows the spec's failure message instead of rows. */
  error?: unknown;
  /** Shell spec §8: the empty-grid message is configurable per grid. */
  emptyMessage?: string;
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
  isRecordSelectable?: (record: T, index: number) => boolean;
  /** Row detail: content shown under a clicked row. */
  rowExpansion?: DataTableRowExpansionProps<T>;
  /** Tree rows: the children of a row, shown as nested rows with the same columns when the row is expanded. */
  getChildren?: (record: T) => T[] | undefined;
  onRowClick?: DataTableProps<T>['onRowClick'];
  /**
   * Single select, for a grid whose click picks a row (the part below shows it) rather than opening it: the row whose
   * id (idAccessor) is selectedId is shown selected, and a click, Enter or Space calls onSelect. Instead of onRowClick.
   */
  singleSelect?: { selectedId: unknown; onSelect: (record: T) => void };
  onRowDoubleClick?: DataTableProps<T>['onRowDoubleClick'];
  height?: number | string;
  /** Buttons shown above the grid, left of the column chooser (export, requeue ...). */
  toolbar?: ReactNode;
  /** Buttons shown right of the column chooser, for a grid whose spec puts it between them (Create, Columns, Refresh). */
  toolbarEnd?: ReactNode;
  /** Hides the column chooser. */
  withoutColumnChooser?: boolean;
  /** Keeps the last (or first) column, a row's buttons, in view while a grid wider than its box scrolls sideways. */
  pinLastColumn?: boolean;
  pinFirstColumn?: boolean;
  /**
   * The leading columns that tell a row apart (an IPA's code and name, a member's id and name), by accessor: they stay
   * at the left, after the tick box, while a grid wider than its box scrolls sideways, with a shadow at their edge
   * once columns scroll under them, so the user never loses which row they read.
   */
  pinnedColumns?: readonly string[];
  /** Accessible name of the table. */
  label?: string;
}

function titleText<T>(column: DataTableColumn<T>): string {
  if (typeof column.title === 'string') return column.title;
  return String(column.accessor);
}

function withValueFilters<T>(
  columns: DataGridColumn<T>[],
  sortStatus: DataTableSortStatus<T> | undefined,
  onSortStatusChange: ((status: DataTableSortStatus<T>) => void) | undefined,
): DataTableColumn<T>[] {
  return columns.map(({ valueFilter, ...column }) => {
    if (!valueFilter) return { toggleable: true, ...column };
    const accessor = String(column.accessor);
    // A filtered column sorts from its filter popover, not from its header (see ValueFilterProps.sort).
    const sort =
      column.sortable && onSortStatusChange
        ? {
            direction: sortStatus && String(sortStatus.columnAccessor) === accessor ? sortStatus.direction : null,
            onSort: (direction: 'asc' | 'desc') => onSortStatusChange({ columnAccessor: accessor, direction }),
          }
        : undefined;
    return {
      toggleable: true,
      ...column,
      sortable: false,
      filtering: valueFilter.selected.length > 0,
      filter: ({ close }: { close: () => void }) => (
        <ValueFilter
          columnTitle={titleText(column)}
          loadValues={valueFilter.loadValues}
          selected={valueFilter.selected}
          onApply={valueFilter.onChange}
          close={close}
          {...(sort ? { sort } : {})}
        />
      ),
    };
  });
}

/**
 * The grid every module uses (wraps mantine-datatable): server paging with page sizes, sorting, Excel-style value
 * filters, a column chooser kept per grid, row detail, tree rows, multi-select, an empty message and the spec's
 * failure message. Rows that open something on click or double click open from the keyboard too, and a single-select
 * grid shows its picked row selected (see useRowKeyboard).
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const {
    gridKey,
    columns,
    records,
    idAccessor,
    paging,
    sortStatus,
    onSortStatusChange,
    fetching = false,
    error,
    emptyMessage = 'No records found',
    selectedRecords,
    onSelectedRecordsChange,
    isRecordSelectable,
    rowExpansion,
    getChildren,
    onRowClick: rowClick,
    singleSelect,
    onRowDoubleClick,
    height,
    toolbar,
    toolbarEnd,
    withoutColumnChooser = false,
    pinLastColumn = false,
    pinFirstColumn = false,
    pinnedColumns = [],
    label,
  } = props;
  const onRowClick: DataTableProps<T>['onRowClick'] = singleSelect
    ? ({ record }) => singleSelect.onSelect(record)
    : rowClick;
  const storeKey = `grid:${gridKey}`;
  const {
    effectiveColumns: chosenColumns,
    columnsToggle,
    setColumnsToggle,
    resetColumnsToggle,
  } = useDataTableColumns<T>({
    key: storeKey,
    columns: withValueFilters(columns, sortStatus, onSortStatusChange),
  });
  // The choice is made in our own Columns menu; the table itself gets plain columns, so it adds no header toggle icons
  // or header menu (nested controls in sortable headers fail accessibility), nor defaultToggle (it re-hid ticked ones).
  const effectiveColumns = chosenColumns.map((column) => ({
    ...column,
    toggleable: false,
    defaultToggle: undefined,
    ...(pinnedColumns.includes(String(column.accessor)) ? { pinned: 'left' as const } : {}),
  }));
  const titles = new Map(columns.map((column) => [String(column.accessor), titleText(column)]));
  const tableBox = useRef<HTMLDivElement>(null);
  useNamedFilterButtons(tableBox, titles);
  const columnWidths = useHeaderWidths(tableBox, getChildren !== undefined);

  // A double click selects the word under the pointer; the row it opens should not arrive with text selected.
  const doubleClick: DataTableProps<T>['onRowDoubleClick'] = onRowDoubleClick
    ? (params) => {
        window.getSelection()?.removeAllRanges();
        onRowDoubleClick(params);
      }
    : undefined;

  const expansion: DataTableRowExpansionProps<T> | undefined = getChildren
    ? {
        expandable: ({ record }) => (getChildren(record)?.length ?? 0) > 0,
        allowMultiple: true,
        content: ({ record }) => (
          <ChildRows<T>
            columns={effectiveColumns}
            records={getChildren(record) ?? []}
            idAccessor={idAccessor}
            onRowClick={onRowClick}
            onRowDoubleClick={doubleClick}
          />
        ),
      }
    : rowExpansion;

  const pagingProps = paging
    ? {
        page: paging.page,
        onPageChange: paging.onPageChange,
        totalRecords: paging.totalRecords,
        recordsPerPage: paging.pageSize,
        ...(paging.onPageSizeChange
          ? {
              recordsPerPageOptions: paging.pageSizeOptions ?? DEFAULT_PAGE_SIZES,
              onRecordsPerPageChange: paging.onPageSizeChange,
            }
          : {}),
      }
    : {};
  const shownRecords = error ? [] : (records ?? []);
  const keyboard = useRowKeyboard<T>({
    records: shownRecords,
    idAccessor,
    opensOnDoubleClick: Boolean(onRowDoubleClick),
    opensOnClick: Boolean(onRowClick) || (expansion !== undefined && (expansion.trigger ?? 'click') === 'click'),
    ...(selectedRecords && onSelectedRecordsChange
      ? { selection: { selectedRecords, onSelectedRecordsChange, isRecordSelectable } }
      : {}),
    ...(singleSelect
      ? {
          singleSelection: {
            isPicked: (record: T) =>
              singleSelect.selectedId != null && getRecordId(record, idAccessor ?? 'id') === singleSelect.selectedId,
          },
        }
      : {}),
  });
  const sortProps = sortStatus ? { sortStatus, onSortStatusChange } : {};
  const selectionProps =
    selectedRecords && onSelectedRecordsChange ? { selectedRecords, onSelectedRecordsChange, isRecordSelectable } : {};
  // mantine-datatable types paging, sorting and selection as all-or-nothing unions; each part above is complete or absent.
  const tableProps = {
    'aria-label': label,
    withTableBorder: true,
    borderRadius: 'sm',
    striped: true,
    highlightOnHover: true,
    minHeight: records && records.length > 0 && !error ? undefined : 180,
    height,
    columns: effectiveColumns,
    records: shownRecords,
    idAccessor,
    fetching,
    noRecordsText: error ? MESSAGES.gridFailed : emptyMessage,
    rowExpansion: expansion,
    // Tab reaches a grid that scrolls (WCAG 2.1.1); a scrollbar that is there sits below the rows, not over their buttons.
    scrollAreaProps: { viewportProps: { tabIndex: 0 }, offsetScrollbars: 'present' },
    onRowClick,
    customRowAttributes: keyboard.rowAttributes,
    rowClassName: keyboard.rowClassName,
    onRowDoubleClick: doubleClick,
    pinLastColumn,
    pinFirstColumn,
    ...(paging
      ? {
          paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
            `${from} - ${to} of ${totalRecords}`,
          recordsPerPageLabel: 'Rows per page',
        }
      : {}),
    ...pagingProps,
    ...sortProps,
    ...selectionProps,
  } as DataTableProps<T>;

  return (
    <Stack gap="xs">
      {toolbar || toolbarEnd || !withoutColumnChooser ? (
        <Group justify="flex-end" gap="xs">
          {toolbar}
          {withoutColumnChooser ? null : (
            <ColumnChooser
              columnsToggle={columnsToggle}
              setColumnsToggle={setColumnsToggle}
              resetColumnsToggle={resetColumnsToggle}
              titles={titles}
            />
          )}
          {toolbarEnd}
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {MESSAGES.gridFailed}
        </Alert>
      ) : null}
      <Box ref={tableBox} className={pinnedColumns.length > 0 ? classes.pinnedColumns : undefined}>
        {keyboard.hint ? <VisuallyHidden id={keyboard.hint.id}>{keyboard.hint.text}</VisuallyHidden> : null}
        <HeaderWidthsContext.Provider value={columnWidths}>
          <DataTable<T> {...tableProps} />
        </HeaderWidthsContext.Provider>
      </Box>
    </Stack>
  );
}

/**
 * The child rows of a tree row: the same columns, each cell under its parent's column (the widths are the header's),
 * only the first column indented; and the row actions of the grid, by pointer and by keyboard.
 */
function ChildRows<T>({
  columns,
  records,
  idAccessor,
  onRowClick,
  onRowDoubleClick,
}: Pick<DataTableProps<T>, 'idAccessor' | 'onRowClick' | 'onRowDoubleClick'> & {
  columns: DataTableColumn<T>[];
  records: T[];
}) {
  const columnWidths = useContext(HeaderWidthsContext);
  // Each column takes its header's share of the width. Shares, not pixels: pixel widths would hold the grid at its
  // widest and mantine-datatable keeps a column's first width; a fixed layout lets the parent's columns alone decide.
  const total = columns.reduce((sum, column) => sum + (columnWidths.get(String(column.accessor)) ?? 0), 0);
  const childColumns = columns.map((column, index) => {
    const width = columnWidths.get(String(column.accessor));
    const share = total > 0 && width !== undefined ? { width: `${(width / total) * 100}%` } : {};
    const indent = index === 0 ? { paddingLeft: 'calc(var(--mantine-spacing-xs) + var(--mantine-spacing-lg))' } : {};
    return { ...column, pinned: undefined, cellsStyle: () => ({ ...share, ...indent }) };
  });
  const keyboard = useRowKeyboard<T>({
    records,
    idAccessor,
    opensOnDoubleClick: Boolean(onRowDoubleClick),
    opensOnClick: Boolean(onRowClick),
  });
  return (
    <>
      {keyboard.hint ? <VisuallyHidden id={keyboard.hint.id}>{keyboard.hint.text}</VisuallyHidden> : null}
      <DataTable<T>
        noHeader
        withTableBorder={false}
        columns={childColumns}
        styles={{ table: total > 0 ? { tableLayout: 'fixed' } : {} }}
        records={records}
        idAccessor={idAccessor}
        onRowClick={onRowClick}
        onRowDoubleClick={onRowDoubleClick}
        customRowAttributes={keyboard.rowAttributes}
        rowClassName={keyboard.rowClassName}
      />
    </>
  );
}

/**
 * mantine-datatable draws a filtered column's filter button without a name and at 22 px: after each render the buttons
 * get their column's name ('Filter Code') and the 24 px target size, so keyboard, pointer and screen reader users find
 * them.
 */
function useNamedFilterButtons(box: RefObject<HTMLDivElement | null>, titles: ReadonlyMap<string, string>) {
  useEffect(() => {
    for (const cell of box.current?.querySelectorAll<HTMLElement>('th[data-accessor]') ?? []) {
      const button = cell.querySelector<HTMLElement>('.mantine-datatable-header-cell-filter-action-icon');
      if (!button) continue;
      button.setAttribute('aria-label', `Filter ${titles.get(cell.dataset.accessor ?? '') ?? cell.dataset.accessor}`);
      button.style.minWidth = '24px';
      button.style.minHeight = '24px';
    }
  });
}
