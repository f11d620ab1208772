import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActiveFilter, brokerFormSchema } from '@portal/contracts/enrollment-admin/lookups';
import type { Db } from '../../platform/db/client.ts';
import { enrollmentBrokers } from './enrollment-lookups.tables.ts';
import { activeCondition, findByCodeOrNpn, lookupWrites } from './enrollment-lookup-rules.ts';

/** Admin and Support > Brokers: the referring brokers of the enrollment form (list, lookup by code or NPN, add, edit, (de)activate). */
type BrokerInput = z.output<typeof brokerFormSchema>;

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

export async function listBrokers(db: Db, filter: ActiveFilter) {
  const items = await db
    .select(brokerColumns)
    .from(enrollmentBrokers)
    .where(activeCondition(enrollmentBrokers.isActive, filter))
    .orderBy(asc(enrollmentBrokers.name));
  return { items, total: items.length };
}

export const findBroker = (db: Db, by: { code?: string | undefined; npn?: string | undefined }) =>
  findByCodeOrNpn(db, { table: enrollmentBrokers, columns: brokerColumns }, by);

const brokerValues = (input: BrokerInput) => ({
  code: input.code,
  name: input.description,
  agencyName: input.agencyName,
  npn: input.npn,
  email: input.email,
  phone: input.phone,
  isActive: input.active,
});

const brokers = lookupWrites(
  {
    table: enrollmentBrokers,
    columns: brokerColumns,
    details: (row) => ({ list: 'broker', code: row.code, npn: row.npn }),
    activeDetails: (row) => ({ list: 'broker', code: row.code }),
  },
  brokerValues,
);
export const addBroker = brokers.add;
export const updateBroker = brokers.update;
export const setBrokerActive = brokers.setActive;
