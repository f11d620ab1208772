import { submissionsFilterSchema, type SubmissionsRow } from '@portal/contracts/enrollment-reports/reports';
import { formatDate } from '../../lib/format.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { useCheckedSearchFilter } from '../../ui/use-search-filter.ts';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { SUBMISSIONS_URL, useSubmissionsBySourceAndDay } from './api/submissions-by-source-and-day.ts';
import { lastDays } from './report-filters.ts';
import { SourceSelect } from './SourceSelect.tsx';

interface Draft {
  range: DateRangeValue;
  source: string | null;
}

const toFilter = (draft: Draft) => ({
  fromDate: draft.range.start ?? '',
  toDate: draft.range.end ?? '',
  source: draft.source,
});

/** Submissions sent to the outbound queue per day and source, with how many completed, are pending or failed. */
export function SubmissionsReport({ canExport }: { canExport: boolean }) {
  const initial: Draft = { range: lastDays(30), source: null };
  const { draft, setDraft, filter, validate, onSearch, onClear } = useCheckedSearchFilter(
    submissionsFilterSchema,
    toFilter,
    initial,
  );
  const result = useSubmissionsBySourceAndDay(filter);

  return (
    <>
      <FilterPanel
        label="Submissions filters"
        validate={validate}
        onSearch={onSearch}
        onClear={onClear}
        searching={result.isFetching}
      >
        <DateRangeInput
          label="Submitted"
          required
          value={draft.range}
          onChange={(range) => setDraft({ ...draft, range })}
        />
        <SourceSelect value={draft.source} onChange={(source) => setDraft({ ...draft, source })} />
      </FilterPanel>
      <DataGrid<SubmissionsRow>
        gridKey="enrollment-reports-submissions"
        label="Submissions by source and day"
        idAccessor={(row) => `${row.day}-${row.source}`}
        records={result.data?.items}
        error={result.error ?? undefined}
        fetching={result.isFetching}
        height={520}
        emptyMessage="No submissions in these days"
        toolbar={
          canExport ? (
            <ExportButton
              url={`${SUBMISSIONS_URL}/ExcelExport`}
              filters={() => filter}
              fileName="SubmissionsBySourceAndDay.xlsx"
            />
          ) : null
        }
        columns={[
          { accessor: 'day', title: 'Day', toggleable: false, render: (row) => formatDate(row.day) },
          { accessor: 'source', title: 'Source' },
          { accessor: 'submitted', title: 'Submitted', textAlign: 'right' },
          { accessor: 'completed', title: 'Completed', textAlign: 'right' },
          { accessor: 'pending', title: 'Pending', textAlign: 'right' },
          { accessor: 'failed', title: 'Failed', textAlign: 'right' },
        ]}
      />
    </>
  );
}
