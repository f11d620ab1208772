import { sql, type SQL } from 'drizzle-orm';
import type {
  PhoneActivity,
  PhoneActivityList,
  PhoneActivityQuery,
  SimulatorActivityQuery,
} from '@portal/contracts/care-on-demand/admin';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { listPage } from '../../../platform/db/list-page.ts';

/**
 * The phone and SMS simulator's record (simulated_phone_activity, written by the telehealth phone adapter): read only,
 * newest first. Phone numbers and message texts are member data: the routes audit every read.
 */

const SOURCE = {
  from: sql`simulated_phone_activity a`,
  columns: sql`a.id::int as id, a.kind, a.to_number as "toNumber", a.body, a.call_sid as "callSid", a.status,
    a.appointment_id as "appointmentId", a.created_at as "createdAt", a.updated_at as "updatedAt"`,
};
const NEWEST_FIRST = sql`a.created_at desc, a.id desc`;

/** The same number written with or without punctuation or the country code: compare the last 10 digits. */
const sameNumber = (toNumber: string): SQL =>
  sql`right(regexp_replace(a.to_number, '\\D', '', 'g'), 10) = right(${toNumber.replace(/\D/g, '')}, 10)`;

/** One page of the record, newest first, by kind and number. */
export async function phoneActivityPage(db: DbOrTx, query: PhoneActivityQuery): Promise<PhoneActivityList> {
  const where: SQL[] = [sql`true`];
  if (query.kind) where.push(sql`a.kind = ${query.kind}`);
  if (query.toNumber) where.push(sameNumber(query.toNumber));
  const page = await listPage(db, SOURCE, sql.join(where, sql` and `), NEWEST_FIRST, {
    skip: (query.page - 1) * query.pageSize,
    top: query.pageSize,
    count: true,
  });
  return { items: page.rows as PhoneActivity[], total: page.count ?? 0 };
}

/** What the simulator recorded since an instant (to a number), newest first; at most 500 rows (tests and testers). */
export async function simulatorActivity(db: DbOrTx, query: SimulatorActivityQuery): Promise<PhoneActivityList> {
  const where: SQL[] = [sql`true`];
  if (query.since) where.push(sql`a.created_at >= ${query.since}::timestamptz`);
  if (query.toNumber) where.push(sameNumber(query.toNumber));
  const page = await listPage(db, SOURCE, sql.join(where, sql` and `), NEWEST_FIRST, {
    skip: 0,
    top: 500,
    count: true,
  });
  return { items: page.rows as PhoneActivity[], total: page.count ?? 0 };
}
