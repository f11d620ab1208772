import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { conflict, notFound, type HttpError } from '../../platform/errors/errors.ts';

/**
 * Row helpers over a drizzle table, with column names taken from it so they cannot drift from the migration. The
 * two rate kinds that share one shape (gain share and risk pool) use them for everything; every IPA record that is
 * written or deleted at a version uses the one version guard here (updateRowAtVersion, deleteRowAtVersion,
 * staleOrMissing), so a stale write answers 409 the same way everywhere.
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

/** A table's soft-delete column, when it has one: a row flagged deleted counts as gone. */
function liveRow(table: PgTable): SQL {
  return columnNames(table).has('isDeleted') ? sql` and not is_deleted` : sql``;
}

/** The guard of every write at a version: this row, at the version the client read, not deleted. */
function atVersion(table: PgTable, id: number, version: number, scope: SQL): SQL {
  return sql`id = ${id} and version = ${version}${liveRow(table)}${scope}`;
}

/**
 * Update guarded by version (optimistic concurrency); undefined when the version is stale or the row is gone.
 * A soft delete is an update at a version too (`{ isDeleted: true }`). `scope` narrows the row further (e.g. its
 * IPA code: ` and upper(ipa_code) = upper(...)`).
 */
export async function updateRowAtVersion(db: DbOrTx, table: PgTable, id: number, version: number, values: Row, scope: SQL = sql``): Promise<Row | undefined> {
  const result = await db.execute<Row>(
    sql`update ${table} set ${sql.join([...assignments(table, values), sql`version = version + 1`], sql`, `)} where ${atVersion(table, id, version, scope)} returning *`,
  );
  const row = result.rows[0];
  return row ? mapRow(table, row) : undefined;
}

/** Hard delete guarded by version, with the same guard as updateRowAtVersion; the deleted row, or undefined. */
export async function deleteRowAtVersion(db: DbOrTx, table: PgTable, id: number, version: number, scope: SQL = sql``): Promise<Row | undefined> {
  const result = await db.execute<Row>(sql`delete from ${table} where ${atVersion(table, id, version, scope)} returning *`);
  const row = result.rows[0];
  return row ? mapRow(table, row) : undefined;
}

/**
 * Why a write at a version found no row: 409 (the stale-record message, reload) when the row is still there at
 * another version, 404 when it is gone.
 */
export async function staleOrMissing(db: DbOrTx, table: PgTable, id: number, scope: SQL = sql``): Promise<HttpError> {
  const result = await db.execute(sql`select 1 from ${table} where id = ${id}${liveRow(table)}${scope}`);
  return result.rows.length > 0 ? conflict() : notFound();
}

/** Narrows a versioned write to the rows of one IPA code (the code the client named). */
export const ofIpaCode = (ipaCode: string): SQL => sql` and upper(ipa_code) = upper(${ipaCode})`;

/** Update without touching the version: fields nobody edits in a form (last approved by / at). */
export async function updateRowQuietly(db: DbOrTx, table: PgTable, ids: number[], values: Row): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update ${table} set ${sql.join(assignments(table, values), sql`, `)} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

export async function selectRows(db: DbOrTx, table: PgTable, where: SQL, orderBy: SQL, lock = false): Promise<Row[]> {
  const result = await db.execute<Row>(sql`select * from ${table} where ${where} order by ${orderBy} ${lock ? sql`for update` : sql``}`);
  return result.rows.map((row) => mapRow(table, row));
}
