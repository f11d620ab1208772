import { describe, expect, it } from 'vitest';
import { containsNul } from './malformed-input.ts';
import { isRefusedValue } from '../errors/errors.ts';
import { readPgError } from '../db/pg-errors.ts';

describe('containsNul', () => {
  it('finds a NUL in a string, a nested value, an array item or a key', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: { b: ['ok', 'x\u0000'] } })).toBe(true);
    expect(containsNul({ ['key\u0000']: 1 })).toBe(true);
    expect(containsNul(Object.assign(Object.create(null) as object, { q: '\u0000' }))).toBe(true);
  });

  it('passes ordinary input, numbers, null and uploaded buffers', () => {
    expect(containsNul({ name: 'Nora', ids: [1, 2], note: null, when: '2024-01-01' })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul(Buffer.from([0, 0, 0]))).toBe(false);
  });

  it('walks a body nested a hundred thousand levels deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});

describe('refused database values', () => {
  it('reads the SQLSTATE also when the query builder wrapped the error', () => {
    const pgError = Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
    const wrapped = Object.assign(new Error('Failed query'), { cause: pgError });
    expect(readPgError(wrapped)?.code).toBe('22003');
    expect(isRefusedValue(wrapped)).toBe(true);
  });

  it('leaves other errors alone (a unique violation, a Node error code)', () => {
    expect(isRefusedValue(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isRefusedValue(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});

describe('containsNul on a body that points back at itself', () => {
  it('ends, and still finds a NUL', () => {
    const fields: Record<string, unknown> = { name: { value: 'ok' } };
    (fields.name as Record<string, unknown>).fields = fields;
    expect(containsNul(fields)).toBe(false);
    fields.other = { value: 'bad\u0000' };
    expect(containsNul(fields)).toBe(true);
  });
});
