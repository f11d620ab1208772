import { describe, expect, it } from 'vitest';
import { toCellValue } from './excel-export.ts';

describe('export cell values', () => {
  it('writes timestamps as Los Angeles wall-clock time, in summer (PDT) and winter (PST)', () => {
    expect(toCellValue('2026-07-01T19:00:00Z', 'datetime')).toEqual(new Date(Date.UTC(2026, 6, 1, 12, 0, 0)));
    expect(toCellValue(new Date('2026-01-15T20:30:15Z'), 'datetime')).toEqual(
      new Date(Date.UTC(2026, 0, 15, 12, 30, 15)),
    );
    // The night DST starts (2026-03-08 02:00 PST becomes 03:00 PDT).
    expect(toCellValue('2026-03-08T09:59:00Z', 'datetime')).toEqual(new Date(Date.UTC(2026, 2, 8, 1, 59, 0)));
    expect(toCellValue('2026-03-08T10:00:00Z', 'datetime')).toEqual(new Date(Date.UTC(2026, 2, 8, 3, 0, 0)));
  });

  it('writes business dates as that calendar day, never shifted', () => {
    expect(toCellValue('1951-12-31', 'date')).toEqual(new Date('1951-12-31T00:00:00Z'));
    expect(toCellValue(null, 'date')).toBeNull();
    expect(toCellValue('', 'text')).toBeNull();
  });

  it('writes numbers as numbers and booleans as Yes/No', () => {
    expect(toCellValue('12.5', 'currency')).toBe(12.5);
    expect(toCellValue('n/a', 'number')).toBe('n/a');
    expect(toCellValue(true, 'boolean')).toBe('Yes');
    expect(toCellValue(false, 'boolean')).toBe('No');
    expect(toCellValue({ a: 1 }, 'text')).toBe('{"a":1}');
  });
});
