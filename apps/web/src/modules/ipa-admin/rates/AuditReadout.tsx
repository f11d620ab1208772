import { Group, Text } from '@mantine/core';
import { formatTimestamp } from '../../../lib/format.ts';

/** Created, updated and last approved by and date (spec §2.13 audit read-outs). */
export function AuditReadout({ rows }: { rows: [string, string | null | undefined, string | null | undefined][] }) {
  return (
    <Group gap="xl" mt="sm">
      {rows.map(([label, by, at]) => (
        <Text key={label} size="xs" c="dimmed">
          {label}: {by ?? '—'} {at ? formatTimestamp(at) : ''}
        </Text>
      ))}
    </Group>
  );
}
