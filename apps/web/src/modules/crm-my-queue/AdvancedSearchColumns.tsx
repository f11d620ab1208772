import type { CrmAdvancedSearchEntity } from '@portal/contracts/crm-my-queue/reports';
import type { CrmCaseRow, CrmInteractionRow, CrmTaskRow, CrmWorkflowRow } from '@portal/contracts/crm-my-queue/lists';
import type { CrmItem } from '@portal/contracts/crm-my-queue/crm-constants';
import { formatTimestamp } from '../../lib/format.ts';
import type { DataGridColumn } from '../../ui/DataGrid.tsx';
import { CommentPreview } from '../../ui/CommentPreview.tsx';
import { SlaDue, shownName } from './queue/worklist-columns.tsx';

/** A row of any of the four entities the advanced search reads. */
export type AdvancedSearchRow = CrmCaseRow | CrmWorkflowRow | CrmTaskRow | CrmInteractionRow;

/** Which workspace item a row opens (`/crm/myqueue/:crmItem/:crmItemId`). */
export const ADVANCED_SEARCH_ITEM: Record<CrmAdvancedSearchEntity, CrmItem> = {
  cases: 'case',
  workflows: 'workflow',
  tasks: 'task',
  interactions: 'interaction',
};

const time = (value: string | null) => formatTimestamp(value);
/** Open items past their SLA due time are marked as My Queue marks them: dark red and bold, '(exceeded)'. */
const due = (slaDueAt: string, closedDate: string | null) => (
  <SlaDue slaDueAt={slaDueAt} closed={closedDate !== null} />
);

const CASE_COLUMNS: DataGridColumn<CrmCaseRow>[] = [
  { accessor: 'id', title: 'Case', sortable: true },
  { accessor: 'memberId', title: 'Member ID', sortable: true },
  { accessor: 'caseType', title: 'Case Type', sortable: true },
  { accessor: 'subject', title: 'Subject' },
  { accessor: 'priority', title: 'Priority', sortable: true },
  { accessor: 'status', title: 'Status', sortable: true },
  // Sorted by the name shown (the server's ownerName field), not by the username.
  { accessor: 'ownerName', title: 'Owner', sortable: true, render: (row) => shownName(row.owner, row.ownerName) },
  { accessor: 'slaDueAt', title: 'SLA Due', sortable: true, render: (row) => due(row.slaDueAt, row.closedDate) },
  { accessor: 'createdDate', title: 'Created', sortable: true, render: (row) => time(row.createdDate) },
  { accessor: 'closedDate', title: 'Closed', sortable: true, render: (row) => time(row.closedDate) },
];

const WORKFLOW_COLUMNS: DataGridColumn<CrmWorkflowRow>[] = [
  { accessor: 'id', title: 'Workflow', sortable: true },
  { accessor: 'caseId', title: 'Case', sortable: true },
  { accessor: 'memberId', title: 'Member ID', sortable: true },
  { accessor: 'workflowTypeString', title: 'Workflow Type' },
  { accessor: 'status', title: 'Status', sortable: true },
  { accessor: 'reason', title: 'Reason' },
  // Sorted by the name shown (the server's ownerName field), not by the username.
  { accessor: 'ownerName', title: 'Owner', sortable: true, render: (row) => shownName(row.owner, row.ownerName) },
  { accessor: 'slaDueAt', title: 'SLA Due', sortable: true, render: (row) => due(row.slaDueAt, row.closedDate) },
  { accessor: 'createdDate', title: 'Created', sortable: true, render: (row) => time(row.createdDate) },
  { accessor: 'closedDate', title: 'Closed', sortable: true, render: (row) => time(row.closedDate) },
  // The answers of the workflow's form ('Label: value; ...'), as the export has them, previewed.
  {
    accessor: 'formAnswersText',
    title: 'Form Answers',
    render: (row) => <CommentPreview text={row.formAnswersText} />,
  },
];

const TASK_COLUMNS: DataGridColumn<CrmTaskRow>[] = [
  { accessor: 'id', title: 'Task', sortable: true },
  { accessor: 'workflowId', title: 'Workflow', sortable: true },
  { accessor: 'caseId', title: 'Case', sortable: true },
  { accessor: 'memberId', title: 'Member ID', sortable: true },
  { accessor: 'taskType', title: 'Task Type', sortable: true },
  { accessor: 'status', title: 'Status', sortable: true },
  {
    accessor: 'assignedToName',
    title: 'Assigned To',
    sortable: true,
    render: (row) => shownName(row.assignedTo, row.assignedToName),
  },
  { accessor: 'slaDueAt', title: 'SLA Due', sortable: true, render: (row) => due(row.slaDueAt, row.closedDate) },
  { accessor: 'createdDate', title: 'Created', sortable: true, render: (row) => time(row.createdDate) },
  { accessor: 'closedDate', title: 'Closed', sortable: true, render: (row) => time(row.closedDate) },
];

const INTERACTION_COLUMNS: DataGridColumn<CrmInteractionRow>[] = [
  { accessor: 'id', title: 'Interaction', sortable: true },
  { accessor: 'memberId', title: 'Member ID', sortable: true },
  { accessor: 'callDirection', title: 'Direction', sortable: true },
  { accessor: 'interactionType', title: 'Type', sortable: true },
  { accessor: 'callOutcome', title: 'Outcome', sortable: true },
  { accessor: 'agentName', title: 'Agent', sortable: true },
  { accessor: 'caseIds', title: 'Cases', render: (row) => row.caseIds.join(', ') },
  { accessor: 'notes', title: 'Notes', render: (row) => <CommentPreview text={row.notes} /> },
  {
    accessor: 'createdDateTime',
    title: 'Created',
    sortable: true,
    render: (row) => time(row.createdDateTime),
  },
];

/** The columns of an entity's rows (one grid shows one entity at a time). */
export function advancedSearchColumns(entity: CrmAdvancedSearchEntity): DataGridColumn<AdvancedSearchRow>[] {
  switch (entity) {
    case 'cases':
      return CASE_COLUMNS as DataGridColumn<AdvancedSearchRow>[];
    case 'workflows':
      return WORKFLOW_COLUMNS as DataGridColumn<AdvancedSearchRow>[];
    case 'tasks':
      return TASK_COLUMNS as DataGridColumn<AdvancedSearchRow>[];
    case 'interactions':
      return INTERACTION_COLUMNS as DataGridColumn<AdvancedSearchRow>[];
  }
}
