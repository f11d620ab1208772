import { Badge, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CapRateDto } from '@portal/contracts/ipa-admin/cap-rates';
import type { CapSubRateDto } from '@portal/contracts/ipa-admin/tiered-rates';
import { formatDate, formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { PersonName } from '../../../ui/PersonName.tsx';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useCapRates, type CapRateFilter } from './api/get-cap-rates.ts';
import { useCapSubRates } from './api/get-cap-sub-rates.ts';
import { useCapTieredRate } from './api/get-tiered-rate.ts';
import { useSpecialRate } from './api/get-special-rate.ts';
import { CapRateEditor } from './CapRateEditor.tsx';
import { CapTieredRateEditor } from './CapTieredRateEditor.tsx';
import { SpecialRateEditor } from './SpecialRateEditor.tsx';

interface GridRow {
  key: string;
  cap: CapRateDto;
  sub: CapSubRateDto | null;
}

type Dialog =
  | { type: 'create' }
  | { type: 'copy'; source: CapRateDto }
  | { type: 'tier'; cap: CapRateDto; copyOf?: number }
  | { type: 'special'; cap: CapRateDto }
  | null;

/**
 * Cap Rates tab (spec §2.7): tree grid of cap rates with their tiered and special sub-rates, 'Filter By' IPA code
 * or IPA id, the form of the selected row below, and the create / copy dialogs.
 */
export function CapRatesTab({ ipa, readOnly }: IpaTabProps) {
  const [filterBy, setFilterBy] = useState<'code' | 'id'>('code');
  const filter: CapRateFilter =
    filterBy === 'code' ? { by: 'code', ipaCode: ipa.ipaCode } : { by: 'id', ipaId: ipa.id };
  const caps = useCapRates(filter);
  const subs = useCapSubRates(ipa.ipaCode);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const rates = useMemo(() => caps.data?.items ?? [], [caps.data]);
  const subRates = useMemo(() => subs.data?.items ?? [], [subs.data]);

  const rows: GridRow[] = useMemo(
    () =>
      rates.flatMap((cap) => [
        { key: `c${cap.id}`, cap, sub: null },
        ...subRates
          .filter((sub) => sub.capId === cap.id)
          .map((sub) => ({ key: `${sub.capSubRateType === 'Tiered' ? 't' : 's'}${sub.id}`, cap, sub })),
      ]),
    [rates, subRates],
  );
  const selected = rows.find((row) => row.key === selectedKey);

  const columns: DataGridColumn<GridRow>[] = [
    { accessor: 'companyCode', title: 'Company', render: (row) => (row.sub ? '' : row.cap.companyCode) },
    {
      accessor: 'sequence',
      title: 'Sequence',
      // A tiered rate's 'Range (501 - 2000)' reads as one label.
      noWrap: true,
      render: (row) =>
        row.sub ? (
          <Text pl="lg" size="sm">
            ↳ {row.sub.capSubRateType === 'Tiered' ? row.sub.label : row.sub.sequence}
          </Text>
        ) : (
          row.cap.sequence
        ),
    },
    { accessor: 'capSubRateType', title: 'Sub-Rate Type', render: (row) => row.sub?.capSubRateType ?? '' },
    { accessor: 'id', title: 'Id', render: (row) => row.sub?.id ?? row.cap.id },
    {
      accessor: 'contractType',
      title: 'Contract Type',
      render: (row) => (row.sub ? (row.sub.capSubRateType === 'Special' ? row.sub.label : '') : (ipa.risk ?? '')),
    },
    {
      accessor: 'active',
      title: 'Active',
      render: (row) => ((row.sub ? row.sub.active : row.cap.active) ? 'Yes' : 'No'),
    },
    { accessor: 'effDate', title: 'Effective Date', render: (row) => formatDate(row.sub?.effDate ?? row.cap.effDate) },
    { accessor: 'endDate', title: 'End Date', render: (row) => formatDate(row.sub?.endDate ?? row.cap.endDate) },
    { accessor: 'mediMediPCT', title: 'Medi-Medi PCT', render: (row) => row.sub?.mediMediPCT ?? row.cap.mediMediPCT },
    { accessor: 'premiumPCT', title: 'Premium PCT', render: (row) => row.sub?.premiumPCT ?? row.cap.premiumPCT },
    // Four eyes: a change of the cap rate or one of its sub-rates waits for another manager's approval.
    {
      accessor: 'approval',
      title: 'Approval',
      render: (row) =>
        row.sub ? (
          ''
        ) : row.cap.hasPendingChanges ? (
          <Badge color="orange">Pending</Badge>
        ) : (
          <Badge color="green">Approved</Badge>
        ),
    },
    {
      accessor: 'lastApprovedById',
      title: 'Last Approved By',
      // A name reads as one label (a username never broke; a name would at its space).
      noWrap: true,
      render: (row) =>
        row.sub ? '' : <PersonName username={row.cap.lastApprovedById} name={row.cap.lastApprovedByName} />,
    },
    {
      accessor: 'createdBy',
      title: 'Created By',
      noWrap: true,
      render: (row) => {
        const { createdBy, createdByName } = row.sub ?? row.cap;
        return <PersonName username={createdBy} name={createdByName} />;
      },
    },
    {
      accessor: 'createdDt',
      title: 'Created Date',
      render: (row) => formatTimestamp(row.sub?.createdDt ?? row.cap.createdDt),
    },
    {
      accessor: 'updatedBy',
      title: 'Updated By',
      noWrap: true,
      render: (row) => {
        const { updatedBy, updatedByName } = row.sub ?? row.cap;
        return <PersonName username={updatedBy} name={updatedByName} />;
      },
    },
    {
      accessor: 'updatedDt',
      title: 'Updated Date',
      render: (row) => formatTimestamp(row.sub ? row.sub.updatedDt : row.cap.updatedDt),
    },
  ];

  const close = () => setDialog(null);
  const select = (key: string | null) => {
    setDialog(null);
    setSelectedKey(key);
  };

  return (
    <Stack gap="sm">
      <DataGrid<GridRow>
        gridKey="ipa-cap-rates"
        label="Cap Rates"
        columns={columns}
        records={rows}
        idAccessor="key"
        fetching={caps.isFetching || subs.isFetching}
        error={caps.error ?? subs.error}
        height={350}
        emptyMessage="No cap rates"
        singleSelect={{ selectedId: selected?.key, onSelect: (record) => setSelectedKey(record.key) }}
        toolbar={
          <Group gap="md">
            <Radio.Group
              value={filterBy}
              onChange={(value) => setFilterBy(value === 'id' ? 'id' : 'code')}
              label="Filter By"
              size="xs"
            >
              <Group gap="xs">
                <Radio value="code" label="IPA Code" size="xs" />
                <Radio value="id" label="IPA Id" size="xs" />
              </Group>
            </Radio.Group>
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={readOnly || !caps.isSuccess}
              onClick={() => setDialog({ type: 'create' })}
            >
              Create
            </Button>
          </Group>
        }
      />
      {selected && !selected.sub ? (
        <CapRateEditor
          key={`${selected.key}-${selected.cap.version}`}
          ipa={ipa}
          rates={rates}
          source={selected.cap}
          readOnly={readOnly}
          onSaved={(id) => select(`c${id}`)}
          onCancel={() => select(null)}
          onAddTier={() => setDialog({ type: 'tier', cap: selected.cap })}
          onAddSpecial={() => setDialog({ type: 'special', cap: selected.cap })}
          onCopy={() => setDialog({ type: 'copy', source: selected.cap })}
        />
      ) : null}
      {selected?.sub?.capSubRateType === 'Tiered' ? (
        <TierDetail
          key={selected.key}
          row={selected}
          subRates={subRates}
          readOnly={readOnly}
          onSaved={(id) => select(`t${id}`)}
          onCancel={() => select(null)}
          onCopy={() => setDialog({ type: 'tier', cap: selected.cap, copyOf: selected.sub?.sequence })}
        />
      ) : null}
      {selected?.sub?.capSubRateType === 'Special' ? (
        <SpecialDetail
          key={selected.key}
          row={selected}
          readOnly={readOnly}
          onSaved={(id) => select(id === null ? null : `s${id}`)}
          onCancel={() => select(null)}
        />
      ) : null}

      {dialog?.type === 'create' ? (
        <CapRateEditor
          ipa={ipa}
          rates={rates}
          source={null}
          readOnly={readOnly}
          dialogTitle="Create Cap Rate"
          onSaved={(id) => select(`c${id}`)}
          onCancel={close}
        />
      ) : null}
      {dialog?.type === 'copy' ? (
        <CapRateEditor
          ipa={ipa}
          rates={rates}
          source={dialog.source}
          copy
          readOnly={readOnly}
          dialogTitle="Copy Cap Rate"
          onSaved={(id) => select(`c${id}`)}
          onCancel={close}
        />
      ) : null}
      {dialog?.type === 'special' ? (
        <SpecialRateEditor
          cap={dialog.cap}
          special={null}
          readOnly={readOnly}
          dialogTitle="Create Cap Special Rate"
          onSaved={(id) => select(id === null ? null : `s${id}`)}
          onCancel={close}
        />
      ) : null}
      {dialog?.type === 'tier' ? (
        <NewTierDialog
          cap={dialog.cap}
          copyOfSequence={dialog.copyOf}
          subRates={subRates}
          readOnly={readOnly}
          onSaved={(id) => select(`t${id}`)}
          onCancel={close}
        />
      ) : null}
    </Stack>
  );
}

function TierDetail({
  row,
  subRates,
  readOnly,
  onSaved,
  onCancel,
  onCopy,
}: {
  row: GridRow;
  subRates: CapSubRateDto[];
  readOnly: boolean;
  onSaved: (id: number) => void;
  onCancel: () => void;
  onCopy: () => void;
}) {
  const detail = useCapTieredRate(row.cap.ipaCode, row.cap.id, row.sub?.sequence ?? null);
  if (!detail.data) return detail.isError ? <Text c="red">{detail.error.message}</Text> : <Loader size="sm" />;
  return (
    <CapTieredRateEditor
      key={detail.data.version}
      cap={row.cap}
      tier={detail.data}
      subRates={subRates}
      readOnly={readOnly}
      onSaved={onSaved}
      onCancel={onCancel}
      onCopy={onCopy}
    />
  );
}

function NewTierDialog({
  cap,
  copyOfSequence,
  subRates,
  readOnly,
  onSaved,
  onCancel,
}: {
  cap: CapRateDto;
  copyOfSequence: number | undefined;
  subRates: CapSubRateDto[];
  readOnly: boolean;
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const source = useCapTieredRate(cap.ipaCode, cap.id, copyOfSequence ?? null);
  if (copyOfSequence !== undefined && !source.data) return null;
  return (
    <CapTieredRateEditor
      cap={cap}
      tier={source.data ?? null}
      copy={copyOfSequence !== undefined}
      subRates={subRates}
      readOnly={readOnly}
      dialogTitle="Create Cap Tiered Rate"
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

function SpecialDetail({
  row,
  readOnly,
  onSaved,
  onCancel,
}: {
  row: GridRow;
  readOnly: boolean;
  onSaved: (id: number | null) => void;
  onCancel: () => void;
}) {
  const detail = useSpecialRate(row.sub?.id ?? null);
  if (!detail.data) return detail.isError ? <Text c="red">{detail.error.message}</Text> : <Loader size="sm" />;
  return (
    <SpecialRateEditor
      key={detail.data.version}
      cap={row.cap}
      special={detail.data}
      readOnly={readOnly}
      onSaved={onSaved}
      onCancel={onCancel}
      onReload={() => detail.refetch()}
    />
  );
}
