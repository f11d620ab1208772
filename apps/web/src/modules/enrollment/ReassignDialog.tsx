import { Alert, SimpleGrid, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Select } from '../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { ENROLLMENT_SOURCES, enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';
import {
  reassignEnrollmentSchema,
  type SearchEnrollmentsQuery,
  type WorklistRow,
} from '@portal/contracts/enrollment/worklist';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { SelectField } from '../../ui/form/ChoiceFields.tsx';
import { RecordDialogFooter } from '../../ui/form/RecordDialogFooter.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useEnrollmentReps, useReassign, useWorklist } from './api/worklist.ts';

const COLUMNS: DataGridColumn<WorklistRow>[] = [
  { accessor: 'avaWorkItemId', title: 'Work Item' },
  { accessor: 'lastName', title: 'Last Name' },
  { accessor: 'firstName', title: 'First Name' },
  { accessor: 'processingStatus', title: 'Status', render: (row) => enrollmentStatusLabel(row.processingStatus) },
  { accessor: 'contractCode', title: 'Contract' },
  { accessor: 'pbpCode', title: 'PBP' },
  { accessor: 'receivedVia', title: 'Source' },
  { accessor: 'assignedTo', title: 'Assigned To' },
];

/**
 * Reassignment (manager): its own filter (assignedEnrollmentRep, contractCode, planCode, source, enrollment spec §2),
 * the matching open items to pick, and the rep to give them to.
 */
export function ReassignDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const reps = useEnrollmentReps();
  const reassign = useReassign();
  const [filter, setFilter] = useState<{
    assignedEnrollmentRep?: number;
    contractCode?: string;
    planCode?: string;
    source?: SearchEnrollmentsQuery['source'];
  }>({});
  const [selected, setSelected] = useState<WorklistRow[]>([]);
  // Reassign with no item picked says so until one is (the pick is the grid's, not a field of the form).
  const [nonePicked, setNonePicked] = useState(false);
  const form = useForm({ resolver: zodResolver(reassignEnrollmentSchema.pick({ assignToUserId: true })) });
  // Opened again, the dialog starts afresh: no pick, no rep, no message of the last time.
  const close = () => {
    form.reset();
    reassign.reset();
    setNonePicked(false);
    setSelected([]);
    onClose();
  };
  const [page, setPage] = useState(1);
  const list = useWorklist({ ...filter, processingStatus: 'InProgress', page, pageSize: 25 }, opened);
  const repOptions = (reps.data?.items ?? []).map((rep) => ({ value: String(rep.userId), label: rep.name }));

  const submit = form.handleSubmit(({ assignToUserId }) => {
    if (selected.length === 0) return;
    reassign.mutate(
      { items: selected.map((row) => ({ id: row.avaWorkItemId, version: row.version })), assignToUserId },
      {
        onSuccess: (answer) => {
          notifySuccess(`${answer.reassigned} enrollment(s) reassigned.`);
          close();
        },
      },
    );
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title="Reassign Enrollments"
      // Wide enough for the list's eight columns: a narrower dialog cut off its right side and the Reassign button.
      size="72rem"
      submitLabel="Reassign"
      saving={reassign.isPending}
      onSubmit={(event) => {
        setNonePicked(selected.length === 0);
        void submit(event);
      }}
      footer={
        <>
          {nonePicked && selected.length === 0 ? (
            <Alert color="red" mt="sm" role="alert">
              {M.nothingToReassign}
            </Alert>
          ) : null}
          {/* An item someone else changed meanwhile: Reload reads the list again, and the items are picked anew. */}
          <RecordDialogFooter
            mutations={[reassign]}
            reload={() => {
              setSelected([]);
              return list.refetch();
            }}
          />
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 4 }} mb="sm">
        <Select
          label="Assigned Enrollment Rep"
          clearable
          data={repOptions}
          value={filter.assignedEnrollmentRep ? String(filter.assignedEnrollmentRep) : null}
          onChange={(value) => setFilter({ ...filter, assignedEnrollmentRep: value ? Number(value) : undefined })}
        />
        <TextInput
          label="Contract Code"
          value={filter.contractCode ?? ''}
          onChange={(event) => setFilter({ ...filter, contractCode: event.currentTarget.value || undefined })}
        />
        <TextInput
          label="Plan Code"
          value={filter.planCode ?? ''}
          onChange={(event) => setFilter({ ...filter, planCode: event.currentTarget.value || undefined })}
        />
        <Select
          label="Source"
          clearable
          data={[...ENROLLMENT_SOURCES]}
          value={filter.source ?? null}
          onChange={(value) => setFilter({ ...filter, source: value ?? undefined })}
        />
      </SimpleGrid>
      <DataGrid<WorklistRow>
        gridKey="enrollment-reassign"
        label="Enrollments to reassign"
        columns={COLUMNS}
        records={list.data?.items}
        idAccessor="avaWorkItemId"
        fetching={list.isFetching}
        error={list.error}
        paging={{ page, pageSize: 25, totalRecords: list.data?.total ?? 0, onPageChange: setPage }}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        height={320}
        withoutColumnChooser
      />
      <Text size="sm" mt="xs">
        {selected.length} selected
      </Text>
      <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
        <SelectField
          control={form.control}
          name="assignToUserId"
          label="Assign To"
          data={repOptions}
          numeric
          required
        />
      </div>
    </FormDialog>
  );
}
