import { describe, expect, it } from 'vitest';
import { fitTableWidths } from './pdf-table.ts';

/** 5 pt a character at 8 pt: a stand-in for the table font's measure. */
const fit = (width: number, padding = 0) => ({
  width,
  padding,
  fontSize: 8,
  minimumFontSize: 6,
  measure: (word: string) => word.length * 5,
});
const rows = [
  ['ID', 'File Name', 'Status'],
  ['1', 'APP_20261005_0000060.pdf', 'New'],
  ['2', 'short.pdf', 'In Progress'],
];

describe('PDF table widths', () => {
  it('a table that fits keeps its size, its words whole and auto widths', () => {
    expect(fitTableWidths(rows, fit(400, 16))).toEqual({ widths: ['auto', 'auto', 'auto'], body: rows, fontSize: 8 });
  });

  it('a table a little too wide gets smaller text, its words still whole', () => {
    // Widest words: 'ID' 10, 'APP_…pdf' 120, 'Progress' 40 points at 8 pt: 170 + 3 spare, in 140.
    const layout = fitTableWidths(rows, fit(156, 16));
    expect(layout.fontSize).toBeLessThan(8);
    expect(layout.fontSize).toBeGreaterThanOrEqual(6);
    expect(layout.widths).toEqual(['auto', 'auto', 'auto']);
    expect(layout.body).toEqual(rows);
  });

  it('a table too wide even at the smallest size caps its widest column, whose long words may break', () => {
    // At 6 pt the words ask 7.5 + 90 + 30 (+ 3 spare) points; only 80 are there: 'File Name' is capped.
    const layout = fitTableWidths(rows, fit(96, 16));
    expect(layout.fontSize).toBe(6);
    expect(layout.widths[0]).toBe('auto');
    expect(layout.widths[2]).toBe('auto');
    const cap = layout.widths[1] as number;
    expect(8.5 + cap + 31).toBeLessThanOrEqual(80);
    expect(layout.body[1]).toEqual(['1', { text: 'APP_20261005_0000060.pdf', wordBreak: 'break-all' }, 'New']);
    // The header's and the short name's words fit the cap: they wrap between words only.
    expect(layout.body[0]![1]).toBe('File Name');
    expect(layout.body[2]![1]).toBe('short.pdf');
  });
});
