import { Button } from '@mantine/core';
import type { LockedWorkItem } from '@portal/contracts/enrollment-admin/unlock';
import { enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';
import { formatTimestamp } from '../../lib/format.ts';
import { confirm } from '../../ui/confirm.tsx';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { notifyActionFailed, notifySuccess } from '../../ui/notify.ts';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useLockedWorkItems, useUnlockWorkItem } from './api/locked-work-items.ts';

/** Work items open by a processor (locked for the others), with who holds them; a manager unlocks one. */
export function LockedWorkItemsTab({ canMaintain }: { canMaintain: boolean }) {
  const grid = useGridState<LockedWorkItem>({ pageSize: 25, pageSizeOptions: [25, 50, 100] });
  const list = useLockedWorkItems({ skip: grid.skip, take: grid.take });
  const unlock = useUnlockWorkItem();

  const run = async (row: LockedWorkItem) => {
    const message = `Unlock work item ${row.avaWorkItemId}? ${row.lockedByName ?? 'The processor'} will lose unsaved changes to it.`;
    if (!(await confirm({ title: 'Unlock work item', message, danger: true }))) return;
    try {
      notifySuccess((await unlock.mutateAsync(row.avaWorkItemId)).message);
    } catch (error) {
      // 409 (already unlocked) says to reload; the list reloads either way.
      notifyActionFailed(error);
    }
  };

  return (
    <DataGrid<LockedWorkItem>
      gridKey="enrollment-admin-locked"
      label="Locked work items"
      idAccessor="avaWorkItemId"
      records={list.data?.items}
      error={list.error ?? undefined}
      fetching={list.isFetching}
      emptyMessage="No work item is locked"
      pinLastColumn={canMaintain}
      paging={grid.paging(list.data?.total ?? 0)}
      // Each value on one line at 1280 px (a source, a name or the lock time broke over two): the grid scrolls sideways,
      // Unlock pinned at the right.
      columns={[
        { accessor: 'avaWorkItemId', title: 'Work Item ID', toggleable: false, noWrap: true },
        { accessor: 'firstName', title: 'First Name', noWrap: true, render: (row) => row.firstName ?? '' },
        { accessor: 'lastName', title: 'Last Name', noWrap: true, render: (row) => row.lastName ?? '' },
        {
          accessor: 'processingStatus',
          title: 'Processing Status',
          noWrap: true,
          render: (row) => enrollmentStatusLabel(row.processingStatus),
        },
        { accessor: 'receivedVia', title: 'Source', noWrap: true },
        { accessor: 'assignedTo', title: 'Assigned To', noWrap: true, render: (row) => row.assignedTo ?? '' },
        { accessor: 'lockedByName', title: 'Locked By', noWrap: true, render: (row) => row.lockedByName ?? '' },
        { accessor: 'lockedAt', title: 'Locked At', noWrap: true, render: (row) => formatTimestamp(row.lockedAt) },
        ...(canMaintain
          ? [
              {
                accessor: 'unlock',
                title: '',
                toggleable: false,
                render: (row: LockedWorkItem) => (
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    loading={unlock.isPending && unlock.variables === row.avaWorkItemId}
                    onClick={() => void run(row)}
                  >
                    Unlock
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
