import { Alert, Drawer, Text } from '@mantine/core';

/**
 * The call-centre telephony panel (shell spec §2.4, §2.9): shown only with the telephony flag and a telephony-enabled
 * user. No telephony provider is connected in this environment, so the panel says so instead of pretending.
 */
export function TelephonyPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Telephony (simulated)" size="md">
      <Alert color="gray" title="Simulated">
        <Text size="sm">
          The telephony provider's agent panel is embedded here when the integration is configured for this environment. This environment uses the built-in simulator: no real calls are
          placed or received.
        </Text>
      </Alert>
    </Drawer>
  );
}
