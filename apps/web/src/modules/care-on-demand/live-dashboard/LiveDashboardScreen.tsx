import { Badge, Button, Card, Group, Paper, SimpleGrid, Text, Title, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LIVE_DASHBOARD_REFRESH_MS, type LiveVisit } from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { APPOINTMENT_MESSAGES as M } from '@portal/contracts/care-on-demand/appointments';
import { isVideoAppointment, type TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../../app/session/session-context.ts';
import { onHubEvent } from '../../../lib/hub.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { notifyActionFailed, notifySuccess } from '../../../ui/notify.ts';
import { useTakeVisit } from '../appointments/appointments-api.ts';
import { useLiveDashboard } from '../api/care-on-demand-api.ts';
import { VisitWindow } from '../visit/VisitWindow.tsx';

const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/** Seconds as m:ss (or h:mm:ss past an hour). */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The wait as of now: the server's wait at its answer plus the time since (ticks every second). */
function useTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Live Dashboard (module 161, /careondemand/livedashboard): the members waiting in the waiting room (longest
 * first) and the visits under way, with their wait, and today's counts. It reads again whenever a visit's status
 * changes (the live hub's VirtualVisitsChanged) and every 30 seconds besides. A provider takes a waiting on-demand
 * visit, which opens the visit window.
 */
export function LiveDashboardScreen() {
  const board = useLiveDashboard(LIVE_DASHBOARD_REFRESH_MS);
  const canTake = useCan(MODULE_IDS.careOnDemandLive, 'write');
  const take = useTakeVisit();
  const [inVisit, setInVisit] = useState<TelehealthAppointment | null>(null);
  const now = useTick();
  const { refetch } = board;
  useEffect(() => onHubEvent('VirtualVisitsChanged', () => void refetch()), [refetch]);
  const answeredAt = board.data ? new Date(board.data.at).getTime() : now;
  const waitOf = (visit: LiveVisit) => formatWait(visit.waitSeconds + (now - answeredAt) / 1000);

  // No Status column: a grid holds one status only (its title says which: Waiting room, In progress), so the waiting
  // room keeps to its box at 1280 px with Take visit in view. Every cell keeps to one line.
  const columns = (waiting: boolean): DataGridColumn<LiveVisit>[] => {
    const all: DataGridColumn<LiveVisit>[] = [
      { accessor: 'memberFullName', title: 'Member' },
      { accessor: 'memberId', title: 'Member ID' },
      { accessor: 'type', title: 'Type', render: (visit) => (isVideoAppointment(visit.type) ? 'Video' : 'Audio') },
      { accessor: 'visitType', title: 'Visit Type' },
      {
        accessor: 'providerName',
        title: 'Provider',
        // A waiting on-demand visit is no provider's until one takes it (no routing assigns it on request), whatever
        // the request recorded: the column says so rather than naming someone who has not taken it.
        render: (visit) =>
          visit.isOnDemand && visit.status === 'Waiting' ? (
            <Text size="sm" c="dimmed">
              Not taken yet
            </Text>
          ) : (
            visit.providerName
          ),
      },
      { accessor: 'isOnDemand', title: 'On Demand', render: (visit) => (visit.isOnDemand ? 'Yes' : 'No') },
      ...(waiting
        ? [
            {
              accessor: 'memberLanguage',
              title: 'Language',
              // The member's preferred language; when the reader does not hold visits in it, a translator joins.
              render: (visit: LiveVisit) => (
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{visit.memberLanguage ?? ''}</Text>
                  {visit.interpreterNeeded ? (
                    <Badge size="sm" variant="light" color="grape">
                      Interpreter needed
                    </Badge>
                  ) : null}
                </Group>
              ),
            },
          ]
        : []),
      { accessor: 'waitSeconds', title: waiting ? 'Waiting' : 'In Visit', render: waitOf },
      ...(waiting && canTake
        ? [
            {
              accessor: 'take',
              title: '',
              render: (visit: LiveVisit) =>
                visit.isOnDemand && visit.takeRefusal ? (
                  // A line in place of Take visit, so the row stays one line high; the whole reason on hover or focus.
                  <Tooltip label={visit.takeRefusal} multiline w={320} withArrow events={TOOLTIP_EVENTS}>
                    <Text
                      size="xs"
                      c="dimmed"
                      // Dotted underline: there is more to read on hover or focus.
                      style={{ whiteSpace: 'nowrap', textDecoration: 'underline dotted', cursor: 'help' }}
                      tabIndex={0}
                    >
                      {visit.takeRefusalShort ?? visit.takeRefusal}
                    </Text>
                  </Tooltip>
                ) : visit.isOnDemand ? (
                  <Button
                    size="compact-xs"
                    loading={take.isPending && take.variables.id === visit.id}
                    onClick={() =>
                      take.mutate(
                        { id: visit.id, version: visit.version },
                        {
                          onSuccess: (taken) => {
                            notifySuccess(M.taken);
                            setInVisit(taken);
                          },
                          onError: notifyActionFailed,
                        },
                      )
                    }
                  >
                    Take visit
                  </Button>
                ) : null,
            },
          ]
        : []),
    ];
    return all.map((column): DataGridColumn<LiveVisit> => ({ ...column, ellipsis: undefined, noWrap: true }));
  };

  const counts = board.data?.counts;
  const tiles: [string, number | undefined][] = [
    ['Waiting', counts?.waiting],
    ['In progress', counts?.inProgress],
    ['Scheduled today', counts?.scheduledToday],
    ['Completed today', counts?.completedToday],
  ];
  return (
    <>
      <PageHeader title="Live Dashboard" description="Members waiting for a provider and visits under way, live." />
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
        {tiles.map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="sm" c="gray.7">
              {label}
            </Text>
            <Text size="xl" fw={700} aria-label={label}>
              {value ?? '–'}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Paper withBorder p="sm" mb="md">
        <Group justify="space-between">
          <Title order={4}>Waiting room</Title>
        </Group>
        <DataGrid<LiveVisit>
          gridKey="care-on-demand-live-waiting"
          label="Waiting room"
          columns={columns(true)}
          records={board.data?.waiting}
          fetching={board.isFetching}
          error={board.error}
          emptyMessage="No member is waiting"
          withoutColumnChooser
          // Take visit (or why not) stays in view at the right while a grid wider than its box scrolls sideways.
          pinLastColumn={canTake}
        />
      </Paper>
      <Paper withBorder p="sm">
        <Title order={4}>In progress</Title>
        <DataGrid<LiveVisit>
          gridKey="care-on-demand-live-in-progress"
          label="Visits in progress"
          columns={columns(false)}
          records={board.data?.inProgress}
          fetching={board.isFetching}
          error={board.error}
          emptyMessage="No visit is under way"
          withoutColumnChooser
        />
      </Paper>
      {inVisit ? (
        <VisitWindow appointment={inVisit} moduleType="CareOnDemand" onClose={() => setInVisit(null)} />
      ) : null}
    </>
  );
}
