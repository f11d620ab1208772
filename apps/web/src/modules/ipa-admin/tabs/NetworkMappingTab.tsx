import { Button } from '@mantine/core';
import { useState } from 'react';
import type { NetworkMappingDto } from '@portal/contracts/ipa-admin/network-mappings';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useNetworkMappings } from '../api/network-mappings.ts';
import { NetworkMappingDialog } from './NetworkMappingDialog.tsx';

type FilterKey =
  'networkId' | 'networkPrefix' | 'agreementId' | 'contractCode' | 'tin' | 'class' | 'isPcp' | 'specialty';
/** Excel-style filters offer up to 50000 choices (spec §2.10, §9). */
const MAX_FILTER_CHOICES = 50_000;
/**
 * The eleven columns are wider than the tab at 1280 px: the IPA code and the network id, which tell a row apart (every
 * row of the tab has the same IPA), stay at the left while the rest scrolls sideways.
 */
const PINNED_COLUMNS = ['ipaCode', 'networkId'];

/** Network & Agreement tab (spec §2.10): Excel-style filtering, refresh and create. */
export function NetworkMappingTab({ ipa, readOnly }: IpaTabProps) {
  const mappings = useNetworkMappings(ipa.ipaCode);
  const [editing, setEditing] = useState<NetworkMappingDto | null | 'new'>(null);
  const [filters, setFilters] = useState<Partial<Record<FilterKey, string[]>>>({});
  const [page, setPage] = useState(1);
  const all = mappings.data?.items ?? [];
  const rows = all.filter((row) =>
    Object.entries(filters).every(
      ([key, values]) => values.length === 0 || values.includes(row[key as FilterKey] ?? ''),
    ),
  );
  const filtered = (key: FilterKey, title: string): DataGridColumn<NetworkMappingDto> => ({
    accessor: key,
    title,
    valueFilter: {
      loadValues: () => [...new Set(all.map((row) => row[key] ?? ''))].sort().slice(0, MAX_FILTER_CHOICES),
      selected: filters[key] ?? [],
      onChange: (values) => {
        setFilters((current) => ({ ...current, [key]: values }));
        setPage(1);
      },
    },
  });

  return (
    <>
      <DataGrid<NetworkMappingDto>
        gridKey="ipa-admin-network"
        label="Network and agreement"
        records={rows.slice((page - 1) * 10, page * 10)}
        paging={{ page, pageSize: 10, totalRecords: rows.length, onPageChange: setPage }}
        fetching={mappings.isFetching}
        error={mappings.error}
        pinnedColumns={PINNED_COLUMNS}
        columns={[
          { accessor: 'ipaCode', title: 'IPA Code' },
          filtered('networkId', 'Network ID'),
          filtered('networkPrefix', 'Network Prefix'),
          filtered('agreementId', 'Agreement ID'),
          filtered('contractCode', 'Contract Code'),
          filtered('tin', 'TIN'),
          filtered('class', 'Class'),
          filtered('isPcp', 'Is PCP'),
          filtered('specialty', 'Specialty'),
          {
            accessor: 'effectiveStartDate',
            title: 'Start Date',
            render: (row) => formatUsDate(row.effectiveStartDate),
          },
          { accessor: 'effectiveEndDate', title: 'End Date', render: (row) => formatUsDate(row.effectiveEndDate) },
          { accessor: 'ipaNetworkId', title: 'IPA Network ID', defaultToggle: false },
          { accessor: 'ipaNetworkPrefix', title: 'IPA Network Prefix', defaultToggle: false },
          { accessor: 'dofrAgreementId', title: 'DOFR Agreement ID', defaultToggle: false },
        ]}
        onRowClick={({ record }) => setEditing(record)}
        toolbar={
          <>
            <Button variant="default" onClick={() => void mappings.refetch()}>
              Refresh
            </Button>
            <Button onClick={() => setEditing('new')} disabled={readOnly}>
              Create
            </Button>
          </>
        }
      />
      <NetworkMappingDialog
        ipa={ipa}
        mapping={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        readOnly={readOnly}
      />
    </>
  );
}
