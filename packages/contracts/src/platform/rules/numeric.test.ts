import { describe, expect, it } from 'vitest';
import { NUMERIC_FILTER_DEFAULTS, isWithinNumericBounds, numericMessage, zNumberInRange } from './numeric.ts';

describe('numeric filter rule', () => {
  it('defaults to 0-150 whole numbers', () => {
    expect(NUMERIC_FILTER_DEFAULTS).toEqual({ min: 0, max: 150, decimals: 0 });
    expect(isWithinNumericBounds(0)).toBe(true);
    expect(isWithinNumericBounds(150)).toBe(true);
    expect(isWithinNumericBounds(151)).toBe(false);
    expect(isWithinNumericBounds(-1)).toBe(false);
    expect(isWithinNumericBounds(1.5)).toBe(false);
  });

  it('honours other bounds and decimals', () => {
    expect(isWithinNumericBounds(12.34, { max: 1000, decimals: 2 })).toBe(true);
    expect(isWithinNumericBounds(12.345, { max: 1000, decimals: 2 })).toBe(false);
  });

  it('zNumberInRange carries the message', () => {
    expect(zNumberInRange().safeParse(200).error?.issues[0]?.message).toBe(numericMessage());
    expect(numericMessage()).toBe('Enter a whole number from 0 to 150.');
  });
});
