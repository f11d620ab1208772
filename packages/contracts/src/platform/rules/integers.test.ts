import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { PG_INTEGER_MAX, zCommaSeparatedIds, zQueryInt } from './integers.ts';

describe('zQueryInt', () => {
  it('reads a whole number within the integer column range', () => {
    expect(zQueryInt().parse('42')).toBe(42);
    expect(zQueryInt().parse(String(PG_INTEGER_MAX))).toBe(PG_INTEGER_MAX);
  });

  it('refuses a number past the range with its message, and NaN, Infinity and fractions', () => {
    const result = zQueryInt().safeParse(String(PG_INTEGER_MAX + 1));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.numberOutOfRange);
    for (const value of ['99999999999999999999', '-2147483649', 'NaN', 'Infinity', '1.5'])
      expect(zQueryInt().safeParse(value).success, value).toBe(false);
  });

  it('keeps the bounds a schema adds', () => {
    expect(zQueryInt().positive().safeParse('-1').success).toBe(false);
    expect(zQueryInt().min(1).max(100).safeParse('101').success).toBe(false);
  });
});

describe('zCommaSeparatedIds', () => {
  const ids = zCommaSeparatedIds('Group ids must be whole numbers');
  it('reads a list of ids, and nothing as an empty list', () => {
    expect(ids.parse('1, 2,3')).toEqual([1, 2, 3]);
    expect(ids.parse(undefined)).toEqual([]);
  });
  it('refuses an id that is not one, with the message', () => {
    for (const value of ['1,abc', '0', '-1', '2147483648', '1,99999999999999999999']) {
      const result = ids.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Group ids must be whole numbers');
    }
  });
});
