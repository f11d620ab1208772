import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import {
  createVisitTypeSchema,
  updateVisitTypeSchema,
  VISIT_TYPE_APPOINTMENT_TYPES,
  type VisitType,
  type VisitTypeForm,
} from '@portal/contracts/care-on-demand/admin';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { longTextColumn } from '../../../ui/grid-long-text.ts';
import { NumberField, TextField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField, SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { RecordFormDialog } from '../../../ui/form/RecordFormDialog.tsx';
import { minutesLabel } from '../appointments/VisitsGrid.tsx';
import { useSaveVisitType, useVisitTypes } from './api/care-on-demand-admin-api.ts';
import { useHeldRow } from '../../../ui/use-held-record.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

// Short headers and a set width for the description keep the grid in its box at 1280 px, each cell on one line.
const COLUMNS: DataGridColumn<VisitType>[] = [
  { accessor: 'name', title: 'Visit Type', noWrap: true },
  { accessor: 'appointmentType', title: 'Type', noWrap: true },
  {
    accessor: 'defaultDurationMinutes',
    title: 'Length',
    noWrap: true,
    textAlign: 'right',
    render: (row) => minutesLabel(row.defaultDurationMinutes),
  },
  { accessor: 'onDemandAllowed', title: 'On Demand', noWrap: true, render: (row) => yesNo(row.onDemandAllowed) },
  {
    accessor: 'isActive',
    title: 'Status',
    render: (row) => (
      <Badge variant="filled" color={row.isActive ? 'green.9' : 'gray.7'}>
        {row.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  // One line, cut at a set width and whole on hover, so a row stays one line high and every visit type shows.
  { accessor: 'description', title: 'Description', ...longTextColumn<VisitType>((row) => row.description, 220) },
  { accessor: 'updatedAt', title: 'Changed (PT)', noWrap: true, render: (row) => formatTimestamp(row.updatedAt) },
];

/** Add or edit a visit type; deactivating is unticking Active (booked visits keep their type's name). */
function VisitTypeDialog({
  target,
  onClose,
  onReload,
}: {
  target: VisitType | 'new' | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const editing = target !== null && target !== 'new' ? target : null;
  const save = useSaveVisitType(editing?.id ?? null);
  const schema = editing ? updateVisitTypeSchema : createVisitTypeSchema;
  return (
    <RecordFormDialog<VisitType, VisitTypeForm, VisitType>
      target={target}
      title={(record) => (record ? `Editing Visit Type ${record.name}` : 'Adding Visit Type')}
      resolver={zodResolver(schema) as unknown as Resolver<VisitTypeForm>}
      valuesOf={(record) =>
        record
          ? {
              name: record.name,
              description: record.description,
              appointmentType: record.appointmentType,
              defaultDurationMinutes: record.defaultDurationMinutes,
              onDemandAllowed: record.onDemandAllowed,
              isActive: record.isActive,
              version: record.version,
            }
          : {
              name: '',
              description: '',
              appointmentType: 'Video',
              defaultDurationMinutes: 20,
              onDemandAllowed: false,
              isActive: true,
            }
      }
      save={save}
      savedMessage={(saved) => `Visit type ${saved.name} was saved.`}
      onClose={onClose}
      onReload={onReload}
    >
      {({ control }) => (
        <Stack>
          <TextField control={control} name="name" label="Name" required maxLength={60} />
          <TextField control={control} name="description" label="Description" maxLength={200} />
          <SimpleGrid cols={2}>
            <SelectField
              control={control}
              name="appointmentType"
              label="Appointment type"
              required
              data={[...VISIT_TYPE_APPOINTMENT_TYPES]}
            />
            <NumberField
              control={control}
              name="defaultDurationMinutes"
              label="Default duration (minutes)"
              required
              // No min/max on the box (it would quietly change 5 to 10 on leaving it): the schema names the bounds.
              decimalScale={0}
            />
          </SimpleGrid>
          <CheckboxField control={control} name="onDemandAllowed" label="Members can request it on demand" />
          <CheckboxField control={control} name="isActive" label="Active (offered when booking)" />
        </Stack>
      )}
    </RecordFormDialog>
  );
}

/** The visit types members book or request on demand; the admin adds, changes and deactivates them. */
export function VisitTypesTab({ canAdmin }: { canAdmin: boolean }) {
  const types = useVisitTypes();
  const [editing, setEditing] = useState<VisitType | 'new' | null>(null);
  // The visit type of the open dialog held as it was opened (the portal's one way): the list read again meanwhile never
  // resets what is typed; Reload after a stale save starts the form from it as saved now.
  const held = useHeldRow(
    editing,
    types.data?.items,
    (row) => row.id,
    () => types.refetch().then(({ data }) => data?.items),
    () => setEditing(null),
  );
  return (
    <Stack gap="sm">
      {/* Without the admin action the screen's header says it is read only. */}
      {canAdmin ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Click a visit type to change or deactivate it.
          </Text>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New Visit Type
          </Button>
        </Group>
      ) : null}
      <DataGrid<VisitType>
        gridKey="cod-admin-visit-types"
        label="Visit types"
        columns={COLUMNS}
        records={types.data?.items}
        fetching={types.isFetching}
        error={types.error}
        emptyMessage="No visit types yet."
        {...(canAdmin ? { onRowClick: ({ record }: { record: VisitType }) => setEditing(record) } : {})}
      />
      <VisitTypeDialog target={held.record} onClose={() => setEditing(null)} onReload={held.reload} />
    </Stack>
  );
}
