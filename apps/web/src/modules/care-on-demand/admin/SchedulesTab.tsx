import { SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  createScheduleSlotSchema,
  PLAN_TIME_ZONE,
  updateScheduleSlotSchema,
  weekdayName,
  WEEKDAYS,
  type ScheduleSlot,
  type ScheduleSlotForm,
  type TelehealthProvider,
} from '@portal/contracts/care-on-demand/admin';
import { confirm } from '../../../ui/confirm.tsx';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { TextField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { RecordFormDialog } from '../../../ui/form/RecordFormDialog.tsx';
import { notifyActionFailed, notifySuccess } from '../../../ui/notify.ts';
import { ProviderFilterBar, providerOptions, removeColumn } from './provider-grid-parts.tsx';
import {
  useDeleteScheduleSlot,
  useSaveScheduleSlot,
  useScheduleSlots,
  useTelehealthProviders,
} from './api/care-on-demand-admin-api.ts';
import { PersonName } from '../../../ui/PersonName.tsx';
import { useHeldRow } from '../../../ui/use-held-record.ts';

const WEEKDAY_OPTIONS = WEEKDAYS.map((label, index) => ({ value: String(index + 1), label }));

interface SlotDialogProps {
  target: ScheduleSlot | 'new' | null;
  providers: TelehealthProvider[];
  providerUserId: number | null;
  onClose: () => void;
  onReload: () => void;
}

/** Add or move a weekly slot: provider, weekday, start and end (HH:MM, 24-hour, Los Angeles time). */
function SlotDialog({ target, providers, providerUserId, onClose, onReload }: SlotDialogProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  const save = useSaveScheduleSlot(editing?.id ?? null);
  const schema = editing ? updateScheduleSlotSchema : createScheduleSlotSchema;
  return (
    <RecordFormDialog<ScheduleSlot, ScheduleSlotForm, ScheduleSlot>
      target={target}
      title={(record) =>
        record ? `Editing ${weekdayName(record.weekday)} Slot of ${record.providerName}` : 'Adding Slot'
      }
      resolver={zodResolver(schema)}
      valuesOf={(record) =>
        record
          ? {
              providerUserId: record.providerUserId,
              weekday: record.weekday,
              startTime: record.startTime,
              endTime: record.endTime,
              version: record.version,
            }
          : { providerUserId: providerUserId ?? 0, weekday: 1, startTime: '08:00', endTime: '12:00' }
      }
      save={save}
      savedMessage={(saved) =>
        `${saved.providerName}'s ${weekdayName(saved.weekday)} slot ${saved.startTime}-${saved.endTime} was saved.`
      }
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
          <SelectField control={control} name="weekday" label="Weekday" required numeric data={WEEKDAY_OPTIONS} />
          <SimpleGrid cols={2}>
            <TextField
              control={control}
              name="startTime"
              label="Start (HH:MM)"
              required
              maxLength={5}
              placeholder="08:00"
            />
            <TextField
              control={control}
              name="endTime"
              label="End (HH:MM)"
              required
              maxLength={5}
              placeholder="17:00"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Times are in the plan&apos;s time zone ({PLAN_TIME_ZONE}).
          </Text>
        </Stack>
      )}
    </RecordFormDialog>
  );
}

/** Telehealth providers' weekly availability: one provider's slots (or everyone's), added, moved and removed. */
export function SchedulesTab({ canAdmin }: { canAdmin: boolean }) {
  const providers = useTelehealthProviders();
  const [providerUserId, setProviderUserId] = useState<number | null>(null);
  const slots = useScheduleSlots(providerUserId);
  const remove = useDeleteScheduleSlot();
  const [editing, setEditing] = useState<ScheduleSlot | 'new' | null>(null);
  // The slot of the open dialog held as it was opened (the portal's one way): the list read again meanwhile never resets
  // what is typed; Reload after a stale save starts the form from the slot as saved now (or closes if it is gone).
  const held = useHeldRow(
    editing,
    slots.data?.items,
    (row) => row.id,
    () => slots.refetch().then(({ data }) => data?.items),
    () => setEditing(null),
  );

  const removeSlot = async (slot: ScheduleSlot) => {
    const label = `${slot.providerName}'s ${weekdayName(slot.weekday)} slot ${slot.startTime}-${slot.endTime}`;
    if (!(await confirm({ message: `Remove ${label}?`, danger: true }))) return;
    remove.mutate(slot, { onSuccess: () => notifySuccess(`${label} was removed.`), onError: notifyActionFailed });
  };

  const columns: DataGridColumn<ScheduleSlot>[] = [
    { accessor: 'providerName', title: 'Provider' },
    { accessor: 'weekday', title: 'Weekday', render: (row) => weekdayName(row.weekday) },
    { accessor: 'startTime', title: 'Start' },
    { accessor: 'endTime', title: 'End' },
    {
      accessor: 'updatedBy',
      title: 'Last Changed By',
      // The person's name, the username on hover.
      render: (row) => <PersonName username={row.updatedBy} name={row.updatedByName} />,
    },
    ...(canAdmin
      ? [
          removeColumn<ScheduleSlot>(
            'Remove',
            (row: ScheduleSlot) => `${weekdayName(row.weekday)} ${row.startTime}-${row.endTime} of ${row.providerName}`,
            removeSlot,
          ),
        ]
      : []),
  ];

  return (
    <Stack gap="sm">
      <ProviderFilterBar
        providers={providers.data?.items ?? []}
        providerUserId={providerUserId}
        onProviderChange={setProviderUserId}
        newLabel="New Slot"
        onNew={canAdmin ? () => setEditing('new') : null}
      />
      <Text size="sm" c="dimmed">
        Weekly availability in {PLAN_TIME_ZONE} time. Slots of one provider and weekday may not overlap.
      </Text>
      <DataGrid<ScheduleSlot>
        gridKey="cod-admin-schedule-slots"
        label="Schedule slots"
        columns={columns}
        records={slots.data?.items}
        fetching={slots.isFetching}
        error={slots.error}
        emptyMessage="No slots scheduled."
        {...(canAdmin ? { onRowClick: ({ record }: { record: ScheduleSlot }) => setEditing(record) } : {})}
        height={420}
      />
      <SlotDialog
        target={held.record}
        providers={providers.data?.items ?? []}
        providerUserId={providerUserId}
        onClose={() => setEditing(null)}
        onReload={held.reload}
      />
    </Stack>
  );
}
