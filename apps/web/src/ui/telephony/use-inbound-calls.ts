import { useEffect } from 'react';
import { onHubEvent } from '../../lib/hub.ts';
import { answerInboundCall, type Navigate } from './answer-call.ts';

/**
 * Calls routed to the agent arrive through the live hub (a real CTI's inbound calls, and simulated ones a tester
 * triggers through the API): each is answered in this tab (looked up by phone, member opened, interaction created).
 */
export function useInboundCalls(enabled: boolean, navigate: Navigate): void {
  useEffect(() => {
    if (!enabled) return;
    return onHubEvent('TelephonyCall', (call) => {
      void answerInboundCall(call, navigate);
    });
  }, [enabled, navigate]);
}
