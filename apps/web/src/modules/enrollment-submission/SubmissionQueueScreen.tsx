import { Alert, Anchor, Button, List, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorklistPage, WorklistRow } from '@portal/contracts/enrollment/worklist';
import type { SubmitResult } from '@portal/contracts/enrollment/enrollment-detail';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { confirm } from '../../ui/confirm.tsx';
import { notifySuccess, notifyWarning } from '../../ui/notify.ts';
import { useGridState } from '../../ui/use-grid-state.ts';
import { api } from '../../lib/api.ts';
import { formatDate, formatTimestamp } from '../../lib/format.ts';

export interface SubmissionQueueProps {
  title: string;
  description: string;
  /** Statuses listed as ready to send, and as already sent. */
  readyStatus: 'InProgress';
  sentStatus: 'Completed' | 'InvalidMember';
  actionLabel: string;
  /** Sends the selected items; answers per item. */
  send: (items: WorklistRow[]) => Promise<{ id: number; ok: boolean; message?: string; result?: SubmitResult }[]>;
}

/**
 * A queue of work items to send (Enrollment Submission, Invalid Member Portal): items in progress to select and send,
 * and the items already sent. Every blocking rule is checked by the server per item; refusals are listed with the reason.
 */
export function SubmissionQueueScreen({ title, description, readyStatus, sentStatus, actionLabel, send }: SubmissionQueueProps) {
  const [view, setView] = useState<'ready' | 'sent'>('ready');
  const [selected, setSelected] = useState<WorklistRow[]>([]);
  const [results, setResults] = useState<{ id: number; ok: boolean; message?: string }[]>([]);
  const [sending, setSending] = useState(false);
  const grid = useGridState<WorklistRow>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const status = view === 'ready' ? readyStatus : sentStatus;
  const list = useQuery({
    queryKey: ['enrollment', 'worklist', 'queue', status, grid.page, grid.pageSize],
    queryFn: () => api.get<WorklistPage>('/api/MemberEnrollment/SearchEnrollments', { query: { processingStatus: status, page: grid.page, pageSize: grid.pageSize } }),
    placeholderData: keepPreviousData,
  });
  const columns: DataGridColumn<WorklistRow>[] = [
    { accessor: 'avaWorkItemId', title: 'Work Item', render: (row) => <Anchor component="button" type="button" onClick={() => void navigate(`/MemberEnrollment?id=${row.avaWorkItemId}`)}>{row.avaWorkItemId}</Anchor> },
    { accessor: 'lastName', title: 'Last Name' },
    { accessor: 'firstName', title: 'First Name' },
    { accessor: 'birthdate', title: 'Birth Date', render: (row) => formatDate(row.birthdate) },
    { accessor: 'medicareId', title: 'Medicare ID' },
    { accessor: 'contractCode', title: 'Contract' },
    { accessor: 'pbpCode', title: 'PBP' },
    { accessor: 'receivedVia', title: 'Source' },
    { accessor: 'assignedTo', title: 'Assigned To' },
    { accessor: 'lockedByName', title: 'Locked By' },
    { accessor: 'createdAt', title: 'Created At', render: (row) => formatTimestamp(row.createdAt) },
  ];

  const run = async () => {
    if (selected.length === 0) return notifyWarning('No enrollment was selected');
    if (!(await confirm({ message: `${actionLabel}: ${selected.length} enrollment(s)?` }))) return;
    setSending(true);
    try {
      const answers = await send(selected);
      setResults(answers);
      const sent = answers.filter((answer) => answer.ok).length;
      notifySuccess(`${sent} of ${answers.length} enrollment(s) sent.`);
      setSelected([]);
      await client.invalidateQueries({ queryKey: ['enrollment'] });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeader title={title} description={description} actions={view === 'ready' ? <Button onClick={() => void run()} loading={sending}>{actionLabel}</Button> : null} />
      <SegmentedControl value={view} onChange={(value) => { setView(value as 'ready' | 'sent'); setSelected([]); grid.resetPage(); }} data={[{ value: 'ready', label: 'In progress' }, { value: 'sent', label: 'Sent' }]} mb="sm" />
      {results.some((result) => !result.ok) ? (
        <Alert color="yellow" mb="sm" title="Not sent" withCloseButton onClose={() => setResults([])}>
          <List size="sm">
            {results.filter((result) => !result.ok).map((result) => (
              <List.Item key={result.id}>
                Work item {result.id}: {result.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <DataGrid<WorklistRow>
        gridKey={`submission-queue-${sentStatus}`}
        label={title}
        columns={columns}
        records={list.data?.items}
        idAccessor="avaWorkItemId"
        fetching={list.isFetching}
        error={list.error}
        paging={grid.paging(list.data?.total ?? 0)}
        {...(view === 'ready' ? { selectedRecords: selected, onSelectedRecordsChange: setSelected } : {})}
        height={520}
      />
      <Text size="xs" c="dimmed" mt="xs">
        Sending is idempotent: an enrollment already submitted is never sent twice.
      </Text>
    </>
  );
}
