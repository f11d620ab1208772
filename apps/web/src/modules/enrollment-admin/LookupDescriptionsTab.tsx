import { Badge, Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  LOOKUP_PARTITIONS,
  type LookupDescription,
  type LookupPartition,
} from '@portal/contracts/enrollment-admin/lookups';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { ActiveToggle } from './ActiveToggle.tsx';
import { useDescriptions, useSetDescriptionActive } from './api/lookup-descriptions.ts';
import { DescriptionFormDialog } from './DescriptionFormDialog.tsx';

/** Descriptions by partition (LetterReasonCode, fax statuses, sales types, languages ...): add, edit, deactivate. */
export function LookupDescriptionsTab({ canMaintain }: { canMaintain: boolean }) {
  const [partition, setPartition] = useState<LookupPartition>('LetterReasonCode');
  const [target, setTarget] = useState<LookupDescription | 'new' | null>(null);
  const list = useDescriptions(partition);
  const setActive = useSetDescriptionActive();

  return (
    <>
      <Group mb="sm" align="flex-end">
        <Select
          label="Partition"
          w={260}
          allowDeselect={false}
          searchable
          data={[...LOOKUP_PARTITIONS]}
          value={partition}
          onChange={(value) => value && setPartition(value)}
        />
      </Group>
      <DataGrid<LookupDescription>
        gridKey="enrollment-admin-descriptions"
        label={`${partition} codes`}
        records={list.data?.items}
        error={list.error ?? undefined}
        fetching={list.isFetching}
        onRowClick={canMaintain ? ({ record }) => setTarget(record) : undefined}
        toolbar={
          canMaintain ? (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setTarget('new')}>
              Add
            </Button>
          ) : null
        }
        columns={[
          { accessor: 'code', title: 'Code', toggleable: false },
          { accessor: 'description', title: 'Description' },
          { accessor: 'sortOrder', title: 'Sort Order', textAlign: 'right' },
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
                  render: (row: LookupDescription) => (
                    <ActiveToggle
                      active={row.active}
                      name={`${partition} ${row.code}`}
                      busy={setActive.isPending && setActive.variables.id === row.id}
                      onChange={(active) => setActive.mutateAsync({ id: row.id, active, version: row.version })}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <DescriptionFormDialog partitionName={partition} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
