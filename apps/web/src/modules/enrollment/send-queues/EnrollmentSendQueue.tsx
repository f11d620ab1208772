import { Anchor } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { WorklistPage, WorklistRow } from '@portal/contracts/enrollment/worklist';
import { ENROLLMENT_STATUS_LABELS } from '@portal/contracts/enrollment/enrollment-codes';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { api } from '../../../lib/api.ts';
import { formatDate, formatTimestamp } from '../../../lib/format.ts';
import type { DataGridColumn } from '../../../ui/DataGrid.tsx';
import { SendQueueScreen, type SendAnswer } from '../../../ui/SendQueueScreen.tsx';
import { useCan } from '../../../app/session/session-context.ts';

/** The columns both send queues show (Enrollment Submission, Invalid Member Portal); the work item opens in the work list. */
function useQueueColumns(): DataGridColumn<WorklistRow>[] {
  const navigate = useNavigate();
  const columns: DataGridColumn<WorklistRow>[] = [
    {
      accessor: 'avaWorkItemId',
      title: 'Work Item',
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
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
  // Each cell keeps to one line (the grid scrolls sideways), so a page shows more items and a row reads across.
  return columns.map((column): DataGridColumn<WorklistRow> => ({ ...column, ellipsis: undefined, noWrap: true }));
}

export interface EnrollmentSendQueueProps {
  title: string;
  description: string;
  actionLabel: string;
  /** The processing status of the work items this queue has sent. */
  sentStatus: 'Completed' | 'InvalidMember';
  send: (rows: WorklistRow[]) => Promise<SendAnswer[]>;
  /** The queue's module: a user without its write access sees the queues but cannot send. */
  moduleId: number;
}

/**
 * A send queue of enrollment work items: the In Progress ones ready to send and those already sent (work list search
 * by processing status); the selected work items are sent at the versions read.
 */
export function EnrollmentSendQueue({
  title,
  description,
  actionLabel,
  sentStatus,
  send,
  moduleId,
}: EnrollmentSendQueueProps) {
  const columns = useQueueColumns();
  const canSend = useCan(moduleId, 'write');
  return (
    <SendQueueScreen<WorklistRow>
      title={title}
      description={description}
      actionLabel={actionLabel}
      gridKey={`submission-queue-${sentStatus}`}
      columns={columns}
      idAccessor="avaWorkItemId"
      queryKey={['enrollment', 'worklist', 'queue', sentStatus]}
      refreshKey={['enrollment']}
      load={(view, page, pageSize) =>
        api.get<WorklistPage>('/api/MemberEnrollment/SearchEnrollments', {
          query: { processingStatus: view === 'ready' ? 'InProgress' : sentStatus, page, pageSize },
        })
      }
      noun="enrollment"
      itemLabel="Work item"
      nothingSelectedMessage={MESSAGES.noEnrollmentSelected}
      footnote="Sending is idempotent: an enrollment already submitted is never sent twice."
      send={send}
      canSend={canSend}
      // The lists are the work items of two statuses: named as the work list's tiles name them.
      viewLabels={{ ready: ENROLLMENT_STATUS_LABELS.InProgress, sent: ENROLLMENT_STATUS_LABELS[sentStatus] }}
    />
  );
}
