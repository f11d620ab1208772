import { Stack, Title } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { useQuery } from '@tanstack/react-query';
import {
  queueReportFilterSchema,
  type QueueReportAgentRow,
  type QueueReportQueueRow,
} from '@portal/contracts/crm-admin-queues/queue-reports';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { api } from '../../lib/api.ts';
import { formatDate, formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCheckedSearchFilter } from '../../ui/use-search-filter.ts';
import { QUEUES_KEY, useQueueReport } from './api/queues-api.ts';

const EXPORT_URL = `${CRM_API}/QueueReportExcelExport`;

const lastThirtyDays = (): DateRangeValue => {
  const end = todayInLosAngeles();
  return { start: addDays(end, -29), end };
};

interface Draft {
  range: DateRangeValue;
  queueId: string | null;
}

/** The filter the server takes, checked with its schema (the same rules the server applies). */
const toFilter = ({ range, queueId }: Draft) => ({
  fromDate: range.start ?? '',
  toDate: range.end ?? '',
  ...(queueId ? { queueId } : {}),
});

// Each cell keeps to one line (the grids scroll sideways), as the other CRM Admin grids.
const countColumns = <T extends QueueReportQueueRow>(): DataGridColumn<T>[] => [
  { accessor: 'openCases', title: 'Open', textAlign: 'right', noWrap: true },
  { accessor: 'closedCases', title: 'Closed', textAlign: 'right', noWrap: true },
  { accessor: 'slaExceeded', title: 'SLA Exceeded', textAlign: 'right', noWrap: true },
  { accessor: 'slaWithin', title: 'Within SLA', textAlign: 'right', noWrap: true },
  {
    accessor: 'oldestOpenDate',
    title: 'Oldest Open Case',
    noWrap: true,
    render: (row) => formatTimestamp(row.oldestOpenDate),
  },
];

/**
 * Queue reports (`/crm/queue-reports`): for the cases created in a date range that came through a queue, per queue
 * and per agent of each queue, the open and closed cases, SLA exceeded and within, and the oldest open case; each
 * table exports to Excel.
 */
export function QueueReportsScreen() {
  // Clear puts the fields and the report back as the screen opens (the last 30 days, every queue), so the report and its
  // caption always say what the fields do.
  const { draft, setDraft, filter, validate, onSearch, onClear } = useCheckedSearchFilter<
    Draft,
    typeof queueReportFilterSchema
  >(queueReportFilterSchema, toFilter, { range: lastThirtyDays(), queueId: null });
  const report = useQueueReport(filter);
  const queues = useQuery({
    queryKey: [QUEUES_KEY, 'lookup'],
    queryFn: ({ signal }) =>
      api.get<ODataAnswer<{ Value: number; Text: string }>>(`${CRM_ODATA}/queues`, { query: { $top: 1000 }, signal }),
  });
  const exportFilters = (view: 'queues' | 'agents') => () => ({ ...filter, view });
  const caption = `cases created ${formatDate(filter.fromDate)} to ${formatDate(filter.toDate)}`;

  const queueColumns: DataGridColumn<QueueReportQueueRow>[] = [
    { accessor: 'queueName', title: 'Queue', noWrap: true },
    ...countColumns<QueueReportQueueRow>(),
  ];
  const agentColumns: DataGridColumn<QueueReportAgentRow>[] = [
    { accessor: 'queueName', title: 'Queue', noWrap: true },
    { accessor: 'ownerName', title: 'Agent', noWrap: true },
    ...countColumns<QueueReportAgentRow>(),
  ];

  return (
    <Stack gap="md">
      <PageHeader title="Queue Reports" description={`Cases assigned through queues: ${caption}.`} />
      <FilterPanel label="Queue report filters" validate={validate} onSearch={onSearch} onClear={onClear}>
        <DateRangeInput
          label="Created"
          value={draft.range}
          onChange={(range) => setDraft({ ...draft, range })}
          required
        />
        <Select
          label="Queue"
          placeholder="All queues"
          clearable
          data={(queues.data?.value ?? []).map((row) => ({ value: String(row.Value), label: row.Text }))}
          value={draft.queueId}
          onChange={(queueId) => setDraft({ ...draft, queueId })}
          w={260}
        />
      </FilterPanel>
      <Title order={2} size="h4">
        By Queue
      </Title>
      <DataGrid<QueueReportQueueRow>
        gridKey="crm-queue-report-queues"
        label={`Queue report by queue, ${caption}`}
        idAccessor="queueId"
        columns={queueColumns}
        records={report.data?.queues}
        fetching={report.isFetching}
        error={report.error}
        emptyMessage="No cases came through a queue in this range."
        toolbar={
          <ExportButton
            url={EXPORT_URL}
            filters={exportFilters('queues')}
            fileName="queue-report-queues.xlsx"
            pdf={false}
          />
        }
      />
      <Title order={2} size="h4">
        By Agent
      </Title>
      <DataGrid<QueueReportAgentRow>
        gridKey="crm-queue-report-agents"
        label={`Queue report by agent, ${caption}`}
        idAccessor={(row) => `${row.queueId}:${row.owner}`}
        columns={agentColumns}
        records={report.data?.agents}
        fetching={report.isFetching}
        error={report.error}
        emptyMessage="No cases came through a queue in this range."
        toolbar={
          <ExportButton
            url={EXPORT_URL}
            filters={exportFilters('agents')}
            fileName="queue-report-agents.xlsx"
            pdf={false}
          />
        }
      />
    </Stack>
  );
}
