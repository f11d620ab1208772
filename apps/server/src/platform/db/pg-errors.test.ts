import { describe, expect, it } from 'vitest';
import { isExclusionViolation, isForeignKeyViolation, isUniqueViolation, readPgError } from './pg-errors.ts';

const pgError = (code: string, constraint?: string) =>
  Object.assign(new Error('database error'), { code, ...(constraint ? { constraint } : {}) });
/** drizzle wraps the driver's error: the SQLSTATE is on `cause`. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: insert ...'), { cause });

describe('readPgError', () => {
  it('reads the SQLSTATE and the constraint, also through a query builder wrapper', () => {
    expect(readPgError(pgError('23505', 'ipas_code_uq'))).toEqual({ code: '23505', constraint: 'ipas_code_uq' });
    expect(readPgError(wrapped(pgError('22P02')))).toEqual({ code: '22P02' });
    expect(readPgError(wrapped(wrapped(pgError('23P01', 'cap_rates_no_overlap'))))).toEqual({
      code: '23P01',
      constraint: 'cap_rates_no_overlap',
    });
  });

  it('is undefined for an error that is not a database error', () => {
    expect(readPgError(new Error('boom'))).toBeUndefined();
    expect(readPgError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(readPgError(undefined)).toBeUndefined();
    expect(readPgError('text')).toBeUndefined();
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(readPgError(loop)).toBeUndefined();
  });

  it('tells a violation of one constraint from another', () => {
    const error = wrapped(pgError('23505', 'enrollment_sales_reps_npn_uq'));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'enrollment_sales_reps_npn_uq')).toBe(true);
    expect(isUniqueViolation(error, 'other_uq')).toBe(false);
    expect(isUniqueViolation(error, (name) => name.endsWith('npn_uq'))).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
    expect(isForeignKeyViolation(pgError('23503'))).toBe(true);
    expect(isExclusionViolation(pgError('23P01', 'tier_overlap'), (name) => name.includes('tier'))).toBe(true);
  });
});
