import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconCalendarTime, IconCalendarX, IconDoorEnter, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isVideoAppointment, type TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn, type DataGridPaging } from '../../../ui/DataGrid.tsx';
import { longTextColumn } from '../../../ui/grid-long-text.ts';

export const STATUS_COLORS: Record<string, string> = {
  Scheduled: 'blue',
  Waiting: 'orange',
  InProgress: 'green',
  Completed: 'gray',
  Cancelled: 'red',
};

/** A visit's length, '20 min'. */
export const minutesLabel = (minutes: number): string => `${minutes} min`;

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

const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };
/** The buttons' column: an icon's width each and the gaps between them. */
const ICON_WIDTH = 22;

/** A row's button as an icon, its label its name (for a screen reader) and its tooltip (on hover or focus). */
function RowIcon(props: {
  label: string;
  icon: ReactNode;
  variant: 'filled' | 'default' | 'subtle';
  color?: string;
  onClick: () => void;
}) {
  return (
    <Tooltip label={props.label} withArrow events={TOOLTIP_EVENTS}>
      <ActionIcon
        variant={props.variant}
        size="sm"
        aria-label={props.label}
        onClick={props.onClick}
        {...(props.color ? { color: props.color } : {})}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

function actionsColumn(actions: VisitActions): DataGridColumn<TelehealthAppointment> {
  const icons = [actions.onStart, actions.onReschedule, actions.onCancel].filter(Boolean).length;
  return {
    accessor: 'actions',
    title: '',
    width: icons * ICON_WIDTH + (icons - 1) * 4 + 20,
    render: (visit) => (
      <Group gap={4} wrap="nowrap">
        {actions.onStart ? (
          <RowIcon
            label={startLabel(visit)}
            variant="filled"
            icon={startLabel(visit) === 'Join' ? <IconDoorEnter size={14} /> : <IconPlayerPlay size={14} />}
            onClick={() => actions.onStart?.(visit)}
          />
        ) : null}
        {actions.onReschedule && visit.status === 'Scheduled' ? (
          <RowIcon
            label="Reschedule"
            variant="default"
            icon={<IconCalendarTime size={14} />}
            onClick={() => actions.onReschedule?.(visit)}
          />
        ) : null}
        {actions.onCancel && visit.status === 'Scheduled' ? (
          <RowIcon
            label="Cancel"
            variant="subtle"
            color="red.9"
            icon={<IconCalendarX size={14} />}
            onClick={() => actions.onCancel?.(visit)}
          />
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
      title: 'When (PT)',
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
    // Beside the member's name, a set width (a longer visit type cut, whole on hover) keeps the grid in its box at
    // 1280 px; a member's own visits have the room to show it whole.
    {
      accessor: 'visitType',
      title: 'Visit Type',
      ...(props.showMember ? longTextColumn<TelehealthAppointment>((visit) => visit.visitType, 170) : {}),
    },
    { accessor: 'durationMinutes', title: 'Length', render: (visit) => minutesLabel(visit.durationMinutes) },
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
  // Each cell keeps to one line and the grid fits its box at 1280 px (short headers, the buttons as icons named by their
  // tooltips, the visit type at a set width). A row's buttons come first and stay in view should a longer row still make
  // the grid scroll sideways. A grid whose rows offer no button (previous visits) has no buttons' column at all.
  const actions =
    props.actions?.onStart || props.actions?.onReschedule || props.actions?.onCancel ? props.actions : null;
  const shown: DataGridColumn<TelehealthAppointment>[] = [...(actions ? [actionsColumn(actions)] : []), ...columns].map(
    (column): DataGridColumn<TelehealthAppointment> =>
      column.ellipsis ? column : { ...column, ellipsis: undefined, noWrap: true },
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
