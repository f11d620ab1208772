import { formatPhone } from '@portal/contracts/platform/rules/phone';
import type { Broker } from '@portal/contracts/enrollment-admin/lookups';
import { useBrokers, useSetBrokerActive } from './api/brokers.ts';
import { BrokerFormDialog } from './BrokerFormDialog.tsx';
import { useLookupTarget } from './use-lookup-target.ts';
import { LookupRowsGrid } from './LookupRowsGrid.tsx';

/** Brokers of the enrollment form: add, edit, deactivate. */
export function BrokersTab({ canMaintain }: { canMaintain: boolean }) {
  const list = useBrokers();
  const { target, setTarget, reload } = useLookupTarget(list);
  const setActive = useSetBrokerActive();
  return (
    <>
      <LookupRowsGrid<Broker>
        gridKey="enrollment-admin-brokers"
        label="Brokers"
        addLabel="Add Broker"
        list={list}
        setActive={setActive}
        nameOf={(row) => `Broker ${row.code}`}
        canMaintain={canMaintain}
        onOpen={setTarget}
        columns={[
          { accessor: 'description', title: 'Broker' },
          { accessor: 'agencyName', title: 'Agency', render: (row) => row.agencyName ?? '' },
          { accessor: 'npn', title: 'NPN' },
          { accessor: 'email', title: 'Email', render: (row) => row.email ?? '' },
          { accessor: 'phone', title: 'Phone', render: (row) => formatPhone(row.phone) },
        ]}
      />
      <BrokerFormDialog target={target} onClose={() => setTarget(null)} onReload={reload} />
    </>
  );
}
