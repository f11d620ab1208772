import { describe, expect, it } from 'vitest';
import { commentPreview, formatBytes, formatDate, formatLongDateTime, formatTimestamp } from './format.ts';

describe('display formats', () => {
  it('shows dates as MM/dd/yyyy', () => {
    expect(formatDate('2024-03-07')).toBe('03/07/2024');
    expect(formatDate(null)).toBe('');
  });

  it("shows an instant's date as the plan's Pacific day, and a date or a zoneless date-time as written", () => {
    expect(formatDate('2026-12-04T01:30:00Z')).toBe('12/03/2026');
    expect(formatDate('2026-12-04T01:30:00.123+00:00')).toBe('12/03/2026');
    expect(formatDate('2026-12-04T12:00:00Z')).toBe('12/04/2026');
    expect(formatDate('2026-12-04T00:00:00')).toBe('12/04/2026');
    expect(formatDate('9999-12-31')).toBe('12/31/9999');
  });

  it('shows timestamps as MM/dd/yyyy hh:mm:ss a', () => {
    expect(formatTimestamp('2024-03-07T21:05:09Z', 'America/Los_Angeles')).toBe('03/07/2024 01:05:09 PM');
    expect(formatTimestamp('2024-03-07T07:00:00Z', 'UTC')).toBe('03/07/2024 07:00:00 AM');
    expect(formatTimestamp('2024-03-07T00:00:00Z', 'UTC')).toBe('03/07/2024 12:00:00 AM');
    expect(formatTimestamp('not a date')).toBe('');
  });

  it("shows timestamps on the plan's Pacific clock unless told otherwise, whatever the browser's zone", () => {
    expect(formatTimestamp('2024-03-07T21:05:09Z')).toBe('03/07/2024 01:05:09 PM');
    expect(formatTimestamp('2024-07-04T07:30:00Z')).toBe('07/04/2024 12:30:00 AM');
  });

  it('shows a time something is set for without seconds when told so', () => {
    expect(formatTimestamp('2024-03-07T21:05:09Z', { seconds: false })).toBe('03/07/2024 01:05 PM');
    expect(formatTimestamp('2024-03-07T00:00:00Z', { timeZone: 'UTC', seconds: false })).toBe('03/07/2024 12:00 AM');
    expect(formatTimestamp(null, { seconds: false })).toBe('');
  });

  it('shows byte sizes in KB or MB', () => {
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(500 * 1024)).toBe('500 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('truncates comment previews at 100 characters', () => {
    expect(commentPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(commentPreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
  });

  it('writes a time for a member in words, with its zone named and no seconds', () => {
    expect(formatLongDateTime('2026-11-26T18:00:00Z', 'America/Los_Angeles')).toBe(
      'Thursday, November 26, 2026 at 10:00 AM PST',
    );
    expect(formatLongDateTime('2026-07-02T16:30:00Z', 'America/Los_Angeles')).toBe(
      'Thursday, July 2, 2026 at 9:30 AM PDT',
    );
    expect(formatLongDateTime('not a date')).toBe('');
  });
});
