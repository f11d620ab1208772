/** Small helpers for the IPA repositories' SQL. */

/** Timestamps become ISO strings in the JSON answers; business dates are already 'YYYY-MM-DD'. */
/** The row type is the answer's: type the query with it (`pool.query<IpaDto>(...)`). */
export function plainRow<Row extends object>(row: Row): Row {
  const entries = Object.entries(row as Record<string, unknown>).map(([key, value]) => [
    key,
    value instanceof Date ? value.toISOString() : value,
  ]);
  return Object.fromEntries(entries) as Row;
}

export function plainRows<Row extends object>(rows: Row[]): Row[] {
  return rows.map((row) => plainRow(row));
}
