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
import { useOpenCaseItems } from '../api/queue-api.ts';
import { QueueExportButton } from './QueueExportButton.tsx';
import { SlaDue } from './worklist-columns.tsx';
import { crmItemPath } from './WorklistGrid.tsx';

const COLUMNS: DataGridColumn<OpenCaseItem>[] = [
  { accessor: 'crmItem', title: 'Item', render: (row) => OPEN_CASE_ITEM_LABELS[row.crmItem] },
  { accessor: 'id', title: '#' },
  { accessor: 'caseId', title: 'Case #' },
  { accessor: 'memberId', title: 'Member ID' },
  { accessor: 'itemType', title: 'Type' },
  { accessor: 'title', title: 'Title' },
  { accessor: 'status', title: 'Status' },
  { accessor: 'slaDueAt', title: 'SLA Due', render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={false} /> },
  { accessor: 'createdDate', title: 'Created', render: (row) => formatTimestamp(row.createdDate) },
];

/**
 * GetOpenCaseItemsForUser: the user's open cases, workflows and tasks, soonest due first, with the Excel export of all
 * of them (the queue's other lists' export).
 */
export function OpenItemsGrid({ userEmail }: { userEmail: string }) {
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
        label={OPEN_ITEMS_TITLE}
        idAccessor={(row) => `${row.crmItem}-${row.id}`}
        columns={COLUMNS}
        records={items.data?.items}
        fetching={items.isFetching}
        error={items.error}
        emptyMessage="You have no open items."
        height={480}
        onRowClick={({ record }) => void navigate(crmItemPath(record.crmItem, record.id))}
        toolbar={<QueueExportButton list={OPEN_ITEMS_LIST} userEmail={userEmail} title={OPEN_ITEMS_TITLE} />}
      />
    </>
  );
}
