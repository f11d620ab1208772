import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Dashboards } from '@portal/contracts/crm-my-queue/reports';
import { formatDate } from '../../lib/format.ts';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCrmDashboards } from './dashboards-reports-api.ts';
import { ChartCard, ChartKey, formatRate, StatTiles, useChartAnimation } from './DashboardsParts.tsx';
import { lastThirtyDays, validateReportRange } from './FailedFcrReport.tsx';

const KIND_LABELS = { cases: 'Cases', interactions: 'Interactions', workflows: 'Workflows', tasks: 'Tasks' } as const;

/** The charts of one range: items created per day, SLA compliance per kind, first-call resolution. */
export function DashboardsCharts({ data }: { data: Dashboards }) {
  const animate = useChartAnimation();
  const totals = (['cases', 'interactions', 'workflows', 'tasks'] as const).map((kind) => ({
    label: KIND_LABELS[kind],
    value: data.volumes.reduce((sum, day) => sum + day[kind], 0),
    hint: 'created in the range',
  }));
  const fcr = data.firstCallResolution;
  const sla = data.slaCompliance.map((row) => ({
    kind: KIND_LABELS[row.kind],
    'Within SLA': row.closedWithinSla,
    'SLA exceeded': row.closed - row.closedWithinSla,
    rate: row.rate,
  }));
  const volumes = data.volumes.map((day) => ({
    day: formatDate(day.day).slice(0, 5),
    Cases: day.cases,
    Interactions: day.interactions,
    Workflows: day.workflows,
    Tasks: day.tasks,
  }));
  return (
    <Stack gap="md">
      <StatTiles
        label="Totals of the range"
        tiles={[
          ...totals,
          {
            label: 'First-Call Resolution',
            value: formatRate(fcr.rate),
            hint: `${fcr.resolvedFirstCall} of ${fcr.cases} cases`,
          },
          ...data.slaCompliance.map((row) => ({
            label: `${KIND_LABELS[row.kind]} Within SLA`,
            value: formatRate(row.rate),
            hint: `${row.closedWithinSla} of ${row.closed} closed`,
          })),
        ]}
      />
      <ChartCard
        title="Volumes per day"
        summary={`${totals.map((total) => `${total.label} ${total.value}`).join(', ')} over ${data.volumes.length} days`}
      >
        <AreaChart
          h={260}
          data={volumes}
          dataKey="day"
          withLegend
          curveType="monotone"
          series={[
            { name: 'Interactions', color: 'blue.6' },
            { name: 'Cases', color: 'orange.6' },
            { name: 'Workflows', color: 'grape.6' },
            { name: 'Tasks', color: 'teal.6' },
          ]}
          areaProps={{ isAnimationActive: animate }}
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title="SLA compliance of items closed"
          summary={sla.map((row) => `${row.kind} ${formatRate(row.rate)} within SLA`).join(', ')}
        >
          <BarChart
            h={240}
            data={sla}
            dataKey="kind"
            type="stacked"
            withLegend
            series={[
              { name: 'Within SLA', color: 'teal.6' },
              { name: 'SLA exceeded', color: 'red.6' },
            ]}
            barProps={{ isAnimationActive: animate }}
          />
        </ChartCard>
        <ChartCard
          title="First-call resolution"
          summary={`${fcr.resolvedFirstCall} of ${fcr.cases} cases resolved at the first call (${formatRate(fcr.rate)})`}
        >
          <DonutChart
            h={200}
            size={190}
            thickness={30}
            mx="auto"
            chartLabel={formatRate(fcr.rate)}
            pieProps={{ isAnimationActive: animate }}
            data={[
              { name: 'Resolved at first call', value: fcr.resolvedFirstCall, color: 'teal.6' },
              { name: 'Not resolved at first call', value: fcr.cases - fcr.resolvedFirstCall, color: 'orange.6' },
            ]}
          />
          <ChartKey
            items={[
              { label: 'Resolved at first call', value: fcr.resolvedFirstCall, color: 'teal.6' },
              { label: 'Not resolved at first call', value: fcr.cases - fcr.resolvedFirstCall, color: 'orange.6' },
            ]}
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

/** CRM dashboards (`/crm/dashboards`): volumes, SLA compliance and first-call resolution of a date range, as charts. */
export function DashboardsScreen() {
  const initial = lastThirtyDays();
  const [range, setRange] = useState<DateRangeValue>(initial);
  const [shown, setShown] = useState({ from: initial.start, to: initial.end });
  const dashboards = useCrmDashboards(shown);
  return (
    <>
      <PageHeader
        title="CRM Dashboards"
        description={`Cases, interactions, workflows and tasks from ${formatDate(shown.from)} to ${formatDate(shown.to)}.`}
      />
      <FilterPanel
        label="Dashboard date range"
        validate={() => validateReportRange(range)}
        onSearch={() => {
          if (range.start && range.end) setShown({ from: range.start, to: range.end });
        }}
        onClear={() => {
          // The charts go back with the fields (the last 30 days), so the heading always says what they do.
          const cleared = lastThirtyDays();
          setRange(cleared);
          setShown({ from: cleared.start, to: cleared.end });
        }}
      >
        <DateRangeInput label="Date" value={range} onChange={setRange} required />
      </FilterPanel>
      {dashboards.error ? (
        <Alert color="red" title="Error">
          {dashboards.error.message}
        </Alert>
      ) : dashboards.data ? (
        <DashboardsCharts data={dashboards.data} />
      ) : (
        <Loader aria-label="Loading the dashboards" />
      )}
    </>
  );
}
