import { Badge, Button } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ESCALATION_STATUSES,
  MEMBER_ESCALATION_MODULE_ID,
  type EscalationStatus,
  type MemberEscalation,
} from '@portal/contracts/crm-member-escalation/member-escalation';
import { odataAnd, odataString } from '@portal/contracts/platform/odata';
import { useCan } from '../../app/session/session-context.ts';
import { commentPreview, formatTimestamp } from '../../lib/format.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { longTextColumn } from '../../ui/grid-long-text.ts';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import {
  readMemberEscalation,
  useCrmUserName,
  useCrmUsers,
  useMemberEscalations,
} from './api/member-escalation-api.ts';
import { RaiseEscalationDialog } from '../../ui/member/RaiseEscalationDialog.tsx';
import { HandleEscalationDialog } from './EscalationDialogs.tsx';

const STATUS_COLORS: Record<EscalationStatus, string> = { Open: 'red', 'In Progress': 'yellow', Resolved: 'green' };

interface Filters {
  status: string;
  memberId: string;
  assignedTo: string;
}
/** The list opens on the escalations still to handle. */
const OPEN: Filters = { status: 'unresolved', memberId: '', assignedTo: '' };

const filterOf = (filters: Filters) =>
  odataAnd([
    filters.status === 'unresolved'
      ? `status ne 'Resolved'`
      : filters.status && `status eq ${odataString(filters.status)}`,
    filters.memberId && `memberId eq ${odataString(filters.memberId.trim().toUpperCase())}`,
    filters.assignedTo && `assignedTo eq ${odataString(filters.assignedTo)}`,
  ]);

/** CRM > Member Escalation (module 131): workflows escalated in My Queue and members escalated by agents, handled here. */
export function MemberEscalationScreen() {
  const canWrite = useCan(MEMBER_ESCALATION_MODULE_ID, 'write');
  const grid = useGridState<MemberEscalation>();
  const { draft, setDraft, filter: filters, onSearch, onClear } = useSearchFilter<Filters>(OPEN, grid);
  const [raising, setRaising] = useState(false);
  const [selected, setSelected] = useState<MemberEscalation | null>(null);
  const users = useCrmUsers();
  const nameOf = useCrmUserName();
  const filter = filterOf(filters);
  const escalations = useMemberEscalations({
    ...(filter ? { $filter: filter } : {}),
    $skip: grid.skip,
    $top: grid.take,
  });
  // Reads the list again and the open escalation as it is now: one that left the list (someone else resolved it) is
  // read by its id, so the dialog shows who resolved it and how instead of closing without a word.
  const reload = async (id: number) => {
    const fresh = await escalations.refetch();
    setSelected(fresh.data?.items.find((row) => row.id === id) ?? (await readMemberEscalation(id)));
  };

  return (
    <>
      <PageHeader
        title="Member Escalation"
        description="Workflows escalated in My Queue and members escalated by agents: assign, work and resolve them."
        actions={
          canWrite ? (
            <Button leftSection={<IconAlertTriangle size={16} aria-hidden />} onClick={() => setRaising(true)}>
              Raise Escalation
            </Button>
          ) : null
        }
      />
      <FilterPanel label="Search escalations" onSearch={onSearch} onClear={onClear}>
        <Select
          label="Status"
          w={180}
          data={[
            { value: 'unresolved', label: 'Not resolved' },
            { value: '', label: 'All' },
            ...ESCALATION_STATUSES.map((status) => ({ value: status, label: status })),
          ]}
          value={draft.status}
          onChange={(value) => setDraft({ ...draft, status: value ?? '' })}
        />
        <TextInput
          label="Member ID"
          w={180}
          value={draft.memberId}
          onChange={(event) => setDraft({ ...draft, memberId: event.currentTarget.value })}
        />
        <Select
          label="Assigned To"
          w={220}
          searchable
          clearable
          data={(users.data?.value ?? []).map((row) => ({ value: String(row.Value), label: row.Text }))}
          value={draft.assignedTo || null}
          onChange={(value) => setDraft({ ...draft, assignedTo: value ?? '' })}
        />
      </FilterPanel>
      <DataGrid<MemberEscalation>
        gridKey="crm-member-escalation"
        label="Member escalations"
        records={escalations.data?.items}
        fetching={escalations.isFetching}
        error={escalations.error}
        emptyMessage="No escalations match the search"
        paging={grid.paging(escalations.data?.total ?? 0)}
        onRowClick={({ record }) => setSelected(record)}
        // Each cell keeps to one line, and every column fits beside the status pinned at the right at 1280 px (Assigned
        // To no longer scrolls under it); a long reason is cut, whole on hover and in the escalation's dialog.
        pinLastColumn
        columns={[
          { accessor: 'id', title: 'ID', toggleable: false, noWrap: true },
          { accessor: 'memberId', title: 'Member ID', noWrap: true },
          {
            accessor: 'source',
            title: 'Source',
            noWrap: true,
            render: (row) => (row.workflowId ? `Workflow ${row.workflowId}` : 'Agent'),
          },
          {
            accessor: 'reason',
            title: 'Reason',
            ...longTextColumn<MemberEscalation>((row) => row.reason, 160),
            render: (row) => commentPreview(row.reason),
          },
          {
            accessor: 'raisedBy',
            title: 'Raised By',
            noWrap: true,
            render: (row) => row.raisedByName ?? nameOf(row.raisedBy),
          },
          { accessor: 'raisedAt', title: 'Raised', noWrap: true, render: (row) => formatTimestamp(row.raisedAt) },
          {
            accessor: 'assignedTo',
            title: 'Assigned To',
            noWrap: true,
            render: (row) => row.assignedToName ?? nameOf(row.assignedTo),
          },
          {
            accessor: 'status',
            title: 'Status',
            noWrap: true,
            render: (row) => <Badge color={STATUS_COLORS[row.status]}>{row.status}</Badge>,
          },
        ]}
      />
      {raising ? <RaiseEscalationDialog onClose={() => setRaising(false)} /> : null}
      {selected ? (
        // Keyed by the version: after Reload the dialog starts again from the escalation as read again.
        <HandleEscalationDialog
          key={`${selected.id}:${selected.version}`}
          escalation={selected}
          canWrite={canWrite}
          onClose={() => setSelected(null)}
          onReload={() => void reload(selected.id)}
        />
      ) : null}
    </>
  );
}
