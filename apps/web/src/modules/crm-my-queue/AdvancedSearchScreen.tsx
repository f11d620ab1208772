import { Box, NumberInput, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { MultiSelect } from '../../ui/inputs/MultiSelect.tsx';
import { Select } from '../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CASE_STATUSES,
  CASE_TYPE_NAMES,
  INTERACTION_TYPES,
  TASK_STATUSES,
  TASK_TYPE_NAMES,
  WORKFLOW_STATUSES,
  WORKFLOW_TYPES,
  WORKFLOW_TYPE_NAMES,
} from '@portal/contracts/crm-my-queue/crm-constants';
import {
  ADVANCED_SEARCH_ENTITIES,
  CRM_ADVANCED_SEARCH_COUNT_CAP,
  type CrmAdvancedSearchEntity,
  type CrmAdvancedSearchFilters,
} from '@portal/contracts/crm-my-queue/reports';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { DateRangeInput, type DateRangeValue } from '../../ui/inputs/DateRangeInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { nameOfPerson, PersonFilter, useCrmPeople } from './AdvancedSearchPeople.tsx';
import { ADVANCED_SEARCH_ITEM, advancedSearchColumns, type AdvancedSearchRow } from './AdvancedSearchColumns.tsx';
import { CRM_ADVANCED_SEARCH_EXPORT_URL, useCrmAdvancedSearch } from './advanced-search-reports-api.ts';

const ENTITY_LABELS: Record<CrmAdvancedSearchEntity, string> = {
  cases: 'Cases',
  workflows: 'Workflows',
  tasks: 'Tasks',
  interactions: 'Interactions',
};

/** Each entity's statuses and types to filter by (interactions have no status). */
const STATUS_OPTIONS: Record<CrmAdvancedSearchEntity, readonly string[]> = {
  cases: CASE_STATUSES,
  workflows: WORKFLOW_STATUSES,
  tasks: TASK_STATUSES,
  interactions: [],
};
const TYPE_OPTIONS: Record<CrmAdvancedSearchEntity, { value: string; label: string }[]> = {
  cases: CASE_TYPE_NAMES.map((type) => ({ value: type, label: type })),
  workflows: WORKFLOW_TYPE_NAMES.map((type) => ({ value: type, label: WORKFLOW_TYPES[type].label })),
  tasks: TASK_TYPE_NAMES.map((type) => ({ value: type, label: type })),
  interactions: INTERACTION_TYPES.map((type) => ({ value: type, label: type })),
};
const ASSIGNEE_LABEL: Record<CrmAdvancedSearchEntity, string> = {
  cases: 'Owner',
  workflows: 'Owner',
  tasks: 'Assigned To',
  interactions: 'Agent',
};

const NO_FILTERS: CrmAdvancedSearchFilters = { statuses: [], types: [] };
const OPEN_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];
const SLA_OPTIONS = [
  { value: 'exceeding', label: 'Exceeding SLA' },
  { value: 'within', label: 'Within SLA' },
];

/** Empty text fields are left out of the request. */
const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/**
 * CRM advanced search (`/crm/advancedsearch`): cases, workflows, tasks or interactions by member, case, status, type,
 * owner, creator, created dates, open or closed, SLA and text; paged and sorted on the server, exported to Excel with
 * the same filters; a row opens the item in My Queue's workspace.
 */
export function AdvancedSearchScreen() {
  const navigate = useNavigate();
  const people = useCrmPeople().data?.value ?? [];
  const [entity, setEntity] = useState<CrmAdvancedSearchEntity>('cases');
  const [draft, setDraft] = useState<CrmAdvancedSearchFilters>(NO_FILTERS);
  const [created, setCreated] = useState<DateRangeValue>({ start: null, end: null });
  const [search, setSearch] = useState<{ entity: CrmAdvancedSearchEntity; filters: CrmAdvancedSearchFilters } | null>(
    null,
  );
  const grid = useGridState<AdvancedSearchRow>({ sort: { columnAccessor: 'id', direction: 'desc' } });
  const orderBy = grid.sortStatus ? `${grid.sortStatus.columnAccessor} ${grid.sortStatus.direction}` : undefined;
  const result = useCrmAdvancedSearch(
    search ? { ...search, filters: { ...search.filters, orderBy }, skip: grid.skip, take: grid.take } : null,
  );
  const set = (patch: Partial<CrmAdvancedSearchFilters>) => setDraft({ ...draft, ...patch });
  const shownEntity = search?.entity ?? entity;
  const total = result.data?.total ?? 0;

  const run = () => {
    setSearch({
      entity,
      filters: {
        ...draft,
        memberId: text(draft.memberId)?.toUpperCase(),
        // An interaction names its agent by their name; cases, workflows and tasks their people by username.
        assignee: entity === 'interactions' ? nameOfPerson(people, draft.assignee) : draft.assignee,
        text: text(draft.text),
        createdFrom: created.start ?? undefined,
        createdTo: created.end ?? undefined,
      },
    });
    grid.resetPage();
  };

  return (
    <>
      <PageHeader
        title="CRM Advanced Search"
        description="Find cases, workflows, tasks and interactions; open one in My Queue's workspace."
      />
      <SegmentedControl
        mb="sm"
        aria-label="Search in"
        data={ADVANCED_SEARCH_ENTITIES.map((value) => ({ value, label: ENTITY_LABELS[value] }))}
        value={entity}
        onChange={(value) => {
          setEntity(value);
          // Statuses and types belong to an entity: they do not carry over.
          setDraft({ ...draft, statuses: [], types: [] });
        }}
      />
      <FilterPanel
        label="Advanced search filters"
        onSearch={run}
        onClear={() => {
          setDraft(NO_FILTERS);
          setCreated({ start: null, end: null });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }} style={{ flex: 1 }}>
          <TextInput
            label="Member ID"
            value={draft.memberId ?? ''}
            onChange={(event) => set({ memberId: event.currentTarget.value })}
          />
          <NumberInput
            label="Case ID"
            hideControls
            min={1}
            value={draft.caseId ?? ''}
            onChange={(value) => set({ caseId: typeof value === 'number' && value > 0 ? value : undefined })}
          />
          {STATUS_OPTIONS[entity].length > 0 ? (
            <MultiSelect
              label="Status"
              data={[...STATUS_OPTIONS[entity]]}
              value={draft.statuses}
              onChange={(statuses) => set({ statuses })}
              clearable
            />
          ) : null}
          <MultiSelect
            label="Type"
            data={TYPE_OPTIONS[entity]}
            value={draft.types}
            onChange={(types) => set({ types })}
            clearable
            searchable
          />
          <PersonFilter
            label={ASSIGNEE_LABEL[entity]}
            value={draft.assignee}
            onChange={(assignee) => set({ assignee })}
          />
          <PersonFilter label="Created By" value={draft.createdBy} onChange={(createdBy) => set({ createdBy })} />
          <Box style={{ gridColumn: 'span 2' }}>
            <DateRangeInput label="Created" value={created} onChange={setCreated} />
          </Box>
          {entity !== 'interactions' ? (
            <>
              <Select
                label="Open or Closed"
                clearable
                data={OPEN_OPTIONS}
                value={draft.open === undefined ? null : draft.open ? 'open' : 'closed'}
                onChange={(value) => set({ open: value === null ? undefined : value === 'open' })}
              />
              <Select
                label="SLA"
                clearable
                data={SLA_OPTIONS}
                value={draft.sla ?? null}
                onChange={(value) => set({ sla: value === 'exceeding' || value === 'within' ? value : undefined })}
              />
            </>
          ) : null}
          <TextInput
            label="Text"
            description="In the subject, reason, description or notes"
            value={draft.text ?? ''}
            onChange={(event) => set({ text: event.currentTarget.value })}
          />
        </SimpleGrid>
      </FilterPanel>
      <DataGrid<AdvancedSearchRow>
        key={shownEntity}
        gridKey={`crm-advanced-search-${shownEntity}`}
        label={`${ENTITY_LABELS[shownEntity]} found`}
        columns={advancedSearchColumns(shownEntity)}
        records={search ? result.data?.items : []}
        idAccessor="id"
        fetching={result.isFetching}
        error={result.error}
        paging={grid.paging(total)}
        sortStatus={grid.sortStatus}
        onSortStatusChange={grid.onSortStatusChange}
        emptyMessage={search ? 'Nothing matches these filters.' : 'Choose the filters and search.'}
        onRowClick={({ record }) => void navigate(`/crm/myqueue/${ADVANCED_SEARCH_ITEM[shownEntity]}/${record.id}`)}
        height={520}
        toolbar={
          <ExportButton
            url={CRM_ADVANCED_SEARCH_EXPORT_URL}
            filters={() => ({ entity: shownEntity, ...(search?.filters ?? NO_FILTERS), orderBy })}
            fileName={`crm-${shownEntity}.xlsx`}
            disabled={!search || total === 0}
            pdf={false}
          />
        }
      />
      {total > CRM_ADVANCED_SEARCH_COUNT_CAP ? (
        <Box c="gray.7" fz="sm" mt="xs">
          More than {CRM_ADVANCED_SEARCH_COUNT_CAP.toLocaleString('en-US')} items match: narrow the filters.
        </Box>
      ) : null}
    </>
  );
}
