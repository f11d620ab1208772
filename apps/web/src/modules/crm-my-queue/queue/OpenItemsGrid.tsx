import {
  OPEN_CASE_ITEM_LABELS,
  OPEN_ITEMS_LIST,
  OPEN_ITEMS_TITLE,
  type OpenCaseItem,
} from '@portal/contracts/crm-my-queue/queue';
import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { longTextColumn } from '../../../ui/grid-long-text.ts';
import { useOpenCaseItems } from '../api/queue-api.ts';
import { QueueExportButton } from './QueueExportButton.tsx';
import { SlaDue } from './worklist-columns.tsx';
import { crmItemPath } from './WorklistGrid.tsx';

// Each row on one line, as the queue's other lists (the grid scrolls sideways): a title longer than its column (a case's
// subject in the member's words) is cut with an ellipsis and shows whole on hover.
const COLUMNS: DataGridColumn<OpenCaseItem>[] = [
  { accessor: 'crmItem', title: 'Item', noWrap: true, render: (row) => OPEN_CASE_ITEM_LABELS[row.crmItem] },
  { accessor: 'id', title: '#', noWrap: true },
  { accessor: 'caseId', title: 'Case #', noWrap: true },
  { accessor: 'memberId', title: 'Member ID', noWrap: true },
  { accessor: 'itemType', title: 'Type', noWrap: true },
  { accessor: 'title', title: 'Title', ...longTextColumn<OpenCaseItem>((row) => row.title, 240) },
  { accessor: 'status', title: 'Status', noWrap: true },
  {
    accessor: 'slaDueAt',
    title: 'SLA Due',
    noWrap: true,
    render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={false} />,
  },
  { accessor: 'createdDate', title: 'Created', noWrap: true, render: (row) => formatTimestamp(row.createdDate) },
];

/**
 * GetOpenCaseItemsForUser: the user's open cases, workflows and tasks, soonest due first, with the Excel export of all
 * of them (the queue's other lists' export).
 */
export function OpenItemsGrid({
  userEmail,
  title = OPEN_ITEMS_TITLE,
  emptyMessage = 'You have no open items.',
}: {
  userEmail: string;
  /** The grid's and its export's name: the leadership tab shows a team member's, not the user's own. */
  title?: string;
  emptyMessage?: string;
}) {
  const items = useOpenCaseItems(userEmail);
  const navigate = useNavigate();
  return (
    <>
      {items.data?.truncated ? (
        <Text size="sm" c="gray.7" mb="xs">
          Only the items due soonest are shown.
        </Text>
      ) : null}
      <DataGrid<OpenCaseItem>
        gridKey="crm-queue-open-items"
        label={title}
        idAccessor={(row) => `${row.crmItem}-${row.id}`}
        columns={COLUMNS}
        records={items.data?.items}
        fetching={items.isFetching}
        error={items.error}
        emptyMessage={emptyMessage}
        height={480}
        onRowClick={({ record }) => void navigate(crmItemPath(record.crmItem, record.id))}
        toolbar={<QueueExportButton list={OPEN_ITEMS_LIST} userEmail={userEmail} title={title} />}
      />
    </>
  );
}
