import { Alert, Loader, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { WorklistList, WorklistStats } from '@portal/contracts/crm-my-queue/queue';
import { useWorklistStats } from '../api/queue-api.ts';
import type { OpenTasksChoice } from './WorklistGrid.tsx';

/**
 * The stats tiles: each count of GetWorklistStats with the list it belongs to; the workflow lists are split in two, so
 * their tiles name the half they count (with or without open tasks).
 */
export const STAT_TILES: readonly {
  key: keyof WorklistStats;
  label: string;
  list: WorklistList;
  openTasks?: Exclude<OpenTasksChoice, 'all'>;
}[] = [
  { key: 'urgentCases', label: 'Urgent Cases', list: 'GetUrgentCases' },
  { key: 'casesWithinSla', label: 'Cases Within SLA', list: 'GetCasesWithinSla' },
  { key: 'casesCandidatesToClose', label: 'Cases Candidates to Close', list: 'GetCasesCandidatesToClose' },
  {
    key: 'casesLastUpdatedByDifferentUser',
    label: 'Cases Updated by Others',
    list: 'GetCasesLastUpdatedByDifferentUser',
  },
  {
    key: 'workflowsExceedingSlaWithOpenTasks',
    label: 'Workflows Exceeding SLA, Open Tasks',
    list: 'GetWorkflowsExceedingSla',
    openTasks: 'with',
  },
  {
    key: 'workflowsExceedingSlaWithoutOpenTasks',
    label: 'Workflows Exceeding SLA, No Open Tasks',
    list: 'GetWorkflowsExceedingSla',
    openTasks: 'without',
  },
  {
    key: 'workflowsWithinSlaWithOpenTasks',
    label: 'Workflows Within SLA, Open Tasks',
    list: 'GetWorkflowsWithinSla',
    openTasks: 'with',
  },
  {
    key: 'workflowsWithinSlaWithoutOpenTasks',
    label: 'Workflows Within SLA, No Open Tasks',
    list: 'GetWorkflowsWithinSla',
    openTasks: 'without',
  },
  { key: 'openTasksExceedingSla', label: 'Open Tasks Exceeding SLA', list: 'GetOpenTasksExceedingSla' },
  { key: 'recentlyClosedTasks', label: 'Recently Closed Tasks', list: 'GetRecentlyClosedTasks' },
  {
    key: 'recentlyClosedRejectedTasks',
    label: 'Recently Closed Rejected Tasks',
    list: 'GetRecentlyClosedRejectedTasks',
  },
];

/** A count capped by the server: above the cap it reads "10,000+". */
export function formatCount(value: number, cap: number): string {
  return value > cap ? `${cap.toLocaleString('en-US')}+` : value.toLocaleString('en-US');
}

/** The queue's stats as tiles; a tile opens its list, a workflow tile the half of it the tile counts. */
export function QueueStats({
  userEmail,
  onOpen,
}: {
  userEmail: string;
  onOpen: (list: WorklistList, openTasks: OpenTasksChoice) => void;
}) {
  const stats = useWorklistStats(userEmail);
  if (stats.isLoading) return <Loader size="sm" aria-label="Loading the queue's stats" />;
  if (stats.error) return <Alert color="red">{stats.error.message}</Alert>;
  const data = stats.data;
  if (!data) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" mb="md" component="section" aria-label="Queue stats">
      {STAT_TILES.map((tile) => (
        <UnstyledButton key={tile.key} onClick={() => onOpen(tile.list, tile.openTasks ?? 'all')}>
          <Paper withBorder p="sm" radius="md" h="100%">
            <Text size="xs" c="gray.7" fw={600}>
              {tile.label}
            </Text>
            <Text size="xl" fw={700} data-stat={tile.key}>
              {formatCount(Number(data[tile.key]), data.countCap)}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
