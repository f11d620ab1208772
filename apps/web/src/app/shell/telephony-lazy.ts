import { lazyComponent } from '../../ui/lazy-component.tsx';

/**
 * The telephony pieces of the shell, loaded only for a telephony user with the flag on: the overlay, the panel and
 * the inbound-call answering pull in the CRM's interaction calls and their schemas, which the shell's first load of
 * every other user does not need (the shell's size target, docs/benchmarks.md).
 */
export const LazyCallOverlay = lazyComponent(() =>
  import('../../ui/telephony/CallOverlay.tsx').then((m) => m.CallOverlay),
);
export const LazyInboundCalls = lazyComponent(() =>
  import('../../ui/telephony/InboundCalls.tsx').then((m) => m.InboundCalls),
);
export const LazyTelephonyPanel = lazyComponent(() => import('./TelephonyPanel.tsx').then((m) => m.TelephonyPanel));
