import { Alert } from '@mantine/core';
import { useState } from 'react';
import {
  AUDIT_HISTORY_GRID_HEIGHT,
  AUDIT_HISTORY_MAX_USERS,
  AUDIT_HISTORY_PAGE_SIZES,
  auditHistoryQuerySchema,
  type AuditFeature,
  type AuditHistoryQuery,
  type AuditHistoryRow,
} from '@portal/contracts/web-enrollment/audit-history';
import { WEB_ENROLLMENT_MESSAGES } from '@portal/contracts/web-enrollment/messages';
import { auditEventLabel } from '@portal/contracts/audit/audit-event-labels';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn, type SortStatus } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { restOfRowTextColumn } from '../../ui/grid-long-text.ts';
import { useCheckedSearchFilter } from '../../ui/use-search-filter.ts';
import { StartEndInputs } from '../../ui/inputs/DateRangeInput.tsx';
import { MultiSelectFilter } from '../../ui/inputs/MultiSelectFilter.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import {
  useEnrollmentAuditFeatureCount,
  useEnrollmentAuditHistory,
  useEnrollmentAuditUsers,
} from './api/audit-history.ts';
import { FeatureTiles } from './FeatureTiles.tsx';

interface Draft {
  start: string | null;
  end: string | null;
  groupUsers: string[];
}

const DEFAULT_SORT: SortStatus<AuditHistoryRow> = { columnAccessor: 'timestamp', direction: 'desc' };
const toQuery = (draft: Draft) => ({ start: draft.start ?? '', end: draft.end ?? '', groupUsers: draft.groupUsers });

/**
 * Audit History (shell spec §2.5): enrollment audit events between Start and End (End minimum Start) for the selected
 * users; the Paper Enrollment / Web Enrollment tiles count by feature and filter the list; newest first, 25/50/100 a
 * page, grid height 450. Spec §8: a failed load shows 'Something went wrong.'.
 */
export function AuditHistoryTab() {
  const today = todayInLosAngeles();
  const initial: Draft = { start: addDays(today, -30), end: today, groupUsers: [] };
  const grid = useGridState<AuditHistoryRow>({
    pageSize: AUDIT_HISTORY_PAGE_SIZES[0],
    pageSizeOptions: [...AUDIT_HISTORY_PAGE_SIZES],
    sort: DEFAULT_SORT,
  });
  const { draft, setDraft, filter, validate, onSearch, onClear } = useCheckedSearchFilter(
    auditHistoryQuerySchema,
    toQuery,
    initial,
    grid.resetPage,
  );
  const [feature, setFeature] = useState<AuditFeature | null>(null);
  const direction = grid.sortStatus?.direction === 'asc' ? 'ascending' : 'descending';
  const query: AuditHistoryQuery = {
    ...filter,
    feature,
    requiresCounts: true,
    sorted: [{ name: 'timestamp', direction }],
    skip: grid.skip,
    take: grid.take,
  };
  const rows = useEnrollmentAuditHistory(query);
  const counts = useEnrollmentAuditFeatureCount({
    start: filter.start,
    end: filter.end,
    groupUsers: filter.groupUsers,
  });
  const users = useEnrollmentAuditUsers();
  const failed = Boolean(rows.error ?? counts.error);

  return (
    <>
      <FilterPanel
        label="Audit History filters"
        validate={validate}
        onSearch={onSearch}
        // Clear starts afresh: the last 30 days, every user, no feature tile.
        onClear={() => {
          onClear();
          setFeature(null);
        }}
        searching={rows.isFetching}
      >
        <StartEndInputs value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
        <MultiSelectFilter
          label="User ID / Email"
          w={320}
          maxValues={AUDIT_HISTORY_MAX_USERS}
          placeholder={draft.groupUsers.length === 0 ? 'All users' : undefined}
          data={(users.data?.items ?? []).map((user) => ({
            value: user.userId,
            label: `${user.userId} / ${user.email}`,
          }))}
          value={draft.groupUsers}
          onChange={(groupUsers) => setDraft({ ...draft, groupUsers })}
        />
      </FilterPanel>
      <FeatureTiles
        counts={counts.data}
        active={feature}
        onSelect={(next) => {
          setFeature(next);
          grid.resetPage();
        }}
      />
      {failed ? (
        <Alert color="red" role="alert" mb="xs">
          {WEB_ENROLLMENT_MESSAGES.auditLoadFailed}
        </Alert>
      ) : null}
      <DataGrid<AuditHistoryRow>
        gridKey="web-enrollment-audit-history"
        label="Enrollment audit history"
        height={AUDIT_HISTORY_GRID_HEIGHT}
        records={rows.error ? [] : rows.data?.items}
        fetching={rows.isFetching}
        emptyMessage={rows.error ? WEB_ENROLLMENT_MESSAGES.auditLoadFailed : 'No audit events for these dates'}
        paging={grid.paging(rows.data?.total ?? 0)}
        sortStatus={grid.sortStatus}
        onSortStatusChange={grid.onSortStatusChange}
        columns={(
          [
            {
              accessor: 'timestamp',
              title: 'Timestamp',
              sortable: true,
              toggleable: false,
              noWrap: true,
              render: (row) => formatTimestamp(row.timestamp),
            },
            { accessor: 'userId', title: 'User ID' },
            { accessor: 'itemId', title: 'Work Item', render: (row) => row.itemId ?? '' },
            { accessor: 'eventType', title: 'Event Type', render: (row) => auditEventLabel(row.eventType) },
            {
              accessor: 'feature',
              title: 'Feature',
              render: (row) =>
                row.feature === 'EnrollmentAutomation'
                  ? 'Web Enrollment'
                  : row.feature === 'PaperEnrollment'
                    ? 'Paper Enrollment'
                    : (row.feature ?? ''),
            },
            { accessor: 'clientIp', title: 'Client IP', render: (row) => row.clientIp ?? '' },
            // Each cell keeps to one line, as the Automation Monitor's, so a row reads across and the grid's height shows
            // more events ('New enrollment' and 'Paper Enrollment' broke over two lines).
          ] satisfies DataGridColumn<AuditHistoryRow>[]
        )
          .map((column): DataGridColumn<AuditHistoryRow> => ({ ...column, noWrap: true }))
          .concat({
            // Last, it takes the width the other columns leave, so the grid fits the screen at 1280 px; a longer message
            // is cut with an ellipsis (one line too) and shows whole on hover.
            accessor: 'message',
            title: 'Message',
            render: (row) => row.message ?? '',
            ...restOfRowTextColumn<AuditHistoryRow>((row) => row.message),
          })}
      />
    </>
  );
}
