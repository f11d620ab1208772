import { asc, eq, sql } from 'drizzle-orm';
import {
  COD_ADMIN_MESSAGES as M,
  type CreateVisitType,
  type UpdateVisitType,
  type VisitType,
  type VisitTypes,
} from '@portal/contracts/care-on-demand/admin';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/pg-errors.ts';
import { returnedRow } from '../../../platform/db/returned-row.ts';
import { lockAtVersion } from '../../../platform/db/write-at-version.ts';
import { badRequest } from '../../../platform/errors/errors.ts';
import { codVisitTypes } from './care-on-demand-admin.tables.ts';
import { COD_ADMIN_MODULE_ID } from './module-ids.ts';

/**
 * Visit types (Care on Demand Admin): added, changed and deactivated at the version read, names unique regardless of
 * case (the unique index decides under concurrency), every change audited with before and after.
 */

type Row = typeof codVisitTypes.$inferSelect;

const toVisitType = (row: Row): VisitType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  appointmentType: row.appointmentType as VisitType['appointmentType'],
  defaultDurationMinutes: row.defaultDurationMinutes,
  onDemandAllowed: row.onDemandAllowed,
  isActive: row.isActive,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** The visit types by name; only the active ones unless asked. */
export async function listVisitTypes(db: DbOrTx, includeInactive: boolean): Promise<VisitTypes> {
  const rows = await db
    .select()
    .from(codVisitTypes)
    .where(includeInactive ? undefined : eq(codVisitTypes.isActive, true))
    .orderBy(asc(sql`lower(${codVisitTypes.name})`), asc(codVisitTypes.id));
  return { items: rows.map(toVisitType), total: rows.length };
}

/**
 * Whether an active visit type of this name (any case) offers visits of this kind (its appointment type, or Both): the
 * one rule for scheduling a visit.
 */
export async function offersVisitType(db: DbOrTx, name: string, appointmentType: 'Video' | 'Audio'): Promise<boolean> {
  const rows = await db
    .select({ id: codVisitTypes.id })
    .from(codVisitTypes)
    .where(
      sql`lower(${codVisitTypes.name}) = lower(${name}) and ${codVisitTypes.isActive}
        and ${codVisitTypes.appointmentType} in (${appointmentType}, 'Both')`,
    )
    .limit(1);
  return rows.length > 0;
}

async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'cod_visit_types_name_idx')) throw badRequest(M.nameExists);
    throw error;
  }
}

const fieldsOf = (input: CreateVisitType) => ({
  name: input.name,
  description: input.description,
  appointmentType: input.appointmentType,
  defaultDurationMinutes: input.defaultDurationMinutes,
  onDemandAllowed: input.onDemandAllowed,
  isActive: input.isActive,
});

export function createVisitType(db: Db, actor: Actor, input: CreateVisitType): Promise<VisitType> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const row = returnedRow(
        await tx
          .insert(codVisitTypes)
          .values({ ...fieldsOf(input), createdBy: actor.user.username, updatedBy: actor.user.username })
          .returning(),
      );
      const after = toVisitType(row);
      await recordAudit(tx, actor, {
        eventType: 'VisitTypeCreated',
        itemId: row.id,
        moduleId: COD_ADMIN_MODULE_ID,
        details: { before: null, after },
      });
      return after;
    }),
  );
}

export function updateVisitType(db: Db, actor: Actor, id: number, input: UpdateVisitType): Promise<VisitType> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const before = toVisitType(
        await lockAtVersion(tx, codVisitTypes, { id, version: input.version, by: actor.user.username }),
      );
      const row = returnedRow(
        await tx
          .update(codVisitTypes)
          .set({
            ...fieldsOf(input),
            updatedBy: actor.user.username,
            updatedAt: new Date(),
            version: before.version + 1,
          })
          .where(eq(codVisitTypes.id, id))
          .returning(),
      );
      const after = toVisitType(row);
      await recordAudit(tx, actor, {
        eventType: before.isActive && !after.isActive ? 'VisitTypeDeactivated' : 'VisitTypeUpdated',
        itemId: id,
        moduleId: COD_ADMIN_MODULE_ID,
        details: { before, after },
      });
      return after;
    }),
  );
}
