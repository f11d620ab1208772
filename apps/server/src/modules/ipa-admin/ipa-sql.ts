/** Small helpers for the IPA repositories' SQL. */

/** Escapes LIKE wildcards so a user's text is matched literally in a prefix search. */
export function likePrefix(text: string): string {
  return `${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Timestamps become ISO strings in the JSON answers; business dates are already 'YYYY-MM-DD'. */
export function plainRow<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as T;
}

export function plainRows<T>(rows: Record<string, unknown>[]): T[] {
  return rows.map((row) => plainRow<T>(row));
}

/** Postgres unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
