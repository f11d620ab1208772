import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { ActiveToggle } from './ActiveToggle.tsx';
import type { ActiveChange } from './api/lookup-rows.ts';

interface LookupRow {
  id: number;
  code: string;
  active: boolean;
  version: number;
}

export interface LookupRowsGridProps<T extends LookupRow> {
  gridKey: string;
  label: string;
  /** The toolbar button that adds a row, e.g. 'Add Broker'. */
  addLabel: string;
  /** The columns between Code and Status. */
  columns: DataGridColumn<T>[];
  list: UseQueryResult<{ items: T[] }>;
  setActive: UseMutationResult<T, Error, ActiveChange>;
  /** What a row is called in the deactivate / reactivate confirmation, e.g. 'Broker B001'. */
  nameOf: (row: T) => string;
  canMaintain: boolean;
  /** Opens the form on a row (edit) or on 'new' (add); only for users who maintain the lookups. */
  onOpen: (target: T | 'new') => void;
}

/** A lookup table of the enrollment admin (brokers, sales reps, descriptions): add, edit, deactivate, reactivate. */
export function LookupRowsGrid<T extends LookupRow>({
  gridKey,
  label,
  addLabel,
  columns,
  list,
  setActive,
  nameOf,
  canMaintain,
  onOpen,
}: LookupRowsGridProps<T>) {
  return (
    <DataGrid<T>
      gridKey={gridKey}
      label={label}
      records={list.data?.items}
      error={list.error ?? undefined}
      fetching={list.isFetching}
      onRowClick={canMaintain ? ({ record }) => onOpen(record) : undefined}
      toolbar={
        canMaintain ? (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onOpen('new')}>
            {addLabel}
          </Button>
        ) : null
      }
      columns={[
        { accessor: 'code', title: 'Code', toggleable: false },
        ...columns,
        {
          accessor: 'active',
          title: 'Status',
          render: (row) => <Badge color={row.active ? 'green' : 'gray'}>{row.active ? 'Active' : 'Inactive'}</Badge>,
        },
        ...(canMaintain
          ? [
              {
                accessor: 'actions',
                title: '',
                toggleable: false,
                render: (row: T) => (
                  <ActiveToggle
                    active={row.active}
                    name={nameOf(row)}
                    busy={setActive.isPending && setActive.variables.id === row.id}
                    onChange={(active) => setActive.mutateAsync({ id: row.id, active, version: row.version })}
                  />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
