import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { PLAN_TIME_ZONE, type TelehealthProvider } from '@portal/contracts/care-on-demand/admin';
import {
  createTimeOffSchema,
  timeOffHours,
  TIME_OFF_MESSAGES,
  TIME_OFF_REASON_MAX,
  updateTimeOffSchema,
  type TimeOff,
  type TimeOffForm,
  type TimeOffSaved,
} from '@portal/contracts/care-on-demand/time-off';
import { formatUsDate, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { confirm } from '../../../ui/confirm.tsx';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { DateField, TextField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { RecordFormDialog } from '../../../ui/form/RecordFormDialog.tsx';
import { notifyActionFailed, notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { ProviderFilterBar, providerOptions, removeColumn } from './provider-grid-parts.tsx';
import { useTelehealthProviders } from './api/care-on-demand-admin-api.ts';
import { useDeleteTimeOff, useSaveTimeOff, useTimeOff } from './api/time-off-api.ts';
import { PersonName } from '../../../ui/PersonName.tsx';
import { useHeldRow } from '../../../ui/use-held-record.ts';

const dates = (timeOff: TimeOff) =>
  timeOff.fromDate === timeOff.toDate
    ? formatUsDate(timeOff.fromDate)
    : `${formatUsDate(timeOff.fromDate)} to ${formatUsDate(timeOff.toDate)}`;
const labelOf = (timeOff: TimeOff) => `${timeOff.providerName}'s ${timeOff.reason} (${dates(timeOff)})`;

interface TimeOffDialogProps {
  target: TimeOff | 'new' | null;
  providers: TelehealthProvider[];
  providerUserId: number | null;
  onClose: () => void;
  onReload: () => void;
  onSaved: (saved: TimeOffSaved) => void;
}

/** Add or change a time off: provider, first and last day, optionally a time window on each day, and a reason. */
function TimeOffDialog({ target, providers, providerUserId, onClose, onReload, onSaved }: TimeOffDialogProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  const save = useSaveTimeOff(editing?.id ?? null, onSaved);
  const schema = editing ? updateTimeOffSchema : createTimeOffSchema;
  const today = todayInLosAngeles();
  return (
    <RecordFormDialog<TimeOff, TimeOffForm, TimeOffSaved>
      target={target}
      title={(record) => (record ? `Editing Time Off of ${record.providerName}` : 'Adding Time Off')}
      resolver={zodResolver(schema)}
      valuesOf={(record) =>
        record
          ? {
              providerUserId: record.providerUserId,
              fromDate: record.fromDate,
              toDate: record.toDate,
              startTime: record.startTime ?? '',
              endTime: record.endTime ?? '',
              reason: record.reason,
              version: record.version,
            }
          : {
              providerUserId: providerUserId ?? 0,
              fromDate: today,
              toDate: today,
              startTime: '',
              endTime: '',
              reason: '',
            }
      }
      save={save}
      savedMessage={(saved) => `${labelOf(saved)} was saved.`}
      onClose={onClose}
      onReload={onReload}
    >
      {({ control }) => (
        <Stack>
          <SelectField
            control={control}
            name="providerUserId"
            label="Provider"
            required
            numeric
            searchable
            data={providerOptions(providers)}
          />
          <SimpleGrid cols={2}>
            <DateField control={control} name="fromDate" label="From" required allowMaxDate={false} />
            <DateField control={control} name="toDate" label="To" required allowMaxDate={false} />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextField control={control} name="startTime" label="Start (HH:MM)" maxLength={5} placeholder="Whole day" />
            <TextField control={control} name="endTime" label="End (HH:MM)" maxLength={5} placeholder="Whole day" />
          </SimpleGrid>
          <TextField
            control={control}
            name="reason"
            label="Reason"
            required
            maxLength={TIME_OFF_REASON_MAX}
            placeholder="Vacation, Holiday, Training..."
          />
          <Text size="xs" c="dimmed">
            Leave the times empty for whole days. Times are in the plan&apos;s time zone ({PLAN_TIME_ZONE}).
          </Text>
        </Stack>
      )}
    </RecordFormDialog>
  );
}

/** Providers' time off (holidays, leave, one-off exceptions): no open booking times inside it. */
export function TimeOffTab({ canAdmin }: { canAdmin: boolean }) {
  const providers = useTelehealthProviders();
  const [providerUserId, setProviderUserId] = useState<number | null>(null);
  const timeOff = useTimeOff(providerUserId);
  const remove = useDeleteTimeOff();
  const [editing, setEditing] = useState<TimeOff | 'new' | null>(null);
  /** The last save that covers open visits: the admin reschedules or cancels them (the save stands). */
  const [booked, setBooked] = useState<TimeOffSaved | null>(null);

  const removeTimeOff = async (row: TimeOff) => {
    if (!(await confirm({ message: `Delete ${labelOf(row)}?`, danger: true }))) return;
    remove.mutate(row, {
      onSuccess: () => notifySuccess(`${labelOf(row)} was deleted.`),
      onError: (error) => {
        if (!staleOnly(error)) notifyActionFailed(error);
      },
    });
  };
  // The time off of the open dialog held as it was opened (the portal's one way, useHeldRow): the list read again
  // meanwhile never resets what is typed. After a stale save, Reload reads the list again and the dialog starts from
  // the time off as it is now (or closes if it is gone).
  const held = useHeldRow(
    editing,
    timeOff.data?.items,
    (row) => row.id,
    () => timeOff.refetch().then(({ data }) => data?.items),
    () => setEditing(null),
  );

  const columns: DataGridColumn<TimeOff>[] = [
    { accessor: 'providerName', title: 'Provider' },
    { accessor: 'fromDate', title: 'From', render: (row) => formatUsDate(row.fromDate) },
    { accessor: 'toDate', title: 'To', render: (row) => formatUsDate(row.toDate) },
    { accessor: 'startTime', title: 'Hours', render: (row) => timeOffHours(row) },
    { accessor: 'reason', title: 'Reason' },
    {
      accessor: 'updatedBy',
      title: 'Last Changed By',
      // The person's name, the username on hover.
      render: (row) => <PersonName username={row.updatedBy} name={row.updatedByName} />,
    },
    ...(canAdmin ? [removeColumn<TimeOff>('Delete', labelOf, removeTimeOff)] : []),
  ];

  return (
    <Stack gap="sm">
      <ProviderFilterBar
        providers={providers.data?.items ?? []}
        providerUserId={providerUserId}
        onProviderChange={setProviderUserId}
        newLabel="New Time Off"
        onNew={canAdmin ? () => setEditing('new') : null}
      />
      <Text size="sm" c="dimmed">
        Holidays, leave and one-off exceptions to the weekly slots: members are offered no visit times inside them. A
        provider may still schedule a visit there themselves.
      </Text>
      {booked ? (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          title="Visits booked in this time off"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setBooked(null)}
        >
          {TIME_OFF_MESSAGES.visitsBooked(
            booked.providerName,
            booked.bookedVisits.map((visit) => visit.startTime),
          )}
        </Alert>
      ) : null}
      <SaveErrorAlert
        error={staleOnly(remove.error)}
        onReload={() => {
          remove.reset();
          void timeOff.refetch();
        }}
      />
      <DataGrid<TimeOff>
        gridKey="cod-admin-time-off"
        label="Time off"
        columns={columns}
        records={timeOff.data?.items}
        fetching={timeOff.isFetching}
        error={timeOff.error}
        emptyMessage="No time off."
        {...(canAdmin ? { onRowClick: ({ record }: { record: TimeOff }) => setEditing(record) } : {})}
        height={420}
      />
      <TimeOffDialog
        target={held.record}
        providers={providers.data?.items ?? []}
        providerUserId={providerUserId}
        onClose={() => setEditing(null)}
        onReload={held.reload}
        onSaved={(saved) => setBooked(saved.bookedVisits.length > 0 ? saved : null)}
      />
    </Stack>
  );
}
