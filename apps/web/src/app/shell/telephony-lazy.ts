import { lazy } from 'react';

/**
 * The telephony pieces of the shell, loaded only for a telephony user with the flag on: the overlay, the panel and
 * the inbound-call answering pull in the CRM's interaction calls and their schemas, which the shell's first load of
 * every other user does not need (the shell's size target, docs/benchmarks.md).
 */
export const LazyCallOverlay = lazy(() =>
  import('../../ui/telephony/CallOverlay.tsx').then((m) => ({ default: m.CallOverlay })),
);
export const LazyInboundCalls = lazy(() =>
  import('../../ui/telephony/InboundCalls.tsx').then((m) => ({ default: m.InboundCalls })),
);
export const LazyTelephonyPanel = lazy(() =>
  import('./TelephonyPanel.tsx').then((m) => ({ default: m.TelephonyPanel })),
);
