import { Group, Text } from '@mantine/core';
import { formatTimestamp } from '../../../lib/format.ts';
import { PersonName } from '../../../ui/PersonName.tsx';

/** Who (a username and the person's name) did it, and when. */
export interface AuditStamp {
  label: string;
  username: string | null | undefined;
  name: string | null | undefined;
  at: string | null | undefined;
}

/** Created, updated and last approved by and date (spec §2.13 audit read-outs): people by name, username on hover. */
export function AuditReadout({ rows }: { rows: AuditStamp[] }) {
  return (
    <Group gap="xl" mt="sm">
      {rows.map(({ label, username, name, at }) => (
        <Text key={label} size="xs" c="dimmed">
          {label}: {username ? <PersonName username={username} name={name} /> : '—'} {at ? formatTimestamp(at) : ''}
        </Text>
      ))}
    </Group>
  );
}
