import { describe, expect, it } from 'vitest';
import { STICKY_NOTES_ADMIN_MESSAGES as M } from './sticky-notes-admin.ts';

describe('bulk sticky note messages', () => {
  it('each ends with a full stop, since a row’s errors are shown one after another in one cell', () => {
    const texts = Object.values(M).map((message) => (typeof message === 'function' ? message(2) : message));
    for (const text of texts) expect(text, text).toMatch(/\.$/);
    expect([M.memberIdRequired, M.activeInvalid].join(' ')).toBe('Enter the member id. Active must be Yes or No.');
  });
});
