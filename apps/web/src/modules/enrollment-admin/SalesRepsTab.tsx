import { formatPhone } from '@portal/contracts/platform/rules/phone';
import type { SalesRep } from '@portal/contracts/enrollment-admin/lookups';
import { useSalesReps, useSetSalesRepActive } from './api/sales-reps.ts';
import { LookupRowsGrid } from './LookupRowsGrid.tsx';
import { SalesRepFormDialog } from './SalesRepFormDialog.tsx';
import { useLookupTarget } from './use-lookup-target.ts';

/** Sales reps of the enrollment form's page 4: add, edit, deactivate. */
export function SalesRepsTab({ canMaintain }: { canMaintain: boolean }) {
  const list = useSalesReps();
  const { target, setTarget, reload } = useLookupTarget(list);
  const setActive = useSetSalesRepActive();
  return (
    <>
      <LookupRowsGrid<SalesRep>
        gridKey="enrollment-admin-sales-reps"
        label="Sales reps"
        addLabel="Add Sales Rep"
        list={list}
        setActive={setActive}
        nameOf={(row) => `Sales rep ${row.code}`}
        canMaintain={canMaintain}
        onOpen={setTarget}
        columns={[
          { accessor: 'description', title: 'Name' },
          { accessor: 'npn', title: 'NPN' },
          { accessor: 'email', title: 'Email', render: (row) => row.email ?? '' },
          { accessor: 'phone', title: 'Phone', render: (row) => formatPhone(row.phone) },
        ]}
      />
      <SalesRepFormDialog target={target} onClose={() => setTarget(null)} onReload={reload} />
    </>
  );
}
