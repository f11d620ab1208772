import { Badge, Chip, Group, Input, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { TIMELINE_KINDS, type TimelineEvent, type TimelineKind } from '@portal/contracts/patient-360/member-record';
import { zDateRange } from '@portal/contracts/platform/rules/date-schemas';
import { formatDate } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../DataGrid.tsx';
import { DateInput } from '../inputs/DateInput.tsx';
import { useGridState } from '../use-grid-state.ts';
import { useTimeline } from './member-record-api.ts';
import { RecordPanel } from './RecordPanel.tsx';

/** Dark shades on an outline badge: readable at the badge's small size (WCAG 1.4.3). */
const KIND_COLORS: Record<TimelineKind, string> = {
  Coverage: 'blue.9',
  PCP: 'grape.9',
  Claim: 'teal.9',
  Authorization: '#b8440c',
  Visit: 'indigo.9',
};

const COLUMNS: DataGridColumn<TimelineEvent>[] = [
  { accessor: 'date', title: 'Date', render: (row) => formatDate(row.date) },
  {
    accessor: 'kind',
    title: 'Kind',
    render: (row) => (
      <Badge color={KIND_COLORS[row.kind]} variant="outline">
        {row.kind}
      </Badge>
    ),
  },
  {
    accessor: 'title',
    title: 'Event',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {row.title}
        </Text>
        <Text size="xs" c="gray.7">
          {row.detail}
        </Text>
      </Stack>
    ),
  },
  { accessor: 'reference', title: 'Reference' },
];

/**
 * The member's health journey (memberTimeline): coverage, PCP changes, claims, authorizations and virtual visit
 * summaries on one line of time, newest first, filtered by kind and dates. An unknown member shows the spec's "Member's health journey was not found".
 */
export function TimelinePanel({ memberId }: { memberId: string }) {
  const grid = useGridState<TimelineEvent>({ pageSize: 25 });
  const [kinds, setKinds] = useState<TimelineKind[]>([...TIMELINE_KINDS]);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const kindsLabel = useId();
  // The portal's date-range rule, whichever date is set last: dates out of order are named under To and not searched.
  const order = fromDate && toDate ? zDateRange().safeParse({ start: fromDate, end: toDate }) : null;
  const orderError = order && !order.success ? order.error.issues[0]?.message : undefined;
  const searchable = kinds.length > 0 && !orderError;
  const timeline = useTimeline(memberId, {
    kinds: searchable ? kinds : [],
    fromDate: fromDate ?? undefined,
    toDate: toDate ?? undefined,
    skip: grid.skip,
    take: grid.take,
  });
  return (
    <RecordPanel title="Health Journey">
      {/* The filters line up by their tops, under labels of their own, so a date's message does not move the others. */}
      <Group mb="sm" align="flex-start">
        <Stack gap={0}>
          <Input.Label id={kindsLabel} size="xs">
            Event kinds
          </Input.Label>
          <Chip.Group
            multiple
            value={kinds}
            onChange={(value) => {
              setKinds(value);
              grid.resetPage();
            }}
          >
            <Group gap="xs" mt={2} role="group" aria-labelledby={kindsLabel}>
              {TIMELINE_KINDS.map((kind) => (
                <Chip key={kind} value={kind} size="xs">
                  {kind}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <DateInput
          label="From"
          value={fromDate}
          onChange={(value) => {
            setFromDate(value);
            grid.resetPage();
          }}
          clearable
          size="xs"
        />
        <DateInput
          label="To"
          {...(fromDate ? { minDate: fromDate } : {})}
          value={toDate}
          onChange={(value) => {
            setToDate(value);
            grid.resetPage();
          }}
          clearable
          size="xs"
          error={orderError}
        />
      </Group>
      <DataGrid
        gridKey="p360-timeline"
        label="Health journey"
        columns={COLUMNS}
        records={searchable ? timeline.data?.items : []}
        idAccessor={(row) => `${row.kind}-${row.reference}-${row.date}`}
        paging={grid.paging(searchable ? (timeline.data?.total ?? 0) : 0)}
        fetching={timeline.isFetching}
        error={timeline.error}
        emptyMessage={
          kinds.length === 0
            ? 'Choose at least one kind of event'
            : orderError
              ? 'Put the dates in order to see the events'
              : 'No events in this period'
        }
      />
    </RecordPanel>
  );
}
