import { Button } from '@mantine/core';
import { useState } from 'react';
import type { PlanDto } from '@portal/contracts/ipa-admin/plans';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid } from '../../../ui/DataGrid.tsx';
import { PersonName } from '../../../ui/PersonName.tsx';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { usePlans } from '../api/search-plans.ts';
import { PlanDialog } from './PlanDialog.tsx';

const distinct = (rows: PlanDto[], pick: (row: PlanDto) => string | null) =>
  [...new Set(rows.map(pick).filter((v): v is string => Boolean(v)))].sort();

/** PBP Map tab (spec §2.9): grid with filtering, create, edit and delete. */
export function PlanMappingTab({ ipa, readOnly }: IpaTabProps) {
  const plans = usePlans(ipa.ipaCode);
  // The id, not a copy: after Reload the dialog shows the mapping as it is stored now.
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const editingPlan =
    typeof editing === 'number' ? ((plans.data?.items ?? []).find((row) => row.id === editing) ?? null) : null;
  const [contractFilter, setContractFilter] = useState<string[]>([]);
  const [pbpFilter, setPbpFilter] = useState<string[]>([]);
  const rows = (plans.data?.items ?? []).filter(
    (row) =>
      (contractFilter.length === 0 || contractFilter.includes(row.contractCode)) &&
      (pbpFilter.length === 0 || pbpFilter.includes(row.pbp)),
  );

  return (
    <>
      <DataGrid<PlanDto>
        gridKey="ipa-admin-plans"
        label="PBP map"
        records={rows}
        fetching={plans.isFetching}
        error={plans.error}
        columns={[
          {
            accessor: 'contractCode',
            title: 'Contract Code',
            valueFilter: {
              loadValues: () => distinct(plans.data?.items ?? [], (r) => r.contractCode),
              selected: contractFilter,
              onChange: setContractFilter,
            },
          },
          {
            accessor: 'pbp',
            title: 'PBP',
            valueFilter: {
              loadValues: () => distinct(plans.data?.items ?? [], (r) => r.pbp),
              selected: pbpFilter,
              onChange: setPbpFilter,
            },
          },
          { accessor: 'companyCode', title: 'Company Code' },
          { accessor: 'startDate', title: 'Start Date', render: (row) => formatUsDate(row.startDate) },
          { accessor: 'endDate', title: 'End Date', render: (row) => formatUsDate(row.endDate) },
          { accessor: 'id', title: 'Id' },
          {
            accessor: 'createdBy',
            title: 'Created By',
            defaultToggle: false,
            noWrap: true,
            render: (row) => <PersonName username={row.createdBy} name={row.createdByName} />,
          },
          {
            accessor: 'updatedBy',
            title: 'Updated By',
            defaultToggle: false,
            noWrap: true,
            render: (row) => <PersonName username={row.updatedBy} name={row.updatedByName} />,
          },
        ]}
        onRowClick={({ record }) => setEditing(record.id)}
        toolbar={
          <Button onClick={() => setEditing('new')} disabled={readOnly}>
            Create
          </Button>
        }
      />
      <PlanDialog
        ipa={ipa}
        plan={editingPlan}
        opened={editing === 'new' || editingPlan !== null}
        onClose={() => setEditing(null)}
        onReload={() => plans.refetch()}
        readOnly={readOnly}
      />
    </>
  );
}
