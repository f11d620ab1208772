import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PcpRow } from '@portal/contracts/enrollment/pcp';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { TextInput } from '../../../ui/inputs/TextInput.tsx';
import { notifySuccess, notifyWarning } from '../../../ui/notify.ts';
import { RecordDialogFooter } from '../../../ui/form/RecordDialogFooter.tsx';
import { useGridState } from '../../../ui/use-grid-state.ts';
import { api } from '../../../lib/api.ts';
import { formatTimestamp } from '../../../lib/format.ts';

interface TaskRow {
  id: number;
  workItemId: number;
  memberName: string;
  medicareId: string | null;
  reason: string;
  reasonLabel: string;
  distanceMiles: number | null;
  status: string;
  createdAt: string;
  resolvedByName: string | null;
  version: number;
}

/** /ezm/member-pcp-assignment-tasks: members whose PCP could not be assigned automatically, with the reason; resolve by choosing a PCP. */
export function PcpAssignmentTasksScreen() {
  const [status, setStatus] = useState('Open');
  const [resolving, setResolving] = useState<TaskRow | null>(null);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PcpRow | null>(null);
  const grid = useGridState<TaskRow>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const tasks = useQuery({
    queryKey: ['pcp-tasks', status, grid.page, grid.pageSize],
    queryFn: () =>
      api.get<{ items: TaskRow[]; total: number }>('/api/MemberEnrollment/GetPcpAssignmentTasks', {
        query: { status, page: grid.page, pageSize: grid.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
  const pcps = useQuery({
    queryKey: ['pcp-tasks', 'providers', search],
    queryFn: () =>
      api.get<{ items: PcpRow[] }>('/api/MemberEnrollmentLookup/SearchProviders', {
        query: { searchTerm: search, pageSize: 25 },
      }),
    enabled: resolving !== null && search.trim().length > 0,
  });
  // Each task opens afresh: a provider chosen for another member, or that task's refusal, never carries over to it.
  const open = (task: TaskRow | null) => {
    setChosen(null);
    setSearch('');
    resolve.reset();
    setResolving(task);
  };
  /** After a stale save (409): the task as it now is, or, resolved meanwhile, the dialog closes saying so. */
  const reloadTask = async () => {
    const fresh = await tasks.refetch();
    const task = fresh.data?.items.find((row) => row.id === resolving?.id);
    if (task?.status === 'Open') setResolving(task);
    else {
      open(null);
      notifyWarning('This PCP assignment task is no longer open: someone else has resolved it.');
    }
  };
  const resolve = useMutation({
    mutationFn: (providerId: number) =>
      api.put('/api/MemberEnrollment/ResolvePcpAssignmentTask', {
        id: resolving?.id,
        version: resolving?.version,
        providerId,
      }),
    onSuccess: () => {
      notifySuccess('The PCP was assigned and the task resolved.');
      open(null);
      void client.invalidateQueries({ queryKey: ['pcp-tasks'] });
    },
  });
  const columns: DataGridColumn<TaskRow>[] = [
    {
      accessor: 'workItemId',
      title: 'Work Item',
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void navigate(`/MemberEnrollment?id=${row.workItemId}`)}
        >
          {row.workItemId}
        </Anchor>
      ),
    },
    { accessor: 'memberName', title: 'Member' },
    { accessor: 'medicareId', title: 'Medicare ID' },
    { accessor: 'reasonLabel', title: 'Reason' },
    { accessor: 'distanceMiles', title: 'Distance (mi)' },
    { accessor: 'status', title: 'Status' },
    { accessor: 'createdAt', title: 'Created', render: (row) => formatTimestamp(row.createdAt) },
    { accessor: 'resolvedByName', title: 'Resolved By' },
  ];
  const pcpColumns: DataGridColumn<PcpRow>[] = [
    { accessor: 'fullName', title: 'Name' },
    { accessor: 'npi', title: 'NPI' },
    { accessor: 'panelStatus', title: 'Panel' },
    { accessor: 'ipaCode', title: 'IPA' },
    { accessor: 'city', title: 'City' },
  ];
  return (
    <>
      <PageHeader
        title="PCP Assignment Tasks"
        description="Members whose primary care provider could not be assigned automatically."
      />
      <SegmentedControl
        data={['Open', 'Resolved', 'All']}
        value={status}
        onChange={(value) => {
          setStatus(value);
          grid.resetPage();
        }}
        mb="sm"
      />
      <DataGrid<TaskRow>
        gridKey="pcp-assignment-tasks"
        label="PCP assignment tasks"
        // Each cell keeps to one line (the grid scrolls sideways), so a page shows more tasks and a row reads across.
        columns={columns.map((column): DataGridColumn<TaskRow> => ({ ...column, ellipsis: undefined, noWrap: true }))}
        records={tasks.data?.items}
        fetching={tasks.isFetching}
        error={tasks.error}
        paging={grid.paging(tasks.data?.total ?? 0)}
        onRowClick={({ record }) => record.status === 'Open' && open(record)}
        height={520}
      />
      <FormDialog
        opened={resolving !== null}
        onClose={() => open(null)}
        title={`Assign a PCP to ${resolving?.memberName ?? ''}`}
        size="xl"
        submitLabel="Assign PCP"
        submitDisabled={!chosen}
        saving={resolve.isPending}
        onSubmit={() => chosen && resolve.mutate(chosen.providerId)}
        footer={<RecordDialogFooter mutations={[resolve]} reload={reloadTask} />}
      >
        <Stack>
          <Text size="sm">Reason: {resolving?.reasonLabel}</Text>
          <TextInput
            label="Search PCP by last name or NPI"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <DataGrid<PcpRow>
            gridKey="pcp-task-providers"
            label="Providers"
            columns={pcpColumns}
            records={pcps.data?.items ?? []}
            idAccessor="providerId"
            fetching={pcps.isFetching}
            height={280}
            withoutColumnChooser
            onRowClick={({ record }) => {
              // Another provider answers a refusal of the last one: it goes, as a changed field's does.
              if (record.providerId !== chosen?.providerId) resolve.reset();
              setChosen(record);
            }}
            emptyMessage="Type a name to search, then pick a provider."
          />
          <Text size="sm">Chosen: {chosen ? `${chosen.fullName} (NPI ${chosen.npi})` : 'none'}</Text>
        </Stack>
      </FormDialog>
    </>
  );
}
