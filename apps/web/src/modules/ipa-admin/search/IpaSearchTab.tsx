import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IPA_SEARCH_PAGE_SIZE, type IpaDto, type IpaSearchInput } from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { DataGrid, type SortStatus } from '../../../ui/DataGrid.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterPanel } from '../../../ui/FilterPanel.tsx';
import { useSearchIpas } from '../api/search-ipas.ts';
import { useNetworkAdminFlags } from '../api/network-admin-flags.ts';
import { SEARCH_COLUMNS, SEARCH_PINNED_COLUMNS } from './search-columns.tsx';
import { EMPTY_IPA_CRITERIA, IpaCriteriaFields, type IpaCriteria } from './IpaCriteriaFields.tsx';

interface Filters extends IpaCriteria {
  vendorNpi: string;
  taxId: string;
}

const EMPTY: Filters = { ...EMPTY_IPA_CRITERIA, vendorNpi: '', taxId: '' };

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
        <IpaCriteriaFields value={filters} onChange={(key, value) => set(key, value as Filters[typeof key])} />
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
        pinnedColumns={SEARCH_PINNED_COLUMNS}
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
