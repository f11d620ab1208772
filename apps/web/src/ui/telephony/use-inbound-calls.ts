import { useEffect } from 'react';
import { onHubEvent } from '../../lib/hub.ts';
import { answerInboundCall, type Navigate } from './answer-call.ts';
import { standForPhone } from './phone-tab.ts';

/**
 * Calls routed to the agent arrive through the live hub (a real CTI's inbound calls, and simulated ones a tester
 * triggers through the API) in every open tab of the agent: the tab elected the phone answers each (looked up by phone,
 * member opened, interaction created), and the others show the call it shares (phone-tab.ts, call-store.ts).
 */
export function useInboundCalls(enabled: boolean, navigate: Navigate): void {
  useEffect(() => {
    if (!enabled) return;
    const leave = standForPhone();
    const stop = onHubEvent('TelephonyCall', (call) => {
      void answerInboundCall(call, navigate);
    });
    return () => {
      stop();
      leave();
    };
  }, [enabled, navigate]);
}
