import { Badge, Button, Group } from '@mantine/core';
import { isVideoAppointment, type TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn, type DataGridPaging } from '../../../ui/DataGrid.tsx';

export const STATUS_COLORS: Record<string, string> = {
  Scheduled: 'blue',
  Waiting: 'orange',
  InProgress: 'green',
  Completed: 'gray',
  Cancelled: 'red',
};

/** A visit's status in words ('InProgress' reads 'In Progress'). */
export const statusLabel = (status: string): string => (status === 'InProgress' ? 'In Progress' : status);

/** What a visit's row offers: Start visit (a scheduled one), Join (the member waits or it is under way), changes. */
export interface VisitActions {
  onStart?: (visit: TelehealthAppointment) => void;
  onReschedule?: (visit: TelehealthAppointment) => void;
  onCancel?: (visit: TelehealthAppointment) => void;
  onOpenMember?: (memberId: string) => void;
}

export const startLabel = (visit: TelehealthAppointment): string =>
  visit.status === 'Waiting' || visit.status === 'InProgress' ? 'Join' : 'Start visit';

function actionsColumn(actions: VisitActions): DataGridColumn<TelehealthAppointment> {
  return {
    accessor: 'actions',
    title: '',
    render: (visit) => (
      <Group gap={4} wrap="nowrap">
        {actions.onStart ? (
          <Button size="compact-xs" onClick={() => actions.onStart?.(visit)}>
            {startLabel(visit)}
          </Button>
        ) : null}
        {actions.onReschedule && visit.status === 'Scheduled' ? (
          <Button size="compact-xs" variant="default" onClick={() => actions.onReschedule?.(visit)}>
            Reschedule
          </Button>
        ) : null}
        {actions.onCancel && visit.status === 'Scheduled' ? (
          <Button size="compact-xs" variant="default" color="red" onClick={() => actions.onCancel?.(visit)}>
            Cancel
          </Button>
        ) : null}
      </Group>
    ),
  };
}

/** A list of visits (upcoming or previous) with the member, time, type, visit type and status, and their actions. */
export function VisitsGrid(props: {
  gridKey: string;
  label: string;
  visits: TelehealthAppointment[] | undefined;
  paging: DataGridPaging;
  fetching: boolean;
  error: unknown;
  emptyMessage: string;
  showMember?: boolean;
  actions?: VisitActions;
}) {
  const columns: DataGridColumn<TelehealthAppointment>[] = [
    // On the plan's clock, as the schedule dialog picks it.
    {
      accessor: 'startTimeUTC',
      title: 'Date and Time (PT)',
      render: (visit) => formatTimestamp(visit.startTimeUTC, { seconds: false }),
    },
    ...(props.showMember
      ? [
          {
            accessor: 'memberFullName',
            title: 'Member',
            render: (visit: TelehealthAppointment) =>
              props.actions?.onOpenMember ? (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => props.actions?.onOpenMember?.(visit.memberId)}
                >
                  {visit.memberFullName}
                </Button>
              ) : (
                visit.memberFullName
              ),
          },
        ]
      : []),
    { accessor: 'type', title: 'Type', render: (visit) => (isVideoAppointment(visit.type) ? 'Video' : 'Audio') },
    { accessor: 'visitType', title: 'Visit Type' },
    { accessor: 'durationMinutes', title: 'Minutes' },
    { accessor: 'isOnDemand', title: 'On Demand', render: (visit) => (visit.isOnDemand ? 'Yes' : 'No') },
    // 'Dial-in' (the code's header), not 'Dial-in Code': a member's upcoming visits then fit at 1280 px, Status whole.
    { accessor: 'dialInCode', title: 'Dial-in' },
    {
      accessor: 'status',
      title: 'Status',
      render: (visit) => (
        <Badge color={STATUS_COLORS[visit.status] ?? 'gray'} variant="filled">
          {statusLabel(visit.status)}
        </Badge>
      ),
    },
  ];
  // Each cell keeps to one line and the grid scrolls sideways (My Panel's grid is wider than its box at 1280 px). A row's
  // buttons come first and stay in view while it scrolls, so Start visit or Join is at hand without covering the Status.
  // A grid whose rows offer no button (previous visits) has no buttons' column, rather than an empty one in front.
  const actions =
    props.actions?.onStart || props.actions?.onReschedule || props.actions?.onCancel ? props.actions : null;
  const shown: DataGridColumn<TelehealthAppointment>[] = [...(actions ? [actionsColumn(actions)] : []), ...columns].map(
    (column): DataGridColumn<TelehealthAppointment> => ({ ...column, ellipsis: undefined, noWrap: true }),
  );
  return (
    <DataGrid<TelehealthAppointment>
      gridKey={props.gridKey}
      label={props.label}
      columns={shown}
      records={props.visits}
      paging={props.paging}
      fetching={props.fetching}
      error={props.error}
      emptyMessage={props.emptyMessage}
      withoutColumnChooser
      pinFirstColumn={actions !== null}
    />
  );
}
