import { Badge } from '@mantine/core';
import type { DuplicateRow } from '@portal/contracts/enrollment/verification';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { formatDate } from '../../lib/format.ts';

const LEVEL_COLORS: Record<string, string> = { High: 'red', Medium: 'orange', Low: 'yellow' };

const COLUMNS: DataGridColumn<DuplicateRow>[] = [
  {
    accessor: 'levelOfConfidence',
    title: 'Confidence',
    render: (row) => <Badge color={LEVEL_COLORS[row.levelOfConfidence] ?? 'gray'}>{row.levelOfConfidence}</Badge>,
  },
  { accessor: 'reasons', title: 'Why it matched', render: (row) => row.reasons.join('; ') },
  { accessor: 'memberID', title: 'Member ID' },
  { accessor: 'medicareID', title: 'Medicare ID' },
  { accessor: 'firstName', title: 'First Name' },
  { accessor: 'lastName', title: 'Last Name' },
  { accessor: 'dob', title: 'DOB', render: (row) => formatDate(row.dob) },
  { accessor: 'contractCode', title: 'Contract' },
  { accessor: 'pbp', title: 'PBP' },
  { accessor: 'effectiveDate', title: 'Effective', render: (row) => formatDate(row.effectiveDate) },
  { accessor: 'termDate', title: 'Term', render: (row) => formatDate(row.termDate) },
  { accessor: 'CurrentEnrollmentStatus', title: 'Current Status' },
  { accessor: 'sRep', title: 'Sales Rep' },
  { accessor: 'appSigDt', title: 'App Signed', render: (row) => formatDate(row.appSigDt) },
  { accessor: 'tranCd', title: 'Tran Code' },
];

/** The duplicate check's matches with their level of confidence and reasons. */
export function DuplicateResults({ rows }: { rows: DuplicateRow[] }) {
  return (
    <DataGrid<DuplicateRow>
      gridKey="enrollment-duplicates"
      label="Possible duplicates"
      columns={COLUMNS}
      records={rows}
      idAccessor="sequence"
      height={220}
      withoutColumnChooser
    />
  );
}
