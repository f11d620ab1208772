import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { whenFieldsValid } from './cross-field.ts';

describe('a rule across fields runs while other fields fail', () => {
  const schema = z
    .object({
      name: z.string().min(1, 'Name is required'),
      start: z.string().min(1, 'Start is required'),
      end: z.string().min(1, 'End is required'),
    })
    .refine((value) => value.end > value.start, {
      message: 'End after start',
      path: ['end'],
      ...whenFieldsValid(['start', 'end']),
    });
  const messages = (input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('reports a missing other field and the order of the dates together', () => {
    expect(messages({ start: '2025-02-01', end: '2025-01-01' })).toEqual([
      'Invalid input: expected string, received undefined',
      'End after start',
    ]);
    expect(messages({ name: '', start: '2025-02-01', end: '2025-01-01' })).toEqual([
      'Name is required',
      'End after start',
    ]);
  });
  it('stays quiet while a field it reads is itself wrong', () => {
    expect(messages({ name: 'x', start: '2025-02-01' })).toEqual([
      'Invalid input: expected string, received undefined',
    ]);
    expect(messages({ name: 'x', start: '2025-02-01', end: '' })).toEqual(['End is required']);
  });
});
