import { Alert, Group, Text } from '@mantine/core';
import {
  ADVANCED_SEARCH_MESSAGES as M,
  MEMBER_AUDIT_GRID_HEIGHT,
  MEMBER_AUDIT_PAGE_SIZES,
  type MemberAuditEvent,
} from '@portal/contracts/patient-360/advanced-search';
import { auditEventLabel } from '@portal/contracts/audit/audit-event-labels';
import { MODULE_IDS, moduleById } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../DataGrid.tsx';
import { ExportButton } from '../ExportButton.tsx';
import { PersonName } from '../PersonName.tsx';
import { useGridState } from '../use-grid-state.ts';
import { RecordPanel } from './RecordPanel.tsx';
import { useMemberAuditHistory } from './member-audit-api.ts';

const COLUMNS: DataGridColumn<MemberAuditEvent>[] = [
  {
    accessor: 'timestamp',
    title: 'Timestamp',
    toggleable: false,
    noWrap: true,
    render: (event) => formatTimestamp(event.timestamp),
  },
  {
    accessor: 'userId',
    title: 'User',
    noWrap: true,
    render: (event) => <PersonName username={event.userId} name={event.userName} />,
  },
  { accessor: 'eventType', title: 'Event', noWrap: true, render: (event) => auditEventLabel(event.eventType) },
  {
    accessor: 'moduleId',
    title: 'Module',
    noWrap: true,
    render: (event) => (event.moduleId === null ? '' : (moduleById(event.moduleId)?.label ?? String(event.moduleId))),
  },
  { accessor: 'action', title: 'Action' },
];

/**
 * The member's audit history (shell spec §8, §9): who did what to, or read what of, the member, newest first; page sizes
 * 25/50/100, height 450; 'Something went wrong.' when it cannot be loaded; its Excel export for exporters.
 */
export function MemberAuditHistoryPanel({ memberId }: { memberId: string }) {
  const canExport = useCan(MODULE_IDS.patient360, 'export');
  const grid = useGridState<MemberAuditEvent>({ pageSize: 25, pageSizeOptions: [...MEMBER_AUDIT_PAGE_SIZES] });
  const history = useMemberAuditHistory(memberId, { skip: grid.skip, take: grid.take });
  const total = history.data?.total ?? 0;
  return (
    <RecordPanel
      title="Audit history"
      actions={
        <Group gap="xs">
          {history.data?.totalIsCapped ? (
            <Text size="xs" c="gray.7">
              More than {total.toLocaleString('en-US')} events: export to see them all.
            </Text>
          ) : null}
          {canExport ? (
            <ExportButton
              url="/api/memberaudithistory/excelexport"
              filters={{ memberId }}
              fileName={`MemberAuditHistory_${memberId}.xlsx`}
              pdf={false}
            />
          ) : null}
        </Group>
      }
    >
      {history.error ? (
        <Alert color="red" role="alert" mb="xs">
          {M.auditLoadFailed}
        </Alert>
      ) : null}
      <DataGrid<MemberAuditEvent>
        gridKey="p360-member-audit-history"
        label="Member audit history"
        height={MEMBER_AUDIT_GRID_HEIGHT}
        columns={COLUMNS}
        records={history.error ? [] : history.data?.items}
        fetching={history.isFetching}
        emptyMessage={history.error ? M.auditLoadFailed : 'No audit events for this member'}
        paging={grid.paging(total)}
      />
    </RecordPanel>
  );
}
