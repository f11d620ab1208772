import { sql } from 'drizzle-orm';
import { CALLING_STATUSES, type CallStatusUpdate } from '@portal/contracts/care-on-demand/telehealth';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { CallStatusReport } from '../../../platform/integrations/telehealth-phone.ts';
import { emitCallStatus } from './outgoing-call-hub.ts';

const LIVE = sql.join(
  CALLING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * A call's new status from the phone provider (the simulator's step, or a carrier's status callback): kept on the
 * attendee with its time (shell spec §4: calling while queued, initiated, ringing or in progress and updated within
 * 30 s) and told to the appointment's subscribers. A call that has ended keeps its final status. Not a user's change:
 * no audit row (the provider's record, simulated_phone_activity for the simulator, holds every step).
 */
export async function applyCallStatus(db: DbOrTx, report: CallStatusReport): Promise<CallStatusUpdate | undefined> {
  const { rows } = await db.execute<{ appointmentId: number; connectionId: string }>(sql`
    update appointment_attendees set call_status = ${report.status}, call_status_at = ${report.at.toISOString()}
    where call_sid = ${report.callSid} and (call_status is null or call_status in (${LIVE}))
    returning appointment_id as "appointmentId", connection_id as "connectionId"`);
  const row = rows[0];
  if (!row) return undefined;
  const update: CallStatusUpdate = {
    appointmentId: row.appointmentId,
    connectionId: row.connectionId,
    callSid: report.callSid,
    callStatus: report.status,
    at: report.at.toISOString(),
  };
  emitCallStatus(update);
  return update;
}
