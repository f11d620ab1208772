import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { appointmentAttendees } from '../care-on-demand.tables.ts';

/** A visit's optional attendees (appointment_attendees); removal is a soft delete (removed_at). */
export type AttendeeRow = typeof appointmentAttendees.$inferSelect;

export async function insertAttendee(
  tx: DbOrTx,
  values: {
    appointmentId: number;
    fullName: string;
    phone: string;
    relationship: string | null;
    connectionId: string;
    createdBy: string;
  },
): Promise<AttendeeRow> {
  const [row] = await tx.insert(appointmentAttendees).values(values).returning();
  if (!row) throw new Error('the attendee was not inserted');
  return row;
}

/** The attendee by connection id on the appointment, removed or not; undefined when none. */
export async function findAttendee(
  db: DbOrTx,
  appointmentId: number,
  connectionId: string,
): Promise<AttendeeRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentAttendees)
    .where(
      and(eq(appointmentAttendees.appointmentId, appointmentId), eq(appointmentAttendees.connectionId, connectionId)),
    );
  return row;
}

/** The attendee whose call has this id (the latest placed to them). */
export async function attendeeByCallSid(db: DbOrTx, callSid: string): Promise<AttendeeRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentAttendees)
    .where(eq(appointmentAttendees.callSid, callSid))
    .orderBy(appointmentAttendees.id)
    .limit(1);
  return row;
}

/** Mutes or removes the attendee at the version the client read (409 stale; a removal moved the version on too). */
export async function setAttendeeAtVersion(
  tx: DbOrTx,
  id: number,
  version: number,
  values: { muted?: boolean; removedAt?: Date },
): Promise<void> {
  await updateAtVersion(tx, appointmentAttendees, { id, version }, values);
}

/** A new outbound call to the attendee: its id, status queued, now. Not a change of what the provider edits: no version. */
export async function startCall(tx: DbOrTx, id: number, callSid: string): Promise<void> {
  await tx
    .update(appointmentAttendees)
    .set({ callSid, callStatus: 'queued', callStatusAt: sql`now()` })
    .where(eq(appointmentAttendees.id, id));
}

export async function markInviteSent(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(appointmentAttendees)
    .set({ inviteSentAt: sql`now()` })
    .where(eq(appointmentAttendees.id, id));
}
