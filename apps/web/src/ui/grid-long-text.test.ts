import { describe, expect, it } from 'vitest';
import { LONG_TEXT_WIDTH, longTextColumn } from './grid-long-text.ts';

describe('longTextColumn', () => {
  const column = longTextColumn<{ description: string | null }>((row) => row.description);

  it('cuts the text at a set width and gives each cell its whole text to show on hover', () => {
    expect(column).toMatchObject({ ellipsis: true, width: LONG_TEXT_WIDTH });
    expect(column.customCellAttributes?.({ description: 'When and how to call back' }, 0)).toEqual({
      title: 'When and how to call back',
    });
  });

  it('gives an empty cell no hover text', () => {
    expect(column.customCellAttributes?.({ description: null }, 0)).toEqual({});
    expect(column.customCellAttributes?.({ description: '' }, 0)).toEqual({});
  });
});
