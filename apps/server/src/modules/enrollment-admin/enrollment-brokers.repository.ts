import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActiveFilter, brokerFormSchema } from '@portal/contracts/enrollment-admin/lookups';
import type { Db } from '../../platform/db/client.ts';
import { updateAtVersion } from '../../platform/db/write-at-version.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { enrollmentBrokers } from './enrollment-lookups.tables.ts';
import { MODULE, activeCondition, byCodeOrNpn, setLookupActive, withUniqueCheck } from './enrollment-lookup-rules.ts';

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

export async function findBroker(db: Db, by: { code?: string | undefined; npn?: string | undefined }) {
  const [row] = await db
    .select(brokerColumns)
    .from(enrollmentBrokers)
    .where(byCodeOrNpn(enrollmentBrokers, by))
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

export const setBrokerActive = (db: Db, actor: Actor, id: number, change: { active: boolean; version: number }) =>
  setLookupActive(
    db,
    actor,
    { table: enrollmentBrokers, columns: brokerColumns, details: (row) => ({ list: 'broker', code: row.code }) },
    id,
    change,
  );
