/**
 * SQL fragments for set-based demo seeding: every value is a hash of a row number, so the large scale loads in minutes
 * and every machine gets the same data.
 */

/** A non-negative 63-bit hash of an SQL expression, different for each seed. */
export const h = (expression: string, seed: number) =>
  `(hashint8extended(${expression}, ${seed}) & 9223372036854775807)`;

export const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** One of the values, chosen by a hash. */
export const pick = (values: readonly string[], hash: string) =>
  `(${textArray(values)})[1 + (${hash}) % ${values.length}]`;

/** `count` different values from a list, starting at a hashed position. */
export const codes = (values: readonly string[], hash: string, count: string) =>
  `(select array_agg((${textArray(values)})[1 + ((${hash}) + o) % ${values.length}] order by o) from generate_series(0, ${count} - 1) o)`;

/** The demo members' id range in batches of `size` (1-based member row ids). */
export function* memberBatches(members: number, size = 100_000): Generator<[number, number]> {
  for (let first = 1; first <= members; first += size) yield [first, Math.min(members, first + size - 1)];
}
