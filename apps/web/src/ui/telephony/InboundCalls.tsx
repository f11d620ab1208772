import { useInboundCalls } from './use-inbound-calls.ts';
import type { Navigate } from './answer-call.ts';

/** Answers the calls routed to this agent (a component, so the shell can load it only for telephony users). */
export function InboundCalls({ navigate }: { navigate: Navigate }) {
  useInboundCalls(true, navigate);
  return null;
}
