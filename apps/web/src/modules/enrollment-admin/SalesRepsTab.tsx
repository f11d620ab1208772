import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { SalesRep } from '@portal/contracts/enrollment-admin/lookups';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { ActiveToggle } from './ActiveToggle.tsx';
import { useSalesReps, useSetSalesRepActive } from './api/sales-reps.ts';
import { SalesRepFormDialog } from './SalesRepFormDialog.tsx';

/** Sales reps of the enrollment form's page 4: add, edit, deactivate. */
export function SalesRepsTab({ canMaintain }: { canMaintain: boolean }) {
  const [target, setTarget] = useState<SalesRep | 'new' | null>(null);
  const list = useSalesReps();
  const setActive = useSetSalesRepActive();
  return (
    <>
      <DataGrid<SalesRep>
        gridKey="enrollment-admin-sales-reps"
        label="Sales reps"
        records={list.data?.items}
        error={list.error ?? undefined}
        fetching={list.isFetching}
        onRowClick={canMaintain ? ({ record }) => setTarget(record) : undefined}
        toolbar={
          canMaintain ? (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setTarget('new')}>
              Add Sales Rep
            </Button>
          ) : null
        }
        columns={[
          { accessor: 'code', title: 'Code', toggleable: false },
          { accessor: 'description', title: 'Name' },
          { accessor: 'npn', title: 'NPN' },
          { accessor: 'email', title: 'Email', render: (row) => row.email ?? '' },
          { accessor: 'phone', title: 'Phone', render: (row) => row.phone ?? '' },
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
                  render: (row: SalesRep) => (
                    <ActiveToggle
                      active={row.active}
                      name={`Sales rep ${row.code}`}
                      busy={setActive.isPending && setActive.variables.id === row.id}
                      onChange={(active) => setActive.mutateAsync({ id: row.id, active, version: row.version })}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <SalesRepFormDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
