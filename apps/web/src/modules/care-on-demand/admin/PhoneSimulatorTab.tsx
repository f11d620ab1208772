import { Alert, Badge, Stack } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { IconPhoneOff } from '@tabler/icons-react';
import { PHONE_ACTIVITY_KINDS, SIMULATOR_LABEL, type PhoneActivity } from '@portal/contracts/care-on-demand/admin';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { FilterPanel } from '../../../ui/FilterPanel.tsx';
import { longTextColumn } from '../../../ui/grid-long-text.ts';
import { TextInput } from '../../../ui/inputs/TextInput.tsx';
import { useGridState } from '../../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../../ui/use-search-filter.ts';
import { usePhoneActivity } from './api/care-on-demand-admin-api.ts';

const COLUMNS: DataGridColumn<PhoneActivity>[] = [
  { accessor: 'createdAt', title: 'When (PT)', noWrap: true, render: (row) => formatTimestamp(row.createdAt) },
  {
    accessor: 'kind',
    title: 'Kind',
    render: (row) => (
      <Badge variant="filled" color={row.kind === 'call' ? 'blue.9' : 'grape.9'}>
        {row.kind === 'call' ? 'Call' : 'SMS'}
      </Badge>
    ),
  },
  { accessor: 'toNumber', title: 'To Number', noWrap: true },
  { accessor: 'status', title: 'Status' },
  // One line a row, cut at a set width: the whole text on hover (a tall row of a few words a line was hard to scan).
  { accessor: 'body', title: 'Message', ...longTextColumn<PhoneActivity>((row) => row.body) },
  { accessor: 'callSid', title: 'Call SID', noWrap: true },
  { accessor: 'appointmentId', title: 'Visit' },
];

const EMPTY = { kind: '', toNumber: '' };

/** What the built-in phone and SMS simulator recorded, newest first (read only, for testers). */
export function PhoneSimulatorTab() {
  const grid = useGridState<PhoneActivity>();
  const { draft, setDraft, filter, onSearch, onClear } = useSearchFilter(EMPTY, grid);
  const activity = usePhoneActivity({ ...filter, page: grid.page, pageSize: grid.take });
  return (
    <Stack gap="sm">
      <Alert color="yellow.9" variant="filled" icon={<IconPhoneOff size={18} />} title="Simulator">
        {SIMULATOR_LABEL}
      </Alert>
      <FilterPanel label="Simulator filter" onSearch={onSearch} onClear={onClear} searching={activity.isFetching}>
        <Select
          label="Kind"
          w={140}
          // No kind chosen lists calls and texts: the box says so instead of standing empty (as Audit History's Event).
          placeholder="All kinds"
          clearable
          data={PHONE_ACTIVITY_KINDS.map((kind) => ({ value: kind, label: kind === 'call' ? 'Call' : 'SMS' }))}
          value={draft.kind || null}
          onChange={(value) => setDraft({ ...draft, kind: value ?? '' })}
        />
        <TextInput
          label="To number"
          w={200}
          value={draft.toNumber}
          onChange={(event) => setDraft({ ...draft, toNumber: event.currentTarget.value })}
        />
      </FilterPanel>
      <DataGrid<PhoneActivity>
        gridKey="cod-admin-phone-simulator"
        label="Simulated phone and SMS activity"
        columns={COLUMNS}
        records={activity.data?.items}
        paging={grid.paging(activity.data?.total ?? 0)}
        fetching={activity.isFetching}
        error={activity.error}
        emptyMessage="The simulator has recorded no calls or messages yet."
        height={480}
      />
    </Stack>
  );
}
