import { Badge, Switch } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { US_STATE_CODES, type ProviderProfile } from '@portal/contracts/care-on-demand/provider-manager';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan, useCurrentUser } from '../../../app/session/session-context.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterPanel } from '../../../ui/FilterPanel.tsx';
import { TextInput } from '../../../ui/inputs/TextInput.tsx';
import { notifyActionFailed, notifySuccess } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useGridState } from '../../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../../ui/use-search-filter.ts';
import { useProviderProfiles, useSetAvailability } from './api/provider-manager-api.ts';
import { ProviderProfileDialog } from './ProviderProfileDialog.tsx';
import { useHeldRow } from '../../../ui/use-held-record.ts';

const EMPTY = { name: '', state: '', available: '' };
const AVAILABILITY = [
  { value: 'true', label: 'Available now' },
  { value: 'false', label: 'Not available' },
];

/**
 * Care on Demand Provider Manager (module 162, /careondemand/providermanager): the telehealth providers with their
 * on-demand availability, licensed states, languages and capacity. The manager (admin action) edits profiles and anyone's
 * availability; a provider switches their own availability only.
 */
export function ProviderManagerScreen() {
  const canAdmin = useCan(MODULE_IDS.careOnDemandProviders, 'admin');
  const canWrite = useCan(MODULE_IDS.careOnDemandProviders, 'write');
  const canExport = useCan(MODULE_IDS.careOnDemandProviders, 'export');
  const me = useCurrentUser().userId;
  const grid = useGridState<ProviderProfile>();
  const { draft, setDraft, filter, onSearch, onClear } = useSearchFilter(EMPTY, grid);
  const profiles = useProviderProfiles({ ...filter, page: grid.page, pageSize: grid.take });
  const availability = useSetAvailability();
  const [editing, setEditing] = useState<ProviderProfile | null>(null);
  // The profile of the open dialog held as it was opened (the portal's one way): the list read again meanwhile never
  // resets what is typed; Reload after a stale save starts the form from the profile as saved now.
  const held = useHeldRow(
    editing,
    profiles.data?.items,
    (row) => row.providerUserId,
    () => profiles.refetch().then(({ data }) => data?.items),
    () => setEditing(null),
  );

  const mayToggle = (row: ProviderProfile) => canAdmin || (canWrite && row.providerUserId === me);
  const toggle = (row: ProviderProfile, availableNow: boolean) =>
    availability.mutate(
      { providerUserId: row.providerUserId, availableNow, version: row.version },
      {
        onSuccess: (saved) =>
          notifySuccess(`${saved.name} is ${saved.availableNow ? 'available' : 'not available'} for on-demand visits.`),
        onError: notifyActionFailed,
      },
    );

  const columns: DataGridColumn<ProviderProfile>[] = [
    { accessor: 'name', title: 'Provider', noWrap: true },
    {
      accessor: 'availableNow',
      title: 'Available',
      render: (row) => (
        <Switch
          aria-label={`${row.name} available now`}
          checked={row.availableNow}
          disabled={!mayToggle(row) || !row.isActive || availability.isPending}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => toggle(row, event.currentTarget.checked)}
        />
      ),
    },
    // Since when the provider is available (or not), beside the switch; short headers keep the grid in its box at 1280 px.
    {
      accessor: 'availableChangedAt',
      title: 'Since (PT)',
      noWrap: true,
      render: (row) => formatTimestamp(row.availableChangedAt, { seconds: false }),
    },
    {
      accessor: 'statesLicensed',
      title: 'Licensed In',
      noWrap: true,
      render: (row) => row.statesLicensed.join(', '),
    },
    { accessor: 'languages', title: 'Languages', noWrap: true, render: (row) => row.languages.join(', ') },
    { accessor: 'maxConcurrentVisits', title: 'Max at Once', textAlign: 'right' },
    { accessor: 'weeklyHours', title: 'Weekly Hours', textAlign: 'right' },
    {
      accessor: 'isActive',
      title: 'Status',
      render: (row) => (
        <Badge variant="filled" color={row.isActive ? 'green.9' : 'gray.7'}>
          {row.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Provider Manager"
        description="Telehealth providers: who takes on-demand visits now, where they are licensed and which languages they speak."
        actions={
          canExport ? (
            <ExportButton
              url="/api/care-on-demand/providers/export"
              filters={() => filter}
              fileName="TelehealthProviders.xlsx"
              pdf={false}
            />
          ) : null
        }
      />
      <FilterPanel label="Provider filter" onSearch={onSearch} onClear={onClear} searching={profiles.isFetching}>
        <TextInput
          label="Provider name"
          w={220}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <Select
          label="Licensed in"
          w={120}
          // No filter chosen lists every provider: each box says so instead of standing empty (as Audit History's Event).
          placeholder="All states"
          clearable
          searchable
          data={[...US_STATE_CODES]}
          value={draft.state || null}
          onChange={(value) => setDraft({ ...draft, state: value ?? '' })}
        />
        <Select
          label="Availability"
          w={160}
          placeholder="All"
          clearable
          data={AVAILABILITY}
          value={draft.available || null}
          onChange={(value) => setDraft({ ...draft, available: value ?? '' })}
        />
      </FilterPanel>
      <DataGrid<ProviderProfile>
        gridKey="cod-provider-manager"
        label="Telehealth providers"
        columns={columns}
        records={profiles.data?.items}
        idAccessor="providerUserId"
        paging={grid.paging(profiles.data?.total ?? 0)}
        fetching={profiles.isFetching}
        error={profiles.error}
        emptyMessage="No telehealth provider matches."
        {...(canAdmin ? { onRowClick: ({ record }: { record: ProviderProfile }) => setEditing(record) } : {})}
        height={520}
      />
      <ProviderProfileDialog
        target={held.record === 'new' ? null : held.record}
        onClose={() => setEditing(null)}
        onReload={held.reload}
      />
    </>
  );
}
