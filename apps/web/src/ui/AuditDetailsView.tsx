import { Code, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { readAuditDetails } from '@portal/contracts/audit/audit-details';
import { LabeledValue } from './LabeledValue.tsx';

/** What an audit row without details reads as, wherever a row's details are shown. */
export const NO_AUDIT_DETAILS = 'No details recorded.';

const KIND_CAPTION = { change: 'What changed', created: 'Recorded', removed: 'Removed', none: '' } as const;

/**
 * An audit event's details as people read them: the message, the plain values, and a table of what changed (before and
 * after) or what was recorded; then the stored JSON whole, for an investigation.
 */
export function AuditDetailsView({ details }: { details: string | null }) {
  const reading = readAuditDetails(details);
  if (!details) return <Text size="sm">{NO_AUDIT_DETAILS}</Text>;
  const pretty = reading.text === null ? JSON.stringify(JSON.parse(details), null, 2) : reading.text;
  return (
    <Stack gap="xs">
      {reading.message ? <Text size="sm">{reading.message}</Text> : null}
      {reading.facts.length > 0 ? (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
          {reading.facts.map((fact) => (
            <LabeledValue key={fact.field} label={fact.field} value={fact.value} />
          ))}
        </SimpleGrid>
      ) : null}
      {reading.changes.length > 0 ? (
        <Table withTableBorder withColumnBorders striped fz="sm" aria-label={KIND_CAPTION[reading.kind]}>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{KIND_CAPTION[reading.kind]}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              {reading.kind === 'created' ? null : <Table.Th>Before</Table.Th>}
              {reading.kind === 'removed' ? null : <Table.Th>After</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reading.changes.map((change) => (
              <Table.Tr key={change.field}>
                <Table.Td>{change.field}</Table.Td>
                {reading.kind === 'created' ? null : (
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.before}</Table.Td>
                )}
                {reading.kind === 'removed' ? null : (
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.after}</Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <details>
        <summary>
          <Text span size="sm">
            Details as recorded
          </Text>
        </summary>
        <Code block>{pretty}</Code>
      </details>
    </Stack>
  );
}
