import { productivityFilterSchema, type ProductivityRow } from '@portal/contracts/enrollment-reports/reports';
import { formatDate } from '../../lib/format.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { useCheckedSearchFilter } from '../../ui/use-search-filter.ts';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { MultiSelectFilter } from '../../ui/inputs/MultiSelectFilter.tsx';
import { PRODUCTIVITY_URL, useEnrollmentProcessors, useProcessorProductivity } from './api/processor-productivity.ts';
import { lastDays } from './report-filters.ts';

interface Draft {
  range: DateRangeValue;
  users: string[];
}

const toFilter = (draft: Draft) => ({
  fromDate: draft.range.start ?? '',
  toDate: draft.range.end ?? '',
  users: draft.users,
});

/** Items worked and completed (submitted) per processor per day, from the enrollment audit trail. */
export function ProductivityReport({ canExport }: { canExport: boolean }) {
  const initial: Draft = { range: lastDays(14), users: [] };
  const { draft, setDraft, filter, validate, onSearch, onClear } = useCheckedSearchFilter(
    productivityFilterSchema,
    toFilter,
    initial,
  );
  const result = useProcessorProductivity(filter);
  const processors = useEnrollmentProcessors();

  return (
    <>
      <FilterPanel
        label="Productivity filters"
        validate={validate}
        onSearch={onSearch}
        onClear={onClear}
        searching={result.isFetching}
      >
        <DateRangeInput label="Day" required value={draft.range} onChange={(range) => setDraft({ ...draft, range })} />
        <MultiSelectFilter
          label="Processors"
          w={280}
          placeholder={draft.users.length === 0 ? 'All processors' : undefined}
          data={(processors.data?.items ?? []).map((user) => ({ value: user.username, label: user.name }))}
          value={draft.users}
          onChange={(users) => setDraft({ ...draft, users })}
        />
      </FilterPanel>
      <DataGrid<ProductivityRow>
        gridKey="enrollment-reports-productivity"
        label="Processor productivity"
        idAccessor={(row) => `${row.day}-${row.userId}`}
        records={result.data?.items}
        error={result.error ?? undefined}
        fetching={result.isFetching}
        height={520}
        emptyMessage="No enrollment work in these days"
        toolbar={
          canExport ? (
            <ExportButton
              url={`${PRODUCTIVITY_URL}/ExcelExport`}
              filters={() => filter}
              fileName="ProcessorProductivity.xlsx"
            />
          ) : null
        }
        columns={[
          { accessor: 'day', title: 'Day', toggleable: false, render: (row) => formatDate(row.day) },
          { accessor: 'userName', title: 'Processor' },
          { accessor: 'userId', title: 'User ID' },
          { accessor: 'itemsWorked', title: 'Items Worked', textAlign: 'right' },
          { accessor: 'itemsCompleted', title: 'Items Completed', textAlign: 'right' },
          { accessor: 'actions', title: 'Actions', textAlign: 'right' },
        ]}
      />
    </>
  );
}
