import { Anchor } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { WorklistPage, WorklistRow } from '@portal/contracts/enrollment/worklist';
import type { SubmitResult } from '@portal/contracts/enrollment/enrollment-detail';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { api } from '../../lib/api.ts';
import { formatDate, formatTimestamp } from '../../lib/format.ts';
import type { DataGridColumn } from '../../ui/DataGrid.tsx';
import { SendQueueScreen, type SendAnswer } from '../../ui/SendQueueScreen.tsx';

/** /ezm/enrollment-submission: POST MemberEnrollment/SendEnrollmentsToServiceBus for the selected work items. */
export function EnrollmentSubmissionScreen() {
  const navigate = useNavigate();
  const columns: DataGridColumn<WorklistRow>[] = [
    {
      accessor: 'avaWorkItemId',
      title: 'Work Item',
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          onClick={() => void navigate(`/MemberEnrollment?id=${row.avaWorkItemId}`)}
        >
          {row.avaWorkItemId}
        </Anchor>
      ),
    },
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
  return (
    <SendQueueScreen<WorklistRow>
      title="Enrollment Submission"
      description="Send verified enrollments to the enrollment system through the outbound service bus queue."
      actionLabel="Send to Service Bus"
      gridKey="submission-queue-Completed"
      columns={columns}
      idAccessor="avaWorkItemId"
      queryKey={['enrollment', 'worklist', 'queue', 'Completed']}
      refreshKey={['enrollment']}
      load={(view, page, pageSize) =>
        api.get<WorklistPage>('/api/MemberEnrollment/SearchEnrollments', {
          query: { processingStatus: view === 'ready' ? 'InProgress' : 'Completed', page, pageSize },
        })
      }
      noun="enrollment"
      itemLabel="Work item"
      nothingSelectedMessage={MESSAGES.noEnrollmentSelected}
      footnote="Sending is idempotent: an enrollment already submitted is never sent twice."
      send={async (rows): Promise<SendAnswer[]> => {
        const answer = await api.post<{
          items: { id: number; ok: boolean; message?: string; result?: SubmitResult }[];
        }>('/api/MemberEnrollment/SendEnrollmentsToServiceBus', {
          items: rows.map((row) => ({ id: row.avaWorkItemId, version: row.version })),
        });
        return answer.items;
      }}
    />
  );
}
