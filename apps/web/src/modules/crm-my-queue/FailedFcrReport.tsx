import { Anchor, Box } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CRM_REPORT_MAX_DAYS,
  CRM_REPORT_MESSAGES,
  type FailedFcrFilter,
  type FailedFcrRow,
} from '@portal/contracts/crm-my-queue/reports';
import { addDays, daysBetween, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { formatDate, formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { FAILED_FCR_EXPORT_URL, useFailedFcr } from './failed-fcr-reports-api.ts';

/** The last 30 days (Los Angeles days), today included: where a report's range starts. */
export function lastThirtyDays(): { start: string; end: string } {
  const end = todayInLosAngeles();
  return { start: addDays(end, -29), end };
}

/** The range checks the server makes, before asking it: both dates, in order, at most a year. */
export function validateReportRange(range: DateRangeValue): string[] {
  if (!range.start || !range.end) return ['Enter both dates of the range.'];
  if (range.start > range.end) return [CRM_REPORT_MESSAGES.rangeOrder];
  if (daysBetween(range.start, range.end) >= CRM_REPORT_MAX_DAYS) return [CRM_REPORT_MESSAGES.rangeTooLong];
  return [];
}

/**
 * Failed first-call resolutions (spec §7 GetFailedFirstCallResolutions and ExcelExportFailedFirstCallResolutions): the
 * cases created in a date range that the call they were opened in did not resolve (more interactions followed, or the
 * case was reopened), paged, with the Excel export; a row opens the case in My Queue's workspace.
 */
export function FailedFcrReport() {
  const navigate = useNavigate();
  const initial = lastThirtyDays();
  const [range, setRange] = useState<DateRangeValue>(initial);
  const [filter, setFilter] = useState<FailedFcrFilter>({ fromDate: initial.start, toDate: initial.end });
  const grid = useGridState<FailedFcrRow>();
  const report = useFailedFcr(filter, { skip: grid.skip, top: grid.take });
  const total = report.data?.['@odata.count'] ?? report.data?.value.length ?? 0;

  const columns: DataGridColumn<FailedFcrRow>[] = [
    {
      accessor: 'caseId',
      title: 'Case',
      render: (row) => (
        <Anchor
          component="button"
          size="sm"
          onClick={(event) => {
            event.stopPropagation();
            void navigate(`/crm/myqueue/case/${row.caseId}`);
          }}
        >
          {row.caseId}
        </Anchor>
      ),
    },
    { accessor: 'memberId', title: 'Member ID' },
    { accessor: 'caseType', title: 'Case Type' },
    { accessor: 'subject', title: 'Subject' },
    { accessor: 'owner', title: 'Owner' },
    { accessor: 'status', title: 'Status' },
    { accessor: 'createdDate', title: 'Created', render: (row) => formatTimestamp(row.createdDate) },
    { accessor: 'closedDate', title: 'Closed', render: (row) => formatTimestamp(row.closedDate) },
    { accessor: 'interactionCount', title: 'Interactions', textAlign: 'right' },
    { accessor: 'reopenedCount', title: 'Reopened', textAlign: 'right' },
    { accessor: 'reason', title: 'Reason' },
  ];

  return (
    <Box>
      <FilterPanel
        label="Failed first-call resolutions filters"
        validate={() => validateReportRange(range)}
        onSearch={() => {
          if (range.start && range.end) setFilter({ fromDate: range.start, toDate: range.end });
          grid.resetPage();
        }}
        onClear={() => {
          // The report goes back with the fields (the last 30 days), so its caption always says what they do.
          const cleared = lastThirtyDays();
          setRange(cleared);
          setFilter({ fromDate: cleared.start, toDate: cleared.end });
          grid.resetPage();
        }}
      >
        <DateRangeInput label="Created" value={range} onChange={setRange} required />
      </FilterPanel>
      <DataGrid<FailedFcrRow>
        gridKey="crm-failed-fcr"
        label={`Failed first-call resolutions, cases created ${formatDate(filter.fromDate)} to ${formatDate(filter.toDate)}`}
        columns={columns}
        records={report.data?.value}
        idAccessor="caseId"
        fetching={report.isFetching}
        error={report.error}
        paging={grid.paging(total)}
        emptyMessage="No failed first-call resolutions in this range."
        onRowClick={({ record }) => void navigate(`/crm/myqueue/case/${record.caseId}`)}
        height={480}
        toolbar={
          <ExportButton
            url={FAILED_FCR_EXPORT_URL}
            filters={() => filter}
            fileName="failed-first-call-resolutions.xlsx"
            pdf={false}
          />
        }
      />
    </Box>
  );
}
