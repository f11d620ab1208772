import { getRecordId, type DataTableProps } from 'mantine-datatable';
import { useId, useState, type KeyboardEvent } from 'react';
import classes from './DataGrid.module.css';

export interface RowKeyboardOptions<T> {
  records: readonly T[];
  idAccessor?: DataTableProps<T>['idAccessor'];
  /** The row has a double-click action (Enter gives it). */
  opensOnDoubleClick: boolean;
  /** The row has a click action or shows its details on click (Enter gives it when there is no double-click action). */
  opensOnClick: boolean;
  /** Multi-select: Space checks or unchecks the row, as its checkbox does. */
  selection?: {
    selectedRecords: T[];
    onSelectedRecordsChange: (records: T[]) => void;
    isRecordSelectable?: ((record: T, index: number) => boolean) | undefined;
  };
  /** Single select: a click picks the row (Enter, and Space, give that click); the picked row is marked selected. */
  singleSelection?: { isPicked: (record: T) => boolean };
}

export interface RowKeyboard<T> {
  /** Row attributes for mantine-datatable's customRowAttributes, or undefined when rows open nothing. */
  rowAttributes: ((record: T, index: number) => Record<string, unknown>) | undefined;
  rowClassName: string | ((record: T) => string | undefined) | undefined;
  /** Id and text of the hint every focusable row is described by. */
  hint: { id: string; text: string } | undefined;
}

const ROW_INDEX = 'data-row-index';

function hintText(opensOnDoubleClick: boolean, multiSelect: boolean, singleSelect: boolean): string {
  if (singleSelect && !opensOnDoubleClick)
    return 'Press Enter or Space to select the row; arrow keys move between rows.';
  if (singleSelect || multiSelect)
    return 'Press Enter to open the row, Space to select it; arrow keys move between rows.';
  return 'Press Enter to open the row; arrow keys move between rows.';
}

function rowAt(row: HTMLElement, index: number): HTMLElement | null {
  return row.parentElement?.querySelector<HTMLElement>(`:scope > tr[${ROW_INDEX}="${index}"]`) ?? null;
}

/**
 * Keyboard use of a grid whose rows open something (WCAG 2.1.1): the rows are one Tab stop, Up/Down/Home/End move
 * between them, Enter gives the row's double-click action (its click action when it has none), Space its click action
 * (or checks the row in a multi-select grid). In a single-select grid a click picks the row: Enter (when the row has no
 * double-click action) and Space pick it, and the picked row carries aria-selected and the selected look. The row receives real click/dblclick events, so the screen's own handler,
 * mantine-datatable's row expansion and anything else the pointer triggers run exactly as for a mouse user.
 */
export function useRowKeyboard<T>({
  records,
  idAccessor,
  opensOnDoubleClick,
  opensOnClick,
  selection,
  singleSelection,
}: RowKeyboardOptions<T>): RowKeyboard<T> {
  const hintId = useId();
  const [active, setActive] = useState<number | null>(null);
  if (!opensOnDoubleClick && !opensOnClick)
    return { rowAttributes: undefined, rowClassName: undefined, hint: undefined };
  // Until the user moves between rows, Tab lands on the picked row of a single-select grid (else the first).
  const picked = singleSelection ? records.findIndex((record) => singleSelection.isPicked(record)) : -1;
  const tabStop = Math.min(active ?? Math.max(picked, 0), Math.max(records.length - 1, 0));

  const open = (row: HTMLElement, how: 'click' | 'dblclick') => {
    if (how === 'click') row.click();
    else row.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, cancelable: true }));
  };
  const toggleSelection = (record: T, index: number) => {
    if (!selection || (selection.isRecordSelectable && !selection.isRecordSelectable(record, index))) return;
    const id = getRecordId(record, idAccessor ?? 'id');
    const chosen = selection.selectedRecords.some((item) => getRecordId(item, idAccessor ?? 'id') === id);
    selection.onSelectedRecordsChange(
      chosen
        ? selection.selectedRecords.filter((item) => getRecordId(item, idAccessor ?? 'id') !== id)
        : [...selection.selectedRecords, record],
    );
  };

  const onKeyDown = (record: T, index: number) => (event: KeyboardEvent<HTMLElement>) => {
    // Keys pressed in a control inside a cell (a checkbox, a link) are that control's.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = event.currentTarget;
    const move = (to: number) => rowAt(row, Math.max(0, Math.min(records.length - 1, to)))?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(records.length - 1);
        break;
      case 'Enter':
        open(row, opensOnDoubleClick ? 'dblclick' : 'click');
        break;
      case ' ':
        if (selection) toggleSelection(record, index);
        else open(row, opensOnClick ? 'click' : 'dblclick');
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return {
    rowAttributes: (record, index) => ({
      [ROW_INDEX]: index,
      tabIndex: index === tabStop ? 0 : -1,
      'aria-describedby': hintId,
      ...(singleSelection ? { 'aria-selected': singleSelection.isPicked(record) } : {}),
      onFocus: () => setActive(index),
      onKeyDown: onKeyDown(record, index),
    }),
    rowClassName: singleSelection
      ? (record) =>
          singleSelection.isPicked(record) ? `${classes.openableRow} ${classes.pickedRow}` : classes.openableRow
      : classes.openableRow,
    hint: { id: hintId, text: hintText(opensOnDoubleClick, Boolean(selection), Boolean(singleSelection)) },
  };
}
