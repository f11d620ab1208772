/** Small helpers for the IPA repositories' SQL. */

/**
 * Timestamps become ISO strings in the JSON answers; business dates are already 'YYYY-MM-DD'. The row type is the
 * answer's: type the query with it (`pool.query<IpaDto>(...)`).
 */
export function plainRow<Row extends object>(row: Row): Row {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row as Record<string, unknown>))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Row;
}

export function plainRows<Row extends object>(rows: Row[]): Row[] {
  return rows.map((row) => plainRow(row));
}
