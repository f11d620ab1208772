import { Button } from '@mantine/core';
import { useState } from 'react';
import {
  NETWORK_FILTER_MAX_CHOICES,
  NETWORK_PAGE_SIZE,
  type NetworkFilterField,
  type NetworkFilters,
  type NetworkMappingDto,
} from '@portal/contracts/ipa-admin/network-mappings';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useNetworkFilterChoices, useNetworkMappings } from '../api/network-mappings.ts';
import { NetworkMappingDialog } from './NetworkMappingDialog.tsx';

/**
 * The eleven columns are wider than the tab at 1280 px: the IPA code and the network id, which tell a row apart (every
 * row of the tab has the same IPA), stay at the left while the rest scrolls sideways.
 */
const PINNED_COLUMNS = ['ipaCode', 'networkId'];

/** Every offered choice checked is no filter at all (as in Excel), rather than hundreds of values sent to the server. */
const everyChoice = (values: readonly string[], choices: readonly string[] | undefined) =>
  choices !== undefined &&
  choices.length < NETWORK_FILTER_MAX_CHOICES &&
  choices.every((choice) => values.includes(choice));

/**
 * Network & Agreement tab (spec §2.10): Excel-style filtering, refresh and create. The server filters and pages (top=10,
 * spec §9) and offers each filter's choices when it opens; a save or Refresh reads the same page again.
 */
export function NetworkMappingTab({ ipa, readOnly }: IpaTabProps) {
  const [filters, setFilters] = useState<NetworkFilters>({});
  const [page, setPage] = useState(1);
  const mappings = useNetworkMappings(ipa.ipaCode, page, filters);
  const [editing, setEditing] = useState<NetworkMappingDto | null | 'new'>(null);
  const choices = useNetworkFilterChoices(ipa.ipaCode);
  const filtered = (key: NetworkFilterField, title: string): DataGridColumn<NetworkMappingDto> => ({
    accessor: key,
    title,
    valueFilter: {
      loadValues: () => choices.load(key),
      selected: filters[key] ?? [],
      onChange: (values) => {
        setFilters((current) => ({ ...current, [key]: everyChoice(values, choices.last(key)) ? [] : values }));
        setPage(1);
      },
    },
  });

  return (
    <>
      <DataGrid<NetworkMappingDto>
        gridKey="ipa-admin-network"
        label="Network and agreement"
        records={mappings.data?.items ?? []}
        paging={{ page, pageSize: NETWORK_PAGE_SIZE, totalRecords: mappings.data?.total ?? 0, onPageChange: setPage }}
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
