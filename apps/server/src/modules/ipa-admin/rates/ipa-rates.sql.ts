import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { deleteAtVersion, updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { userNameOf } from '../../../platform/db/user-name.ts';

/**
 * Row helpers over a drizzle table, with column names taken from it so they cannot drift from the migration. The
 * two rate kinds that share one shape (gain share and risk pool) use them for everything; every IPA record that is
 * written or deleted at a version goes through the platform's write at a version (platform/db/write-at-version.ts),
 * so a stale write answers 409 the same way everywhere.
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

/** The given values of the table's columns as [column name, value]; an undefined value is left out. */
function columnEntries(table: PgTable, values: Row): [string, unknown][] {
  const names = columnNames(table);
  return Object.entries(values).flatMap(([key, value]): [string, unknown][] => {
    const name = names.get(key);
    return name === undefined || value === undefined ? [] : [[name, value]];
  });
}

function assignments(table: PgTable, values: Row): SQL[] {
  return columnEntries(table, values).map(([name, value]) => sql`${sql.identifier(name)} = ${value}`);
}

export async function insertRow(db: DbOrTx, table: PgTable, values: Row): Promise<Row> {
  const entries = columnEntries(table, values);
  const result = await db.execute<Row>(
    sql`insert into ${table} (${sql.join(
      entries.map(([name]) => sql.identifier(name)),
      sql`, `,
    )}) values (${sql.join(
      entries.map(([, value]) => sql`${value}`),
      sql`, `,
    )}) returning *`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('insert returned nothing');
  return mapRow(table, row);
}

/** A row the query builder returned (camelCase keys), with its timestamps as ISO text like {@link mapRow}. */
function isoRow(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}

function knownValues(table: PgTable, values: Row): Row {
  const names = columnNames(table);
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => names.has(key) && value !== undefined));
}

/**
 * The platform's update at a version over a row of these helpers: the updated row; 409 when the version is stale,
 * 404 when the row is gone. A soft delete is an update at a version too (`{ isDeleted: true }`). `scope` narrows the
 * row further (e.g. its IPA code, {@link ofIpaCode}).
 */
export async function updateRowAtVersion(
  db: DbOrTx,
  table: PgTable,
  id: number,
  version: number,
  values: Row,
  scope?: SQL,
  by?: string,
): Promise<Row> {
  return isoRow(
    await updateAtVersion(db, table, { id, version, scope, by }, knownValues(table, values), getTableColumns(table)),
  );
}

/** Hard delete at a version, with the same guard as updateRowAtVersion; the deleted row. */
export async function deleteRowAtVersion(
  db: DbOrTx,
  table: PgTable,
  id: number,
  version: number,
  scope?: SQL,
  by?: string,
): Promise<Row> {
  return isoRow(await deleteAtVersion(db, table, { id, version, scope, by }, getTableColumns(table)));
}

/** Narrows a versioned write to the rows of one IPA code (the code the client named). */
export const ofIpaCode = (ipaCode: string): SQL => sql`upper(ipa_code) = upper(${ipaCode})`;

/** Update without touching the version: fields nobody edits in a form (last approved by / at). */
export async function updateRowQuietly(db: DbOrTx, table: PgTable, ids: number[], values: Row): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update ${table} set ${sql.join(assignments(table, values), sql`, `)} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/**
 * Display names to read with the rows: the key of each name, and the table column (camelCase key) holding the username
 * it is read by, e.g. `{ createdByName: 'createdById' }`.
 */
export type UserNameColumns = Readonly<Record<string, string>>;

export async function selectRows(
  db: DbOrTx,
  table: PgTable,
  where: SQL,
  orderBy: SQL,
  lock = false,
  names: UserNameColumns = {},
): Promise<Row[]> {
  const columns = getTableColumns(table);
  const nameColumns = Object.entries(names).map(([key, field]) => {
    const column = columns[field];
    if (!column) throw new Error(`No column ${field} to read a name by`);
    return sql`, ${userNameOf(column)} as ${sql.identifier(key)}`;
  });
  const result = await db.execute<Row>(
    sql`select *${sql.join(nameColumns)} from ${table} where ${where} order by ${orderBy} ${lock ? sql`for update` : sql``}`,
  );
  return result.rows.map((row) => ({
    ...mapRow(table, row),
    ...Object.fromEntries(Object.keys(names).map((key) => [key, row[key] ?? null])),
  }));
}
