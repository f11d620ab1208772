import { Badge, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CHANNELS,
  INQUIRY_STATUSES,
  MEMBER_INQUIRIES_API,
  inquiryFilterSchema,
  type InquiryRow,
} from '@portal/contracts/member-inquiries/member-inquiries';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel, issuesOf } from '../../ui/FilterPanel.tsx';
import { longTextColumn } from '../../ui/grid-long-text.ts';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { MultiSelectFilter } from '../../ui/inputs/MultiSelectFilter.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import { useInquiries } from './api/member-inquiries-api.ts';
import { InquiryDialog } from './InquiryDialog.tsx';
import { LogInquiryDialog } from './LogInquiryDialog.tsx';
import { STATUS_COLORS } from './inquiry-status.ts';

// Each row keeps to one line at 1280 px (a time or a subject over two or three lines made the rows uneven): the
// subject, which the member's words may make long, the member's name and the assignee's are cut with an ellipsis and
// show whole on hover. Their set widths fit the grid in its box at 1280 px, the status whole and Assigned To in view
// without scrolling sideways, as the other CRM grids.
const COLUMNS: DataGridColumn<InquiryRow>[] = [
  // The plan's time: the Received From and To days are Los Angeles days, and the export writes the same clock.
  {
    accessor: 'receivedAt',
    title: 'Received (PT)',
    sortable: true,
    noWrap: true,
    render: (row) => formatTimestamp(row.receivedAt),
  },
  { accessor: 'memberId', title: 'Member ID', noWrap: true },
  {
    accessor: 'memberName',
    title: 'Member Name',
    sortable: true,
    ...longTextColumn<InquiryRow>((row) => row.memberName, 145),
  },
  { accessor: 'channel', title: 'Channel', sortable: true, noWrap: true },
  { accessor: 'category', title: 'Category', sortable: true, noWrap: true },
  { accessor: 'subject', title: 'Subject', ...longTextColumn<InquiryRow>((row) => row.subject, 100) },
  {
    accessor: 'status',
    title: 'Status',
    sortable: true,
    noWrap: true,
    render: (row) => (
      <Badge color={STATUS_COLORS[row.status]} variant="filled">
        {row.status}
      </Badge>
    ),
  },
  {
    accessor: 'assignedTo',
    title: 'Assigned To',
    sortable: true,
    ...longTextColumn<InquiryRow>((row) => row.assignedToName, 125),
    render: (row) => row.assignedToName ?? '',
  },
];

interface Filter {
  status: string[];
  category: string[];
  channel: string[];
  received: DateRangeValue;
  search: string;
}
const EMPTY: Filter = { status: [], category: [], channel: [], received: { start: null, end: null }, search: '' };

/** The filter as the API's query (the export sends the same values). */
const queryOf = (filter: Filter) => ({
  status: filter.status.join(','),
  category: filter.category.join(','),
  channel: filter.channel.join(','),
  receivedFrom: filter.received.start ?? '',
  receivedTo: filter.received.end ?? '',
  search: filter.search,
});

/**
 * Member Inquiries (module 47, /memberinquiries): the inquiries members send by phone, portal, mail or e-mail, filtered
 * by status, category, channel, received dates and member; sorted and paged; exported to Excel; a row opens the
 * inquiry to assign, respond and close; Log Inquiry records one received by phone, mail, e-mail or the portal.
 */
export function MemberInquiriesScreen() {
  const canWrite = useCan(MODULE_IDS.memberInquiries, 'write');
  const grid = useGridState<InquiryRow>({ pageSize: 25, sort: { columnAccessor: 'receivedAt', direction: 'desc' } });
  const { draft, setDraft, filter, onSearch, onClear } = useSearchFilter<Filter>(EMPTY, grid);
  const sortBy = String(grid.sortStatus?.columnAccessor ?? 'receivedAt');
  const inquiries = useInquiries({
    ...queryOf(filter),
    sortBy,
    sortDir: grid.sortStatus?.direction ?? 'desc',
    skip: grid.skip,
    take: grid.take,
  });
  const [opened, setOpened] = useState<InquiryRow | null>(null);
  // Reads the list again; the open inquiry as it is now, or the dialog closes when it left the list.
  const reload = async (id: number) => {
    const fresh = await inquiries.refetch();
    setOpened(fresh.data?.items.find((row) => row.id === id) ?? null);
  };
  const [logging, setLogging] = useState(false);
  return (
    <>
      <PageHeader
        title="Member Inquiries"
        description="Questions members sent by phone, portal, mail or e-mail: assign them, respond and close."
      />
      <FilterPanel
        label="Inquiry search"
        validate={() => issuesOf(inquiryFilterSchema.safeParse(queryOf(draft)))}
        onSearch={onSearch}
        onClear={onClear}
        searching={inquiries.isFetching}
      >
        <MultiSelectFilter
          label="Status"
          w={200}
          data={[...INQUIRY_STATUSES]}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
        />
        <MultiSelectFilter
          label="Category"
          w={200}
          data={[...INQUIRY_CATEGORIES]}
          value={draft.category}
          onChange={(category) => setDraft({ ...draft, category })}
        />
        <MultiSelectFilter
          label="Channel"
          w={200}
          data={[...INQUIRY_CHANNELS]}
          value={draft.channel}
          onChange={(channel) => setDraft({ ...draft, channel })}
        />
        <DateRangeInput
          label="Received"
          value={draft.received}
          onChange={(received) => setDraft({ ...draft, received })}
        />
        <TextInput
          label="Member ID or name"
          w={220}
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })}
        />
      </FilterPanel>
      <DataGrid<InquiryRow>
        gridKey="member-inquiries"
        label="Member inquiries"
        columns={COLUMNS}
        records={inquiries.data?.items}
        paging={grid.paging(inquiries.data?.total ?? 0)}
        sortStatus={grid.sortStatus}
        onSortStatusChange={grid.onSortStatusChange}
        fetching={inquiries.isFetching}
        error={inquiries.error}
        emptyMessage="No member inquiry matches"
        onRowClick={({ record }) => setOpened(record)}
        height={560}
        toolbar={
          <Group gap="xs">
            {canWrite ? (
              <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setLogging(true)}>
                Log Inquiry
              </Button>
            ) : null}
            <ExportButton
              url={`${MEMBER_INQUIRIES_API}/ExcelExport`}
              filters={() => ({ ...queryOf(filter), sortBy, sortDir: grid.sortStatus?.direction ?? 'desc' })}
              fileName="MemberInquiries.xlsx"
            />
          </Group>
        }
      />
      {opened ? (
        // Keyed by the version: after Reload the dialog starts again from the inquiry as read again.
        <InquiryDialog
          // By id only: a reload after a stale save keeps what the user typed.
          key={opened.id}
          inquiry={opened}
          canWrite={canWrite}
          onClose={() => setOpened(null)}
          onReload={() => void reload(opened.id)}
        />
      ) : null}
      {logging ? <LogInquiryDialog onClose={() => setLogging(false)} /> : null}
    </>
  );
}
