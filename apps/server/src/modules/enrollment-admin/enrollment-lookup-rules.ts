import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ActiveFilter } from '@portal/contracts/enrollment-admin/lookups';
import { ACTIVE_FILTER, LOOKUP_MESSAGES } from '@portal/contracts/enrollment-admin/lookups';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { badRequest } from '../../platform/errors/errors.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';

/** What the Admin and Support lookups (descriptions, sales reps, brokers) share: their module, unique codes, the active filter. */
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
