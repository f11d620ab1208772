import { Button } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { automationStatusLabel, type FailedEnrollmentRow } from '@portal/contracts/enrollment/automation';
import { AUTOMATION_MONITOR_PAGE_SIZE, FAILED_LOG_KINDS } from '@portal/contracts/web-enrollment/automation-monitor';
import { WEB_ENROLLMENT_MESSAGES } from '@portal/contracts/web-enrollment/messages';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { isApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { confirm } from '../../ui/confirm.tsx';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { notifyActionFailed, notifySuccess, notifyWarning } from '../../ui/notify.ts';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useFailedEnrollments, useRequeueEnrollments } from './api/failed-enrollments.ts';
import { useRequeueEnabled } from './api/requeue-flag.ts';
import { TransactionHistory } from './TransactionHistory.tsx';

type LogsFor = 1 | 2;
const DEFAULT_LOGS_FOR: LogsFor = 1;
const STATUS_OPTIONS = FAILED_LOG_KINDS.map((kind) => ({ value: String(kind.value), label: kind.label }));

/** Each cell keeps to one line (the grid scrolls sideways). */
const COLUMNS: DataGridColumn<FailedEnrollmentRow>[] = (
  [
    { accessor: 'enrollmentID', title: 'Enrollment ID', toggleable: false },
    { accessor: 'instanceId', title: 'Instance ID' },
    { accessor: 'lastName', title: 'Last Name', render: (row) => row.lastName ?? '' },
    { accessor: 'dateOfBirth', title: 'Date of Birth', render: (row) => formatDate(row.dateOfBirth) },
    { accessor: 'medicareId', title: 'HIC', render: (row) => row.medicareId ?? '' },
    { accessor: 'enrollmentSource', title: 'Enrollment Source' },
    { accessor: 'assignedMemberRep', title: 'Assigned Member Rep', render: (row) => row.assignedMemberRep ?? '' },
    { accessor: 'processingStatus', title: 'Processing Status' },
    {
      accessor: 'automationFailedReason',
      title: 'Automation Failed Reason',
      render: (row) => row.automationFailedReason ?? '',
    },
    {
      accessor: 'automationStatus',
      title: 'Automation Status',
      render: (row) => automationStatusLabel(row.automationStatus),
    },
    { accessor: 'retryCount', title: 'Retry Count', textAlign: 'right' },
  ] satisfies DataGridColumn<FailedEnrollmentRow>[]
).map((column) => ({ ...column, noWrap: true }));

/**
 * Automation Monitor (shell spec §2.5): failed outbound submissions by status (Exceeded Retry default, Error - Assigning
 * Rep), 5 a page, multi-select and Requeue with confirmation; the list is reloaded afterwards. Spec §8: load and requeue
 * failures are only logged.
 */
export function AutomationMonitorTab() {
  const canRequeue = useCan(MODULE_IDS.webEnrollment, 'write');
  const requeueEnabled = useRequeueEnabled();
  // Rows are selected only to requeue them: without the right or with the flag off there is nothing to select for.
  const canSelect = canRequeue && requeueEnabled;
  const grid = useGridState<FailedEnrollmentRow>({
    pageSize: AUTOMATION_MONITOR_PAGE_SIZE,
    pageSizeOptions: [AUTOMATION_MONITOR_PAGE_SIZE],
  });
  const [draft, setDraft] = useState<LogsFor>(DEFAULT_LOGS_FOR);
  const [logsFor, setLogsFor] = useState<LogsFor>(DEFAULT_LOGS_FOR);
  const [selected, setSelected] = useState<FailedEnrollmentRow[]>([]);
  const result = useFailedEnrollments({ getLogsFor: logsFor, skip: grid.skip, take: grid.take });
  const requeue = useRequeueEnrollments();
  const paging = grid.paging(result.data?.total ?? 0);
  if (result.error) console.error('Loading failed enrollments failed', result.error);

  const search = (value: LogsFor) => {
    setLogsFor(value);
    setSelected([]);
    grid.resetPage();
    void result.refetch();
  };

  const onRequeue = async () => {
    if (selected.length === 0) {
      notifyWarning(WEB_ENROLLMENT_MESSAGES.noEnrollmentSelected);
      return;
    }
    if (!(await confirm({ title: 'Requeue', message: WEB_ENROLLMENT_MESSAGES.requeueConfirm(selected.length) })))
      return;
    try {
      const outcome = await requeue.mutateAsync(
        selected.map(({ enrollmentID, instanceId }) => ({ enrollmentID, instanceId })),
      );
      notifySuccess(outcome.message);
    } catch (error) {
      // Spec §8: requeue failures are only logged; but rows someone else requeued meanwhile (409) are said, as the list
      // reloads without them (docs/decisions.md "Requeue").
      console.error('Requeue failed', error);
      if (isApiError(error) && error.status === 409) notifyActionFailed(error);
    } finally {
      setSelected([]);
    }
  };

  return (
    <>
      <FilterPanel
        label="Automation Monitor filters"
        onSearch={() => search(draft)}
        onClear={() => {
          setDraft(DEFAULT_LOGS_FOR);
          search(DEFAULT_LOGS_FOR);
        }}
        searching={result.isFetching}
      >
        <Select
          label="Status"
          w={220}
          allowDeselect={false}
          data={STATUS_OPTIONS}
          value={String(draft)}
          onChange={(value) => setDraft(value === '2' ? 2 : 1)}
        />
      </FilterPanel>
      <DataGrid<FailedEnrollmentRow>
        gridKey="web-enrollment-automation-monitor"
        label="Failed enrollments"
        idAccessor={(row) => `${row.enrollmentID}-${row.instanceId}`}
        records={result.error ? [] : result.data?.items}
        fetching={result.isFetching || requeue.isPending}
        emptyMessage="No failed enrollments"
        // Shell spec §4: the selection is cleared when paging.
        paging={{
          ...paging,
          onPageChange: (page) => {
            setSelected([]);
            paging.onPageChange(page);
          },
        }}
        selectedRecords={canSelect ? selected : undefined}
        onSelectedRecordsChange={canSelect ? setSelected : undefined}
        rowExpansion={{
          allowMultiple: true,
          content: ({ record }) => <TransactionHistory events={record.transactionEvents} />,
        }}
        toolbar={
          canSelect ? (
            <Button
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={requeue.isPending}
              onClick={() => void onRequeue()}
            >
              Requeue
            </Button>
          ) : null
        }
        // Each cell keeps to one line (the grid scrolls sideways): a long failure reason no longer makes every row
        // three lines tall, so the page's five rows and its pager fit the window at 1280 x 800.
        columns={COLUMNS}
      />
    </>
  );
}
