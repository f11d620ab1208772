import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { useGridState } from '../../../ui/use-grid-state.ts';
import { useMyVisits } from './appointments-api.ts';
import { VisitWindow } from '../visit/VisitWindow.tsx';
import { VisitsGrid } from './VisitsGrid.tsx';

/** My upcoming visits (Default.MyUpcoming, every type), soonest first (enrollment-crm-virtual-care §9). */
export function MyUpcomingVisits({ onOpenMember }: { onOpenMember: (memberId: string) => void }) {
  const grid = useGridState<TelehealthAppointment>({ pageSize: 25 });
  const visits = useMyVisits('MyUpcoming', { appointmentType: 'All', skip: grid.skip, take: grid.take });
  const [inVisit, setInVisit] = useState<TelehealthAppointment | null>(null);
  return (
    <Paper withBorder p="sm" mb="md">
      <Title order={4} mb="xs">
        My upcoming visits
      </Title>
      <VisitsGrid
        gridKey="care-on-demand-my-upcoming"
        label="My upcoming visits"
        visits={visits.data?.items}
        paging={grid.paging(visits.data?.total ?? 0)}
        fetching={visits.isFetching}
        error={visits.error}
        emptyMessage="No upcoming visits"
        showMember
        actions={{ onStart: setInVisit, onOpenMember }}
      />
      {inVisit ? (
        <VisitWindow appointment={inVisit} moduleType="CareOnDemand" onClose={() => setInVisit(null)} />
      ) : null}
    </Paper>
  );
}
