import type { DataGridColumn } from './DataGrid.tsx';

/** The width a column of long free text takes before its text is cut. */
export const LONG_TEXT_WIDTH = 280;

/**
 * Column options for long free text (a description, a campaign's eligibility rules) in a grid whose cells keep to one
 * line: the column takes a set width, text longer than that is cut with an ellipsis, and the whole text shows on hover.
 */
export function longTextColumn<T>(
  text: (row: T) => string | null | undefined,
  width: number = LONG_TEXT_WIDTH,
): Pick<DataGridColumn<T>, 'ellipsis' | 'width' | 'customCellAttributes'> {
  return {
    ellipsis: true,
    width,
    customCellAttributes: (row) => {
      const whole = text(row);
      return whole ? { title: whole } : {};
    },
  };
}

/**
 * Column options for the last column of long free text (an audit event's message) in a grid whose other cells keep to
 * one line: the column takes what the others leave of the grid's width, so the grid does not scroll sideways; text
 * longer than that is cut with an ellipsis and shows whole on hover.
 */
export function restOfRowTextColumn<T>(
  text: (row: T) => string | null | undefined,
): Pick<DataGridColumn<T>, 'ellipsis' | 'width' | 'customCellAttributes' | 'cellsStyle'> {
  return {
    ...longTextColumn(text),
    width: '100%',
    // A cell's text does not widen its column beyond the rest of the row (a table sizes a column by its content).
    cellsStyle: () => ({ maxWidth: 0 }),
  };
}
