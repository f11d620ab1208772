import { Alert, Badge, Group, NumberInput, Rating, Text } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAX_PCP_MILES,
  PROVIDER_LANGUAGES,
  PROVIDER_PAGE_SIZE,
  PROVIDER_SEARCH_MAX_MILES,
  providerSearchQuerySchema,
  VISIT_TYPES,
  type ProviderResult,
  type ProviderSearchQuery,
  type ProviderSearchResponse,
} from '@portal/contracts/patient-360/provider-search';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { api, isApiError } from '../../lib/api.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { FilterPanel, issuesOf } from '../../ui/FilterPanel.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCompanies, usePlans } from './plan-lookups.ts';

interface Draft {
  planYear: number;
  healthplanid: string | null;
  pbpId: string | null;
  fromAddress: string;
  /** As typed ('' while the box is empty): the schema names the bounds, nothing moves the number quietly. */
  withinmiles: number | string;
  searchterm: string;
  gender: string | null;
  language: string | null;
  acceptingNewPatients: string | null;
  ipa: string;
  visitType: string;
  sortby: string;
}

const THIS_YEAR = Number(todayInLosAngeles().slice(0, 4));
/** Plan years offered: two back and the next one. */
const PLAN_YEARS = [THIS_YEAR + 1, THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2].map(String);

const EMPTY: Draft = {
  planYear: THIS_YEAR,
  healthplanid: null,
  pbpId: null,
  fromAddress: '',
  withinmiles: MAX_PCP_MILES,
  searchterm: '',
  gender: null,
  language: null,
  acceptingNewPatients: null,
  ipa: '',
  visitType: 'All',
  sortby: 'distance',
};

const toQuery = (draft: Draft) => ({
  planYear: draft.planYear,
  healthplanid: draft.healthplanid ?? undefined,
  pbpId: draft.pbpId ?? undefined,
  fromAddress: draft.fromAddress,
  withinmiles: draft.withinmiles,
  searchterm: draft.searchterm,
  gender: draft.gender ?? undefined,
  language: draft.language ?? undefined,
  acceptingNewPatients: draft.acceptingNewPatients ?? undefined,
  ipa: draft.ipa,
  visitType: draft.visitType,
  sortby: draft.sortby,
});

const COLUMNS: DataGridColumn<ProviderResult>[] = [
  {
    accessor: 'qualityRating',
    title: 'Quality',
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        <Rating value={row.qualityRating} fractions={10} readOnly size="xs" aria-hidden />
        <Text size="xs">{row.qualityRating.toFixed(1)}</Text>
      </Group>
    ),
  },
  { accessor: 'name', title: 'Provider' },
  { accessor: 'npi', title: 'NPI' },
  { accessor: 'specialty', title: 'Specialty' },
  { accessor: 'address1', title: 'Address', render: (row) => `${row.address1}, ${row.city}, ${row.state} ${row.zip}` },
  { accessor: 'phone', title: 'Phone', render: (row) => formatPhone(row.phone) },
  { accessor: 'languages', title: 'Languages', render: (row) => row.languages.join(', ') },
  {
    accessor: 'acceptingNewPatients',
    title: 'New Patients',
    render: (row) => (row.acceptingNewPatients ? 'Accepting' : 'Not accepting'),
  },
  { accessor: 'offersVirtual', title: 'Virtual Visits', render: (row) => (row.offersVirtual ? 'Yes' : 'No') },
  { accessor: 'ipaCode', title: 'IPA' },
  {
    accessor: 'distanceMiles',
    title: 'Distance',
    // The 'Over 35 Miles' badge beside the distance, not under it: each row keeps to one line, all of one height.
    render: (row) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{row.distanceMiles.toFixed(1)} mi</Text>
        {row.distanceNote ? (
          <Badge color="#b8440c" variant="outline" size="sm">
            {row.distanceNote}
          </Badge>
        ) : null}
      </Group>
    ),
  },
];

/**
 * Provider Search (module 210, /providersearch): primary care providers near an address, quality rating first
 * (enrollment-crm-virtual-care spec §3, §9), distance from the ZIP centroid, 25 a page.
 */
export function ProviderSearchScreen() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const companies = useCompanies();
  const plans = usePlans(draft.planYear);
  const [query, setQuery] = useState<ProviderSearchQuery | null>(null);
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: ['provider-search', query, page],
    queryFn: ({ signal }) =>
      api.get<ProviderSearchResponse>('/api/providersearch', {
        query: { ...query, pageIndex: page - 1 },
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // A search the server refuses (a ZIP code it does not know) says why, under the filters, instead of the grid's
  // "try again later", which would send the user round in the same search.
  // The box is marked while its number is out of bounds; the message itself shows under the filters on Search.
  const milesRefused = !providerSearchQuerySchema.shape.withinmiles.safeParse(draft.withinmiles).success;
  const refused = isApiError(result.error) && result.error.status === 400 ? result.error.message : null;
  return (
    <>
      <PageHeader
        title="Provider Search"
        description="Primary care providers near an address, in a health plan's network when one is chosen, best quality rating first. Distances are from the ZIP code's centre."
      />
      <FilterPanel
        label="Search providers"
        validate={() => issuesOf(providerSearchQuerySchema.safeParse(toQuery(draft)))}
        onSearch={() => {
          setPage(1);
          setQuery(providerSearchQuerySchema.parse(toQuery(draft)));
        }}
        onClear={() => {
          setDraft(EMPTY);
          setQuery(null);
        }}
        searching={result.isFetching}
      >
        <Select
          label="Plan year"
          w={100}
          data={PLAN_YEARS}
          value={String(draft.planYear)}
          onChange={(year) => setDraft({ ...draft, planYear: Number(year ?? THIS_YEAR), pbpId: null })}
          allowDeselect={false}
        />
        <Select
          label="Health plan"
          w={200}
          clearable
          placeholder="Any"
          data={(companies.data?.items ?? []).map((company) => ({
            value: company.companyCode,
            label: `${company.companyCode} ${company.name}`,
          }))}
          value={draft.healthplanid}
          onChange={(healthplanid) => setDraft({ ...draft, healthplanid, pbpId: null })}
        />
        <Select
          label="PBP"
          w={260}
          clearable
          searchable
          placeholder="Any"
          data={(plans.data?.items ?? [])
            .filter((plan) => !draft.healthplanid || plan.companyCode === draft.healthplanid)
            .map((plan) => ({
              value: `${plan.contractCode}-${plan.pbpCode}`,
              label: `${plan.contractCode}-${plan.pbpCode} ${plan.planName}`,
            }))}
          value={draft.pbpId}
          onChange={(pbpId) => setDraft({ ...draft, pbpId })}
        />
        <TextInput
          label="From address or ZIP"
          w={240}
          value={draft.fromAddress}
          onChange={(e) => setDraft({ ...draft, fromAddress: e.currentTarget.value })}
        />
        {/* min and max bound the stepper only: 500 typed stays 500 and the search says the bounds (it was moved to
            100 on leaving the box, and the search ran on a distance the user never asked for). */}
        <NumberInput
          label="Within miles"
          description={`Up to ${PROVIDER_SEARCH_MAX_MILES} miles`}
          w={120}
          min={1}
          max={PROVIDER_SEARCH_MAX_MILES}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={draft.withinmiles}
          error={milesRefused}
          onChange={(withinmiles) => setDraft({ ...draft, withinmiles })}
        />
        <TextInput
          label="Provider name"
          w={180}
          value={draft.searchterm}
          onChange={(e) => setDraft({ ...draft, searchterm: e.currentTarget.value })}
        />
        <Select
          label="Gender"
          w={110}
          clearable
          placeholder="Any"
          data={[
            { value: 'F', label: 'Female' },
            { value: 'M', label: 'Male' },
          ]}
          value={draft.gender}
          onChange={(gender) => setDraft({ ...draft, gender })}
        />
        <Select
          label="Language"
          w={140}
          clearable
          placeholder="Any"
          data={[...PROVIDER_LANGUAGES]}
          value={draft.language}
          onChange={(language) => setDraft({ ...draft, language })}
        />
        <Select
          label="New patients"
          w={140}
          clearable
          placeholder="Any"
          data={[
            { value: 'true', label: 'Accepting' },
            { value: 'false', label: 'Not accepting' },
          ]}
          value={draft.acceptingNewPatients}
          onChange={(acceptingNewPatients) => setDraft({ ...draft, acceptingNewPatients })}
        />
        <TextInput
          label="IPA"
          w={110}
          value={draft.ipa}
          onChange={(e) => setDraft({ ...draft, ipa: e.currentTarget.value })}
        />
        <Select
          label="Visit type"
          w={130}
          data={VISIT_TYPES.map((value) => ({ value, label: value === 'NonVirtual' ? 'In person' : value }))}
          value={draft.visitType}
          onChange={(visitType) => setDraft({ ...draft, visitType: visitType ?? 'All' })}
          allowDeselect={false}
        />
        <Select
          label="Then sort by"
          w={130}
          data={[
            { value: 'distance', label: 'Distance' },
            { value: 'name', label: 'Name' },
          ]}
          value={draft.sortby}
          onChange={(sortby) => setDraft({ ...draft, sortby: sortby ?? 'distance' })}
          allowDeselect={false}
        />
      </FilterPanel>
      {refused ? (
        <Alert color="red" role="alert" title="Please correct the filters">
          {refused}
        </Alert>
      ) : query ? (
        <DataGrid
          gridKey="provider-search"
          label="Providers found"
          // Each cell keeps to one line (the grid scrolls sideways), so an address or a phone no longer runs down a row.
          columns={COLUMNS.map((column): DataGridColumn<ProviderResult> => ({
            ...column,
            ellipsis: undefined,
            noWrap: true,
          }))}
          records={result.data?.items}
          idAccessor="npi"
          paging={{ page, pageSize: PROVIDER_PAGE_SIZE, totalRecords: result.data?.total ?? 0, onPageChange: setPage }}
          fetching={result.isFetching}
          error={result.error}
          emptyMessage="No primary care provider matches the search"
        />
      ) : null}
    </>
  );
}
