import { randomUUID } from 'node:crypto';
import type { TelephonyCall } from '@portal/contracts/platform/telephony';

/**
 * The call-centre telephony provider (CTI). Production connects the provider's agent API: place a call to a number,
 * and deliver the calls routed to the agent. Demo mode and tests use the simulator, whose calls are labelled simulated
 * and reach no telephone network.
 */
export interface TelephonyProvider {
  readonly label: string;
  placeCall(phoneNumber: string): Promise<TelephonyCall>;
  /** A call routed to the agent now (the simulator makes one up; a real provider has no such call). */
  simulateInboundCall(): Promise<TelephonyCall>;
}

export const simulatedTelephony: TelephonyProvider = {
  label: 'Simulated telephony',
  async placeCall(phoneNumber) {
    return {
      interactionId: randomUUID(),
      direction: 'outbound',
      phoneNumber,
      startedAt: new Date().toISOString(),
      simulated: true,
    };
  },
  async simulateInboundCall() {
    // A number from the 555-01xx block reserved for fiction: never a member's.
    return {
      interactionId: randomUUID(),
      direction: 'inbound',
      phoneNumber: '(800)555-0142',
      startedAt: new Date().toISOString(),
      simulated: true,
    };
  },
};
