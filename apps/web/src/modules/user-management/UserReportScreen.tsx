import { Badge, Box, Text, Tooltip } from '@mantine/core';
import type { UserReportRow } from '@portal/contracts/user-management/user-report';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { counted } from '@portal/contracts/user-management/messages';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn, type SortStatus } from '../../ui/DataGrid.tsx';
import { EmailText } from '../../ui/EmailText.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { FIT_GRID_CLASS } from '../../ui/grid-fit.tsx';
import { MultiSelectFilter } from '../../ui/inputs/MultiSelectFilter.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import { UserStatusSelect, type UserStatus } from './UserStatusSelect.tsx';
import { useNonEmptyGroups, useUserReport } from './api/user-report.ts';

interface Filter {
  searchTerm: string;
  groupIds: string[];
  status: UserStatus;
}

const SORTABLE: Record<string, string> = { username: 'username', name: 'name', lastSignIn: 'lastSignIn' };

function orderBy(sort: SortStatus<UserReportRow> | undefined): string {
  const column = sort ? SORTABLE[String(sort.columnAccessor)] : undefined;
  if (!column || !sort) return 'username';
  return sort.direction === 'desc' ? `${column} desc` : column;
}

/** User Management > User Report (module 44): every user with groups, modules and last sign-in; exports to Excel. */
export function UserReportScreen() {
  const canExport = useCan(MODULE_IDS.userReport, 'export');
  const grid = useGridState<UserReportRow>({ sort: { columnAccessor: 'username', direction: 'asc' } });
  const empty: Filter = { searchTerm: '', groupIds: [], status: 'all' };
  const { draft, setDraft, filter, onSearch, onClear } = useSearchFilter<Filter>(empty, grid);
  const groups = useNonEmptyGroups();
  const isActive = filter.status === 'all' ? undefined : String(filter.status === 'active');
  const report = useUserReport({
    searchTerm: filter.searchTerm || undefined,
    groupIds: filter.groupIds.join(',') || undefined,
    isActive,
    $orderby: orderBy(grid.sortStatus),
    $top: grid.take,
    $skip: grid.skip,
  });

  // The shared export request (shell spec §3): the same filters as the grid, by id.
  const exportFilters = () => ({
    searchTerm: filter.searchTerm || null,
    groupIds: filter.groupIds.join(',') || null,
    isActive: isActive ?? null,
    $orderby: orderBy(grid.sortStatus),
  });

  return (
    <>
      <PageHeader
        title="User Report"
        description="Every user with their groups, the modules they can open and their last sign-in."
      />
      <FilterPanel label="Search the user report" onSearch={onSearch} onClear={onClear}>
        <TextInput
          label="Username, name or email"
          placeholder="Starts with"
          w={240}
          value={draft.searchTerm}
          onChange={(event) => setDraft({ ...draft, searchTerm: event.currentTarget.value })}
        />
        <MultiSelectFilter
          label="Groups"
          w={280}
          placeholder={draft.groupIds.length === 0 ? 'All groups' : undefined}
          data={(groups.data?.items ?? []).map((group) => ({
            value: String(group.id),
            label: `${group.name} (${group.userCount})`,
          }))}
          value={draft.groupIds}
          onChange={(groupIds) => setDraft({ ...draft, groupIds })}
        />
        <UserStatusSelect w={140} value={draft.status} onChange={(status) => setDraft({ ...draft, status })} />
      </FilterPanel>
      {/* Every column fits at 1280 px: a header may take two lines, the groups wrap within their cell. */}
      <Box className={FIT_GRID_CLASS}>
        <DataGrid<UserReportRow>
          gridKey="user-report"
          label="User report"
          idAccessor="userId"
          records={report.data?.items}
          fetching={report.isFetching}
          error={report.error}
          emptyMessage="No users match the search"
          paging={grid.paging(report.data?.total ?? 0)}
          sortStatus={grid.sortStatus}
          onSortStatusChange={grid.onSortStatusChange}
          toolbar={
            canExport ? (
              <ExportButton
                url="/api/userreport/excelexport"
                requestType="UserReport"
                filters={exportFilters}
                fileName="UserReport.xlsx"
              />
            ) : null
          }
          // Every column shows at 1280 px without scrolling sideways, and the groups (what the report is for) read whole:
          // they wrap within their cell; an email breaks only before its @, an organization between words and a sign-in
          // between its date and time, a name between its words, so a row takes two lines or so; the other cells keep to
          // one line.
          columns={
            [
              { accessor: 'username', title: 'Username', sortable: true, toggleable: false, noWrap: true },
              { accessor: 'name', title: 'Name', sortable: true },
              { accessor: 'email', title: 'Email', render: (row) => <EmailText address={row.email} /> },
              { accessor: 'organization', title: 'Organization', render: (row) => row.organization ?? '' },
              // The groups take what the other columns leave, at least a readable width.
              {
                accessor: 'groups',
                title: 'Groups',
                width: '100%',
                cellsStyle: () => ({ minWidth: 160 }),
                render: (row) => row.groups.join(', '),
              },
              {
                accessor: 'modules',
                title: 'Modules',
                noWrap: true,
                render: (row) => (
                  <Tooltip
                    label={
                      <Text size="xs" maw={420}>
                        {row.modules.join(', ') || 'No modules'}
                      </Text>
                    }
                    multiline
                    withinPortal
                  >
                    <Badge variant="light" tt="none">
                      {counted(row.modules.length, 'module')}
                    </Badge>
                  </Tooltip>
                ),
              },
              {
                accessor: 'lastSignIn',
                title: 'Last sign-in',
                sortable: true,
                render: (row) => (row.lastSignIn ? <DateThenTime text={formatTimestamp(row.lastSignIn)} /> : 'Never'),
              },
              {
                accessor: 'isActive',
                title: 'Status',
                noWrap: true,
                render: (row) => (
                  <Badge color={row.isActive ? 'green' : 'gray'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>
                ),
              },
            ] satisfies DataGridColumn<UserReportRow>[]
          }
        />
      </Box>
    </>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A timestamp ('MM/dd/yyyy hh:mm:ss a') that, when its column is narrow, breaks between its date and its time only. */
function DateThenTime({ text }: { text: string }) {
  const space = text.indexOf(' ');
  if (space < 0) return <span style={NO_WRAP}>{text}</span>;
  return (
    <>
      <span style={NO_WRAP}>{text.slice(0, space)}</span> <span style={NO_WRAP}>{text.slice(space + 1)}</span>
    </>
  );
}
