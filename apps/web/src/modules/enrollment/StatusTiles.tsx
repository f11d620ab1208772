import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';
import type { StatusCount } from '@portal/contracts/enrollment/worklist';

/**
 * The status count tiles (GetWorklistStatusCount); clicking one filters the list by it, clicking it again clears it.
 * A tile is named by its visible text ("New 33"), so voice users can say what they see (WCAG 2.5.3).
 */
export function StatusTiles({
  counts,
  selected,
  onSelect,
}: {
  counts: StatusCount[];
  selected: string | undefined;
  onSelect: (status: string | undefined) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 11 }} spacing="xs" mb="md">
      {counts.map((tile) => {
        const active = tile.status === selected || (tile.status === 'All' && selected === undefined);
        return (
          <UnstyledButton
            key={tile.status}
            onClick={() => onSelect(tile.status === 'All' || tile.status === selected ? undefined : tile.status)}
            aria-pressed={active}
          >
            {/* The label wraps, so no tile cuts its status short ('Manager Approval Required'); the counts line up below. */}
            <Paper
              withBorder
              p="xs"
              h="100%"
              display="flex"
              style={{ flexDirection: 'column', justifyContent: 'space-between' }}
              bg={active ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Text size="xs" c="dimmed">
                {enrollmentStatusLabel(tile.status)}
              </Text>
              <Text fw={700} size="lg">
                {tile.count.toLocaleString('en-US')}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
