import { Alert, SimpleGrid, Text } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { ENROLLMENT_SOURCES, enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';
import type { SearchEnrollmentsQuery, WorklistRow } from '@portal/contracts/enrollment/worklist';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { FormDialog } from '../../ui/FormDialog.tsx';
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
  const [assignTo, setAssignTo] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useWorklist({ ...filter, processingStatus: 'InProgress', page, pageSize: 25 }, opened);
  const repOptions = (reps.data?.items ?? []).map((rep) => ({ value: String(rep.userId), label: rep.name }));

  const submit = () => {
    reassign.mutate(
      {
        items: selected.map((row) => ({ id: row.avaWorkItemId, version: row.version })),
        assignToUserId: Number(assignTo ?? 0),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(`${answer.reassigned} enrollment(s) reassigned.`);
          setSelected([]);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title="Reassign Enrollments"
      // Wide enough for the list's eight columns: a narrower dialog cut off its right side and the Reassign button.
      size="72rem"
      submitLabel="Reassign"
      saving={reassign.isPending}
      onSubmit={submit}
      footer={
        reassign.error ? (
          <Alert color="red" mt="sm">
            {reassign.error.message}
          </Alert>
        ) : null
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
      <Select
        label="Assign To"
        required
        data={repOptions}
        value={assignTo}
        onChange={setAssignTo}
        error={reassign.error && !assignTo ? M.assigneeRequired : undefined}
        mt="sm"
      />
    </FormDialog>
  );
}
