import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { useState } from 'react';
import {
  PRODUCTIVITY_COUNT_LABELS,
  PRODUCTIVITY_COUNTS,
  type MyStats,
} from '@portal/contracts/crm-my-queue/productivity';
import { formatDate } from '../../lib/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ScreenTabs } from '../../ui/ScreenTabs.tsx';
import { useIsCrmSupervisor } from './crm-access.ts';
import { ChartCard, ChartKey, StatTiles, useChartAnimation } from './DashboardsParts.tsx';
import { FailedFcrReport } from './FailedFcrReport.tsx';
import { useMyStats, useTeamStats } from './productivity-reports-api.ts';
import { ProductivityTeam } from './ProductivityTeam.tsx';

/** One user's counts: the eight tiles of my-stats and two charts (this month's cases, open against closed). */
export function ProductivityStats({ stats }: { stats: MyStats }) {
  const animate = useChartAnimation();
  const month = [
    { count: 'Call cases', value: stats.callcasesthismonth },
    { count: 'Closed cases', value: stats.closedcasesthismonth },
    { count: 'Open cases', value: stats.opencasesthismonth },
  ];
  return (
    <Stack gap="md">
      <StatTiles
        label={`Statistics of ${stats.username}`}
        tiles={PRODUCTIVITY_COUNTS.map((count) => ({ label: PRODUCTIVITY_COUNT_LABELS[count], value: stats[count] }))}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title={`This month (since ${formatDate(stats.monthStart)})`}
          summary={month.map((bar) => `${bar.count} ${bar.value}`).join(', ')}
        >
          <BarChart
            h={220}
            data={month}
            dataKey="count"
            series={[{ name: 'value', label: 'Cases', color: 'blue.6' }]}
            barProps={{ isAnimationActive: animate }}
            withBarValueLabel
          />
        </ChartCard>
        <ChartCard
          title="Open and closed cases"
          summary={`Open ${stats.totalopencases}, closed ${stats.totalclosedcases}`}
        >
          <DonutChart
            h={190}
            size={180}
            thickness={28}
            mx="auto"
            chartLabel={`${stats.totalcases} cases`}
            pieProps={{ isAnimationActive: animate }}
            data={[
              { name: 'Open', value: stats.totalopencases, color: 'orange.6' },
              { name: 'Closed', value: stats.totalclosedcases, color: 'teal.6' },
            ]}
          />
          <ChartKey
            items={[
              { label: 'Open', value: stats.totalopencases, color: 'orange.6' },
              { label: 'Closed', value: stats.totalclosedcases, color: 'teal.6' },
            ]}
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

/** My statistics; a supervisor may choose an agent to see theirs. */
function MyStatistics({ supervisor }: { supervisor: boolean }) {
  const [agent, setAgent] = useState<string | null>(null);
  const team = useTeamStats(supervisor);
  const stats = useMyStats(agent ?? undefined);
  return (
    <Stack gap="md">
      {supervisor ? (
        <Select
          label="Agent"
          placeholder="My statistics"
          clearable
          searchable
          w={280}
          data={(team.data?.agents ?? []).map((row) => ({ value: row.username, label: row.name }))}
          value={agent}
          onChange={setAgent}
        />
      ) : null}
      {stats.error ? (
        <Alert color="red" title="Error">
          {stats.error.message}
        </Alert>
      ) : stats.data ? (
        <ProductivityStats stats={stats.data} />
      ) : (
        <Loader aria-label="Loading the statistics" />
      )}
    </Stack>
  );
}

/**
 * Productivity (`/crm/productivity`, spec §7 my-stats and its eight counts): the agent's own statistics with charts; a
 * supervisor also sees any agent's, the team's per agent, and the failed first-call resolutions report.
 */
export function ProductivityScreen() {
  const supervisor = useIsCrmSupervisor();
  return (
    <>
      <PageHeader title="Productivity" description="Cases and tasks worked, this month and in total." />
      {supervisor ? (
        <ScreenTabs
          tabs={[
            { value: 'mine', label: 'My Statistics', content: <MyStatistics supervisor /> },
            { value: 'team', label: 'Team', content: <ProductivityTeam /> },
            { value: 'ffcr', label: 'Failed First-Call Resolutions', content: <FailedFcrReport /> },
          ]}
        />
      ) : (
        <MyStatistics supervisor={false} />
      )}
    </>
  );
}
