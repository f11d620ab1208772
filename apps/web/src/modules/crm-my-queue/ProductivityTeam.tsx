import { BarChart } from '@mantine/charts';
import { Alert, Loader, Stack } from '@mantine/core';
import {
  PRODUCTIVITY_COUNT_LABELS,
  PRODUCTIVITY_COUNTS,
  type TeamStats,
} from '@portal/contracts/crm-my-queue/productivity';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { ChartCard, StatTiles, useChartAnimation } from './DashboardsParts.tsx';
import { useTeamStats } from './productivity-reports-api.ts';

type AgentRow = TeamStats['agents'][number];

const COLUMNS: DataGridColumn<AgentRow>[] = [
  { accessor: 'name', title: 'Agent', sortable: false, noWrap: true },
  ...PRODUCTIVITY_COUNTS.map((count): DataGridColumn<AgentRow> => ({
    accessor: count,
    title: PRODUCTIVITY_COUNT_LABELS[count],
    textAlign: 'right',
  })),
];

const sum = (agents: AgentRow[], pick: (agent: AgentRow) => number) =>
  agents.reduce((total, agent) => total + pick(agent), 0);

/** The team view (supervisors): totals, each agent's open and closed cases and open tasks as a chart, and the table. */
export function ProductivityTeam() {
  const animate = useChartAnimation();
  const team = useTeamStats(true);
  if (team.error)
    return (
      <Alert color="red" title="Error">
        {team.error.message}
      </Alert>
    );
  if (!team.data) return <Loader aria-label="Loading the team's statistics" />;
  const agents = team.data.agents;
  const bars = agents.map((agent) => ({
    agent: agent.name,
    'Open cases': agent.totalopencases,
    'Closed cases': agent.totalclosedcases,
    'Open tasks': agent.totalopenassignedtasks,
  }));
  return (
    <Stack gap="md">
      <StatTiles
        label="Team totals"
        tiles={[
          { label: 'Agents', value: agents.length },
          { label: 'Open Cases', value: sum(agents, (agent) => agent.totalopencases) },
          { label: 'Open Assigned Tasks', value: sum(agents, (agent) => agent.totalopenassignedtasks) },
          { label: 'Closed Cases This Month', value: sum(agents, (agent) => agent.closedcasesthismonth) },
        ]}
      />
      <ChartCard
        title="Cases and tasks per agent"
        summary={bars
          .map(
            (bar) =>
              `${bar.agent}: ${bar['Open cases']} open, ${bar['Closed cases']} closed, ${bar['Open tasks']} tasks`,
          )
          .join('; ')}
      >
        <BarChart
          h={280}
          data={bars}
          dataKey="agent"
          withLegend
          series={[
            { name: 'Open cases', color: 'orange.6' },
            { name: 'Closed cases', color: 'teal.6' },
            { name: 'Open tasks', color: 'blue.6' },
          ]}
          barProps={{ isAnimationActive: animate }}
        />
      </ChartCard>
      <DataGrid<AgentRow>
        gridKey="crm-productivity-team"
        label="Productivity per agent"
        columns={COLUMNS}
        records={agents}
        idAccessor="username"
        fetching={team.isFetching}
      />
    </Stack>
  );
}
