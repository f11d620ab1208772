import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { notFound, staleRecord, type HttpError } from '../errors/errors.ts';
import { changerOf, writerIn } from './changed-by.ts';
import type { DbOrTx } from './client.ts';

/**
 * The one write at a version (ARCHITECTURE §3.5: updates carry the version they were read at). A write finds its
 * row by id, at the version the client read, not soft-deleted (tables with `isDeleted`), within an optional scope
 * (e.g. the IPA code the client named). When it finds none, the row decides the answer: still there at another
 * version is 409 with the stale-record message (reload), naming who changed it where the table keeps that
 * (changed-by.ts), gone is 404.
 */
export interface VersionTarget {
  /** The row's id: a serial number, or a text key (e.g. a benefit's code and year). */
  id: number | string;
  version: number;
  /** Narrows the row further: a condition on the same table. */
  scope?: SQL | undefined;
  /**
   * Who is writing (a username): a row they changed last themselves (in another window) is stale without naming them.
   * An update that sets the table's changer column says it already.
   */
  by?: string | undefined;
}

function column(table: PgTable, key: string): PgColumn | undefined {
  return (getTableColumns(table) as Record<string, PgColumn | undefined>)[key];
}

function required(table: PgTable, key: 'id' | 'version'): PgColumn {
  const found = column(table, key);
  if (!found) throw new Error(`a table written at a version needs a ${key} column`);
  return found;
}

/** The columns a write at a version may set: their values, or SQL such as `now()`. */
type SetValues<T extends PgTable> = { [K in keyof T['_']['columns']]?: T['_']['columns'][K]['_']['data'] | SQL | null };

/** Every condition together; `and` gives undefined only for no condition at all, and the first is always there. */
function allOf(first: SQL, ...rest: (SQL | undefined)[]): SQL {
  return and(first, ...rest) ?? first;
}

/** This row, not soft-deleted, within the scope. */
function liveRow(table: PgTable, id: number | string, scope: SQL | undefined): SQL {
  const isDeleted = column(table, 'isDeleted');
  return allOf(eq(required(table, 'id'), id), isDeleted ? eq(isDeleted, false) : undefined, scope);
}

/** The guard of every write at a version: this row, at the version the client read, not deleted, within the scope. */
export function atVersion(table: PgTable, target: VersionTarget): SQL {
  return allOf(liveRow(table, target.id, target.scope), eq(required(table, 'version'), target.version));
}

/**
 * Why a write at a version found no row: 409 when the row is still there (at another version), naming who changed it
 * when the table keeps that and it was not the writer; 404 when it is gone.
 */
export async function staleOrMissing(
  db: DbOrTx,
  table: PgTable,
  target: Pick<VersionTarget, 'id' | 'scope' | 'by'>,
): Promise<HttpError> {
  return staleWhere(db, table, liveRow(table, target.id, target.scope), target.by);
}

/**
 * {@link staleOrMissing} for the row `where` finds, for a table whose rows have no id of their own (e.g. a member's
 * preferences per company) or a caller that compared the version itself: `by` is who is writing.
 */
export async function staleWhere(db: DbOrTx, table: PgTable, where: SQL, by: string | undefined): Promise<HttpError> {
  const changer = changerOf(table);
  const rows = await db
    .select({
      changedBy: changer ? changer.name : sql<null>`null`,
      isWriter: changer && by !== undefined ? changer.isWriter(by) : sql<null>`null`,
    })
    .from(table)
    .where(where)
    .limit(1);
  const [row] = rows;
  if (row === undefined) return notFound();
  return staleRecord(row.isWriter === true ? null : row.changedBy);
}

/**
 * Reads a row for a change at the version the client read, locked until the transaction ends: 404 when it is gone,
 * 409 when it was changed since. For changes that need the row before they write (a diff for the audit, a rule on
 * its status); the write that follows may then be a plain update. The 409 names who last changed the row where the
 * table keeps it (as {@link staleOrMissing}), or as `changedBy` says for a table whose rule is its own.
 */
export async function lockAtVersion<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  target: VersionTarget,
  changedBy?: (row: T['$inferSelect']) => string | null | undefined,
): Promise<T['$inferSelect']> {
  const source: PgTable = table;
  const rows = (await tx
    .select()
    .from(source)
    .where(liveRow(table, target.id, target.scope))
    .for('update')) as T['$inferSelect'][];
  const [row] = rows;
  if (row === undefined) throw notFound();
  if ((row as { version?: unknown }).version !== target.version)
    throw changedBy ? staleRecord(changedBy(row)) : await staleOrMissing(tx, table, target);
  return row;
}

/**
 * The row a write at a version returned; when it returned none, throws 409 (stale) or 404 (gone). For writes whose
 * statement is the caller's own (e.g. an update that also reads another table), guarded with {@link atVersion}.
 */
export async function writtenAtVersion<R>(
  db: DbOrTx,
  table: PgTable,
  target: Pick<VersionTarget, 'id' | 'scope' | 'by'>,
  rows: R[],
): Promise<R> {
  const [row] = rows;
  if (row === undefined) throw await staleOrMissing(db, table, target);
  return row;
}

/**
 * Updates one row at the version the client read and moves its version on; the returned columns (default: the id)
 * of the updated row. Throws 409 when the version is stale, 404 when the row is gone. A soft delete is an update at a
 * version too (`{ isDeleted: true }`).
 */
export async function updateAtVersion<T extends PgTable, S extends SelectedFieldsFlat = { id: PgColumn }>(
  db: DbOrTx,
  table: T,
  target: VersionTarget,
  values: SetValues<T>,
  returning?: S,
): Promise<SelectResultFields<S>> {
  const version = required(table, 'version');
  const set: Record<string, unknown> = { ...values, version: sql`${version} + 1` };
  const fields = (returning ?? { id: required(table, 'id') }) as SelectedFieldsFlat;
  const source: PgTable = table;
  const rows = (await db
    .update(source)
    .set(set)
    .where(atVersion(table, target))
    .returning(fields)) as SelectResultFields<S>[];
  return writtenAtVersion(db, table, { ...target, by: target.by ?? writerIn(table, values) }, rows);
}

/** Deletes one row at the version the client read; the returned columns of the deleted row. Throws 409 or 404. */
export async function deleteAtVersion<S extends SelectedFieldsFlat = { id: PgColumn }>(
  db: DbOrTx,
  table: PgTable,
  target: VersionTarget,
  returning?: S,
): Promise<SelectResultFields<S>> {
  const fields = (returning ?? { id: required(table, 'id') }) as SelectedFieldsFlat;
  const rows = (await db.delete(table).where(atVersion(table, target)).returning(fields)) as SelectResultFields<S>[];
  return writtenAtVersion(db, table, target, rows);
}
