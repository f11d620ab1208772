import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ActiveFilter,
  LookupPartition,
  lookupDescriptionFormSchema,
  salesRepFormSchema,
} from '@portal/contracts/enrollment-admin/lookups';
import type { Db } from '../../platform/db/client.ts';
import { enrollmentLookupDescriptions, enrollmentSalesReps } from './enrollment-lookups.tables.ts';
import { activeCondition, findByCodeOrNpn, lookupWrites } from './enrollment-lookup-rules.ts';

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

const descriptionValues = (input: DescriptionInput) => ({
  partitionName: input.partitionName,
  code: input.code,
  description: input.description,
  sortOrder: input.sortOrder,
  isActive: input.active,
});

const descriptions = lookupWrites(
  {
    table: enrollmentLookupDescriptions,
    columns: descriptionColumns,
    details: (row) => ({
      list: 'description',
      partitionName: row.partitionName,
      code: row.code,
      description: row.description,
    }),
    activeDetails: (row) => ({ list: 'description', partitionName: row.partitionName, code: row.code }),
  },
  descriptionValues,
);
export const addDescription = descriptions.add;
export const updateDescription = descriptions.update;
export const setDescriptionActive = descriptions.setActive;

// ---- sales reps ----

export async function listSalesReps(db: Db, filter: ActiveFilter) {
  const items = await db
    .select(salesRepColumns)
    .from(enrollmentSalesReps)
    .where(activeCondition(enrollmentSalesReps.isActive, filter))
    .orderBy(asc(enrollmentSalesReps.lastName), asc(enrollmentSalesReps.firstName));
  return { items, total: items.length };
}

export const findSalesRep = (db: Db, by: { code?: string | undefined; npn?: string | undefined }) =>
  findByCodeOrNpn(db, { table: enrollmentSalesReps, columns: salesRepColumns }, by);

const salesRepValues = (input: SalesRepInput) => ({
  code: input.code,
  firstName: input.firstName,
  lastName: input.lastName,
  fullName: `${input.firstName} ${input.lastName}`,
  npn: input.npn,
  email: input.email,
  phone: input.phone,
  isActive: input.active,
});

const salesReps = lookupWrites(
  {
    table: enrollmentSalesReps,
    columns: salesRepColumns,
    details: (row) => ({ list: 'salesRep', code: row.code, npn: row.npn }),
    activeDetails: (row) => ({ list: 'salesRep', code: row.code }),
  },
  salesRepValues,
);
export const addSalesRep = salesReps.add;
export const updateSalesRep = salesReps.update;
export const setSalesRepActive = salesReps.setActive;
