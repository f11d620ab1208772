import { Alert, Button, List, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataGrid, type DataGridColumn } from './DataGrid.tsx';
import { PageHeader } from './PageHeader.tsx';
import { confirm } from './confirm.tsx';
import { notifySuccess, notifyWarning } from './notify.ts';
import { useGridState } from './use-grid-state.ts';

export type SendQueueView = 'ready' | 'sent';

/** One item's answer to a send: sent, or refused with the reason. */
export interface SendAnswer {
  id: number;
  ok: boolean;
  message?: string;
}

export interface SendQueueProps<T> {
  title: string;
  description: string;
  actionLabel: string;
  gridKey: string;
  columns: DataGridColumn<T>[];
  /** The row field that identifies an item (the id its answer carries). */
  idAccessor: keyof T & string;
  /** The query key of this queue's lists. */
  queryKey: readonly unknown[];
  /** What a send changes, refreshed after it (e.g. every list and detail of the module). */
  refreshKey: readonly unknown[];
  /** One page of the items ready to send, or of those already sent. */
  load: (view: SendQueueView, page: number, pageSize: number) => Promise<{ items: T[]; total: number }>;
  /** Sends the selected items; answers per item. */
  send: (items: T[]) => Promise<SendAnswer[]>;
  /** What the items are called in messages: 'enrollment' and 'Work item'. */
  noun: string;
  itemLabel: string;
  /** Shell spec §8: the message when nothing was selected. */
  nothingSelectedMessage: string;
  footnote?: string;
  /** False for a user who may only look: the queues are listed, but nothing can be selected or sent. */
  canSend: boolean;
  /** The two lists' names, as the module names the items' status elsewhere (e.g. its work list's tiles). */
  viewLabels: Record<SendQueueView, string>;
}

/**
 * A queue of items to send: the items ready, to select and send, and the items already sent. Every blocking rule is
 * checked by the server per item; refusals are listed with the reason. Each module wires its own list and send call.
 */
export function SendQueueScreen<T>({
  title,
  description,
  actionLabel,
  gridKey,
  columns,
  idAccessor,
  queryKey,
  refreshKey,
  load,
  send,
  noun,
  itemLabel,
  nothingSelectedMessage,
  footnote,
  canSend,
  viewLabels,
}: SendQueueProps<T>) {
  const [view, setView] = useState<SendQueueView>('ready');
  const [selected, setSelected] = useState<T[]>([]);
  const [results, setResults] = useState<SendAnswer[]>([]);
  const [sending, setSending] = useState(false);
  const grid = useGridState<T>();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: [...queryKey, view, grid.page, grid.pageSize],
    queryFn: () => load(view, grid.page, grid.pageSize),
    placeholderData: keepPreviousData,
  });

  const run = async () => {
    if (selected.length === 0) {
      notifyWarning(nothingSelectedMessage);
      return;
    }
    if (!(await confirm({ message: `${actionLabel}: ${selected.length} ${noun}(s)?` }))) return;
    setSending(true);
    try {
      const answers = await send(selected);
      setResults(answers);
      const sent = answers.filter((answer) => answer.ok).length;
      notifySuccess(`${sent} of ${answers.length} ${noun}(s) sent.`);
      setSelected([]);
      await client.invalidateQueries({ queryKey: [...refreshKey] });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          view === 'ready' && canSend ? (
            <Button onClick={() => void run()} loading={sending}>
              {actionLabel}
            </Button>
          ) : null
        }
      />
      <SegmentedControl
        value={view}
        onChange={(value) => {
          setView(value);
          setSelected([]);
          grid.resetPage();
        }}
        data={[
          { value: 'ready', label: viewLabels.ready },
          { value: 'sent', label: viewLabels.sent },
        ]}
        mb="sm"
      />
      {results.some((result) => !result.ok) ? (
        <Alert color="yellow" mb="sm" title="Not sent" withCloseButton onClose={() => setResults([])}>
          <List size="sm">
            {results
              .filter((result) => !result.ok)
              .map((result) => (
                <List.Item key={result.id}>
                  {itemLabel} {result.id}: {result.message}
                </List.Item>
              ))}
          </List>
        </Alert>
      ) : null}
      <DataGrid<T>
        gridKey={gridKey}
        label={title}
        columns={columns}
        records={list.data?.items}
        idAccessor={idAccessor}
        fetching={list.isFetching}
        error={list.error}
        paging={grid.paging(list.data?.total ?? 0)}
        {...(view === 'ready' && canSend ? { selectedRecords: selected, onSelectedRecordsChange: setSelected } : {})}
        height={520}
      />
      {footnote ? (
        <Text size="xs" c="dimmed" mt="xs">
          {footnote}
        </Text>
      ) : null}
    </>
  );
}
