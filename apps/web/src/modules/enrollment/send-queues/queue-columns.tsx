import { Anchor } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { WorklistRow } from '@portal/contracts/enrollment/worklist';
import { formatDate, formatTimestamp } from '../../../lib/format.ts';
import type { DataGridColumn } from '../../../ui/DataGrid.tsx';

/** The columns both send queues show (Enrollment Submission, Invalid Member Portal); the work item opens in the work list. */
export function useQueueColumns(): DataGridColumn<WorklistRow>[] {
  const navigate = useNavigate();
  return [
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
}
