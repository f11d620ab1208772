import { useState } from 'react';
import type { WorklistList } from '@portal/contracts/crm-my-queue/queue';
import type { OpenTasksChoice } from './WorklistGrid.tsx';

interface OpenedList {
  list: WorklistList;
  openTasks: OpenTasksChoice;
  /** How many times a tile opened a list: each opening starts the list afresh. */
  times: number;
}

/**
 * The list a stats tile opened, with the tile's open-tasks choice: the workflow tiles count the workflows with, or
 * without, open tasks, so their list opens showing just those, as many rows as the tile says.
 */
export function useOpenedList() {
  const [opened, setOpened] = useState<OpenedList | null>(null);
  const open = (list: WorklistList, openTasks: OpenTasksChoice) =>
    setOpened((before) => ({ list, openTasks, times: (before?.times ?? 0) + 1 }));
  /** The props of a list's grid: keyed by the opening, so a tile's click starts it on the tile's choice. */
  const gridOf = (list: WorklistList): { key: string; initialOpenTasks: OpenTasksChoice } =>
    opened?.list === list
      ? { key: `opened-${opened.times}`, initialOpenTasks: opened.openTasks }
      : { key: 'list', initialOpenTasks: 'all' };
  return { open, gridOf };
}
