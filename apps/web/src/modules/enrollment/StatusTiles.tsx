import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
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
    // Each tile is as wide as its status on one line, and the row's room left over is shared out: at 1280 px all eleven
    // tiles fit on one row with every status whole ('Manager Approval Required'); a narrower window wraps whole tiles.
    <Group gap={6} mb="md" align="stretch" role="group" aria-label="Work items by status">
      {counts.map((tile) => {
        const active = tile.status === selected || (tile.status === 'All' && selected === undefined);
        return (
          <UnstyledButton
            key={tile.status}
            onClick={() => onSelect(tile.status === 'All' || tile.status === selected ? undefined : tile.status)}
            aria-pressed={active}
            style={{ flex: '1 1 auto' }}
          >
            <Paper withBorder px={6} py={4} h="100%" bg={active ? 'var(--mantine-primary-color-light)' : undefined}>
              <Text fz={11} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {enrollmentStatusLabel(tile.status)}
              </Text>
              <Text fw={700} size="lg">
                {tile.count.toLocaleString('en-US')}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
