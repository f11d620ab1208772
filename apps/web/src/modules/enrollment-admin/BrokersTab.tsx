import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Broker } from '@portal/contracts/enrollment-admin/lookups';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { ActiveToggle } from './ActiveToggle.tsx';
import { useBrokers, useSetBrokerActive } from './api/brokers.ts';
import { BrokerFormDialog } from './BrokerFormDialog.tsx';

/** Brokers of the enrollment form: add, edit, deactivate. */
export function BrokersTab({ canMaintain }: { canMaintain: boolean }) {
  const [target, setTarget] = useState<Broker | 'new' | null>(null);
  const list = useBrokers();
  const setActive = useSetBrokerActive();
  return (
    <>
      <DataGrid<Broker>
        gridKey="enrollment-admin-brokers"
        label="Brokers"
        records={list.data?.items}
        error={list.error ?? undefined}
        fetching={list.isFetching}
        onRowClick={canMaintain ? ({ record }) => setTarget(record) : undefined}
        toolbar={
          canMaintain ? (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setTarget('new')}>
              Add Broker
            </Button>
          ) : null
        }
        columns={[
          { accessor: 'code', title: 'Code', toggleable: false },
          { accessor: 'description', title: 'Broker' },
          { accessor: 'agencyName', title: 'Agency', render: (row) => row.agencyName ?? '' },
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
                  render: (row: Broker) => (
                    <ActiveToggle
                      active={row.active}
                      name={`Broker ${row.code}`}
                      busy={setActive.isPending && setActive.variables.id === row.id}
                      onChange={(active) => setActive.mutateAsync({ id: row.id, active, version: row.version })}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <BrokerFormDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
