import { Checkbox } from '@mantine/core';
import { AGE_BUCKETS, statusAgeFilterSchema, type StatusAgeRow } from '@portal/contracts/enrollment-reports/reports';
import { enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { useCheckedSearchFilter } from '../../ui/use-search-filter.ts';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { STATUS_AGE_URL, useWorkItemsByStatusAndAge } from './api/work-items-by-status-and-age.ts';
import { SourceSelect } from './SourceSelect.tsx';

interface Draft {
  received: DateRangeValue;
  source: string | null;
  contractCode: string;
  openOnly: boolean;
}

const EMPTY: Draft = { received: { start: null, end: null }, source: null, contractCode: '', openOnly: true };
const toFilter = (draft: Draft) => ({
  fromDate: draft.received.start,
  toDate: draft.received.end,
  source: draft.source,
  contractCode: draft.contractCode,
  openOnly: draft.openOnly,
});

/** Work items by current status and age (days since received), the backlog a manager checks every morning. */
export function StatusAgeReport({ canExport }: { canExport: boolean }) {
  const { draft, setDraft, filter, validate, onSearch, onClear } = useCheckedSearchFilter(
    statusAgeFilterSchema,
    toFilter,
    EMPTY,
  );
  const result = useWorkItemsByStatusAndAge(filter);

  return (
    <>
      <FilterPanel
        label="Status and age filters"
        validate={validate}
        onSearch={onSearch}
        onClear={onClear}
        searching={result.isFetching}
      >
        <DateRangeInput
          label="Received"
          value={draft.received}
          onChange={(received) => setDraft({ ...draft, received })}
        />
        <SourceSelect value={draft.source} onChange={(source) => setDraft({ ...draft, source })} />
        <TextInput
          label="Contract"
          w={110}
          maxLength={5}
          value={draft.contractCode}
          onChange={(event) => setDraft({ ...draft, contractCode: event.currentTarget.value })}
        />
        <Checkbox
          label="Open items only"
          mb={8}
          checked={draft.openOnly}
          onChange={(event) => setDraft({ ...draft, openOnly: event.currentTarget.checked })}
        />
      </FilterPanel>
      <DataGrid<StatusAgeRow>
        gridKey="enrollment-reports-status-age"
        label="Work items by status and age"
        idAccessor="processingStatus"
        records={result.data?.items}
        error={result.error ?? undefined}
        fetching={result.isFetching}
        toolbar={
          canExport ? (
            <ExportButton
              url={`${STATUS_AGE_URL}/ExcelExport`}
              filters={() => filter}
              fileName="WorkItemsByStatusAndAge.xlsx"
            />
          ) : null
        }
        columns={[
          {
            accessor: 'processingStatus',
            title: 'Processing Status',
            toggleable: false,
            render: (row) => enrollmentStatusLabel(row.processingStatus),
          },
          ...AGE_BUCKETS.map((bucket) => ({ accessor: bucket.key, title: bucket.label, textAlign: 'right' as const })),
          { accessor: 'total', title: 'Total', textAlign: 'right' },
          {
            accessor: 'oldestAgeInDays',
            title: 'Oldest (days)',
            textAlign: 'right',
            render: (row) => row.oldestAgeInDays ?? '',
          },
        ]}
      />
    </>
  );
}
