import { Paper, Title } from '@mantine/core';
import { MY_TIME_OFF_LIMIT, type MyTimeOff } from '@portal/contracts/care-on-demand/time-off';
import { formatClockTime, formatUsDate, LOS_ANGELES_LABEL } from '@portal/contracts/platform/rules/dates';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { useMyTimeOff } from './my-time-off-api.ts';

const dates = (timeOff: MyTimeOff) =>
  timeOff.fromDate === timeOff.toDate
    ? formatUsDate(timeOff.fromDate)
    : `${formatUsDate(timeOff.fromDate)} to ${formatUsDate(timeOff.toDate)}`;
/** "Whole day" or "1:00 PM to 5:00 PM PT" on each day: the plan's clock, as the admin set it. */
const hours = (timeOff: MyTimeOff) =>
  timeOff.startTime && timeOff.endTime
    ? `${formatClockTime(timeOff.startTime)} to ${formatClockTime(timeOff.endTime)} ${LOS_ANGELES_LABEL}`
    : 'Whole day';

const COLUMNS: DataGridColumn<MyTimeOff>[] = [
  { accessor: 'fromDate', title: 'Dates', render: dates },
  { accessor: 'startTime', title: 'Hours', render: hours },
  { accessor: 'reason', title: 'Reason' },
];

/** The provider's own time off from today on (the next ten): members are offered no visit times inside it. */
export function MyUpcomingTimeOff() {
  const timeOff = useMyTimeOff();
  return (
    <Paper withBorder p="sm" mb="md">
      <Title order={4} mb="xs">
        Upcoming time off
      </Title>
      <DataGrid<MyTimeOff>
        gridKey="care-on-demand-my-time-off"
        label={`My upcoming time off (the next ${MY_TIME_OFF_LIMIT})`}
        columns={COLUMNS}
        records={timeOff.data?.items}
        fetching={timeOff.isFetching}
        error={timeOff.error}
        emptyMessage="No upcoming time off"
      />
    </Paper>
  );
}
