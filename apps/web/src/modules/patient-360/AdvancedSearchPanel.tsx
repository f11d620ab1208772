import { Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import {
  GAP_LABELS,
  GAPS,
  type AdvancedSearchFilter,
  type AdvancedSearchRow,
} from '@portal/contracts/patient-360/advanced-search';
import { MEMBER_STATE_LABELS, memberDisplayState, memberTabColor } from '@portal/contracts/platform/member-status';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { TAB_COLORS } from '../../app/shell/members/member-colors.ts';
import { useCan } from '../../app/session/session-context.ts';
import { formatDate } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { useMemberSearchGrid } from '../../ui/member/use-member-search-grid.ts';
import { AdvancedSearchFilters, EMPTY_DRAFT, type AdvancedSearchDraft } from './AdvancedSearchFilters.tsx';
import { MemberPdfButton } from './MemberPdfButton.tsx';
import { useAdvancedSearch } from './advanced-search-api.ts';

// The member grid row's fields (shell spec §3) show; the five clinical profile columns the filters already narrow by
// (at-risk category, gaps, Care Anywhere, programs, social determinants) start hidden behind the Columns chooser, which
// remembers each choice in this browser: all seventeen headers alone were some 1,870 px, so a member's row ran far
// off the screen's right edge.
const COLUMNS = (today: string): DataGridColumn<AdvancedSearchRow>[] => [
  { accessor: 'memberId', title: 'Member ID', sortable: true },
  { accessor: 'fullName', title: 'Name' },
  {
    accessor: 'isActive',
    title: 'Status',
    render: (row) => (
      // The member tab's colour for the same state (shell spec §2.3, §4), with its words.
      <Badge color={TAB_COLORS[memberTabColor(row, today)]} variant="filled">
        {MEMBER_STATE_LABELS[memberDisplayState(row, today)]}
      </Badge>
    ),
  },
  { accessor: 'dateOfBirth', title: 'Date of Birth', render: (row) => formatDate(row.dateOfBirth) },
  {
    accessor: 'companyId',
    title: 'Health Plan',
    render: (row) => `${row.companyId} ${row.contractCode}-${row.pbpCode}`,
  },
  { accessor: 'pcp', title: 'PCP', render: (row) => row.pcp?.name ?? '' },
  {
    accessor: 'homeAddress',
    title: 'Home Address',
    render: ({ homeAddress: a }) => `${a.address1}, ${a.city}, ${a.state} ${a.zip5}`,
  },
  { accessor: 'alertCounts', title: 'Alerts', textAlign: 'right' },
  { accessor: 'memberHealthRisk', title: 'Health Risk' },
  {
    accessor: 'hospiceEligibility',
    title: 'Hospice',
    render: (row) => (row.hospiceEligibility.eligible ? 'Eligible' : ''),
  },
  {
    accessor: 'admissionRisk',
    title: 'Admission Risk',
    sortable: true,
    render: (row) => row.profile.admissionRisk,
  },
  {
    accessor: 'atRiskCategory',
    title: 'At-Risk Category',
    defaultToggle: false,
    render: (row) => row.profile.atRiskCategory,
  },
  {
    accessor: 'gaps',
    title: 'Gaps',
    defaultToggle: false,
    render: (row) =>
      GAPS.filter((gap) => row.profile[gap])
        .map((gap) => GAP_LABELS[gap])
        .join(', '),
  },
  {
    accessor: 'careAnywhereStatus',
    title: 'Care Anywhere',
    defaultToggle: false,
    render: (row) => (row.profile.careAnywhereStatus === 'NotAssigned' ? '' : row.profile.careAnywhereStatus),
  },
  {
    accessor: 'clinicalPrograms',
    title: 'Programs',
    defaultToggle: false,
    render: (row) => row.profile.clinicalPrograms.join(', '),
  },
  {
    accessor: 'socialDeterminants',
    title: 'Social Determinants',
    defaultToggle: false,
    render: (row) => row.profile.socialDeterminants.join(', '),
  },
  { accessor: 'termDate', title: 'Term Date', render: (row) => formatDate(row.termDate) },
];

// Each cell keeps to one line at 1280 px (the grid scrolls sideways), as on My Panel: an address ran down four lines
// and a name, plan or PCP over two; the coloured status comes right after the name, so it shows without scrolling.
const columns = (today: string): DataGridColumn<AdvancedSearchRow>[] =>
  COLUMNS(today).map((column): DataGridColumn<AdvancedSearchRow> => ({ ...column, ellipsis: undefined, noWrap: true }));
/** The member's id and name stay at the left, after the tick box, while the rest of the row scrolls sideways. */
const PINNED_COLUMNS = ['memberId', 'fullName'];

/**
 * Patient 360's advanced search (issue 11): the shell's filters, the member grid (50 a page, by member id or admission
 * risk) with row selection for the member PDF (cleared when paging), the Excel export, and a double click that opens
 * the member's tab.
 */
export function AdvancedSearchPanel({ onOpen }: { onOpen: (memberId: string) => void }) {
  const canExport = useCan(MODULE_IDS.patient360, 'export');
  const [draft, setDraft] = useState<AdvancedSearchDraft>(EMPTY_DRAFT);
  const [filter, setFilter] = useState<AdvancedSearchFilter | null>(null);
  const { grid, sortStatus, sort, request, selected, setSelected } = useMemberSearchGrid<
    AdvancedSearchRow,
    AdvancedSearchFilter
  >(filter);
  const result = useAdvancedSearch(request);
  const today = todayInLosAngeles();
  const total = result.data?.total ?? 0;

  return (
    <>
      <AdvancedSearchFilters
        draft={draft}
        onChange={setDraft}
        onSearch={(next) => {
          grid.resetPage();
          setFilter(next);
        }}
        onClear={() => {
          setDraft(EMPTY_DRAFT);
          setFilter(null);
          grid.resetPage();
        }}
        searching={result.isFetching}
      />
      {filter ? (
        <>
          <Text size="sm" c="gray.7" mb="xs">
            Double-click a member, or press Enter on their row, to open their tab; tick members to print their PDF.
          </Text>
          <DataGrid<AdvancedSearchRow>
            gridKey="p360-advanced-search"
            label="Members found"
            columns={columns(today)}
            pinnedColumns={PINNED_COLUMNS}
            records={result.data?.items}
            idAccessor="memberId"
            paging={grid.paging(total)}
            sortStatus={sortStatus}
            onSortStatusChange={grid.onSortStatusChange}
            fetching={result.isFetching}
            error={result.error}
            emptyMessage="No member matches the filters"
            selectedRecords={selected}
            onSelectedRecordsChange={setSelected}
            onRowDoubleClick={({ record }) => onOpen(record.memberId)}
            height={560}
            toolbar={
              <Group gap="xs">
                {result.data?.totalIsCapped ? (
                  <Text size="xs" c="gray.7">
                    More than {total.toLocaleString('en-US')} members: narrow the filters to page further, or export.
                  </Text>
                ) : null}
                {canExport ? (
                  <>
                    <MemberPdfButton memberIds={selected.map((row) => row.memberId)} />
                    <ExportButton
                      url="/api/PatientViewer/AdvancedSearchExcelExport"
                      filters={() => ({ ...filter, ...sort })}
                      fileName="AdvancedSearch.xlsx"
                      pdf={false}
                    />
                  </>
                ) : null}
              </Group>
            }
          />
        </>
      ) : null}
    </>
  );
}
