import { sql } from 'drizzle-orm';
import { textOf } from '@portal/contracts/platform/text';
import type { DbOrTx } from '../db/client.ts';
import { memberActiveToday } from '../reference/member-active.ts';
/**
 * The outbound enrollment queue (the plan's service bus towards the enrollment system of record).
 * The submission job hands each submission to `send`; production publishes to the service bus, demo mode and
 * tests use the simulator below (labelled; deterministic).
 */
export interface OutboundEnrollmentMessage {
  enrollmentID: number;
  instanceId: string;
  operation: 'SubmitEnrollment' | 'SaveInvalidMemberPortal';
  attempt: number;
  payload: Record<string, unknown>;
}

export type OutboundResult =
  /**
   * member: the member id the system of record holds for the applicant of an accepted enrollment: the member's own id
   * when the applicant already is a member (a plan change keeps its id, `existing`), a new one for a new member.
   */
  | { ok: true; notes: string; member?: { id: string; existing: boolean } }
  /** transient: worth retrying; assigningRep: the system of record could not assign the member rep (not retried). */
  | { ok: false; kind: 'transient' | 'assigningRep'; reason: string };

export interface OutboundEnrollmentQueue {
  readonly label: string;
  /** `db`: the simulator reads the plan's members as the system of record would; a real adapter ignores it. */
  send(db: DbOrTx, message: OutboundEnrollmentMessage): Promise<OutboundResult>;
}

/**
 * The member id the simulated system of record already holds for the applicant: the member with the application's MBI
 * (the beneficiary's own identifier; the record active today first, so one whose term date has passed comes after it
 * even when its flag was not cleared), or, when the application carries no MBI, the one member with its name and birth
 * date. Null for someone who is not a member yet.
 */
async function existingMemberId(db: DbOrTx, payload: Record<string, unknown>): Promise<string | null> {
  const mbi = textOf(payload.medicareId).trim().toUpperCase();
  if (mbi) {
    const { rows } = await db.execute<{ member_id: string }>(
      sql`select m.member_id from members m where m.mbi = ${mbi}
          order by ${memberActiveToday()} desc, m.effective_date desc, m.id limit 1`,
    );
    return rows[0]?.member_id ?? null;
  }
  const firstName = textOf(payload.firstName).trim().toLowerCase();
  const lastName = textOf(payload.lastName).trim().toLowerCase();
  const birthdate = textOf(payload.birthdate).trim();
  if (!firstName || !lastName || !/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) return null;
  const { rows } = await db.execute<{ member_id: string }>(
    sql`select member_id from members
         where lower(last_name) = ${lastName} and lower(first_name) = ${firstName} and date_of_birth = ${birthdate}::date
         limit 2`,
  );
  // Two members of that name and birth date: the system of record cannot tell which, so it does not guess.
  return rows.length === 1 ? (rows[0]?.member_id ?? null) : null;
}

/**
 * Simulated service bus, deterministic by the application:
 * - last name starting with 'Timeout' fails every attempt (transient), so the item ends as Exceeded Retry;
 * - sales rep code 'SR9999' is unknown downstream: Error - Assigning Rep;
 * - everything else is accepted; an accepted SubmitEnrollment is answered with the applicant's member id: their own
 *   when they already are a member (a plan change, found by MBI or else by name and birth date), otherwise a new one
 *   derived from the work item id.
 */
export const simulatedOutboundQueue: OutboundEnrollmentQueue = {
  label: 'Simulated enrollment service bus',
  async send(db, message) {
    const lastName = textOf(message.payload.lastName ?? '');
    const srep = textOf(message.payload.srep ?? '');
    if (/^timeout/i.test(lastName))
      return { ok: false, kind: 'transient', reason: 'Simulated: service bus did not acknowledge the message in time' };
    if (srep.toUpperCase() === 'SR9999')
      return {
        ok: false,
        kind: 'assigningRep',
        reason: `Simulated: sales rep ${srep} is not known to the enrollment system`,
      };
    const notes = `Simulated: ${message.operation} accepted by the enrollment service bus`;
    if (message.operation !== 'SubmitEnrollment') return { ok: true, notes };
    const existing = await existingMemberId(db, message.payload);
    return {
      ok: true,
      notes,
      member: existing
        ? { id: existing, existing: true }
        : { id: newMemberIdFor(message.enrollmentID), existing: false },
    };
  },
};

/** The id the simulated system of record gives a new member (deterministic: from the work item id). */
export function newMemberIdFor(enrollmentID: number): string {
  return `M${String(enrollmentID).padStart(9, '0')}`;
}

export function outboundEnrollmentQueue(): OutboundEnrollmentQueue {
  return simulatedOutboundQueue;
}
