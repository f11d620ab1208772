import { randomInt, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  APPOINTMENT_MESSAGES as M,
  type AppointmentsODataQuery,
  type CancelAppointment,
  type MyVisitsQuery,
  type OpenTimesQuery,
  type RescheduleAppointment,
  type ScheduleAppointment,
} from '@portal/contracts/care-on-demand/appointments';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { isClosedAppointment } from '@portal/contracts/care-on-demand/virtual-care-constants';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { can, type CurrentUser } from '../../../platform/access/current-user.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { lockAtVersion } from '../../../platform/db/write-at-version.ts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../../platform/errors/errors.ts';
import { compileFilter, compileOrderBy } from '../../../platform/odata/odata-compile.ts';
import { findTelehealthAppointment } from '../visit/visit.repository.ts';
import { virtualAppointments } from '../care-on-demand.tables.ts';
import { notifyVisitsChanged } from '../live-dashboard/live-events.ts';
import * as repository from './appointments.repository.ts';
import { offersVisitType } from '../admin/visit-types.service.ts';
import { memberStates, takeRefusal, takerProfile } from './on-demand-routing.ts';
import type { Queryable } from '../../../platform/reference/reference.service.ts';
import { moveVisitLinkExpiry } from '../visit/visit-links.ts';
import { openTimes, refuseOverlap } from './open-times.service.ts';

/**
 * Care on Demand's appointments: who sees which (a provider their own visits; Care on Demand admin every visit), the
 * provider's upcoming and previous visits, and the changes (schedule, reschedule, cancel, take a waiting visit, link
 * the chat conversation), each at the version read, audited in its transaction and told to the Live Dashboard.
 */

const MODULE = MODULE_IDS.careOnDemand;

/** May see and change every provider's visits (Care on Demand admin). */
export const seesAllVisits = (user: CurrentUser): boolean => can(user, MODULE, 'admin');

/** The visits a user may see: their own, or all for Care on Demand admin. */
export const visibleTo = (user: CurrentUser): SQL =>
  seesAllVisits(user) ? sql`true` : sql`a.provider_user_id = ${user.id}`;

/** GET /odata/VirtualAppointments: $filter, $orderby (default start ascending), $skip, $top, $count. */
export async function listAppointments(
  db: DbOrTx,
  user: CurrentUser,
  query: AppointmentsODataQuery,
): Promise<ODataAnswer<TelehealthAppointment>> {
  const where = sql`${visibleTo(user)} and ${compileFilter(query.$filter, repository.APPOINTMENT_FIELDS)}`;
  const orderBy = compileOrderBy(
    query.$orderby,
    repository.APPOINTMENT_FIELDS,
    [{ field: 'startTimeUTC', direction: 'asc' }],
    sql`a.id`,
  );
  const page = await repository.appointmentPage(db, where, orderBy, { skip: query.$skip, take: query.$top });
  return query.$count ? { value: page.items, '@odata.count': page.total } : { value: page.items };
}

/**
 * Default.MyUpcoming / Default.MyPrevious: the caller's own visits (as their provider) of a type ('All': both), of one
 * member when asked; upcoming by startTimeUTC ascending, previous descending (enrollment-crm-virtual-care §9). A waiting
 * on-demand visit nobody has taken is the waiting room's, not in the list of the provider its request recorded.
 */
export function myVisits(
  db: DbOrTx,
  user: CurrentUser,
  which: 'upcoming' | 'previous',
  query: MyVisitsQuery,
): Promise<{ items: TelehealthAppointment[]; total: number }> {
  const conditions = [
    sql`a.provider_user_id = ${user.id}`,
    which === 'upcoming' ? repository.UPCOMING : repository.PREVIOUS,
    sql`not ${repository.AWAITING_TAKER}`,
  ];
  if (query.appointmentType !== 'All') conditions.push(sql`a.appointment_type = ${query.appointmentType}`);
  if (query.memberId) conditions.push(sql`a.member_id = ${query.memberId}`);
  const order = which === 'upcoming' ? sql`a.start_time_utc asc, a.id asc` : sql`a.start_time_utc desc, a.id desc`;
  return repository.appointmentPage(db, sql.join(conditions, sql` and `), order, query);
}

/** The appointment as the API answers it; 404 when it is gone. */
export async function appointmentById(db: DbOrTx, id: number): Promise<TelehealthAppointment> {
  const found = await findTelehealthAppointment(db, id);
  if (!found) throw notFound(M.appointmentNotFound);
  const { providerUserId: _provider, ...appointment } = found;
  return appointment;
}

const inFuture = (iso: string) => {
  if (new Date(iso).getTime() <= Date.now()) throw badRequest(M.startInPast);
};

/** The six digits a caller keys in on the dial-in number. */
const dialInCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Schedules a visit of the caller (its provider) with a member, in the future, overlapping none of the provider's open
 * visits. The dial-in code and both connection ids are made here. The member's text (member-text.ts) goes after.
 */
export async function scheduleAppointment(
  db: Db,
  actor: Actor,
  body: ScheduleAppointment,
): Promise<TelehealthAppointment> {
  inFuture(body.startTimeUTC);
  if (!(await offersVisitType(db, body.visitType, body.type))) throw badRequest(M.visitTypeNotOffered);
  const member = await repository.memberOf(db, body.memberId);
  if (!member) throw badRequest(M.memberNotFound);
  const id = await db.transaction(async (tx) => {
    await refuseOverlap(tx, actor.user.id, new Date(body.startTimeUTC), body.durationMinutes);
    const created = await repository.insertAppointment(tx, {
      memberId: body.memberId,
      providerUserId: actor.user.id,
      providerName: actor.user.name,
      appointmentType: body.type,
      visitType: body.visitType,
      reason: body.reason ?? null,
      startTimeUtc: new Date(body.startTimeUTC),
      durationMinutes: body.durationMinutes,
      status: 'Scheduled',
      isOnDemand: false,
      dialInCode: dialInCode(),
      patientPhone: body.patientPhone ?? member.phone,
      memberConnectionId: randomUUID(),
      providerConnectionId: randomUUID(),
      createdBy: actor.user.username,
    });
    const row = await repository.appointmentRow(tx, created);
    await recordAudit(tx, actor, {
      eventType: 'AppointmentScheduled',
      itemId: body.memberId,
      moduleId: MODULE,
      details: { appointmentId: created, after: row ? repository.appointmentSnapshot(row) : null },
    });
    return created;
  });
  notifyVisitsChanged({ appointmentId: id, status: 'Scheduled' });
  return appointmentById(db, id);
}

/**
 * The row at the version read, locked; only its provider (or Care on Demand admin) changes it, and never once closed.
 * A visit someone else cancelled (or that ended) since it was read is still a stale write (409), but says so rather than
 * 'reload and try again': reloading would not let it be rescheduled or cancelled.
 */
async function lockForChange(tx: DbOrTx, actor: Actor, id: number, version: number) {
  const row = await lockAtVersion(tx, virtualAppointments, { id, version, by: actor.user.username }).catch(
    async (error: unknown) => {
      const current =
        error instanceof HttpError && error.statusCode === 409 ? await repository.appointmentRow(tx, id) : undefined;
      const mayChange = current && (current.providerUserId === actor.user.id || seesAllVisits(actor.user));
      throw mayChange && isClosedAppointment(current.status) ? conflict(M.appointmentClosed) : error;
    },
  );
  if (row.providerUserId !== actor.user.id && !seesAllVisits(actor.user)) throw forbidden(M.notYours);
  if (isClosedAppointment(row.status)) throw badRequest(M.appointmentClosed);
  return row;
}

async function changeAppointment(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  eventType: string,
  change: (row: typeof virtualAppointments.$inferSelect) => Partial<typeof virtualAppointments.$inferInsert>,
  /** Checks before the write and work after it, in the change's transaction. */
  hooks: {
    check?: (tx: DbOrTx, row: typeof virtualAppointments.$inferSelect) => Promise<void>;
    after?: (tx: DbOrTx) => Promise<unknown>;
  } = {},
): Promise<TelehealthAppointment> {
  if (!(await repository.appointmentRow(db, id))) throw notFound(M.appointmentNotFound);
  const status = await db.transaction(async (tx) => {
    const before = await lockForChange(tx, actor, id, version);
    await hooks.check?.(tx, before);
    await tx
      .update(virtualAppointments)
      .set({
        ...change(before),
        updatedBy: actor.user.username,
        updatedAt: new Date(),
        version: sql`${virtualAppointments.version} + 1`,
      })
      .where(sql`${virtualAppointments.id} = ${id}`);
    await hooks.after?.(tx);
    const after = await repository.appointmentRow(tx, id);
    await recordAudit(tx, actor, repository.appointmentChangeEvent(eventType, before, after));
    return after?.status ?? before.status;
  });
  notifyVisitsChanged({ appointmentId: id, status });
  return appointmentById(db, id);
}

/**
 * A new time (and length, type) for a scheduled visit, in the future and overlapping none of its provider's other open
 * visits. The links already sent for it expire by the new time (a visit moved later would otherwise outlive them).
 */
export async function rescheduleAppointment(db: Db, actor: Actor, id: number, body: RescheduleAppointment) {
  inFuture(body.startTimeUTC);
  const current = await repository.appointmentRow(db, id);
  if (
    current &&
    body.type &&
    body.type !== current.appointmentType &&
    !(await offersVisitType(db, current.visitType, body.type))
  )
    throw badRequest(M.visitTypeNotOffered);
  return changeAppointment(
    db,
    actor,
    id,
    body.version,
    'AppointmentRescheduled',
    (row) => ({
      startTimeUtc: new Date(body.startTimeUTC),
      durationMinutes: body.durationMinutes,
      appointmentType: body.type ?? row.appointmentType,
    }),
    {
      check: (tx, row) => refuseOverlap(tx, row.providerUserId, new Date(body.startTimeUTC), body.durationMinutes, id),
      after: (tx) => moveVisitLinkExpiry(tx, id),
    },
  );
}

/** Cancels a visit with the reason given. */
export function cancelAppointment(db: Db, actor: Actor, id: number, body: CancelAppointment) {
  return changeAppointment(db, actor, id, body.version, 'AppointmentCancelled', () => ({
    status: 'Cancelled',
    cancelReason: body.reason,
    endedAt: new Date(),
  }));
}

/**
 * A provider takes a waiting on-demand visit from the Live Dashboard: it becomes theirs and starts (InProgress). A
 * provider holding the Live Dashboard may take one when their profile allows it (`takeRefusal`: active, licensed in the
 * member's state, under their maximum of visits at once); a visit no longer waiting (another took it) is a 400.
 */
export async function takeAppointment(db: Db, pool: Queryable, actor: Actor, id: number, version: number) {
  const visit = await repository.appointmentRow(db, id);
  if (!visit) throw notFound(M.appointmentNotFound);
  // The state the member lives in does not change with the take: read before the transaction.
  const states = await memberStates(pool, [visit.memberId]);
  const status = await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, virtualAppointments, { id, version, by: actor.user.username });
    if (before.status !== 'Waiting' || !before.isOnDemand) throw badRequest(M.notWaiting);
    const taker = await takerProfile(tx, actor.user.id, true);
    const refusal = takeRefusal(taker, states.get(before.memberId) ?? '');
    if (refusal) throw badRequest(refusal);
    await tx
      .update(virtualAppointments)
      .set({
        providerUserId: actor.user.id,
        providerName: actor.user.name,
        status: 'InProgress',
        startedAt: new Date(),
        updatedBy: actor.user.username,
        updatedAt: new Date(),
        version: sql`${virtualAppointments.version} + 1`,
      })
      .where(sql`${virtualAppointments.id} = ${id}`);
    const after = await repository.appointmentRow(tx, id);
    await recordAudit(tx, actor, repository.appointmentChangeEvent('AppointmentTaken', before, after));
    return 'InProgress';
  });
  notifyVisitsChanged({ appointmentId: id, status });
  return appointmentById(db, id);
}

/** POST api/virtualappointments/update: ties the chat conversation to the visit (its provider or admin). */
export async function updateConversation(
  db: Db,
  actor: Actor,
  body: { appointmentId: number; conversationSid: string },
): Promise<TelehealthAppointment> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(virtualAppointments)
      .where(sql`${virtualAppointments.id} = ${body.appointmentId}`)
      .for('update');
    if (!row) throw notFound(M.appointmentNotFound);
    if (row.providerUserId !== actor.user.id && !seesAllVisits(actor.user)) throw forbidden(M.notYours);
    await tx
      .update(virtualAppointments)
      .set({ conversationSid: body.conversationSid, updatedBy: actor.user.username, updatedAt: new Date() })
      .where(sql`${virtualAppointments.id} = ${body.appointmentId}`);
    await recordAudit(tx, actor, {
      eventType: 'AppointmentConversationLinked',
      itemId: row.memberId,
      moduleId: MODULE,
      details: {
        appointmentId: row.id,
        before: { conversationSid: row.conversationSid },
        after: { conversationSid: body.conversationSid },
      },
    });
  });
  return appointmentById(db, body.appointmentId);
}

/**
 * GET OpenTimes: the caller's own open times; while a visit is being moved (excludeAppointmentId), its provider's, so
 * a Care on Demand admin rescheduling another provider's visit is offered that provider's schedule.
 */
export async function openTimesFor(db: DbOrTx, user: CurrentUser, query: OpenTimesQuery) {
  if (query.excludeAppointmentId === undefined) return openTimes(db, user.id, query);
  const row = await repository.appointmentRow(db, query.excludeAppointmentId);
  if (!row) throw notFound(M.appointmentNotFound);
  if (row.providerUserId !== user.id && !seesAllVisits(user)) throw forbidden(M.notYours);
  return openTimes(db, row.providerUserId, query);
}
