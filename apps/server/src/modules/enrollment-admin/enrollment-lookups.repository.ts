import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ActiveFilter,
  brokerFormSchema,
  LookupPartition,
  lookupDescriptionFormSchema,
  salesRepFormSchema,
} from '@portal/contracts/enrollment-admin/lookups';
import { ACTIVE_FILTER, LOOKUP_MESSAGES } from '@portal/contracts/enrollment-admin/lookups';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db } from '../../platform/db/client.ts';
import { updateAtVersion } from '../../platform/db/write-at-version.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { enrollmentBrokers, enrollmentLookupDescriptions, enrollmentSalesReps } from './enrollment-lookups.tables.ts';

type DescriptionInput = z.output<typeof lookupDescriptionFormSchema>;
type SalesRepInput = z.output<typeof salesRepFormSchema>;
type BrokerInput = z.output<typeof brokerFormSchema>;

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
const brokerColumns = {
  id: enrollmentBrokers.id,
  code: enrollmentBrokers.code,
  description: enrollmentBrokers.name,
  agencyName: enrollmentBrokers.agencyName,
  npn: enrollmentBrokers.npn,
  email: enrollmentBrokers.email,
  phone: enrollmentBrokers.phone,
  active: enrollmentBrokers.isActive,
  version: enrollmentBrokers.version,
};

const MODULE = MODULE_IDS.enrollmentAdmin;

/** A unique-index violation means the code (or NPN) is taken; the user is told which. */
function uniqueViolation(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  return isUniqueViolation(error, (name) => name.endsWith('npn_uq'))
    ? LOOKUP_MESSAGES.duplicateNpn
    : LOOKUP_MESSAGES.duplicateCode;
}

async function withUniqueCheck<T>(work: () => Promise<T>): Promise<T> {
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
function activeCondition(column: AnyColumn, filter: ActiveFilter): SQL | undefined {
  return filter === ACTIVE_FILTER.All ? undefined : eq(column, filter === ACTIVE_FILTER.Active);
}

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

export async function setDescriptionActive(
  db: Db,
  actor: Actor,
  id: number,
  change: { active: boolean; version: number },
) {
  return db.transaction(async (tx) => {
    const row = await updateAtVersion(
      tx,
      enrollmentLookupDescriptions,
      { id, version: change.version },
      { isActive: change.active, updatedBy: actor.user.username, updatedAt: new Date() },
      descriptionColumns,
    );
    await recordAudit(tx, actor, {
      eventType: change.active ? 'EnrollmentLookupReactivated' : 'EnrollmentLookupDeactivated',
      itemId: id,
      moduleId: MODULE,
      details: { list: 'description', partitionName: row.partitionName, code: row.code },
    });
    return row;
  });
}

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
    .where(
      by.code
        ? eq(sql`upper(${enrollmentSalesReps.code})`, by.code.toUpperCase())
        : eq(enrollmentSalesReps.npn, by.npn ?? ''),
    )
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

export async function setSalesRepActive(
  db: Db,
  actor: Actor,
  id: number,
  change: { active: boolean; version: number },
) {
  return db.transaction(async (tx) => {
    const row = await updateAtVersion(
      tx,
      enrollmentSalesReps,
      { id, version: change.version },
      { isActive: change.active, updatedBy: actor.user.username, updatedAt: new Date() },
      salesRepColumns,
    );
    await recordAudit(tx, actor, {
      eventType: change.active ? 'EnrollmentLookupReactivated' : 'EnrollmentLookupDeactivated',
      itemId: id,
      moduleId: MODULE,
      details: { list: 'salesRep', code: row.code },
    });
    return row;
  });
}

// ---- brokers ----

export async function listBrokers(db: Db, filter: ActiveFilter) {
  const items = await db
    .select(brokerColumns)
    .from(enrollmentBrokers)
    .where(activeCondition(enrollmentBrokers.isActive, filter))
    .orderBy(asc(enrollmentBrokers.name));
  return { items, total: items.length };
}

export async function findBroker(db: Db, by: { code?: string | undefined; npn?: string | undefined }) {
  const [row] = await db
    .select(brokerColumns)
    .from(enrollmentBrokers)
    .where(
      by.code
        ? eq(sql`upper(${enrollmentBrokers.code})`, by.code.toUpperCase())
        : eq(enrollmentBrokers.npn, by.npn ?? ''),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function addBroker(db: Db, actor: Actor, input: BrokerInput) {
  return withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enrollmentBrokers)
        .values({
          code: input.code,
          name: input.description,
          agencyName: input.agencyName,
          npn: input.npn,
          email: input.email,
          phone: input.phone,
          isActive: input.active,
          updatedBy: actor.user.username,
        })
        .returning(brokerColumns);
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        eventType: 'EnrollmentLookupAdded',
        itemId: row.id,
        moduleId: MODULE,
        details: { list: 'broker', code: row.code, npn: row.npn },
      });
      return row;
    }),
  );
}

export async function updateBroker(db: Db, actor: Actor, id: number, input: BrokerInput & { version: number }) {
  return withUniqueCheck(() =>
    db.transaction(async (tx) => {
      const row = await updateAtVersion(
        tx,
        enrollmentBrokers,
        { id, version: input.version },
        {
          code: input.code,
          name: input.description,
          agencyName: input.agencyName,
          npn: input.npn,
          email: input.email,
          phone: input.phone,
          isActive: input.active,
          updatedBy: actor.user.username,
          updatedAt: new Date(),
        },
        brokerColumns,
      );
      await recordAudit(tx, actor, {
        eventType: 'EnrollmentLookupUpdated',
        itemId: id,
        moduleId: MODULE,
        details: { list: 'broker', code: row.code, npn: row.npn, active: row.active },
      });
      return row;
    }),
  );
}

export async function setBrokerActive(db: Db, actor: Actor, id: number, change: { active: boolean; version: number }) {
  return db.transaction(async (tx) => {
    const row = await updateAtVersion(
      tx,
      enrollmentBrokers,
      { id, version: change.version },
      { isActive: change.active, updatedBy: actor.user.username, updatedAt: new Date() },
      brokerColumns,
    );
    await recordAudit(tx, actor, {
      eventType: change.active ? 'EnrollmentLookupReactivated' : 'EnrollmentLookupDeactivated',
      itemId: id,
      moduleId: MODULE,
      details: { list: 'broker', code: row.code },
    });
    return row;
  });
}
