import { describe, expect, it } from 'vitest';
import { columnPositions, rowReader } from './array-rows.ts';

describe('array rows', () => {
  const read = rowReader(columnPositions(['member_id', 'term_date', 'is_active', 'version', 'pcp_id'] as const));

  it('reads each field by its position in the select list', () => {
    const row = ['M100001', null, true, 3, 42];
    expect(read.text(row, 'member_id')).toBe('M100001');
    expect(read.optional(row, 'term_date')).toBeNull();
    expect(read.flag(row, 'is_active')).toBe(true);
    expect(read.number(row, 'version')).toBe(3);
    expect(read.optionalNumber(row, 'pcp_id')).toBe(42);
  });

  it('serves every row with the same reader', () => {
    const rows = [
      ['M1', '2025-12-31', false, 1, null],
      ['M2', null, true, 2, 7],
    ];
    expect(rows.map((row) => [read.text(row, 'member_id'), read.optionalNumber(row, 'pcp_id')])).toEqual([
      ['M1', null],
      ['M2', 7],
    ]);
  });
});
