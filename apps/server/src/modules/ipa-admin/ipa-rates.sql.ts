import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';

/**
 * Row helpers for the two rate kinds that share one shape (gain share and risk pool): the same code serves both
 * tables, with column names taken from the drizzle table so they cannot drift from the migration.
 */
export type Row = Record<string, unknown>;

function columnNames(table: PgTable): Map<string, string> {
  return new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
}

/** A raw row (snake_case) as camelCase keys of the drizzle table; timestamps as ISO text. */
export function mapRow(table: PgTable, raw: Row): Row {
  const out: Row = {};
  for (const [key, name] of columnNames(table)) {
    const value = raw[name];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

function assignments(table: PgTable, values: Row): SQL[] {
  const names = columnNames(table);
  return Object.entries(values)
    .filter(([key, value]) => names.has(key) && value !== undefined)
    .map(([key, value]) => sql`${sql.identifier(names.get(key)!)} = ${value}`);
}

export async function insertRow(db: DbOrTx, table: PgTable, values: Row): Promise<Row> {
  const names = columnNames(table);
  const entries = Object.entries(values).filter(([key, value]) => names.has(key) && value !== undefined);
  const result = await db.execute<Row>(
    sql`insert into ${table} (${sql.join(entries.map(([key]) => sql.identifier(names.get(key)!)), sql`, `)}) values (${sql.join(entries.map(([, value]) => sql`${value}`), sql`, `)}) returning *`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('insert returned nothing');
  return mapRow(table, row);
}

/** Update guarded by version (optimistic concurrency); undefined when the version is stale or the row is gone. */
export async function updateRowAtVersion(db: DbOrTx, table: PgTable, id: number, version: number, values: Row): Promise<Row | undefined> {
  const result = await db.execute<Row>(
    sql`update ${table} set ${sql.join([...assignments(table, values), sql`version = version + 1`], sql`, `)} where id = ${id} and version = ${version} and not is_deleted returning *`,
  );
  const row = result.rows[0];
  return row ? mapRow(table, row) : undefined;
}

/** Update without touching the version: fields nobody edits in a form (last approved by / at). */
export async function updateRowQuietly(db: DbOrTx, table: PgTable, ids: number[], values: Row): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update ${table} set ${sql.join(assignments(table, values), sql`, `)} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

export async function selectRows(db: DbOrTx, table: PgTable, where: SQL, orderBy: SQL, lock = false): Promise<Row[]> {
  const result = await db.execute<Row>(sql`select * from ${table} where ${where} order by ${orderBy} ${lock ? sql`for update` : sql``}`);
  return result.rows.map((row) => mapRow(table, row));
}
