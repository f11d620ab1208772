import { textOf } from '@portal/contracts/platform/text';
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
  /** memberId: the member id the system of record holds for the applicant (a new one for a new member). */
  | { ok: true; notes: string; memberId?: string }
  /** transient: worth retrying; assigningRep: the system of record could not assign the member rep (not retried). */
  | { ok: false; kind: 'transient' | 'assigningRep'; reason: string };

export interface OutboundEnrollmentQueue {
  readonly label: string;
  send(message: OutboundEnrollmentMessage): Promise<OutboundResult>;
}

/**
 * Simulated service bus, deterministic by the application:
 * - last name starting with 'Timeout' fails every attempt (transient), so the item ends as Exceeded Retry;
 * - sales rep code 'SR9999' is unknown downstream: Error - Assigning Rep;
 * - everything else is accepted.
 */
export const simulatedOutboundQueue: OutboundEnrollmentQueue = {
  label: 'Simulated enrollment service bus',
  async send(message) {
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
    // An accepted enrollment gets its member id from the system of record (deterministic: from the work item id).
    return message.operation === 'SubmitEnrollment'
      ? { ok: true, notes, memberId: `M${String(message.enrollmentID).padStart(9, '0')}` }
      : { ok: true, notes };
  },
};

export function outboundEnrollmentQueue(): OutboundEnrollmentQueue {
  return simulatedOutboundQueue;
}
