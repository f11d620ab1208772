import { Badge, Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { UserListQuery, UserRow } from '@portal/contracts/user-management/users';
import { useCan } from '../../app/session/session-context.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { longTextColumn, restOfRowTextColumn } from '../../ui/grid-long-text.ts';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import { UserStatusSelect } from './UserStatusSelect.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { useUsers } from './api/users.ts';

type Status = UserListQuery['status'];

const groupsText = (user: UserRow) => user.groups.join(', ');

/** User Management > Users (module 18): find users, add them, edit them, deactivate them (never delete). */
export function UserManagementScreen() {
  const canAdmin = useCan(MODULE_IDS.userManagement, 'admin');
  const grid = useGridState<UserRow>();
  const { draft, setDraft, filter, onSearch, onClear } = useSearchFilter<{ search: string; status: Status }>(
    { search: '', status: 'all' },
    grid,
  );
  const [target, setTarget] = useState<number | 'new' | null>(null);
  const users = useUsers({
    search: filter.search || undefined,
    status: filter.status,
    page: grid.page,
    pageSize: grid.pageSize,
  });

  return (
    <>
      <PageHeader
        title="Users"
        description="Plan staff and partner users, their organization and groups. Module access comes from groups."
        actions={
          canAdmin ? (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setTarget('new')}>
              Add user
            </Button>
          ) : null
        }
      />
      <FilterPanel label="Search users" onSearch={onSearch} onClear={onClear}>
        <TextInput
          label="Username, name or email"
          placeholder="Starts with"
          w={260}
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })}
        />
        <UserStatusSelect w={160} value={draft.status} onChange={(status) => setDraft({ ...draft, status })} />
      </FilterPanel>
      <DataGrid<UserRow>
        gridKey="user-management-users"
        label="Users"
        records={users.data?.items}
        fetching={users.isFetching}
        error={users.error}
        emptyMessage="No users match the search"
        paging={grid.paging(users.data?.total ?? 0)}
        onRowClick={({ record }) => setTarget(record.id)}
        // Each cell keeps to one line and the grid fits its box without scrolling sideways: a long email, organization
        // or list of groups is cut and shows whole on hover (the user's dialog shows them whole too).
        columns={
          [
            { accessor: 'username', title: 'Username', toggleable: false, noWrap: true },
            { accessor: 'name', title: 'Name', noWrap: true },
            { accessor: 'email', title: 'Email', ...longTextColumn<UserRow>((user) => user.email, 150) },
            {
              accessor: 'organizationName',
              title: 'Organization',
              ...longTextColumn<UserRow>((user) => user.organizationName, 130),
              render: (user) => user.organizationName ?? '',
            },
            { accessor: 'domainName', title: 'Domain', noWrap: true, render: (user) => user.domainName ?? '' },
            { accessor: 'groups', title: 'Groups', ...restOfRowTextColumn(groupsText), render: groupsText },
            {
              accessor: 'talkdeskEnabled',
              title: 'Telephony',
              noWrap: true,
              render: (user) => (user.talkdeskEnabled ? 'Yes' : 'No'),
            },
            {
              accessor: 'isActive',
              title: 'Status',
              noWrap: true,
              render: (user) => (
                <Badge color={user.isActive ? 'green' : 'gray'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
              ),
            },
          ] satisfies DataGridColumn<UserRow>[]
        }
      />
      <UserFormDialog target={target} readOnly={!canAdmin} onClose={() => setTarget(null)} />
    </>
  );
}
