import { describe, expect, it } from 'vitest';
import { refreshDecision } from './inactivity.ts';

describe('session refresh decision', () => {
  it('refreshes while the user used the API within the inactivity limit', () => {
    expect(refreshDecision(0, 3_599_000, 3600)).toBe('refresh');
  });

  it('signs out instead of refreshing after the inactivity limit', () => {
    expect(refreshDecision(0, 3_601_000, 3600)).toBe('sign-out-inactive');
  });

  it('falls back to 3600 seconds when the setting is missing', () => {
    expect(refreshDecision(0, 3_000_000, 0)).toBe('refresh');
  });
});
