import { randomUUID } from 'node:crypto';
import { CTI_SOURCE_SIMULATED, type OutboundCallData } from '@portal/contracts/platform/telephony';

/**
 * The call-centre telephony provider (CTI adapter; ARCHITECTURE §3.12, docs/decisions.md "Telephony: the CTI
 * adapter"). A real adapter (Talkdesk or another CTI) implements this interface:
 * - `placeCall` hands the CTI the spec's outbound call data and answers the CTI's interaction id once the call starts;
 * - `hangUp` ends an outbound call the agent placed ('noActiveCall' when the CTI has none by that id);
 * - `ctiSource` is the TalkdeskCTISource app setting: the URL of the agent panel the shell embeds;
 * - inbound calls arrive from the CTI (its webhook or event stream) and are handed to `deliverInboundCall`
 *   (platform/telephony/call-delivery.ts) for the agent the CTI routed them to; the simulator has no such stream, so a
 *   tester rings an agent through `POST /api/telephony/SimulateInboundCall`.
 * Demo mode and tests use the simulator, whose calls are labelled simulated and reach no telephone network.
 */
export interface TelephonyProvider {
  readonly label: string;
  readonly simulated: boolean;
  readonly ctiSource: string;
  placeCall(callData: OutboundCallData): Promise<{ ctiId: string; startedAt: string }>;
  hangUp(ctiId: string): Promise<'hungUp' | 'noActiveCall'>;
  /** The CTI id and start of a call routed to an agent now (only the simulator can make one up). */
  ringInbound(): Promise<{ ctiId: string; startedAt: string }>;
}

export const simulatedTelephony: TelephonyProvider = {
  label: 'Simulated telephony',
  simulated: true,
  ctiSource: CTI_SOURCE_SIMULATED,
  async placeCall() {
    return { ctiId: `SIM-${randomUUID()}`, startedAt: new Date().toISOString() };
  },
  // The simulator keeps no calls: every hang-up of a call it placed succeeds.
  async hangUp() {
    return 'hungUp';
  },
  async ringInbound() {
    return { ctiId: `SIM-${randomUUID()}`, startedAt: new Date().toISOString() };
  },
};
