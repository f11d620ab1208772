import { Button } from '@mantine/core';
import type { CrmCase } from '@portal/contracts/crm-my-queue/cases';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { RecordPanel } from '../../../ui/member/RecordPanel.tsx';
import { useMemberCases } from '../api/case-api.ts';
import { SlaDue } from '../queue/worklist-columns.tsx';

// Each cell on one line (the grid scrolls sideways), as My Queue's lists.
const COLUMNS: DataGridColumn<CrmCase>[] = [
  { accessor: 'id', title: 'Case #', noWrap: true },
  { accessor: 'caseType', title: 'Case Type', noWrap: true },
  { accessor: 'subject', title: 'Subject', noWrap: true },
  { accessor: 'priority', title: 'Priority', noWrap: true },
  { accessor: 'status', title: 'Status', noWrap: true },
  { accessor: 'owner', title: 'Owner', noWrap: true, render: (row) => row.ownerName ?? row.owner },
  {
    accessor: 'slaDueAt',
    title: 'SLA Due',
    noWrap: true,
    render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={row.isClosed} />,
  },
  { accessor: 'createdAt', title: 'Created', noWrap: true, render: (row) => formatTimestamp(row.createdAt) },
];

/** The member's cases (getallmembercases); a click (or Enter) selects a case, which opens below. */
export function MemberCases({
  memberId,
  selectedId,
  onSelect,
  onNew,
  canWrite,
}: {
  memberId: string;
  /** The case shown below, marked selected in the grid. */
  selectedId: number | null;
  onSelect: (caseId: number) => void;
  onNew: () => void;
  canWrite: boolean;
}) {
  const cases = useMemberCases(memberId);
  return (
    <RecordPanel
      title="Cases"
      actions={
        canWrite ? (
          <Button size="xs" onClick={onNew}>
            New Case
          </Button>
        ) : null
      }
    >
      <DataGrid<CrmCase>
        gridKey="crm-member-cases"
        label="Member cases"
        columns={COLUMNS}
        records={cases.data?.items}
        fetching={cases.isFetching}
        error={cases.error}
        emptyMessage="The member has no cases."
        height={260}
        singleSelect={{ selectedId, onSelect: (record) => onSelect(record.id) }}
      />
    </RecordPanel>
  );
}
