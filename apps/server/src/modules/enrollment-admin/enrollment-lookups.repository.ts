import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ActiveFilter,
  LookupPartition,
  lookupDescriptionFormSchema,
  salesRepFormSchema,
} from '@portal/contracts/enrollment-admin/lookups';
import type { Db } from '../../platform/db/client.ts';
import { updateAtVersion } from '../../platform/db/write-at-version.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { enrollmentLookupDescriptions, enrollmentSalesReps } from './enrollment-lookups.tables.ts';
import { MODULE, activeCondition, byCodeOrNpn, setLookupActive, withUniqueCheck } from './enrollment-lookup-rules.ts';

type DescriptionInput = z.output<typeof lookupDescriptionFormSchema>;
type SalesRepInput = z.output<typeof salesRepFormSchema>;

const descriptionColumns = {
  id: enrollmentLookupDescriptions.id,
  partitionName: enrollmentLookupDescriptions.partitionName,
  code: enrollmentLookupDescriptions.code,
  description: enrollmentLookupDescriptions.description,
  sortOrder: enrollmentLookupDescriptions.sortOrder,
  active: enrollmentLookupDescriptions.isActive,
  version: enrollmentLookupDescriptions.version,
};
const salesRepColumns = {
  id: enrollmentSalesReps.id,
  code: enrollmentSalesReps.code,
  firstName: enrollmentSalesReps.firstName,
  lastName: enrollmentSalesReps.lastName,
  description: enrollmentSalesReps.fullName,
  npn: enrollmentSalesReps.npn,
  email: enrollmentSalesReps.email,
  phone: enrollmentSalesReps.phone,
  active: enrollmentSalesReps.isActive,
  version: enrollmentSalesReps.version,
};

export async function listDescriptions(db: Db, partitionName: LookupPartition, filter: ActiveFilter) {
  const where = and(
    eq(enrollmentLookupDescriptions.partitionName, partitionName),
    activeCondition(enrollmentLookupDescriptions.isActive, filter),
  );
  const items = await db
    .select(descriptionColumns)
    .from(enrollmentLookupDescriptions)
    .where(where)
    .orderBy(asc(enrollmentLookupDescriptions.sortOrder), asc(enrollmentLookupDescriptions.description));
  return { items, total: items.length };
}

export async function addDescription(db: Db, actor: Actor, input: DescriptionInput) {
  return withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enrollmentLookupDescriptions)
        .values({
          partitionName: input.partitionName,
          code: input.code,
          description: input.description,
          sortOrder: input.sortOrder,
          isActive: input.active,
          updatedBy: actor.user.username,
        })
        .returning(descriptionColumns);
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        eventType: 'EnrollmentLookupAdded',
        itemId: row.id,
        moduleId: MODULE,
        details: {
          list: 'description',
          partitionName: row.partitionName,
          code: row.code,
          description: row.description,
        },
      });
      return row;
    }),
  );
}

export async function updateDescription(
  db: Db,
  actor: Actor,
  id: number,
  input: DescriptionInput & { version: number },
) {
  return withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const row = await updateAtVersion(
        tx,
        enrollmentLookupDescriptions,
        { id, version: input.version },
        {
          partitionName: input.partitionName,
          code: input.code,
          description: input.description,
          sortOrder: input.sortOrder,
          isActive: input.active,
          updatedBy: actor.user.username,
          updatedAt: new Date(),
        },
        descriptionColumns,
      );
      await recordAudit(tx, actor, {
        eventType: 'EnrollmentLookupUpdated',
        itemId: id,
        moduleId: MODULE,
        details: {
          list: 'description',
          partitionName: row.partitionName,
          code: row.code,
          description: row.description,
          active: row.active,
        },
      });
      return row;
    }),
  );
}

export const setDescriptionActive = (db: Db, actor: Actor, id: number, change: { active: boolean; version: number }) =>
  setLookupActive(
    db,
    actor,
    {
      table: enrollmentLookupDescriptions,
      columns: descriptionColumns,
      details: (row) => ({ list: 'description', partitionName: row.partitionName, code: row.code }),
    },
    id,
    change,
  );

// ---- sales reps ----

export async function listSalesReps(db: Db, filter: ActiveFilter) {
  const items = await db
    .select(salesRepColumns)
    .from(enrollmentSalesReps)
    .where(activeCondition(enrollmentSalesReps.isActive, filter))
    .orderBy(asc(enrollmentSalesReps.lastName), asc(enrollmentSalesReps.firstName));
  return { items, total: items.length };
}

export async function findSalesRep(db: Db, by: { code?: string | undefined; npn?: string | undefined }) {
  const [row] = await db
    .select(salesRepColumns)
    .from(enrollmentSalesReps)
    .where(byCodeOrNpn(enrollmentSalesReps, by))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const fullName = (input: SalesRepInput) => `${input.firstName} ${input.lastName}`;

export async function addSalesRep(db: Db, actor: Actor, input: SalesRepInput) {
  return withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enrollmentSalesReps)
        .values({
          code: input.code,
          firstName: input.firstName,
          lastName: input.lastName,
          fullName: fullName(input),
          npn: input.npn,
          email: input.email,
          phone: input.phone,
          isActive: input.active,
          updatedBy: actor.user.username,
        })
        .returning(salesRepColumns);
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        eventType: 'EnrollmentLookupAdded',
        itemId: row.id,
        moduleId: MODULE,
        details: { list: 'salesRep', code: row.code, npn: row.npn },
      });
      return row;
    }),
  );
}

export async function updateSalesRep(db: Db, actor: Actor, id: number, input: SalesRepInput & { version: number }) {
  return withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const row = await updateAtVersion(
        tx,
        enrollmentSalesReps,
        { id, version: input.version },
        {
          code: input.code,
          firstName: input.firstName,
          lastName: input.lastName,
          fullName: fullName(input),
          npn: input.npn,
          email: input.email,
          phone: input.phone,
          isActive: input.active,
          updatedBy: actor.user.username,
          updatedAt: new Date(),
        },
        salesRepColumns,
      );
      await recordAudit(tx, actor, {
        eventType: 'EnrollmentLookupUpdated',
        itemId: id,
        moduleId: MODULE,
        details: { list: 'salesRep', code: row.code, npn: row.npn, active: row.active },
      });
      return row;
    }),
  );
}

export const setSalesRepActive = (db: Db, actor: Actor, id: number, change: { active: boolean; version: number }) =>
  setLookupActive(
    db,
    actor,
    { table: enrollmentSalesReps, columns: salesRepColumns, details: (row) => ({ list: 'salesRep', code: row.code }) },
    id,
    change,
  );
