import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QUEUE_CONFIG_PATH, type QueueRow } from '@portal/contracts/crm-admin-queues/queues';
import { MODULES } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { formatDate } from '../../lib/format.ts';
import { ConfigTransfer } from '../../ui/ConfigTransfer.tsx';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { longTextColumn } from '../../ui/grid-long-text.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { QUEUES_KEY, useQueueList } from './api/queues-api.ts';
import { QueueDialog } from './QueueDialog.tsx';
import { QueueMappingPanel } from './QueueMappingPanel.tsx';

const QUEUES_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-queues')?.id ?? 137;

/**
 * CRM Admin, Queues (`/crm-admin/queues`): the work queues (create, rename, deactivate) and who works each in turn
 * order. A new case for a queue, or of a case type routed to it, goes to its next active member round-robin.
 */
export function QueuesScreen() {
  const canWrite = useCan(QUEUES_MODULE_ID, 'write');
  const canExport = useCan(QUEUES_MODULE_ID, 'export');
  const client = useQueryClient();
  const grid = useGridState<QueueRow>({ sort: { columnAccessor: 'name', direction: 'asc' } });
  const orderby = grid.sortStatus
    ? `${String(grid.sortStatus.columnAccessor)} ${grid.sortStatus.direction}`
    : undefined;
  const list = useQueueList({ ...(orderby ? { $orderby: orderby } : {}), $skip: grid.skip, $top: grid.take });
  const [editing, setEditing] = useState<QueueRow | 'new' | null>(null);
  const [selected, setSelected] = useState<number | null>(null);

  // Each cell keeps to one line, as the other grids, and every column fits beside the Edit buttons pinned at the right at
  // 1280 px (none scrolls under them): a long description is cut, whole on hover and in the queue's dialog, and the
  // queue's creation shows as its day (MM/dd/yyyy), the time of day no one needs of a queue.
  const columns: DataGridColumn<QueueRow>[] = [
    { accessor: 'name', title: 'Queue', sortable: true, noWrap: true },
    { accessor: 'description', title: 'Description', ...longTextColumn<QueueRow>((row) => row.description, 160) },
    {
      accessor: 'isActive',
      title: 'Status',
      sortable: true,
      render: (row) => (row.isActive ? <Badge color="teal">Active</Badge> : <Badge color="gray">Inactive</Badge>),
    },
    {
      accessor: 'activeMemberCount',
      title: 'Members (taking cases)',
      textAlign: 'right',
      noWrap: true,
      render: (row) => `${row.memberCount} (${row.activeMemberCount})`,
    },
    { accessor: 'caseTypeCount', title: 'Case Types Routed', textAlign: 'right', sortable: true, noWrap: true },
    {
      accessor: 'createdDate',
      title: 'Created',
      sortable: true,
      noWrap: true,
      render: (row) => formatDate(row.createdDate),
    },
    ...(canWrite
      ? [
          {
            accessor: 'actions',
            title: '',
            toggleable: false,
            render: (row: QueueRow) => (
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={`Edit ${row.name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  setEditing(row);
                }}
              >
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Queues"
        description="Work queues and the CRM users who take their cases in turn. Choose a queue to change its members, then push the changes."
        actions={
          <>
            {canExport ? (
              <ConfigTransfer
                basePath={QUEUE_CONFIG_PATH}
                label="queues"
                canImport={canWrite}
                onImported={() => void client.invalidateQueries({ queryKey: [QUEUES_KEY] })}
              />
            ) : null}
            {canWrite ? (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                New Queue
              </Button>
            ) : null}
          </>
        }
      />
      <DataGrid<QueueRow>
        gridKey="crm-admin-queues"
        label="Queues"
        columns={columns}
        records={list.data?.value}
        fetching={list.isFetching}
        error={list.error}
        paging={grid.paging(list.data?.['@odata.count'] ?? 0)}
        sortStatus={grid.sortStatus}
        onSortStatusChange={grid.onSortStatusChange}
        emptyMessage="No queues yet."
        singleSelect={{ selectedId: selected, onSelect: (record) => setSelected(record.id) }}
        // Room for a plan's usual queues before the grid scrolls.
        height={480}
        pinLastColumn={canWrite}
      />
      <QueueMappingPanel queueId={selected} onQueueChange={setSelected} canWrite={canWrite} />
      {editing !== null ? (
        <QueueDialog queue={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
