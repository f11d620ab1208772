import { Button } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { GroupRow } from '@portal/contracts/user-management/groups';
import { useCan } from '../../app/session/session-context.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import { GroupFormDialog } from './GroupFormDialog.tsx';
import { useGroups } from './api/groups.ts';

/** User Management > Groups (module 19): groups, their members and the modules (and actions) they grant. */
export function UserManagementGroupsScreen() {
  const canAdmin = useCan(MODULE_IDS.groups, 'admin');
  const grid = useGridState<GroupRow>();
  const { draft, setDraft, filter: search, onSearch, onClear } = useSearchFilter('', grid);
  const [target, setTarget] = useState<number | 'new' | null>(null);
  const groups = useGroups({ search: search || undefined, page: grid.page, pageSize: grid.pageSize });

  return (
    <>
      <PageHeader
        title="Groups"
        description="Users get module access through their groups: each group grants modules with the actions read, write, approve, export and admin."
        actions={
          canAdmin ? (
            <Button leftSection={<IconUsersPlus size={16} aria-hidden />} onClick={() => setTarget('new')}>
              Add group
            </Button>
          ) : null
        }
      />
      <FilterPanel label="Search groups" onSearch={onSearch} onClear={onClear}>
        <TextInput
          label="Group name"
          placeholder="Starts with"
          w={260}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      </FilterPanel>
      <DataGrid<GroupRow>
        gridKey="user-management-groups"
        label="Groups"
        records={groups.data?.items}
        fetching={groups.isFetching}
        error={groups.error}
        emptyMessage="No groups match the search"
        paging={grid.paging(groups.data?.total ?? 0)}
        onRowClick={({ record }) => setTarget(record.id)}
        columns={[
          { accessor: 'name', title: 'Group', toggleable: false },
          { accessor: 'description', title: 'Description', render: (group) => group.description ?? '' },
          { accessor: 'memberCount', title: 'Members', textAlign: 'right' },
          { accessor: 'moduleCount', title: 'Modules granted', textAlign: 'right' },
        ]}
      />
      <GroupFormDialog target={target} readOnly={!canAdmin} onClose={() => setTarget(null)} />
    </>
  );
}
