import { Button, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  IPA_SEARCH_PAGE_SIZE,
  IPA_STATUS_OPTIONS,
  type IpaDto,
  type IpaSearchInput,
} from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { DataGrid, type SortStatus } from '../../../ui/DataGrid.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterPanel } from '../../../ui/FilterPanel.tsx';
import { useSearchIpas } from '../api/search-ipas.ts';
import { useIpaCodeOptions } from '../api/ipa-autocomplete.ts';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { useCompanyCodes } from '../api/company-codes.ts';
import { useIpaRisks } from '../api/ipa-risks.ts';
import { useNetworkAdminFlags } from '../api/network-admin-flags.ts';
import { SEARCH_COLUMNS } from './search-columns.tsx';

interface Filters {
  companyCode: string | null;
  ipaStatus: '0' | '1';
  ipaCode: string | null;
  contractType: string | null;
  ipaCodeStartsWith: string;
  msoNameStartsWith: string;
  vendorNpi: string;
  taxId: string;
}

const EMPTY: Filters = {
  companyCode: null,
  ipaStatus: '1',
  ipaCode: null,
  contractType: null,
  ipaCodeStartsWith: '',
  msoNameStartsWith: '',
  vendorNpi: '',
  taxId: '',
};

const hasFilter = (f: Filters) =>
  [f.companyCode, f.ipaCode, f.contractType, f.ipaCodeStartsWith, f.msoNameStartsWith, f.vendorNpi, f.taxId].some(
    (value) => value !== null && value.trim() !== '',
  );

/** Search tab (spec §2.1): Search Criteria, list-grid filters, 25-row results, export, 'Create New', double-click opens. */
export function IpaSearchTab({
  readOnly,
  onOpen,
  onCreate,
}: {
  readOnly: boolean;
  onOpen: (ipa: IpaDto) => void;
  onCreate: () => void;
}) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [criteria, setCriteria] = useState<Filters | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortStatus<IpaDto>>({ columnAccessor: 'ipaCode', direction: 'asc' });
  const companies = useCompanyCodes();
  const risks = useIpaRisks();
  const flags = useNetworkAdminFlags();

  const query: IpaSearchInput | null = criteria
    ? {
        companyCode: criteria.companyCode ?? undefined,
        ipaStatus: criteria.ipaStatus,
        ipaCode: criteria.ipaCode ?? undefined,
        contractType: criteria.contractType ?? undefined,
        ipaCodeStartsWith: criteria.ipaCodeStartsWith || undefined,
        msoNameStartsWith: criteria.msoNameStartsWith || undefined,
        vendorNpi: criteria.vendorNpi || undefined,
        taxId: criteria.taxId || undefined,
        page,
        pageSize: IPA_SEARCH_PAGE_SIZE,
        sortBy: sort.columnAccessor as IpaSearchInput['sortBy'],
        sortDir: sort.direction,
      }
    : null;
  const results = useSearchIpas(query);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const exportQuery = query ? { ...query, page: undefined, pageSize: undefined } : undefined;

  return (
    <>
      <FilterPanel
        title="Search Criteria"
        validate={() => (hasFilter(filters) ? [] : [IPA_MESSAGES.searchNeedsFilter])}
        onSearch={() => {
          setPage(1);
          setCriteria({ ...filters });
        }}
        onClear={() => {
          setFilters(EMPTY);
          setCriteria(null);
        }}
        searching={results.isFetching}
      >
        <Select
          label="Company Code"
          data={(companies.data ?? []).map((c) => ({ value: c.value, label: c.text }))}
          value={filters.companyCode}
          onChange={(v) => set('companyCode', v)}
          clearable
          w={200}
        />
        <Select
          label="IPA Status"
          data={IPA_STATUS_OPTIONS.map((o) => ({ ...o }))}
          value={filters.ipaStatus}
          onChange={(v) => set('ipaStatus', v === '0' ? '0' : '1')}
          w={170}
          allowDeselect={false}
        />
        <SearchSelect
          label="IPA Code"
          clearable
          w={260}
          useOptions={useIpaCodeOptions}
          value={filters.ipaCode}
          onChange={(v) => set('ipaCode', v)}
          nothingFound="No IPA code or name starts with that"
        />
        <Select
          label="Contract Type"
          data={(risks.data ?? []).map((r) => ({ value: r.value, label: r.text }))}
          value={filters.contractType}
          onChange={(v) => set('contractType', v)}
          clearable
          w={170}
        />
        <TextInput
          label="IPA code starts with"
          value={filters.ipaCodeStartsWith}
          onChange={(e) => set('ipaCodeStartsWith', e.currentTarget.value)}
          w={160}
        />
        <TextInput
          label="MSO name starts with"
          value={filters.msoNameStartsWith}
          onChange={(e) => set('msoNameStartsWith', e.currentTarget.value)}
          w={180}
        />
        <TextInput
          label="Vendor NPI"
          value={filters.vendorNpi}
          onChange={(e) => set('vendorNpi', e.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
          w={130}
        />
        <TextInput
          label="Tax ID"
          value={filters.taxId}
          onChange={(e) => set('taxId', e.currentTarget.value.slice(0, 11))}
          w={130}
        />
      </FilterPanel>
      <DataGrid<IpaDto>
        gridKey="ipa-admin-search"
        label="IPA search results"
        columns={SEARCH_COLUMNS}
        records={results.data?.items}
        fetching={results.isFetching}
        error={results.error}
        height={400}
        paging={{ page, pageSize: IPA_SEARCH_PAGE_SIZE, totalRecords: results.data?.total ?? 0, onPageChange: setPage }}
        sortStatus={sort}
        onSortStatusChange={(status) => {
          setSort(status);
          setPage(1);
        }}
        onRowDoubleClick={({ record }) => onOpen(record)}
        toolbar={
          <>
            {flags.active.has(FEATURE_FLAGS.exportImportUtility) ? (
              <Button variant="subtle" onClick={() => void navigate('/ezm/network/data-import-utility')}>
                Export/Import Utility
              </Button>
            ) : null}
            <ExportButton
              url="/api/MedicalGroup/ExportSearchResults"
              filters={() => exportQuery ?? {}}
              fileName="SearchResults.xlsx"
              disabled={!query || (results.data?.total ?? 0) === 0}
            />
            <Button onClick={onCreate} disabled={readOnly}>
              Create New
            </Button>
          </>
        }
      />
    </>
  );
}
