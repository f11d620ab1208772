import { Anchor, Button, Group, Paper, SimpleGrid, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { APPOINTMENT_TYPE_FILTERS, type AppointmentTypeFilter } from '@portal/contracts/care-on-demand/appointments';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import type { MemberGridRow } from '@portal/contracts/platform/lookups/members';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { useCan } from '../../../app/session/session-context.ts';
import { api } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { LabeledValue } from '../../../ui/LabeledValue.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useGridState } from '../../../ui/use-grid-state.ts';
import { useMyVisits } from '../appointments/appointments-api.ts';
import { CancelVisitDialog, ScheduleVisitDialog } from '../appointments/VisitDialogs.tsx';
import { VisitWindow } from '../visit/VisitWindow.tsx';
import { VisitsGrid, type VisitActions } from '../appointments/VisitsGrid.tsx';

/** The member's header: GET /odata/members?memberIds= (spec §7 Virtual care and lookup), any status. */
function useMember(memberId: string) {
  return useQuery({
    queryKey: ['care-on-demand', 'member', memberId],
    queryFn: ({ signal }) =>
      api.get<{ items: MemberGridRow[] }>('/odata/members', {
        signal,
        query: { memberIds: memberId, memberStatus: 'ALL' },
      }),
  });
}

function MemberHeader({ memberId }: { memberId: string }) {
  const member = useMember(memberId).data?.items[0];
  return (
    <Paper withBorder p="sm" mb="md">
      <SimpleGrid cols={{ base: 2, md: 6 }}>
        <LabeledValue label="Member" value={member?.fullName ?? ''} />
        <LabeledValue label="Member ID" value={memberId} />
        <LabeledValue label="Date of Birth" value={formatDate(member?.dateOfBirth)} />
        <LabeledValue label="Phone" value={formatPhone(member?.phone)} />
        <LabeledValue label="Contract-PBP" value={member ? `${member.contractCode}-${member.pbpCode}` : ''} />
        <LabeledValue label="APC" value={member?.pcp?.name ?? ''} />
      </SimpleGrid>
    </Paper>
  );
}

function VisitList(props: {
  which: 'MyUpcoming' | 'MyPrevious';
  memberId: string;
  appointmentType: AppointmentTypeFilter;
  actions: VisitActions;
}) {
  const grid = useGridState<TelehealthAppointment>({ pageSize: 25 });
  const upcoming = props.which === 'MyUpcoming';
  const visits = useMyVisits(props.which, {
    appointmentType: props.appointmentType,
    memberId: props.memberId,
    skip: grid.skip,
    take: grid.take,
  });
  return (
    <>
      <Title order={4} my="xs">
        {upcoming ? 'Upcoming visits' : 'Previous visits'}
      </Title>
      <VisitsGrid
        gridKey={`care-on-demand-member-${props.which}`}
        label={upcoming ? 'Upcoming visits' : 'Previous visits'}
        visits={visits.data?.items}
        paging={grid.paging(visits.data?.total ?? 0)}
        fetching={visits.isFetching}
        error={visits.error}
        emptyMessage={upcoming ? 'No upcoming visits' : 'No previous visits'}
        actions={upcoming ? props.actions : {}}
      />
    </>
  );
}

/**
 * One member of the provider's panel (/careondemand/mypanel/:memberId/:pbpEffectiveDate): the member's header, their
 * upcoming visits (soonest first) and previous visits (latest first) by appointment type, Schedule, Reschedule and
 * Cancel, and Start visit / Join, which opens the telehealth visit window.
 */
export function MemberVisitsScreen({ memberId }: { memberId: string }) {
  const canWrite = useCan(MODULE_IDS.careOnDemand, 'write');
  const [appointmentType, setAppointmentType] = useState<AppointmentTypeFilter>('All');
  const [editing, setEditing] = useState<TelehealthAppointment | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<TelehealthAppointment | null>(null);
  const [inVisit, setInVisit] = useState<TelehealthAppointment | null>(null);
  const memberPhone = useMember(memberId).data?.items[0]?.phone;
  const actions: VisitActions = canWrite
    ? { onStart: setInVisit, onReschedule: setEditing, onCancel: setCancelling }
    : { onStart: setInVisit };
  return (
    <>
      <PageHeader
        title="Member Visits"
        actions={
          <Group gap="xs">
            <Anchor component={Link} to="/careondemand/mypanel" size="sm">
              Back to My Panel
            </Anchor>
            {canWrite ? <Button onClick={() => setEditing('new')}>Schedule visit</Button> : null}
          </Group>
        }
      />
      <MemberHeader memberId={memberId} />
      <Tabs value={appointmentType} onChange={(value) => setAppointmentType((value ?? 'All') as AppointmentTypeFilter)}>
        <Tabs.List>
          {APPOINTMENT_TYPE_FILTERS.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {type}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <VisitList which="MyUpcoming" memberId={memberId} appointmentType={appointmentType} actions={actions} />
      <VisitList which="MyPrevious" memberId={memberId} appointmentType={appointmentType} actions={actions} />
      {editing ? (
        <ScheduleVisitDialog
          memberId={memberId}
          visit={editing === 'new' ? null : editing}
          memberPhone={memberPhone}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {cancelling ? <CancelVisitDialog visit={cancelling} onClose={() => setCancelling(null)} /> : null}
      {inVisit ? (
        <VisitWindow appointment={inVisit} moduleType="CareOnDemand" onClose={() => setInVisit(null)} />
      ) : null}
    </>
  );
}
