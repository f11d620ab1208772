import { Select } from '../../ui/inputs/Select.tsx';
import {
  FAX_HISTORY_PAGE_SIZE,
  FAX_MAX_DATE,
  FAX_MIN_DATE,
  faxHistoryQuerySchema,
  type FaxHistoryQuery,
  type FaxRecord,
} from '@portal/contracts/web-enrollment/fax-history';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { useCheckedSearchFilter } from '../../ui/use-search-filter.ts';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useFaxHistory, usePartitionDescriptions } from './api/fax-history.ts';

interface Draft {
  received: DateRangeValue;
  fileName: string;
  receivedStatus: string | null;
  avaProcessingStatus: string | null;
}

const EMPTY: Draft = {
  received: { start: null, end: null },
  fileName: '',
  receivedStatus: null,
  avaProcessingStatus: null,
};
const toQuery = (draft: Draft) => ({
  fromDate: draft.received.start,
  toDate: draft.received.end,
  fileName: draft.fileName,
  receivedStatus: draft.receivedStatus,
  avaProcessingStatus: draft.avaProcessingStatus,
});

/**
 * Keeps the fields and Clear and Search on one row at 1280 px (and 1440): 'Fax Received Date' is one label over its
 * pair (sharedLabel), so each date field is as wide as a date, not as a label 'Fax Received Date From', and File Name
 * gives up what the row still lacks; the longest statuses ('Partially Received', 'Work Item Created') fit because a
 * chosen status shows its clear button in place of the arrow.
 */
const FILE_NAME_WIDTH = 128;

/**
 * Fax Transaction History (shell spec §2.5): Fax Received Date range (12/31/2010 to 12/31/9999), File Name, Received
 * Status and Processing Status (descriptions of FaxServerFileStatus / FaxFileProcessingStatus, searched by their codes);
 * Clear and Search; 15 a page.
 */
export function FaxHistoryTab() {
  const grid = useGridState<FaxRecord>({ pageSize: FAX_HISTORY_PAGE_SIZE, pageSizeOptions: [FAX_HISTORY_PAGE_SIZE] });
  const { draft, setDraft, filter, validate, onSearch, onClear } = useCheckedSearchFilter(
    faxHistoryQuerySchema,
    toQuery,
    EMPTY,
    grid.resetPage,
  );
  const query: FaxHistoryQuery = { ...filter, skip: grid.skip, take: grid.take };
  const result = useFaxHistory(query);
  const receivedStatuses = usePartitionDescriptions('FaxServerFileStatus');
  const processingStatuses = usePartitionDescriptions('FaxFileProcessingStatus');
  // The user picks a description; the filter sends its code, which older rows keep whatever the description reads now.
  const options = (list: typeof receivedStatuses) =>
    (list.data?.items ?? []).map((item) => ({ value: item.code, label: item.description }));

  return (
    <>
      <FilterPanel
        label="Fax Transaction History filters"
        validate={validate}
        onSearch={onSearch}
        onClear={onClear}
        searching={result.isFetching}
      >
        <DateRangeInput
          label="Fax Received Date"
          value={draft.received}
          onChange={(received) => setDraft({ ...draft, received })}
          minDate={FAX_MIN_DATE}
          maxDate={FAX_MAX_DATE}
          allowMaxDate
          sharedLabel
        />
        <TextInput
          label="File Name"
          w={FILE_NAME_WIDTH}
          value={draft.fileName}
          onChange={(event) => setDraft({ ...draft, fileName: event.currentTarget.value })}
        />
        <Select
          label="Received Status"
          w={176}
          clearable
          clearSectionMode="clear"
          data={options(receivedStatuses)}
          value={draft.receivedStatus}
          onChange={(receivedStatus) => setDraft({ ...draft, receivedStatus })}
        />
        <Select
          label="Processing Status"
          w={180}
          clearable
          clearSectionMode="clear"
          data={options(processingStatuses)}
          value={draft.avaProcessingStatus}
          onChange={(avaProcessingStatus) => setDraft({ ...draft, avaProcessingStatus })}
        />
      </FilterPanel>
      <DataGrid<FaxRecord>
        gridKey="web-enrollment-fax-history"
        label="Fax transactions"
        records={result.data?.items}
        error={result.error ?? undefined}
        fetching={result.isFetching}
        emptyMessage="No fax transactions match the search"
        paging={grid.paging(result.data?.total ?? 0)}
        columns={[
          {
            accessor: 'receivedTime',
            title: 'Received Time',
            toggleable: false,
            // A time reads as one piece (date, time and AM/PM on one line), as do the fax numbers.
            noWrap: true,
            render: (row) => formatTimestamp(row.receivedTime),
          },
          { accessor: 'fileName', title: 'File Name' },
          { accessor: 'pagesReceived', title: 'Pages Received', textAlign: 'right' },
          { accessor: 'faxStatus', title: 'Fax Status', noWrap: true },
          // A fax number reads as one piece: it is not broken over lines.
          { accessor: 'from', title: 'From', noWrap: true, render: (row) => row.from ?? '' },
          { accessor: 'to', title: 'To', noWrap: true, render: (row) => row.to ?? '' },
          {
            accessor: 'avaProcessingDate',
            title: 'AVA Processing Date',
            noWrap: true,
            render: (row) => formatTimestamp(row.avaProcessingDate),
          },
          { accessor: 'avaProcessingStatus', title: 'AVA Processing Status' },
        ]}
      />
    </>
  );
}
