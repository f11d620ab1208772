import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ActiveFilter } from '@portal/contracts/enrollment-admin/lookups';
import { ACTIVE_FILTER, LOOKUP_MESSAGES } from '@portal/contracts/enrollment-admin/lookups';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/client.ts';
import { updateAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { enrollmentBrokers, enrollmentLookupDescriptions, enrollmentSalesReps } from './enrollment-lookups.tables.ts';

/**
 * What the Admin and Support lookups (descriptions, sales reps, brokers) share: their module, unique codes, the active
 * filter, the lookup by code or NPN and (de)activation.
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
