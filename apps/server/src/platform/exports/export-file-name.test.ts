import { describe, expect, it } from 'vitest';
import { datedFileName } from './export-file-name.ts';

describe('datedFileName', () => {
  it("dates the file with the plan's day in Los Angeles, not the UTC date", () => {
    // 01:30 UTC on March 2 is still March 1 in California.
    expect(datedFileName('MyPanel', 'xlsx', new Date('2026-03-02T01:30:00Z'))).toBe('MyPanel_2026-03-01.xlsx');
    expect(datedFileName('MemberInquiries', 'pdf', new Date('2026-03-02T09:00:00Z'))).toBe(
      'MemberInquiries_2026-03-02.pdf',
    );
  });
});
