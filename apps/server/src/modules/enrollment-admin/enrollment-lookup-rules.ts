import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ActiveFilter } from '@portal/contracts/enrollment-admin/lookups';
import { ACTIVE_FILTER, LOOKUP_MESSAGES } from '@portal/contracts/enrollment-admin/lookups';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { updateAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { enrollmentBrokers, enrollmentLookupDescriptions, enrollmentSalesReps } from './enrollment-lookups.tables.ts';

/**
 * What the Admin and Support lookups (descriptions, sales reps, brokers) share: their module, unique codes, the active
 * filter, the lookup by code or NPN, add, edit and (de)activation.
 */
export const MODULE = MODULE_IDS.enrollmentAdmin;

/** A unique-index violation means the code (or NPN) is taken; the user is told which. */
function uniqueViolation(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  return isUniqueViolation(error, (name) => name.endsWith('npn_uq'))
    ? LOOKUP_MESSAGES.duplicateNpn
    : LOOKUP_MESSAGES.duplicateCode;
}

export async function withUniqueCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = uniqueViolation(error);
    if (message) throw badRequest(message);
    throw error;
  }
}

// ---- descriptions by partition ----

/** The spec's active filter: All=0 (no condition), Active=1, Inactive=2. */
export function activeCondition(column: AnyColumn, filter: ActiveFilter): SQL | undefined {
  return filter === ACTIVE_FILTER.All ? undefined : eq(column, filter === ACTIVE_FILTER.Active);
}

/** A sales rep or broker by its code (in any case) or, without a code, by its NPN. */
export function byCodeOrNpn(
  columns: { code: AnyColumn; npn: AnyColumn },
  by: { code?: string | undefined; npn?: string | undefined },
): SQL {
  return by.code ? eq(sql`upper(${columns.code})`, by.code.toUpperCase()) : eq(columns.npn, by.npn ?? '');
}

type LookupTable = typeof enrollmentLookupDescriptions | typeof enrollmentSalesReps | typeof enrollmentBrokers;

/** A lookup list as its writes see it: its table, the columns it answers with and what its audit rows name. */
interface LookupList<T extends LookupTable, S extends SelectedFieldsFlat> {
  table: T;
  columns: S;
  /** The list and the row, as the audit of an add or edit names them (an edit adds whether it is active). */
  details: (row: SelectResultFields<S>) => Record<string, unknown>;
}

/** What a form sets on a lookup row; who changed it (and when) the writes add. */
type LookupValues<T extends LookupTable> = Omit<T['$inferInsert'], 'id' | 'version' | 'updatedBy' | 'updatedAt'> & {
  isActive: boolean;
};

/** A sales rep or broker by its code or NPN (the enrollment form's lookup); 404 when there is none. */
export async function findByCodeOrNpn<S extends SelectedFieldsFlat>(
  db: Db,
  lookup: { table: typeof enrollmentSalesReps | typeof enrollmentBrokers; columns: S },
  by: { code?: string | undefined; npn?: string | undefined },
): Promise<SelectResultFields<S>> {
  const source: PgTable = lookup.table;
  const [row] = (await db
    .select(lookup.columns)
    .from(source)
    .where(byCodeOrNpn(lookup.table, by))
    .limit(1)) as SelectResultFields<S>[];
  if (!row) throw notFound();
  return row;
}

/** Adds a lookup row with its audit row; a taken code or NPN is a 400 that names it. */
export async function addLookup<T extends LookupTable, S extends SelectedFieldsFlat>(
  db: Db,
  actor: Actor,
  list: LookupList<T, S>,
  values: LookupValues<T>,
): Promise<SelectResultFields<S>> {
  return withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const target: PgTable = list.table;
      const [row] = (await tx
        .insert(target)
        .values({ ...values, updatedBy: actor.user.username })
        .returning(list.columns)) as SelectResultFields<S>[];
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        eventType: 'EnrollmentLookupAdded',
        itemId: (row as { id: number }).id,
        moduleId: MODULE,
        details: list.details(row),
      });
      return row;
    }),
  );
}

/** Edits a lookup row at the version read (stale: 409), with its audit row; a taken code or NPN is a 400. */
export async function updateLookup<T extends LookupTable, S extends SelectedFieldsFlat>(
  db: Db,
  actor: Actor,
  list: LookupList<T, S>,
  target: { id: number; version: number },
  values: LookupValues<T>,
): Promise<SelectResultFields<S>> {
  return withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const table: LookupTable = list.table;
      const row = await updateAtVersion(
        tx,
        table,
        target,
        { ...values, updatedBy: actor.user.username, updatedAt: new Date() },
        list.columns,
      );
      await recordAudit(tx, actor, {
        eventType: 'EnrollmentLookupUpdated',
        itemId: target.id,
        moduleId: MODULE,
        details: { ...list.details(row), active: values.isActive },
      });
      return row;
    }),
  );
}

/** (De)activates a lookup row at the version read, with its audit row; `details` names the list and the row. */
export async function setLookupActive<S extends SelectedFieldsFlat>(
  db: Db,
  actor: Actor,
  lookup: { table: LookupTable; columns: S; details: (row: SelectResultFields<S>) => Record<string, unknown> },
  id: number,
  change: { active: boolean; version: number },
): Promise<SelectResultFields<S>> {
  return db.transaction(async (tx) => {
    const row = await updateAtVersion(
      tx,
      lookup.table,
      { id, version: change.version },
      { isActive: change.active, updatedBy: actor.user.username, updatedAt: new Date() },
      lookup.columns,
    );
    await recordAudit(tx, actor, {
      eventType: change.active ? 'EnrollmentLookupReactivated' : 'EnrollmentLookupDeactivated',
      itemId: id,
      moduleId: MODULE,
      details: lookup.details(row),
    });
    return row;
  });
}

/** A lookup list's add, edit and (de)activation, from what its form sets on a row and what its audit rows name. */
export function lookupWrites<T extends LookupTable, S extends SelectedFieldsFlat, I>(
  list: LookupList<T, S> & { activeDetails: (row: SelectResultFields<S>) => Record<string, unknown> },
  values: (input: I) => LookupValues<T>,
) {
  return {
    add: (db: Db, actor: Actor, input: I) => addLookup(db, actor, list, values(input)),
    update: (db: Db, actor: Actor, id: number, input: I & { version: number }) =>
      updateLookup(db, actor, list, { id, version: input.version }, values(input)),
    setActive: (db: Db, actor: Actor, id: number, change: { active: boolean; version: number }) =>
      setLookupActive(db, actor, { ...list, details: list.activeDetails }, id, change),
  };
}
