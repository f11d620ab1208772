import { Badge } from '@mantine/core';
import { useState } from 'react';
import type { PanelProviderRow } from '@portal/contracts/panel-admin/panel-admin';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { longTextColumn, restOfRowTextColumn } from '../../ui/grid-long-text.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import { PanelSettingsDialog } from './PanelSettingsDialog.tsx';
import { usePanelProviders } from './api/panel-admin-api.ts';

// Each provider keeps to one line at 1280 px (names, specialties and addresses broke over two or three lines) and the
// grid fits its box without scrolling sideways: a long name, specialty, address or portal user is cut and shows whole
// on hover, so the panel's status, size and capacity stay in view. The portal user is named as the settings dialog's
// picker names them.
const portalUser = (row: PanelProviderRow) =>
  row.portalUser ? `${row.portalUser.name} (${row.portalUser.username})` : '';

const COLUMNS: DataGridColumn<PanelProviderRow>[] = [
  { accessor: 'name', title: 'Provider', ...longTextColumn<PanelProviderRow>((row) => row.name, 140) },
  { accessor: 'npi', title: 'NPI', noWrap: true },
  { accessor: 'ipaCode', title: 'IPA', noWrap: true },
  { accessor: 'specialty', title: 'Specialty', ...longTextColumn<PanelProviderRow>((row) => row.specialty, 120) },
  {
    accessor: 'practiceAddress',
    title: 'Practice Address',
    ...longTextColumn<PanelProviderRow>((row) => row.practiceAddress, 160),
  },
  {
    accessor: 'currentPanelStatus',
    title: 'Panel Status',
    noWrap: true,
    render: (row) => (
      <Badge color={row.currentPanelStatus === 'Open' ? 'green.9' : 'red.9'} variant="filled">
        {row.currentPanelStatus}
      </Badge>
    ),
  },
  {
    accessor: 'panelMembers',
    title: 'Members',
    textAlign: 'right',
    noWrap: true,
    render: (row) => row.panelMembers.toLocaleString('en-US'),
  },
  {
    accessor: 'panelCapacity',
    title: 'Capacity',
    textAlign: 'right',
    noWrap: true,
    render: (row) => (row.panelCapacity === null ? 'No limit' : row.panelCapacity.toLocaleString('en-US')),
  },
  {
    accessor: 'portalUser',
    title: 'Portal User',
    ...restOfRowTextColumn(portalUser),
    render: portalUser,
  },
];

/**
 * Panel Management Admin (module 156, /panelmgt/admin): the primary care providers with their panels (practice address,
 * status, members, capacity, portal user); clicking one opens its settings (shell spec panel row: current and new panel
 * status), saved at the version read.
 */
export function PanelAdminScreen() {
  const canWrite = useCan(MODULE_IDS.panelAdmin, 'write');
  const grid = useGridState<PanelProviderRow>({ pageSize: 25 });
  const { draft, setDraft, filter, onSearch, onClear } = useSearchFilter({ search: '', ipaCode: '' }, grid);
  const providers = usePanelProviders({ ...filter, skip: grid.skip, take: grid.take });
  const [editing, setEditing] = useState<PanelProviderRow | null>(null);
  return (
    <>
      <PageHeader
        title="Panel Management Admin"
        description="Open or close a provider's panel to new members, set its capacity and link the provider's portal user."
      />
      <FilterPanel label="Provider search" onSearch={onSearch} onClear={onClear} searching={providers.isFetching}>
        <TextInput
          label="Provider name or NPI"
          w={240}
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })}
        />
        <TextInput
          label="IPA code"
          w={140}
          value={draft.ipaCode}
          onChange={(event) => setDraft({ ...draft, ipaCode: event.currentTarget.value })}
        />
      </FilterPanel>
      <DataGrid<PanelProviderRow>
        gridKey="panel-admin-providers"
        label="Provider panels"
        columns={COLUMNS}
        records={providers.data?.items}
        idAccessor="npi"
        paging={grid.paging(providers.data?.total ?? 0)}
        fetching={providers.isFetching}
        error={providers.error}
        emptyMessage="No primary care provider matches"
        onRowClick={({ record }) => setEditing(record)}
        height={560}
      />
      {editing ? (
        <PanelSettingsDialog
          key={editing.npi}
          provider={editing}
          readOnly={!canWrite}
          onClose={() => setEditing(null)}
          onReload={() =>
            // The list read again holds the panel as someone else saved it; the dialog moves to it, keeping the edits.
            providers.refetch().then(({ data }) => {
              const fresh = data?.items.find((row) => row.npi === editing.npi);
              if (fresh) setEditing(fresh);
            })
          }
        />
      ) : null}
    </>
  );
}
