import { Button, Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { callDuration } from './call-state.ts';
import { showCallOverlay, useActiveCall } from './call-store.ts';

/**
 * The running time of a call, counting seconds (shell spec §4); a labelled timer on its own, plain text inside a button
 * (whose name then reads 'Call 00:15').
 */
export function CallClock({ startedAt, labelled = true }: { startedAt: string; labelled?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text
      component="span"
      role={labelled ? 'timer' : undefined}
      aria-label={labelled ? 'Call timer' : undefined}
      ff="monospace"
      size="sm"
      fw={600}
      ml={labelled ? 0 : 4}
    >
      {callDuration(startedAt, now)}
    </Text>
  );
}

/**
 * The header's call timer (shell spec §2.4 "call timer overlay"): shown while an interaction is active; a click opens
 * the overlay again after it was dismissed.
 */
export function CallTimer() {
  const call = useActiveCall();
  if (!call) return null;
  return (
    <Button
      variant="default"
      size="compact-md"
      leftSection={<IconPhoneCall size={16} color="var(--mantine-color-green-8)" aria-hidden />}
      onClick={showCallOverlay}
      title={`On a call with ${call.member?.name ?? call.phone}: show the call`}
    >
      {'Call '}
      <CallClock startedAt={call.startedAt} labelled={false} />
    </Button>
  );
}
