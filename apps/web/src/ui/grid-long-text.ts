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
