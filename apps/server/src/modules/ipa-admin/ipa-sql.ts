/** Small helpers for the IPA repositories' SQL. */

/** Timestamps become ISO strings in the JSON answers; business dates are already 'YYYY-MM-DD'. */
export function plainRow<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as T;
}

export function plainRows<T>(rows: Record<string, unknown>[]): T[] {
  return rows.map((row) => plainRow<T>(row));
}
