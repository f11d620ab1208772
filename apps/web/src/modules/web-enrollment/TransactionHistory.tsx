import { Stack, Table, Text } from '@mantine/core';
import { automationStatusLabel, type TransactionEvent } from '@portal/contracts/enrollment/automation';
import { formatTimestamp } from '../../lib/format.ts';

/** The row detail of the Automation Monitor: each attempt and requeue of the submission (shell spec §2.5, §3). */
export function TransactionHistory({ events }: { events: TransactionEvent[] }) {
  return (
    <Stack gap={4} p="xs">
      <Text fw={600} size="sm">
        Transaction History
      </Text>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No transaction events.
        </Text>
      ) : (
        <Table withTableBorder striped fz="xs" aria-label="Transaction History">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Automation Status</Table.Th>
              <Table.Th>Automation Notes</Table.Th>
              <Table.Th>Created On</Table.Th>
              <Table.Th>Requeued</Table.Th>
              <Table.Th>Requeue Order</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event, index) => (
              <Table.Tr key={`${event.createdOn}-${index}`}>
                <Table.Td>{automationStatusLabel(event.automationStatus)}</Table.Td>
                <Table.Td>{event.automationNotes ?? ''}</Table.Td>
                <Table.Td>{formatTimestamp(event.createdOn)}</Table.Td>
                <Table.Td>{event.isRequeued ? 'Yes' : 'No'}</Table.Td>
                {/* Shell spec §3: requeueOrder is shown as - when 0. */}
                <Table.Td>{event.requeueOrder === 0 ? '-' : event.requeueOrder}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
