import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { formatDate, formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { PersonName } from '../../../ui/PersonName.tsx';
import type { PooledPaths } from './api/pooled-kinds.ts';
import { fieldOf, type PooledRate, type PooledTier } from './api/pooled-rate-types.ts';
import { usePooledRates } from './api/list-pooled-rates.ts';
import { PooledRateEditor } from './PooledRateEditor.tsx';
import { textOf } from '@portal/contracts/platform/text';

interface GridRow {
  key: string;
  rate: PooledRate;
  tier: PooledTier | null;
}

type Dialog = { type: 'create' } | { type: 'copy'; source: PooledRate } | { type: 'tier'; parent: PooledRate } | null;

const isActive = (row: { effectiveStartDate: string; effectiveEndDate: string }, today: string) =>
  row.effectiveStartDate <= today && today <= row.effectiveEndDate;

/**
 * Gain Share Rates (spec §2.13) and Risk Pool Rates (spec §2.14): a tree grid of rates with their tiers, all rows
 * expanded (tiers listed under their rate), Create and the Excel report in the toolbar, the form of the selected row
 * below, and the create / copy / tier dialogs.
 */
export function PooledRatesTab({ paths, ipa, readOnly }: { paths: PooledPaths; ipa: IpaDto; readOnly: boolean }) {
  const list = usePooledRates(paths, ipa.ipaCode);
  const [selected, setSelected] = useState<{ rateId: number; tierId?: number } | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const rates = useMemo(() => list.data ?? [], [list.data]);
  const today = todayInLosAngeles();

  const rows: GridRow[] = useMemo(
    () =>
      rates.flatMap((rate) => [
        { key: `r${rate.rateId}`, rate, tier: null },
        ...rate.tiers.map((tier) => ({ key: `t${tier.rateId}`, rate, tier })),
      ]),
    [rates],
  );
  const money = paths.fields.filter((field) => field.kind !== 'flag').slice(0, 4);
  const columns: DataGridColumn<GridRow>[] = [
    {
      accessor: 'sequence',
      title: 'Sequence',
      // A tiered rate's 'Range (1001 - 5000)' reads as one label, as in the Cap Rates tree.
      noWrap: true,
      render: (row) =>
        row.tier ? (
          <Text pl="lg" size="sm">
            ↳ {row.tier.sequence}
          </Text>
        ) : (
          row.rate.sequence
        ),
    },
    { accessor: 'rateId', title: 'Rate Id', render: (row) => row.tier?.rateId ?? row.rate.rateId },
    { accessor: 'capRevenue', title: 'Cap Revenue', render: (row) => (row.tier ? '' : (row.rate.capRevenue ?? '')) },
    { accessor: 'active', title: 'Active', render: (row) => (isActive(row.rate, today) ? 'Yes' : 'No') },
    {
      accessor: 'effectiveStartDate',
      title: 'Effective Date',
      render: (row) => formatDate(row.rate.effectiveStartDate),
    },
    { accessor: 'effectiveEndDate', title: 'End Date', render: (row) => formatDate(row.rate.effectiveEndDate) },
    ...money.map((field) => ({
      accessor: field.name,
      title: field.label,
      render: (row: GridRow) => textOf(fieldOf(row.tier ?? row.rate, field.name)),
    })),
    {
      accessor: 'pending',
      title: 'Approval',
      render: (row) =>
        !row.tier && row.rate.hasPendingChanges ? (
          <Badge color="orange">Pending</Badge>
        ) : row.tier ? (
          ''
        ) : (
          <Badge color="green">Approved</Badge>
        ),
    },
    {
      accessor: 'lastUpdatedById',
      title: 'Updated By',
      // A name reads as one label (a username never broke; a name would at its space).
      noWrap: true,
      render: (row) => {
        const { lastUpdatedById, lastUpdatedByName } = row.tier ?? row.rate;
        return <PersonName username={lastUpdatedById} name={lastUpdatedByName} />;
      },
    },
    {
      accessor: 'lastUpdatedAt',
      title: 'Updated At',
      render: (row) => formatTimestamp((row.tier ?? row.rate).lastUpdatedAt),
    },
    {
      accessor: 'lastApprovedById',
      title: 'Last Approved By',
      noWrap: true,
      render: (row) => {
        const { lastApprovedById, lastApprovedByName } = row.tier ?? row.rate;
        return <PersonName username={lastApprovedById} name={lastApprovedByName} />;
      },
    },
  ];

  const selectedRow = selected
    ? rows.find(
        (row) =>
          row.rate.rateId === selected.rateId &&
          (selected.tierId === undefined ? row.tier === null : row.tier?.rateId === selected.tierId),
      )
    : undefined;
  const closeDialog = () => setDialog(null);
  const savedFromDialog = (selection: { rateId: number; tierId?: number }) => {
    setDialog(null);
    setSelected(selection);
  };

  return (
    <Stack gap="sm">
      <DataGrid<GridRow>
        gridKey={`ipa-${paths.kind}-rates`}
        label={`${paths.title}s`}
        columns={columns}
        records={rows}
        idAccessor="key"
        fetching={list.isFetching}
        error={list.error}
        height={350}
        emptyMessage={`No ${paths.title.toLowerCase()}s`}
        singleSelect={{
          selectedId: selectedRow?.key,
          onSelect: (record) =>
            setSelected(
              record.tier ? { rateId: record.rate.rateId, tierId: record.tier.rateId } : { rateId: record.rate.rateId },
            ),
        }}
        toolbar={
          <>
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={readOnly || !list.isSuccess}
              onClick={() => setDialog({ type: 'create' })}
            >
              Create
            </Button>
            <ExportButton url={paths.report} filters={{ IpaCode: ipa.ipaCode }} fileName={paths.reportFile} />
          </>
        }
      />
      {selectedRow ? (
        <PooledRateEditor
          key={selectedRow.key + String((selectedRow.tier ?? selectedRow.rate).version)}
          paths={paths}
          ipa={ipa}
          rates={rates}
          mode={
            selectedRow.tier
              ? { type: 'tier', parent: selectedRow.rate, tier: selectedRow.tier }
              : { type: 'rate', rate: selectedRow.rate }
          }
          readOnly={readOnly}
          onSaved={setSelected}
          onCancel={() => setSelected(null)}
          onAddTier={() => setDialog({ type: 'tier', parent: selectedRow.rate })}
          onCopy={() => setDialog({ type: 'copy', source: selectedRow.rate })}
        />
      ) : null}
      {dialog?.type === 'create' ? (
        <PooledRateEditor
          paths={paths}
          ipa={ipa}
          rates={rates}
          mode={{ type: 'rate', rate: null }}
          readOnly={readOnly}
          dialogTitle={`Create ${paths.title}`}
          onSaved={savedFromDialog}
          onCancel={closeDialog}
        />
      ) : null}
      {dialog?.type === 'copy' ? (
        <PooledRateEditor
          paths={paths}
          ipa={ipa}
          rates={rates}
          mode={{ type: 'rate', rate: null, copyOf: dialog.source }}
          readOnly={readOnly}
          dialogTitle={`Copy ${paths.title}`}
          onSaved={savedFromDialog}
          onCancel={closeDialog}
        />
      ) : null}
      {dialog?.type === 'tier' ? (
        <PooledRateEditor
          paths={paths}
          ipa={ipa}
          rates={rates}
          mode={{ type: 'tier', parent: dialog.parent, tier: null }}
          readOnly={readOnly}
          dialogTitle={`Create ${paths.title.replace(' Rate', ' Tiered Rate')}`}
          onSaved={savedFromDialog}
          onCancel={closeDialog}
        />
      ) : null}
    </Stack>
  );
}
