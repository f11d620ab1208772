import type { Pool } from 'pg';
import type { SQL } from 'drizzle-orm';
import { toStatement, type Statement } from './statement.ts';

/**
 * Rows read as arrays and mapped by position, for the hot lists (a page of 25-50 rows of 20-30 columns). pg builds an
 * object row by assigning each column by name; in a server that reads hundreds of row shapes those assignments are
 * megamorphic, about 1 ms for a 25-row page of 30 columns, several times the query itself (docs/decisions.md, issue 10).
 * Reading arrays (pg's rowMode 'array') and mapping each column by its position in the module's own function costs a
 * fraction of that. The values are the same: the same type parsers apply.
 */

/** The rows of a statement as arrays, in its column order. */
export async function arrayRows(pool: Pick<Pool, 'query'>, query: SQL | Statement): Promise<unknown[][]> {
  const { text, values } = toStatement(query);
  return (await pool.query({ text, values, rowMode: 'array' })).rows as unknown[][];
}

/** Each column's position in a select list given in order: `row[at.member_id]`. */
export function columnPositions<const Field extends string>(fields: readonly Field[]): Record<Field, number> {
  return Object.fromEntries(fields.map((field, index) => [field, index])) as Record<Field, number>;
}

/**
 * Typed reads of an array row by field name, made once per select list: `read.text(row, 'member_id')`. A mapper that
 * made such accessors as closures for each row paid for them on every row of every page (seen in the member search's
 * CPU profile).
 */
export function rowReader<Field extends string>(at: Record<Field, number>) {
  return {
    text: (row: unknown[], field: Field) => row[at[field]] as string,
    optional: (row: unknown[], field: Field) => row[at[field]] as string | null,
    flag: (row: unknown[], field: Field) => row[at[field]] as boolean,
    number: (row: unknown[], field: Field) => row[at[field]] as number,
    optionalNumber: (row: unknown[], field: Field) => row[at[field]] as number | null,
  };
}
