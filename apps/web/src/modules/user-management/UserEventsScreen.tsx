import { auditDetailsSummary } from '@portal/contracts/audit/audit-details';
import { auditEventLabel } from '@portal/contracts/audit/audit-event-labels';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { userEventsQuerySchema, type UserEvent } from '@portal/contracts/user-management/user-events';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { FilterPanel, issuesOf } from '../../ui/FilterPanel.tsx';
import { StartEndInputs } from '../../ui/inputs/DateRangeInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SearchSelect } from '../../ui/inputs/SearchSelect.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import { useUserEvents, useUserEventUsers } from './api/user-events.ts';

interface Filter {
  userId: number | null;
  start: string | null;
  end: string | null;
}

/** User Management > User Events (module 120): sign-in, sign-out and tracked events, by user and date range. */
export function UserEventsScreen() {
  const today = todayInLosAngeles();
  const grid = useGridState<UserEvent>();
  const { draft, setDraft, filter, onSearch, onClear } = useSearchFilter<Filter>(
    { userId: null, start: addDays(today, -7), end: today },
    grid,
  );

  const parsed = userEventsQuerySchema.safeParse({
    userId: filter.userId ?? undefined,
    start: filter.start ?? '',
    end: filter.end ?? '',
    page: grid.page,
    pageSize: grid.pageSize,
  });
  const events = useUserEvents(parsed.success ? parsed.data : null);

  return (
    <>
      <PageHeader
        title="User Events"
        description="Sign-ins, sign-outs and other tracked events of users. Times are Pacific time."
      />
      <FilterPanel
        label="Search user events"
        validate={() =>
          issuesOf(
            userEventsQuerySchema.safeParse({
              userId: draft.userId ?? undefined,
              start: draft.start ?? '',
              end: draft.end ?? '',
            }),
          )
        }
        onSearch={onSearch}
        onClear={onClear}
      >
        <SearchSelect
          label="User"
          w={260}
          clearable
          placeholder="All users"
          useOptions={useUserEventUsers}
          value={draft.userId === null ? null : String(draft.userId)}
          onChange={(value) => setDraft({ ...draft, userId: value === null ? null : Number(value) })}
          nothingFound="No user starts with this text"
        />
        <StartEndInputs value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
      </FilterPanel>
      <DataGrid<UserEvent>
        gridKey="user-management-user-events"
        label="User events"
        records={events.data?.items}
        fetching={events.isFetching}
        error={events.error}
        emptyMessage="No events in this date range"
        paging={grid.paging(events.data?.total ?? 0)}
        columns={[
          { accessor: 'at', title: 'Time', render: (event) => formatTimestamp(event.at) },
          { accessor: 'username', title: 'Username' },
          { accessor: 'name', title: 'Name' },
          { accessor: 'eventType', title: 'Event', render: (event) => auditEventLabel(event.eventType) },
          { accessor: 'clientIp', title: 'Client IP', render: (event) => event.clientIp ?? '' },
          {
            accessor: 'extras',
            title: 'Details',
            render: (event) => auditDetailsSummary(event.extras),
          },
        ]}
      />
    </>
  );
}
