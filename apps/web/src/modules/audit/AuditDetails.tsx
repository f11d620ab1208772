import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { AuditEventRow } from '@portal/contracts/audit/audit-history';
import { AuditDetailsView } from '../../ui/AuditDetailsView.tsx';

/** The row detail of an audit event: companies and the details the event recorded, in words. */
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
      <AuditDetailsView details={event.details} />
    </Stack>
  );
}
