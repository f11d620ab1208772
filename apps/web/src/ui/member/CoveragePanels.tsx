import type { Coverage, PcpAssignment } from '@portal/contracts/patient-360/member-record';
import { formatDate } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../DataGrid.tsx';
import { useCoverages, usePcpHistory } from './member-record-api.ts';
import { RecordPanel } from './RecordPanel.tsx';

const COVERAGE_COLUMNS: DataGridColumn<Coverage>[] = [
  { accessor: 'planYear', title: 'Plan Year' },
  { accessor: 'companyId', title: 'Health Plan' },
  { accessor: 'contractCode', title: 'Contract', render: (row) => `${row.contractCode}-${row.pbpCode}` },
  { accessor: 'planName', title: 'Plan' },
  { accessor: 'lineOfBusiness', title: 'LOB' },
  { accessor: 'countyName', title: 'County' },
  { accessor: 'effectiveDate', title: 'Effective', render: (row) => formatDate(row.effectiveDate) },
  { accessor: 'termDate', title: 'Term', render: (row) => formatDate(row.termDate) || 'Open' },
];

const PCP_COLUMNS: DataGridColumn<PcpAssignment>[] = [
  { accessor: 'providerName', title: 'PCP' },
  { accessor: 'providerNpi', title: 'NPI' },
  { accessor: 'specialty', title: 'Specialty' },
  { accessor: 'ipaCode', title: 'IPA' },
  { accessor: 'effectiveDate', title: 'Effective', render: (row) => formatDate(row.effectiveDate) },
  { accessor: 'termDate', title: 'Term', render: (row) => formatDate(row.termDate) || 'Current' },
  { accessor: 'changeReason', title: 'Reason' },
];

/** Coverage history (company, contract, PBP, plan year, county, LOB, dates): getpoliciescoverage. */
export function CoveragePanel({ memberId }: { memberId: string }) {
  const coverages = useCoverages(memberId);
  return (
    <RecordPanel title="Coverage History">
      <DataGrid
        gridKey="p360-coverage"
        label="Coverage history"
        columns={COVERAGE_COLUMNS}
        records={coverages.data?.items}
        idAccessor={(row) => `${row.planYear}-${row.effectiveDate}`}
        fetching={coverages.isFetching}
        error={coverages.error}
        emptyMessage="No coverage on record"
        withoutColumnChooser
      />
    </RecordPanel>
  );
}

/** PCP and IPA assignment history: pcphistory. */
export function PcpPanel({ memberId }: { memberId: string }) {
  const history = usePcpHistory(memberId);
  return (
    <RecordPanel title="PCP and IPA History">
      <DataGrid
        gridKey="p360-pcp"
        label="PCP history"
        columns={PCP_COLUMNS}
        records={history.data?.items}
        idAccessor={(row) => `${row.providerNpi}-${row.effectiveDate}`}
        fetching={history.isFetching}
        error={history.error}
        emptyMessage="No PCP assigned"
        withoutColumnChooser
      />
    </RecordPanel>
  );
}
