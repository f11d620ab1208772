/**
 * The one reader of PostgreSQL errors. pg puts the SQLSTATE and the constraint on its error; drizzle wraps that error
 * in a query error of its own (`cause`), so the reader walks the cause chain to the first SQLSTATE.
 */
export interface PgErrorFacts {
  /** The SQLSTATE, e.g. '23505' (unique violation). */
  code: string;
  /** The constraint the error names, when it names one. */
  constraint?: string;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_EXCLUSION_VIOLATION = '23P01';

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE and constraint of a database error (also inside a query builder's wrapper), or undefined. */
export function readPgError(error: unknown): PgErrorFacts | undefined {
  let current: unknown = error;
  for (let depth = 0; depth <= 5 && current && typeof current === 'object'; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
      return typeof e.constraint === 'string' && e.constraint !== ''
        ? { code: e.code, constraint: e.constraint }
        : { code: e.code };
    }
    if (e.cause === current) return undefined;
    current = e.cause;
  }
  return undefined;
}

function isViolation(code: string, error: unknown, constraint?: string | ((name: string) => boolean)): boolean {
  const facts = readPgError(error);
  if (facts?.code !== code) return false;
  if (constraint === undefined) return true;
  if (facts.constraint === undefined) return false;
  return typeof constraint === 'string' ? facts.constraint === constraint : constraint(facts.constraint);
}

/** A unique violation (23505), optionally of one constraint (its name, or a test of its name). */
export function isUniqueViolation(error: unknown, constraint?: string | ((name: string) => boolean)): boolean {
  return isViolation(PG_UNIQUE_VIOLATION, error, constraint);
}

/** A foreign key violation (23503), optionally of one constraint. */
export function isForeignKeyViolation(error: unknown, constraint?: string | ((name: string) => boolean)): boolean {
  return isViolation(PG_FOREIGN_KEY_VIOLATION, error, constraint);
}

/** An exclusion constraint violation (23P01), optionally of one constraint. */
export function isExclusionViolation(error: unknown, constraint?: string | ((name: string) => boolean)): boolean {
  return isViolation(PG_EXCLUSION_VIOLATION, error, constraint);
}
