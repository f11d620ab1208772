import { Alert, Group, Text } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import {
  AUDIT_GRID_HEIGHT,
  AUDIT_HISTORY_MESSAGES,
  AUDIT_MAX_USERS,
  AUDIT_PAGE_SIZES,
  auditFilterSchema,
  type AuditEventRow,
} from '@portal/contracts/audit/audit-history';
import { auditDetailsSummary } from '@portal/contracts/audit/audit-details';
import { auditEventLabel, auditEventOptions } from '@portal/contracts/audit/audit-event-labels';
import { MODULE_IDS, moduleById } from '@portal/contracts/platform/modules';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { longTextColumn, restOfRowTextColumn } from '../../ui/grid-long-text.ts';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { useCheckedSearchFilter } from '../../ui/use-search-filter.ts';
import { StartEndInputs } from '../../ui/inputs/DateRangeInput.tsx';
import { MultiSelectFilter } from '../../ui/inputs/MultiSelectFilter.tsx';
import { SearchMultiSelect } from '../../ui/inputs/SearchMultiSelect.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PersonName } from '../../ui/PersonName.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { AuditDetails } from './AuditDetails.tsx';
import { useAuditEventTypes, useAuditSearch, useAuditUserOptions } from './api/audit-history.ts';

interface Draft {
  start: string | null;
  end: string | null;
  users: string[];
  eventType: string | null;
  itemId: string;
}

const toFilter = (draft: Draft) => ({
  start: draft.start ?? '',
  end: draft.end ?? '',
  users: draft.users,
  eventType: draft.eventType ?? undefined,
  itemId: draft.itemId.trim() || undefined,
});

/**
 * Audit History (module 36, route /audit): who did what and when, from the audit trail of every write and every read of
 * member data. Shell spec §5 (End minimum is Start), §8 ('Something went wrong.'), §9 (page sizes 25/50/100, height 450,
 * at most 20 users, user filter top 100).
 */
const moduleLabel = (event: AuditEventRow) =>
  event.moduleId === null ? '' : (moduleById(event.moduleId)?.label ?? String(event.moduleId));
const eventLabel = (event: AuditEventRow) => auditEventLabel(event.eventType);
const detailsSummary = (event: AuditEventRow) => auditDetailsSummary(event.details);

export function AuditScreen() {
  const today = todayInLosAngeles();
  const canExport = useCan(MODULE_IDS.audit, 'export');
  const grid = useGridState<AuditEventRow>({ pageSize: AUDIT_PAGE_SIZES[0], pageSizeOptions: [...AUDIT_PAGE_SIZES] });
  const initial: Draft = { start: addDays(today, -7), end: today, users: [], eventType: null, itemId: '' };
  const { draft, setDraft, filter, validate, onSearch, onClear } = useCheckedSearchFilter(
    auditFilterSchema,
    toFilter,
    initial,
    grid.resetPage,
  );
  const eventTypes = useAuditEventTypes();
  const result = useAuditSearch({ ...filter, skip: grid.skip, take: grid.take });

  const total = result.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Audit History"
        description="Every change and every read of member data, newest first. Times are Pacific time."
      />
      <FilterPanel
        label="Search the audit history"
        validate={validate}
        onSearch={onSearch}
        onClear={onClear}
        searching={result.isFetching}
      >
        <StartEndInputs value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
        <SearchMultiSelect
          component={MultiSelectFilter}
          label="Users"
          w={280}
          maxValues={AUDIT_MAX_USERS}
          placeholder={draft.users.length === 0 ? 'All users' : undefined}
          useOptions={useAuditUserOptions}
          value={draft.users}
          onChange={(users) => setDraft({ ...draft, users })}
          nothingFound="No user starts with this text"
        />
        <Select
          label="Event type"
          w={220}
          searchable
          clearable
          placeholder="All events"
          data={auditEventOptions(eventTypes.data?.items ?? [])}
          value={draft.eventType}
          onChange={(eventType) => setDraft({ ...draft, eventType })}
        />
        <TextInput
          label="Item ID"
          w={160}
          value={draft.itemId}
          onChange={(event) => setDraft({ ...draft, itemId: event.currentTarget.value })}
        />
      </FilterPanel>
      {result.error ? (
        <Alert color="red" role="alert" mb="xs">
          {AUDIT_HISTORY_MESSAGES.loadFailed}
        </Alert>
      ) : null}
      <DataGrid<AuditEventRow>
        gridKey="audit-history"
        label="Audit events"
        height={AUDIT_GRID_HEIGHT}
        records={result.error ? [] : result.data?.items}
        fetching={result.isFetching}
        emptyMessage={result.error ? AUDIT_HISTORY_MESSAGES.loadFailed : 'No audit events match the search'}
        paging={grid.paging(total)}
        rowExpansion={{ content: ({ record }) => <AuditDetails event={record} /> }}
        toolbar={
          <Group gap="xs">
            {result.data?.totalIsCapped ? (
              <Text size="xs" c="gray.7">
                More than {total.toLocaleString('en-US')} events: narrow the search to page further, or export.
              </Text>
            ) : null}
            {canExport ? (
              <>
                <ExportButton url="/api/audithistory/excelexport" filters={() => filter} fileName="AuditHistory.xlsx" />
                <ExportButton
                  url="/api/memberaudithistory/excelexport"
                  filters={() => filter}
                  fileName="MemberAuditHistory.xlsx"
                  label="Export member reads"
                  pdf={false}
                />
              </>
            ) : null}
          </Group>
        }
        columns={[
          {
            accessor: 'timestamp',
            title: 'Timestamp',
            toggleable: false,
            noWrap: true,
            render: (event) => formatTimestamp(event.timestamp),
          },
          {
            accessor: 'userId',
            title: 'User',
            noWrap: true,
            render: (event) => <PersonName username={event.userId} name={event.userName} />,
          },
          {
            accessor: 'eventType',
            title: 'Event Type',
            ...longTextColumn(eventLabel, 180),
            render: eventLabel,
          },
          { accessor: 'itemId', title: 'Item ID', noWrap: true, render: (event) => event.itemId ?? '' },
          { accessor: 'moduleId', title: 'Module', ...longTextColumn(moduleLabel, 170), render: moduleLabel },
          { accessor: 'clientIp', title: 'Client IP', noWrap: true, render: (event) => event.clientIp ?? '' },
          {
            accessor: 'details',
            title: 'Details',
            // In words, on one line in what the other columns leave (a long route no longer runs down the row over
            // several lines): whole on hover, and the row's detail shows them in full.
            ...restOfRowTextColumn(detailsSummary),
            render: detailsSummary,
          },
        ]}
      />
    </>
  );
}
