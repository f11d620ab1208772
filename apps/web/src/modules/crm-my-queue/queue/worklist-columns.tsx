import { Text } from '@mantine/core';
import { useState } from 'react';
import type { CrmCaseRow, CrmTaskRow } from '@portal/contracts/crm-my-queue/lists';
import type { WorklistWorkflowRow } from '@portal/contracts/crm-my-queue/queue';
import { formatTimestamp } from '../../../lib/format.ts';
import type { DataGridColumn } from '../../../ui/DataGrid.tsx';
import { longTextColumn } from '../../../ui/grid-long-text.ts';
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
  noWrap: true,
  render: (row: { createdDate: string }) => formatTimestamp(row.createdDate),
};

// Each cell keeps to one line (the grid scrolls sideways), so a page shows more rows and a row reads across.
export const CASE_COLUMNS: DataGridColumn<CrmCaseRow>[] = [
  { accessor: 'id', title: 'Case #', noWrap: true },
  { accessor: 'memberId', title: 'Member ID', noWrap: true },
  { accessor: 'caseType', title: 'Case Type', noWrap: true },
  // A subject is free text: cut at a set width and whole on hover, as every long text of the portal's grids.
  { accessor: 'subject', title: 'Subject', ...longTextColumn<CrmCaseRow>((row) => row.subject, 240) },
  { accessor: 'priority', title: 'Priority', noWrap: true },
  { accessor: 'status', title: 'Status', noWrap: true },
  { accessor: 'owner', title: 'Owner', noWrap: true, render: (row) => shownName(row.owner, row.ownerName) },
  {
    accessor: 'slaDueAt',
    title: 'SLA Due',
    noWrap: true,
    render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={row.isClosed} />,
  },
  {
    accessor: 'modifiedBy',
    title: 'Modified By',
    noWrap: true,
    render: (row) => shownName(row.modifiedBy, row.modifiedByName),
  },
  { accessor: 'modifiedDate', title: 'Modified', noWrap: true, render: (row) => formatTimestamp(row.modifiedDate) },
  created,
];

export const WORKFLOW_COLUMNS: DataGridColumn<WorklistWorkflowRow>[] = [
  { accessor: 'id', title: 'Workflow #', noWrap: true },
  { accessor: 'caseId', title: 'Case #', noWrap: true },
  { accessor: 'memberId', title: 'Member ID', noWrap: true },
  { accessor: 'workflowTypeString', title: 'Workflow Type', noWrap: true },
  { accessor: 'status', title: 'Status', noWrap: true },
  { accessor: 'openTasks', title: 'Open Tasks', noWrap: true },
  { accessor: 'owner', title: 'Owner', noWrap: true, render: (row) => shownName(row.owner, row.ownerName) },
  {
    accessor: 'slaDueAt',
    title: 'SLA Due',
    noWrap: true,
    render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={row.status === 'Closed'} />,
  },
  created,
];

export const TASK_COLUMNS: DataGridColumn<CrmTaskRow>[] = [
  { accessor: 'id', title: 'Task #', noWrap: true },
  { accessor: 'workflowId', title: 'Workflow #', noWrap: true },
  { accessor: 'caseId', title: 'Case #', noWrap: true },
  { accessor: 'memberId', title: 'Member ID', noWrap: true },
  { accessor: 'taskType', title: 'Task Type', noWrap: true },
  { accessor: 'status', title: 'Status', noWrap: true },
  {
    accessor: 'assignedTo',
    title: 'Assigned To',
    noWrap: true,
    render: (row) => shownName(row.assignedTo, row.assignedToName),
  },
  {
    accessor: 'slaDueAt',
    title: 'SLA Due',
    noWrap: true,
    render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={row.closedDate !== null} />,
  },
  {
    accessor: 'closedBy',
    title: 'Closed By',
    noWrap: true,
    render: (row) => shownName(row.closedBy, row.closedByName),
  },
  { accessor: 'closedDate', title: 'Closed', noWrap: true, render: (row) => formatTimestamp(row.closedDate) },
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
