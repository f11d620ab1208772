import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InboundScript as Script } from '@portal/contracts/crm-admin-text-replace/crm-config';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import { api } from '../../lib/api.ts';

/**
 * The inbound call script (getInboundScript, kept in CRM Admin > Text Replace) the agent reads to the caller; read
 * when the agent opens it.
 */
export function InboundScript() {
  const [open, setOpen] = useState(false);
  const script = useQuery({
    queryKey: ['crm', 'inbound-script'],
    queryFn: () => api.get<Script>(`${CRM_API}/getInboundScript`),
    enabled: open,
    retry: false,
  });
  return (
    <Stack gap={4}>
      <Anchor component="button" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? 'Hide the inbound script' : 'Show the inbound script'}
      </Anchor>
      {open ? (
        script.data ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {script.data.script}
          </Text>
        ) : script.error ? (
          <Text size="sm" c="red.9">
            {script.error.message}
          </Text>
        ) : (
          <Loader size="xs" aria-label="Loading the inbound script" />
        )
      ) : null}
    </Stack>
  );
}
