import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CALLING_STATUSES, type CallStatus } from '@portal/contracts/care-on-demand/telehealth';
import type { DbOrTx } from '../db/client.ts';

/**
 * The telehealth phone and SMS provider (ARCHITECTURE §3.12): outbound calls to a visit's attendees, SMS invites, and the
 * plan's dial-in number. A real adapter (Twilio Programmable Voice and Messaging, or another carrier API) implements
 * this interface:
 * - `placeCall` creates the call (Twilio: `calls.create({ to, from, url: <TwiML that bridges the caller into the
 *   visit's audio>, statusCallback, statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'] })`) and
 *   answers the provider's call id (Twilio's CallSid) with status queued;
 * - every status change the carrier reports (Twilio's status callback webhook, signature checked with the account's
 *   auth token) is handed to `onStatus`, the same function the simulator calls, so the attendee row and the
 *   outgoing-call hub are updated the same way on every server instance;
 * - `hangUp` ends a call (Twilio: `calls(sid).update({ status: 'completed' })`); 'noActiveCall' when the carrier has no
 *   live call by that id; any thrown error is a provider failure;
 * - `sendSms` sends a text (Twilio: `messages.create({ to, from, body })`); a thrown error is a failure;
 * - `dialInPhoneNumber` is the plan's conference number (the adapter's own setting, e.g. TELEHEALTH_DIAL_IN_NUMBER).
 * Neither the call nor the text carries member data: a text holds the join link only.
 *
 * The simulator is the default in demo mode and tests. It reaches no telephone network and records every call and text
 * in `simulated_phone_activity` (Care on Demand Admin shows them). A call moves queued -> initiated -> ringing ->
 * in-progress a step apart, with two numbers to try failures: one ending in 0000 answers busy (and cannot take an SMS),
 * one ending in 9999 rings out as no-answer. Steps run on timers of the instance that placed the call; every step reads
 * the call's state from the database first, so a hang-up made on another instance stops it.
 */
export interface CallStatusReport {
  callSid: string;
  status: CallStatus;
  at: Date;
}

export interface TelehealthPhoneProvider {
  readonly label: string;
  readonly simulated: boolean;
  readonly dialInPhoneNumber: string;
  placeCall(call: { to: string; appointmentId: number }): Promise<{ callSid: string; status: 'queued' }>;
  hangUp(callSid: string): Promise<'hungUp' | 'noActiveCall'>;
  sendSms(message: { to: string; body: string; appointmentId: number }): Promise<{ messageSid: string }>;
}

/** The simulator's numbers for failures (documented for testers in docs/features.md). */
export const SIMULATED_BUSY_SUFFIX = '0000';
export const SIMULATED_NO_ANSWER_SUFFIX = '9999';
/** The demo plan's dial-in number (a 555 number reaches no one). */
export const SIMULATED_DIAL_IN_NUMBER = '8005550142';
/** Time between two simulated call steps ("a second or two apart"). */
export const SIMULATED_CALL_STEP_MS = 1200;

const LIVE = CALLING_STATUSES as readonly string[];

function stepsFor(to: string): CallStatus[] {
  if (to.endsWith(SIMULATED_BUSY_SUFFIX)) return ['initiated', 'ringing', 'busy'];
  if (to.endsWith(SIMULATED_NO_ANSWER_SUFFIX)) return ['initiated', 'ringing', 'no-answer'];
  return ['initiated', 'ringing', 'in-progress'];
}

export interface SimulatorOptions {
  db: DbOrTx;
  onStatus: (report: CallStatusReport) => Promise<void>;
  /** Reports a step that failed (the log; never with the number). */
  onError?: (error: unknown) => void;
  stepMs?: number;
}

export function createSimulatedTelehealthPhone(options: SimulatorOptions): TelehealthPhoneProvider {
  const { db, onStatus } = options;
  const stepMs = options.stepMs ?? SIMULATED_CALL_STEP_MS;

  /** Moves a live call to `status`; false when it has ended meanwhile (hung up here or on another instance). */
  async function advance(callSid: string, status: CallStatus): Promise<boolean> {
    const { rowCount } = await db.execute(sql`
      update simulated_phone_activity set status = ${status}, updated_at = now()
      where call_sid = ${callSid} and kind = 'call' and status in (${sql.join(
        LIVE.map((live) => sql`${live}`),
        sql`, `,
      )})`);
    return (rowCount ?? 0) > 0;
  }

  /** The simulator's record (table simulated_phone_activity of care-on-demand.tables.ts), written by SQL from here. */
  async function record(entry: {
    kind: 'call' | 'sms';
    to: string;
    body: string | null;
    callSid: string;
    status: string;
    appointmentId: number;
  }): Promise<void> {
    await db.execute(sql`
      insert into simulated_phone_activity (kind, to_number, body, call_sid, status, appointment_id)
      values (${entry.kind}, ${entry.to}, ${entry.body}, ${entry.callSid}, ${entry.status}, ${entry.appointmentId})`);
  }

  function run(callSid: string, steps: CallStatus[]): void {
    const [status, ...rest] = steps;
    if (!status) return;
    const timer = setTimeout(() => {
      advance(callSid, status)
        .then(async (moved) => {
          if (!moved) return;
          await onStatus({ callSid, status, at: new Date() });
          run(callSid, rest);
        })
        .catch((error: unknown) => options.onError?.(error));
    }, stepMs);
    timer.unref();
  }

  return {
    label: 'Simulated phone and SMS',
    simulated: true,
    dialInPhoneNumber: SIMULATED_DIAL_IN_NUMBER,
    async placeCall({ to, appointmentId }) {
      const callSid = `SIMCA${randomUUID().replace(/-/g, '')}`;
      await record({ kind: 'call', to, body: null, callSid, status: 'queued', appointmentId });
      run(callSid, stepsFor(to));
      return { callSid, status: 'queued' };
    },
    async hangUp(callSid) {
      return (await advance(callSid, 'completed')) ? 'hungUp' : 'noActiveCall';
    },
    async sendSms({ to, body, appointmentId }) {
      const messageSid = `SIMSM${randomUUID().replace(/-/g, '')}`;
      const failed = to.endsWith(SIMULATED_BUSY_SUFFIX);
      await record({
        kind: 'sms',
        to,
        body,
        callSid: messageSid,
        status: failed ? 'failed' : 'delivered',
        appointmentId,
      });
      if (failed) throw new Error('simulated SMS failure: the number takes no texts');
      return { messageSid };
    },
  };
}
