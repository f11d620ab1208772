import { Text } from '@mantine/core';
import { useState } from 'react';
import type { CrmCaseRow, CrmTaskRow } from '@portal/contracts/crm-my-queue/lists';
import type { WorklistWorkflowRow } from '@portal/contracts/crm-my-queue/queue';
import { formatTimestamp } from '../../../lib/format.ts';
import type { DataGridColumn } from '../../../ui/DataGrid.tsx';
import type { WorklistRow } from '../api/queue-api.ts';

/** An SLA due time, red once it has passed for an item still open. */
export function SlaDue({ slaDueAt, closed }: { slaDueAt: string; closed: boolean }) {
  // The time the row was first shown: an SLA passing while the list is open shows on its next read.
  const [shownAt] = useState(() => Date.now());
  const exceeded = !closed && Date.parse(slaDueAt) < shownAt;
  return exceeded ? (
    <Text span size="sm" c="red.9" fw={700} title="SLA exceeded">
      {formatTimestamp(slaDueAt)} (exceeded)
    </Text>
  ) : (
    <>{formatTimestamp(slaDueAt)}</>
  );
}

/** A person as the CRM names them: by name, by username when no user has it. */
export const shownName = (username: string | null, name: string | null | undefined): string | null => name ?? username;

const created = {
  accessor: 'createdDate',
  title: 'Created',
  render: (row: { createdDate: string }) => formatTimestamp(row.createdDate),
};

export const CASE_COLUMNS: DataGridColumn<CrmCaseRow>[] = [
  { accessor: 'id', title: 'Case #' },
  { accessor: 'memberId', title: 'Member ID' },
  { accessor: 'caseType', title: 'Case Type' },
  { accessor: 'subject', title: 'Subject' },
  { accessor: 'priority', title: 'Priority' },
  { accessor: 'status', title: 'Status' },
  { accessor: 'owner', title: 'Owner', render: (row) => shownName(row.owner, row.ownerName) },
  { accessor: 'slaDueAt', title: 'SLA Due', render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={row.isClosed} /> },
  { accessor: 'modifiedBy', title: 'Modified By', render: (row) => shownName(row.modifiedBy, row.modifiedByName) },
  { accessor: 'modifiedDate', title: 'Modified', render: (row) => formatTimestamp(row.modifiedDate) },
  created,
];

export const WORKFLOW_COLUMNS: DataGridColumn<WorklistWorkflowRow>[] = [
  { accessor: 'id', title: 'Workflow #' },
  { accessor: 'caseId', title: 'Case #' },
  { accessor: 'memberId', title: 'Member ID' },
  { accessor: 'workflowTypeString', title: 'Workflow Type' },
  { accessor: 'status', title: 'Status' },
  { accessor: 'openTasks', title: 'Open Tasks' },
  { accessor: 'owner', title: 'Owner', render: (row) => shownName(row.owner, row.ownerName) },
  {
    accessor: 'slaDueAt',
    title: 'SLA Due',
    render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={row.status === 'Closed'} />,
  },
  created,
];

export const TASK_COLUMNS: DataGridColumn<CrmTaskRow>[] = [
  { accessor: 'id', title: 'Task #' },
  { accessor: 'workflowId', title: 'Workflow #' },
  { accessor: 'caseId', title: 'Case #' },
  { accessor: 'memberId', title: 'Member ID' },
  { accessor: 'taskType', title: 'Task Type' },
  { accessor: 'status', title: 'Status' },
  { accessor: 'assignedTo', title: 'Assigned To', render: (row) => shownName(row.assignedTo, row.assignedToName) },
  {
    accessor: 'slaDueAt',
    title: 'SLA Due',
    render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={row.closedDate !== null} />,
  },
  { accessor: 'closedBy', title: 'Closed By', render: (row) => shownName(row.closedBy, row.closedByName) },
  { accessor: 'closedDate', title: 'Closed', render: (row) => formatTimestamp(row.closedDate) },
  created,
];

/** The columns of a list by the kind of item it holds. */
export function columnsOf(kind: 'case' | 'workflow' | 'task'): DataGridColumn<WorklistRow>[] {
  switch (kind) {
    case 'case':
      return CASE_COLUMNS as DataGridColumn<WorklistRow>[];
    case 'workflow':
      return WORKFLOW_COLUMNS as DataGridColumn<WorklistRow>[];
    case 'task':
      return TASK_COLUMNS as DataGridColumn<WorklistRow>[];
  }
}
