import { Drawer, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Select } from '../inputs/Select.tsx';
import { useState } from 'react';
import { CLAIM_STATUSES, type Claim, type ClaimDetail } from '@portal/contracts/patient-360/member-record';
import { formatDate } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../DataGrid.tsx';
import { useGridState } from '../use-grid-state.ts';
import { useClaim, useMemberClaims } from './member-record-api.ts';
import { money, RecordPanel } from './RecordPanel.tsx';
import { LabeledValue } from '../LabeledValue.tsx';
import { longTextColumn } from '../grid-long-text.ts';

// Each value keeps to one line at 1280 px (a provider's name over three lines, a date or an amount broken), and the
// grid fits the member record without scrolling sideways (Paid was out of sight): the service period is one column, as
// the authorizations show it, and the provider's name and the list of diagnoses are cut to their columns' widths,
// whole on hover.
export const CLAIM_COLUMNS: DataGridColumn<Claim>[] = [
  { accessor: 'claimNo', title: 'Claim #', noWrap: true },
  { accessor: 'claimType', title: 'Type', noWrap: true },
  {
    accessor: 'fromDate',
    title: 'Service',
    noWrap: true,
    render: (row) => `${formatDate(row.fromDate)} - ${formatDate(row.toDate)}`,
  },
  { accessor: 'providerName', title: 'Provider', ...longTextColumn<Claim>((row) => row.providerName, 100) },
  {
    accessor: 'diagnoses',
    title: 'Diagnoses',
    render: (row) => row.diagnoses.join(', '),
    ...longTextColumn<Claim>((row) => row.diagnoses.join(', '), 110),
  },
  { accessor: 'status', title: 'Status', noWrap: true },
  { accessor: 'billed', title: 'Billed', textAlign: 'right', noWrap: true, render: (row) => money(row.billed) },
  { accessor: 'allowed', title: 'Allowed', textAlign: 'right', noWrap: true, render: (row) => money(row.allowed) },
  { accessor: 'paid', title: 'Paid', textAlign: 'right', noWrap: true, render: (row) => money(row.paid) },
];

const LINE_COLUMNS: DataGridColumn<ClaimDetail['lines'][number]>[] = [
  { accessor: 'lineNo', title: 'Line' },
  { accessor: 'code', title: 'Code', render: (row) => `${row.codeSystem} ${row.code}` },
  { accessor: 'description', title: 'Description' },
  { accessor: 'units', title: 'Units' },
  { accessor: 'fromDate', title: 'Date', render: (row) => formatDate(row.fromDate) },
  { accessor: 'billed', title: 'Billed', textAlign: 'right', render: (row) => money(row.billed) },
  { accessor: 'allowed', title: 'Allowed', textAlign: 'right', render: (row) => money(row.allowed) },
  { accessor: 'paid', title: 'Paid', textAlign: 'right', render: (row) => money(row.paid) },
];

/** One claim with its lines and diagnoses (GetMemberClaimByNo). */
export function ClaimDrawer({
  claimNo,
  onClose,
  detailPath,
}: {
  claimNo: string | null;
  onClose: () => void;
  /** Where the claim is read (default: the member record's GetMemberClaimByNo). */
  detailPath?: string;
}) {
  const claim = useClaim(claimNo, detailPath);
  const detail = claim.data;
  return (
    <Drawer
      opened={claimNo !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={`Claim ${claimNo ?? ''}`}
      closeButtonProps={{ 'aria-label': 'Close the claim' }}
    >
      {claim.isLoading || !detail ? (
        <Loader aria-label="Loading claim" />
      ) : (
        <Stack>
          <SimpleGrid cols={3}>
            <LabeledValue label="Type" value={detail.claimType} />
            <LabeledValue label="Status" value={detail.status} />
            <LabeledValue label="Received" value={formatDate(detail.receivedDate)} />
            <LabeledValue label="Provider" value={`${detail.providerName} (NPI ${detail.providerNpi})`} />
            <LabeledValue label="Service" value={`${formatDate(detail.fromDate)} - ${formatDate(detail.toDate)}`} />
            <LabeledValue label="Paid" value={`${money(detail.paid)} of ${money(detail.billed)} billed`} />
          </SimpleGrid>
          <Stack gap={2} aria-label="Diagnoses">
            <Text size="sm" fw={600}>
              Diagnoses (ICD-10)
            </Text>
            {detail.diagnosisDescriptions.map((dx) => (
              <Text size="sm" key={dx.code}>
                {dx.code} {dx.description ?? ''}
              </Text>
            ))}
          </Stack>
          <DataGrid
            gridKey="p360-claim-lines"
            label="Claim lines"
            columns={LINE_COLUMNS}
            records={detail.lines}
            idAccessor="lineNo"
            withoutColumnChooser
          />
        </Stack>
      )}
    </Drawer>
  );
}

/** The member's claims, newest first, paged, by status; a row opens the claim with its lines. */
export function ClaimsPanel({ memberId }: { memberId: string }) {
  const grid = useGridState<Claim>({ pageSize: 25 });
  const [status, setStatus] = useState<string | null>(null);
  const claims = useMemberClaims(memberId, { skip: grid.skip, take: grid.take, status: status ?? undefined });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <RecordPanel
      title="Claims"
      actions={
        <Group>
          <Select
            label="Claim status"
            placeholder="All statuses"
            data={[...CLAIM_STATUSES]}
            value={status}
            onChange={(value) => {
              setStatus(value);
              grid.resetPage();
            }}
            clearable
            size="xs"
          />
        </Group>
      }
    >
      <DataGrid
        gridKey="p360-claims"
        label="Claims"
        columns={CLAIM_COLUMNS}
        records={claims.data?.items}
        idAccessor="claimNo"
        paging={grid.paging(claims.data?.total ?? 0)}
        fetching={claims.isFetching}
        error={claims.error}
        emptyMessage="No claims"
        onRowClick={({ record }) => setOpen(record.claimNo)}
      />
      <ClaimDrawer claimNo={open} onClose={() => setOpen(null)} />
    </RecordPanel>
  );
}
