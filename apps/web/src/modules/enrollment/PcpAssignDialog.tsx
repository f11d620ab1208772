import { Checkbox, Text } from '@mantine/core';
import { useState } from 'react';
import {
  PCP_NOT_ASSIGNABLE_REASON_LABELS,
  type PcpNotAssignableReason,
} from '@portal/contracts/enrollment/enrollment-codes';
import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import type { PcpRow } from '@portal/contracts/enrollment/pcp';
import { textOf } from '@portal/contracts/platform/text';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { notifySuccess, notifyWarning } from '../../ui/notify.ts';
import { usePcpSearch } from './api/lookups.ts';
import type { useWorkItemActions } from './api/work-item.ts';
import { WorkItemDialog } from './WorkItemDialog.tsx';

// Each value on one line (a specialty or a city broke over two); the grid scrolls sideways if it must.
const COLUMNS: DataGridColumn<PcpRow>[] = [
  { accessor: 'fullName', title: 'Name', noWrap: true },
  { accessor: 'npi', title: 'NPI', noWrap: true },
  { accessor: 'specialty', title: 'Specialty', noWrap: true },
  { accessor: 'panelStatus', title: 'Panel', noWrap: true },
  { accessor: 'ipaCode', title: 'IPA', noWrap: true },
  { accessor: 'city', title: 'City', noWrap: true },
  {
    accessor: 'distanceMiles',
    title: 'Miles',
    noWrap: true,
    textAlign: 'right',
    render: (row) => (row.distanceMiles === null ? '' : row.distanceMiles.toFixed(1)),
  },
];

/** Assign Primary Care Provider: the nearest automatically, or a provider picked from the search. */
export function PcpAssignDialog({
  item,
  assignPcp,
  reload,
  onClose,
}: {
  item: EnrollmentDetail;
  assignPcp: ReturnType<typeof useWorkItemActions>['assignPcp'];
  reload: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [overrideClosedPanel, setOverrideClosedPanel] = useState(false);
  const zip = textOf(item.form.homeZipCode);
  const pcps = usePcpSearch(search, /^\d{5}$/.test(zip) ? zip : undefined, true);
  const assign = (providerId?: number) =>
    assignPcp.mutate(
      { version: item.version, ...(providerId ? { providerId } : {}), overrideClosedPanel },
      {
        onSuccess: (result) => {
          if (result.providerId && !result.notAssignableReason) notifySuccess(result.message);
          else if (result.notAssignableReason === 'ClosedPanelOverride') notifySuccess(result.message);
          else
            notifyWarning(
              `${result.message} ${result.notAssignableReason ? `(${PCP_NOT_ASSIGNABLE_REASON_LABELS[result.notAssignableReason as PcpNotAssignableReason]}) A PCP assignment task was created.` : ''}`,
            );
          onClose();
        },
      },
    );
  return (
    <WorkItemDialog
      onClose={onClose}
      title="Assign Primary Care Provider"
      // Wide enough at 1280 px for each provider on one line with its miles and the buttons in view.
      size={1000}
      mutation={assignPcp}
      reload={reload}
      onSubmit={() => assign()}
      submitLabel="Assign Nearest PCP Automatically"
    >
      <TextInput
        label="Search by last name or NPI"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="sm"
      />
      <Checkbox
        label="Override a closed panel"
        checked={overrideClosedPanel}
        onChange={(event) => setOverrideClosedPanel(event.currentTarget.checked)}
        mb="sm"
      />
      <DataGrid<PcpRow>
        gridKey="enrollment-pcp-search"
        label="Primary care providers"
        columns={COLUMNS}
        records={pcps.data?.items}
        idAccessor="providerId"
        fetching={pcps.isFetching}
        error={pcps.error}
        height={300}
        withoutColumnChooser
        onRowClick={({ record }) => assign(record.providerId)}
      />
      <Text size="xs" c="dimmed" mt="xs">
        Click a provider to assign them; distance is from the member&apos;s home ZIP to the office.
      </Text>
    </WorkItemDialog>
  );
}
