/**
 * The one row an `insert ... returning` (or an update of a row just locked) gives back. PostgreSQL always returns it;
 * an empty answer is a broken invariant, reported as such instead of an `undefined` read further on.
 */
export function returnedRow<Row>(rows: readonly Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement returned no row');
  return row;
}
