import { sql, type SQL } from 'drizzle-orm';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/list-page.ts';
import type { ODataFields } from '../../../platform/odata/odata-compile.ts';
import { telehealthAppointmentSelect } from '../visit/visit.repository.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { AuditEvent } from '../../../platform/audit/audit.ts';
import { virtualAppointments } from '../care-on-demand.tables.ts';

/**
 * Virtual appointments as lists: the telehealth appointment shape (the visit module's select, with the member's name and
 * live attendees), filtered and ordered over the appointments table `a` joined to the member `m`.
 */

/** The fields `$filter` and `$orderby` of /odata/VirtualAppointments may name. */
export const APPOINTMENT_FIELDS: ODataFields = {
  id: { column: sql`a.id`, type: 'number' },
  memberId: { column: sql`a.member_id`, type: 'string' },
  memberFullName: { column: sql`m.full_name`, type: 'string', sortable: false },
  type: { column: sql`a.appointment_type`, type: 'string' },
  status: { column: sql`a.status`, type: 'string' },
  visitType: { column: sql`a.visit_type`, type: 'string' },
  isOnDemand: { column: sql`a.is_on_demand`, type: 'boolean' },
  startTimeUTC: { column: sql`a.start_time_utc`, type: 'datetime' },
  providerName: { column: sql`a.provider_name`, type: 'string' },
  providerUserId: { column: sql`a.provider_user_id`, type: 'number' },
};

/** Visits still to happen or happening: not closed, and starting from now on or already under way. */
export const UPCOMING = sql`(a.status not in ('Completed', 'Cancelled')
  and (a.start_time_utc >= now() or a.status in ('Waiting', 'InProgress')))`;
export const PREVIOUS = sql`(not ${UPCOMING})`;
/**
 * An on-demand visit whose member waits for any provider to take it: it sits in the waiting room (Live Dashboard), no
 * provider's to hold until one takes it (which makes it theirs and InProgress), whoever the request recorded.
 */
export const AWAITING_TAKER = sql`(a.is_on_demand and a.status = 'Waiting')`;
/** A visit booked for a time (scheduled), not an on-demand request for the first provider free. */
export const BOOKED = sql`(not a.is_on_demand)`;

export type AppointmentRow = TelehealthAppointment & { providerUserId: number };

type VisitRow = typeof virtualAppointments.$inferSelect;

/** What an appointment's audit row records of it before and after a change (Audit History reads its status). */
export const appointmentSnapshot = (row: VisitRow) => ({
  memberId: row.memberId,
  type: row.appointmentType,
  visitType: row.visitType,
  startTimeUTC: row.startTimeUtc.toISOString(),
  durationMinutes: row.durationMinutes,
  status: row.status,
  providerName: row.providerName,
  cancelReason: row.cancelReason,
});

/** The audit event of a change to an appointment (reschedule, cancel, take): the visit before and after. */
export function appointmentChangeEvent(eventType: string, before: VisitRow, after: VisitRow | undefined): AuditEvent {
  return {
    eventType,
    itemId: before.memberId,
    moduleId: MODULE_IDS.careOnDemand,
    details: {
      appointmentId: before.id,
      before: appointmentSnapshot(before),
      after: after ? appointmentSnapshot(after) : null,
    },
  };
}

/** One page of appointments in order, and how many match. */
export async function appointmentPage(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL,
  page: { skip: number; take: number },
): Promise<{ items: TelehealthAppointment[]; total: number }> {
  const [items, count] = await Promise.all([
    rowsOf<TelehealthAppointment>(
      db,
      sql`${telehealthAppointmentSelect(where)} order by ${orderBy} limit ${page.take} offset ${page.skip}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from virtual_appointments a left join members m on m.member_id = a.member_id
        where ${where}`,
    ),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}

/** One appointment's row (for a change at its version), or undefined. */
export async function appointmentRow(
  db: DbOrTx,
  id: number,
): Promise<typeof virtualAppointments.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(virtualAppointments)
    .where(sql`${virtualAppointments.id} = ${id}`);
  return row;
}

/** The member's name and phone, or undefined when no such member (reference members). */
export async function memberOf(
  db: DbOrTx,
  memberId: string,
): Promise<{ fullName: string; phone: string | null } | undefined> {
  const [row] = await rowsOf<{ fullName: string; phone: string | null }>(
    db,
    sql`select full_name as "fullName", phone from members where member_id = ${memberId}`,
  );
  return row;
}

export async function insertAppointment(db: DbOrTx, values: typeof virtualAppointments.$inferInsert): Promise<number> {
  const [row] = await db.insert(virtualAppointments).values(values).returning({ id: virtualAppointments.id });
  if (!row) throw new Error('the appointment was not inserted');
  return row.id;
}

/** The last and next virtual visit start of each member (any provider's): for the panel's columns. */
export async function visitDatesOf(
  db: DbOrTx,
  memberIds: readonly string[],
): Promise<Map<string, { last: string | null; next: string | null }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await rowsOf<{ memberId: string; last: string | null; next: string | null }>(
    db,
    sql`select a.member_id as "memberId",
        max(a.start_time_utc) filter (where ${PREVIOUS} and a.status <> 'Cancelled') as last,
        min(a.start_time_utc) filter (where ${UPCOMING}) as next
      from virtual_appointments a
      where a.member_id in (${sql.join(
        memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by a.member_id`,
  );
  return new Map(rows.map((row) => [row.memberId, { last: row.last, next: row.next }]));
}
