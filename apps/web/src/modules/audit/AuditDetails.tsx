import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AuditEventRow } from '@portal/contracts/audit/audit-history';

function pretty(details: string | null): string {
  if (!details) return 'No details recorded.';
  try {
    return JSON.stringify(JSON.parse(details), null, 2);
  } catch {
    return details;
  }
}

/** The row detail of an audit event: companies and the full details the event recorded. */
export function AuditDetails({ event }: { event: AuditEventRow }) {
  return (
    <Stack gap="xs" p="sm">
      <SimpleGrid cols={2}>
        <Text size="sm">
          <b>Event id:</b> {event.id}
        </Text>
        <Text size="sm">
          <b>Companies:</b> {event.companyIds?.join(', ') || 'none'}
        </Text>
      </SimpleGrid>
      <Code block>{pretty(event.details)}</Code>
    </Stack>
  );
}
