import { Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WORKLIST_LIST_KINDS, WORKLIST_LIST_TITLES, type WorklistList } from '@portal/contracts/crm-my-queue/queue';
import { DataGrid } from '../../../ui/DataGrid.tsx';
import { useGridState } from '../../../ui/use-grid-state.ts';
import { useWorklistList, type WorklistRow } from '../api/queue-api.ts';
import { columnsOf } from './worklist-columns.tsx';
import { QueueExportButton } from './QueueExportButton.tsx';

/** Which workflows a workflow list shows: all, those with open tasks, or those without. */
export type OpenTasksChoice = 'all' | 'with' | 'without';
const OPEN_TASKS_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'with', label: 'With open tasks' },
  { value: 'without', label: 'Without open tasks' },
];
const hasOpenTasksOf = (choice: OpenTasksChoice) => (choice === 'all' ? undefined : choice === 'with');

/** Where a queue item opens: the workspace at `/crm/myqueue/:crmItem/:crmItemId`. */
export const crmItemPath = (crmItem: string, id: number | string) => `/crm/myqueue/${crmItem}/${id}`;

/**
 * One list of the queue in the shared grid, paged on the server; a row opens its item in the workspace. The workflow
 * lists are split by whether the workflow has open tasks ("with or without open tasks", spec §2).
 */
export function WorklistGrid({
  list,
  userEmail,
  initialOpenTasks = 'all',
}: {
  list: WorklistList;
  userEmail: string;
  initialOpenTasks?: OpenTasksChoice;
}) {
  const kind = WORKLIST_LIST_KINDS[list];
  const grid = useGridState<WorklistRow>();
  const [openTasks, setOpenTasks] = useState<OpenTasksChoice>(initialOpenTasks);
  const hasOpenTasks = kind === 'workflow' ? hasOpenTasksOf(openTasks) : undefined;
  const query = useWorklistList(list, userEmail, { skip: grid.skip, top: grid.take, hasOpenTasks });
  const navigate = useNavigate();
  const title = WORKLIST_LIST_TITLES[list];
  return (
    <DataGrid<WorklistRow>
      gridKey={`crm-queue-${list}`}
      label={title}
      columns={columnsOf(kind)}
      records={query.data?.items}
      fetching={query.isFetching}
      error={query.error}
      emptyMessage={`No items in ${title}.`}
      paging={grid.paging(query.data?.total ?? 0)}
      onRowClick={({ record }) => void navigate(crmItemPath(kind, record.id))}
      toolbar={
        <Group gap="sm">
          {kind === 'workflow' ? (
            <SegmentedControl
              size="xs"
              aria-label="Open tasks"
              data={OPEN_TASKS_CHOICES}
              value={openTasks}
              onChange={(value) => {
                setOpenTasks(value as OpenTasksChoice);
                grid.resetPage();
              }}
            />
          ) : null}
          <QueueExportButton list={list} userEmail={userEmail} hasOpenTasks={hasOpenTasks} title={title} />
        </Group>
      }
    />
  );
}
