import { Button, Group, NumberInput, Switch } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { useState } from 'react';
import {
  ENROLLMENT_SOURCES,
  ENROLLMENT_STATUSES,
  ENROLLMENT_STATUS_LABELS,
} from '@portal/contracts/enrollment/enrollment-codes';
import type { SearchEnrollmentsQuery, WorklistRow } from '@portal/contracts/enrollment/worklist';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { formatDate, formatTimestamp } from '../../lib/format.ts';
import { StatusTiles } from './StatusTiles.tsx';
import { ReassignDialog } from './ReassignDialog.tsx';
import { useEnrollmentReps, useIsProcessorManager, useStatusTiles, useWorklist } from './api/worklist.ts';
import { useLookupList } from './api/lookups.ts';
import { enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';
import { textOf } from '@portal/contracts/platform/text';
import { PG_INTEGER_MAX } from '@portal/contracts/platform/rules/integers';

type Filters = Omit<SearchEnrollmentsQuery, 'page' | 'pageSize' | 'sortBy' | 'sortDirection' | 'statisticTileStatus'>;

/** Enrollment spec §2 work list columns; createdAt with time in 12-hour form. */
const SPEC_COLUMNS: DataGridColumn<WorklistRow>[] = [
  { accessor: 'avaWorkItemId', title: 'Work Item ID', sortable: true },
  { accessor: 'receivedVia', title: 'Source' },
  { accessor: 'fileName', title: 'File Name' },
  { accessor: 'memberId', title: 'Member ID' },
  { accessor: 'firstName', title: 'First Name' },
  { accessor: 'lastName', title: 'Last Name', sortable: true },
  { accessor: 'birthdate', title: 'Birth Date', render: (row) => formatDate(row.birthdate) },
  { accessor: 'ageInDays', title: 'Age (days)' },
  {
    accessor: 'processingStatus',
    title: 'Status',
    sortable: true,
    render: (row) => enrollmentStatusLabel(row.processingStatus),
  },
  { accessor: 'medicareId', title: 'Medicare ID' },
  { accessor: 'medicalId', title: 'Medicaid ID' },
  {
    accessor: 'proposedEffectiveDate',
    title: 'Proposed Effective Date',
    sortable: true,
    render: (row) => formatDate(row.proposedEffectiveDate),
  },
  { accessor: 'contractCode', title: 'Contract' },
  { accessor: 'pbpCode', title: 'PBP' },
  { accessor: 'salesRepName', title: 'Sales Rep' },
  { accessor: 'assignedTo', title: 'Assigned To' },
  { accessor: 'createdByName', title: 'Created By' },
  {
    accessor: 'createdAt',
    title: 'Created At',
    sortable: true,
    render: (row) => formatTimestamp(row.createdAt),
  },
  { accessor: 'onlineEnrollReferenceNo', title: 'Confirmation Number' },
  { accessor: 'lockedByName', title: 'Locked By' },
];

/** Each cell keeps to one line (the grid scrolls sideways), so a page shows more rows and a row reads across. */
const COLUMNS = SPEC_COLUMNS.map((column): DataGridColumn<WorklistRow> => ({
  ...column,
  ellipsis: undefined,
  noWrap: true,
}));

const EMPTY: Filters = {};

/** The enrollment work list: status tiles, filters, 'my enrollments', reassignment (managers) and export. */
export function WorklistView({ onOpen }: { onOpen: (id: number) => void }) {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [range, setRange] = useState<DateRangeValue>({ start: null, end: null });
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [tile, setTile] = useState<string | undefined>(undefined);
  const [reassignOpen, setReassignOpen] = useState(false);
  const grid = useGridState<WorklistRow>({ sort: { columnAccessor: 'createdAt', direction: 'desc' } });
  const reps = useEnrollmentReps();
  const manager = useIsProcessorManager();
  const salesReps = useLookupList('/api/MemberEnrollmentLookup/GetSalesRepLookupList');
  const brokers = useLookupList('/api/MemberEnrollmentLookup/GetRefBroker');
  const query: SearchEnrollmentsQuery = {
    ...filters,
    statisticTileStatus: tile,
    page: grid.page,
    pageSize: grid.pageSize,
    sortBy: grid.sortStatus?.columnAccessor ?? 'createdAt',
    sortDirection: grid.sortStatus?.direction ?? 'desc',
  };
  const list = useWorklist(query);
  const tiles = useStatusTiles(filters);
  const set = (patch: Partial<Filters>) => setDraft({ ...draft, ...patch });
  const repOptions = (reps.data?.items ?? []).map((rep) => ({ value: String(rep.userId), label: rep.name }));

  return (
    <>
      <PageHeader
        title="Enrollment Work List"
        actions={
          <Group gap="xs">
            {manager.data ? <Button onClick={() => setReassignOpen(true)}>Reassign</Button> : null}
            <ExportButton
              url="/api/MemberEnrollment/ExportEnrollments"
              // The rows in the grid's order: its sort travels as the page request sends it.
              filters={() => ({
                ...filters,
                statisticTileStatus: tile,
                sortBy: query.sortBy,
                sortDirection: query.sortDirection,
              })}
              fileName="enrollment-work-list.xlsx"
            />
          </Group>
        }
      />
      <StatusTiles
        counts={tiles.data?.items ?? []}
        selected={tile}
        onSelect={(status) => {
          setTile(status);
          grid.resetPage();
        }}
      />
      <FilterPanel
        label="Work list filters"
        onSearch={() => {
          setFilters({
            ...draft,
            submissionStartDate: range.start ?? undefined,
            submissionEndDate: range.end ?? undefined,
          });
          grid.resetPage();
        }}
        onClear={() => {
          setDraft(EMPTY);
          setRange({ start: null, end: null });
          setFilters(EMPTY);
          setTile(undefined);
          grid.resetPage();
        }}
      >
        {/*
          The fields flow in rows, each as wide as its label on one line and a choice's longest value ('Manager
          Approval Required'), three rows at 1280 px with the side menu open; Clear and Search end the last row.
        */}
        <NumberInput
          label="Work Item ID"
          w={120}
          value={(draft.avaWorkItemId as number | undefined) ?? ''}
          onChange={(value) => set({ avaWorkItemId: typeof value === 'number' ? value : undefined })}
          hideControls
          allowDecimal={false}
          allowNegative={false}
          // A number the server cannot take cannot be typed: it answered a failed search instead of a result.
          max={PG_INTEGER_MAX}
          clampBehavior="strict"
        />
        <TextInput
          label="Member Name"
          w={170}
          value={draft.memberName ?? ''}
          onChange={(event) => set({ memberName: event.currentTarget.value })}
        />
        <TextInput
          label="Member ID"
          w={140}
          value={draft.memberId ?? ''}
          onChange={(event) => set({ memberId: event.currentTarget.value })}
        />
        <TextInput
          label="Confirmation Number"
          w={180}
          value={draft.confirmationNumber ?? ''}
          onChange={(event) => set({ confirmationNumber: event.currentTarget.value })}
        />
        <Select
          label="Status"
          w={260}
          clearable
          data={ENROLLMENT_STATUSES.map((status) => ({ value: status, label: ENROLLMENT_STATUS_LABELS[status] }))}
          value={draft.processingStatus ?? null}
          onChange={(value) => set({ processingStatus: value ?? undefined })}
        />
        <Select
          label="Source"
          w={190}
          clearable
          data={[...ENROLLMENT_SOURCES]}
          value={draft.source ?? null}
          onChange={(value) => set({ source: value ?? undefined })}
        />
        {/* One label over the pair (the fields are still named From and To), as the fax history's dates. */}
        <DateRangeInput label="Submission Date" sharedLabel value={range} onChange={setRange} />
        <TextInput
          label="Submitted By"
          w={150}
          value={draft.submittedBy ?? ''}
          onChange={(event) => set({ submittedBy: event.currentTarget.value })}
        />
        <NumberInput
          label="Coverage Year"
          w={120}
          value={(draft.coverageYear as number | undefined) ?? ''}
          onChange={(value) => set({ coverageYear: typeof value === 'number' ? value : undefined })}
          hideControls
          allowDecimal={false}
          allowNegative={false}
          max={9999}
          clampBehavior="strict"
        />
        <Select
          label="Broker"
          w={180}
          clearable
          searchable
          data={brokers.data ?? []}
          value={draft.broker ?? null}
          onChange={(value) => set({ broker: value ?? undefined })}
        />
        <Select
          label="Sales Rep"
          w={180}
          clearable
          searchable
          data={salesReps.data ?? []}
          value={draft.salesRep ?? null}
          onChange={(value) => set({ salesRep: value ?? undefined })}
        />
        <Select
          label="Assigned Enrollment Rep"
          w={210}
          clearable
          data={repOptions}
          value={draft.assignedEnrollmentRep ? textOf(draft.assignedEnrollmentRep) : null}
          onChange={(value) => set({ assignedEnrollmentRep: value ? Number(value) : undefined })}
        />
        <TextInput
          label="User Name"
          w={150}
          value={draft.userName ?? ''}
          onChange={(event) => set({ userName: event.currentTarget.value })}
        />
        <Switch
          label="My Enrollments"
          checked={draft.isMyEnrollment === true}
          onChange={(event) => set({ isMyEnrollment: event.currentTarget.checked || undefined })}
        />
      </FilterPanel>
      <DataGrid<WorklistRow>
        gridKey="enrollment-worklist"
        label="Enrollment work list"
        columns={COLUMNS}
        records={list.data?.items}
        idAccessor="avaWorkItemId"
        fetching={list.isFetching}
        error={list.error}
        paging={grid.paging(list.data?.total ?? 0)}
        sortStatus={grid.sortStatus}
        onSortStatusChange={grid.onSortStatusChange}
        onRowClick={({ record }) => onOpen(record.avaWorkItemId)}
        height={560}
      />
      <ReassignDialog opened={reassignOpen} onClose={() => setReassignOpen(false)} />
    </>
  );
}
