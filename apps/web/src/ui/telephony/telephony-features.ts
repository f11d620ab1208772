import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { useCurrentUser, useFlag } from '../../app/session/session-context.ts';

/**
 * What the telephony flags let this user do (shell spec §6): every part needs the telephony flag and a
 * telephony-enabled user ("The telephony panel needs both the flag and talkdeskEnabled"), then its own flag. The
 * server refuses the same calls whatever the browser shows.
 */
export function useTelephonyFeatures() {
  const user = useCurrentUser();
  const telephony = useFlag(FEATURE_FLAGS.telephony) && user.talkdeskEnabled;
  const inbound = useFlag(FEATURE_FLAGS.inboundCalls);
  const outbound = useFlag(FEATURE_FLAGS.outboundCalls);
  const simulatedInbound = useFlag(FEATURE_FLAGS.simulatedInboundCall);
  const loginReminder = useFlag(FEATURE_FLAGS.loginReminder);
  return {
    telephony,
    inbound: telephony && inbound,
    outbound: telephony && outbound,
    simulatedInbound: telephony && inbound && simulatedInbound,
    loginReminder: telephony && loginReminder,
  };
}
