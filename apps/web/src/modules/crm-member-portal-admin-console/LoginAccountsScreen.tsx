import { Select } from '../../ui/inputs/Select.tsx';
import { useState } from 'react';
import {
  MEMBER_PORTAL_MESSAGES as M,
  PORTAL_ACCOUNT_STATUSES,
  type PortalAccount,
  type PortalAccountStatus,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { usePortalAccountSearch } from './api/member-portal-api.ts';
import { AccountStatusBadge, IntegrationNotice } from './PortalParts.tsx';

/** CRM > Login Accounts (module 126; opened in a new tab from the admin console): member portal accounts searched. */
export function LoginAccountsScreen() {
  const grid = useGridState<PortalAccount>();
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<PortalAccountStatus | null>(null);
  const [search, setSearch] = useState<{ searchTerm: string; status?: PortalAccountStatus } | null>(null);
  const accounts = usePortalAccountSearch(search ? { ...search, $skip: grid.skip, $top: grid.take } : null);

  return (
    <>
      <PageHeader title="Login Accounts" description="Member portal login accounts by member id or e-mail address." />
      <IntegrationNotice integration={accounts.data?.integration} />
      <FilterPanel
        label="Search login accounts"
        validate={() => (term.trim().length < 2 ? [M.searchTermRequired] : [])}
        onSearch={() => {
          grid.resetPage();
          setSearch({ searchTerm: term.trim(), ...(status ? { status } : {}) });
        }}
        onClear={() => {
          setTerm('');
          setStatus(null);
          setSearch(null);
        }}
      >
        <TextInput
          label="Member ID or e-mail"
          w={280}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
        />
        <Select
          label="Status"
          w={200}
          clearable
          placeholder="All statuses"
          data={[...PORTAL_ACCOUNT_STATUSES]}
          value={status}
          onChange={(value) => setStatus(value)}
        />
      </FilterPanel>
      <DataGrid<PortalAccount>
        gridKey="crm-login-accounts"
        label="Login accounts"
        records={search ? accounts.data?.items : []}
        fetching={accounts.isFetching}
        error={accounts.error}
        emptyMessage={search ? 'No accounts match the search' : 'Search by member id or e-mail address'}
        paging={grid.paging(accounts.data?.total ?? 0)}
        // Each cell keeps to one line (the grid scrolls sideways), as the CRM Admin grids.
        columns={[
          { accessor: 'memberId', title: 'Member ID', noWrap: true, toggleable: false },
          { accessor: 'email', title: 'E-mail', noWrap: true },
          {
            accessor: 'status',
            title: 'Status',
            noWrap: true,
            render: (account) => <AccountStatusBadge status={account.status} />,
          },
          {
            accessor: 'emailVerified',
            title: 'Verified',
            noWrap: true,
            render: (account) => (account.emailVerified ? 'Yes' : 'No'),
          },
          { accessor: 'failedSignIns', title: 'Failed Sign-ins', textAlign: 'right', noWrap: true },
          {
            accessor: 'lastSignInAt',
            title: 'Last Sign-in',
            noWrap: true,
            render: (account) => formatTimestamp(account.lastSignInAt),
          },
          {
            accessor: 'registeredAt',
            title: 'Registered',
            noWrap: true,
            render: (account) => formatTimestamp(account.registeredAt),
          },
        ]}
      />
    </>
  );
}
