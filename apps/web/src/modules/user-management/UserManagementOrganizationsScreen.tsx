import { Button } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import {
  ORGANIZATION_TYPE_LABELS,
  organizationTypeLabel,
  ORGANIZATION_TYPES,
  type Organization,
  type OrganizationType,
} from '@portal/contracts/user-management/organizations';
import { useCan } from '../../app/session/session-context.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import { OrganizationFormDialog } from './OrganizationFormDialog.tsx';
import { useOrganizations } from './api/organizations.ts';

interface Filter {
  search: string;
  orgType: OrganizationType | null;
}

/** User Management > Organizations (module 23): health plans, IPAs, MSOs and the other organizations users belong to. */
export function UserManagementOrganizationsScreen() {
  const canAdmin = useCan(MODULE_IDS.organizations, 'admin');
  const grid = useGridState<Organization>();
  const { draft, setDraft, filter, onSearch, onClear } = useSearchFilter<Filter>({ search: '', orgType: null }, grid);
  const [target, setTarget] = useState<number | 'new' | null>(null);
  const organizations = useOrganizations({
    search: filter.search || undefined,
    orgType: filter.orgType ?? undefined,
    page: grid.page,
    pageSize: grid.pageSize,
  });

  return (
    <>
      <PageHeader
        title="Organizations"
        description="Health plans, IPAs, MSOs and partner organizations, with their reference and Facets ids."
        actions={
          canAdmin ? (
            <Button leftSection={<IconBuildingPlus size={16} aria-hidden />} onClick={() => setTarget('new')}>
              Add organization
            </Button>
          ) : null
        }
      />
      <FilterPanel label="Search organizations" onSearch={onSearch} onClear={onClear}>
        <TextInput
          label="Name, reference or Facets id"
          placeholder="Starts with"
          w={260}
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })}
        />
        <Select
          label="Type"
          w={180}
          clearable
          placeholder="All types"
          data={ORGANIZATION_TYPES.map((type) => ({ value: type, label: ORGANIZATION_TYPE_LABELS[type] }))}
          value={draft.orgType}
          onChange={(value) => setDraft({ ...draft, orgType: value })}
        />
      </FilterPanel>
      <DataGrid<Organization>
        gridKey="user-management-organizations"
        label="Organizations"
        records={organizations.data?.items}
        fetching={organizations.isFetching}
        error={organizations.error}
        emptyMessage="No organizations match the search"
        paging={grid.paging(organizations.data?.total ?? 0)}
        onRowClick={({ record }) => setTarget(record.id)}
        columns={[
          { accessor: 'name', title: 'Name', toggleable: false },
          {
            accessor: 'orgType',
            title: 'Type',
            render: (org) => organizationTypeLabel(org.orgType),
          },
          { accessor: 'referenceId', title: 'Reference id', render: (org) => org.referenceId ?? '' },
          { accessor: 'facetsId', title: 'Facets id', render: (org) => org.facetsId ?? '' },
          { accessor: 'parentName', title: 'Parent', render: (org) => org.parentName ?? '' },
        ]}
      />
      <OrganizationFormDialog target={target} readOnly={!canAdmin} onClose={() => setTarget(null)} />
    </>
  );
}
