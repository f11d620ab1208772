import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { GAP_LABELS, GAPS } from '@portal/contracts/patient-360/advanced-search';
import type { MyPanelFilter, PanelMember } from '@portal/contracts/panel-my-panel/my-panel';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { MEMBER_STATE_LABELS, memberDisplayState, memberTabColor } from '@portal/contracts/platform/member-status';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { TAB_COLORS } from '../../app/shell/members/member-colors.ts';
import { useCan, useFlag } from '../../app/session/session-context.ts';
import { useWorkspace } from '../../app/shell/workspace/workspace-context.tsx';
import { formatDate } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useMemberSearchGrid } from '../../ui/member/use-member-search-grid.ts';
import { ChangeApcDialog } from './ChangeApcDialog.tsx';
import { EMPTY_DRAFT, MyPanelFilters, parseDraft, type MyPanelDraft } from './MyPanelFilters.tsx';
import { useMyPanel, usePanelUserFlags } from './api/my-panel-api.ts';

/**
 * The panel's columns. Each cell keeps to one line (the grid scrolls sideways at 1280 px rather than breaking a name or
 * an APC over three lines) and the coloured status comes right after the name, so a member's state is seen without
 * scrolling; programs and the phone are in the Columns menu, off at first.
 */
const columns = (today: string): DataGridColumn<PanelMember>[] => [
  { accessor: 'memberId', title: 'Member ID', sortable: true, noWrap: true },
  { accessor: 'fullName', title: 'Name', noWrap: true },
  {
    accessor: 'isActive',
    title: 'Status',
    noWrap: true,
    render: (row) => (
      <Badge color={TAB_COLORS[memberTabColor(row, today)]} variant="filled">
        {MEMBER_STATE_LABELS[memberDisplayState(row, today)]}
      </Badge>
    ),
  },
  { accessor: 'dateOfBirth', title: 'Date of Birth', noWrap: true, render: (row) => formatDate(row.dateOfBirth) },
  { accessor: 'pcp', title: 'APC', noWrap: true, render: (row) => row.pcp?.name ?? '' },
  { accessor: 'lastVisitDate', title: 'Last Visit', noWrap: true, render: (row) => formatDate(row.lastVisitDate) },
  {
    accessor: 'gaps',
    title: 'Care Gaps',
    noWrap: true,
    render: (row) =>
      GAPS.filter((gap) => row.profile[gap])
        .map((gap) => GAP_LABELS[gap])
        .join(', '),
  },
  {
    accessor: 'admissionRisk',
    title: 'Admission Risk',
    sortable: true,
    noWrap: true,
    render: (row) => row.profile.admissionRisk,
  },
  {
    accessor: 'atRiskCategory',
    title: 'At-Risk Category',
    noWrap: true,
    render: (row) => row.profile.atRiskCategory,
  },
  {
    accessor: 'clinicalPrograms',
    title: 'Programs',
    noWrap: true,
    defaultToggle: false,
    render: (row) => row.profile.clinicalPrograms.join(', '),
  },
  { accessor: 'phone', title: 'Phone', noWrap: true, defaultToggle: false, render: (row) => formatPhone(row.phone) },
];

/**
 * Panel Management's My Panel (module 155, /panelmgt/mypanel): the members assigned to the signed-in provider, or for a
 * panel manager to the provider or IPA chosen, filtered by care gaps, programs, risk and last visit, 50 a page, with the
 * Excel export; ticked members get a new APC through Change APC (shell spec §2.7). A double click, or Enter on the row,
 * opens the member's tab.
 */
export function MyPanelScreen() {
  const workspace = useWorkspace();
  const flags = usePanelUserFlags();
  const canExport = useCan(MODULE_IDS.panelMyPanel, 'export');
  const changeApcOn = useFlag(FEATURE_FLAGS.panelChangeApc);
  const manager = flags.data?.isPanelManager ?? false;
  const ownProvider = flags.data?.provider ?? null;
  const [draft, setDraft] = useState<MyPanelDraft>(EMPTY_DRAFT);
  // A provider's own panel shows at once; a panel manager chooses whose panel first.
  const [chosen, setChosen] = useState<MyPanelFilter | null>(null);
  const initial = parseDraft(EMPTY_DRAFT);
  const filter = chosen ?? (ownProvider && !manager && initial.success ? initial.data : null);
  const { grid, sortStatus, sort, request, selected, setSelected } = useMemberSearchGrid<PanelMember, MyPanelFilter>(
    filter,
  );
  const result = useMyPanel(request);
  const [changing, setChanging] = useState(false);
  const canAssign = (flags.data?.canAssign ?? false) && changeApcOn;
  const total = result.data?.total ?? 0;
  const today = todayInLosAngeles();

  const description = manager
    ? 'Choose a provider or an IPA to see the members assigned to them.'
    : ownProvider
      ? `The members assigned to ${ownProvider.name} (NPI ${ownProvider.npi}).`
      : flags.isSuccess
        ? 'Your user is not linked to a provider yet; a panel manager links it in Panel Management Admin.'
        : undefined;

  return (
    <>
      <PageHeader title="My Panel" description={description} />
      <MyPanelFilters
        draft={draft}
        manager={manager}
        scopeRequired={manager && !ownProvider}
        onChange={setDraft}
        onSearch={(next) => {
          grid.resetPage();
          setChosen(next);
        }}
        onClear={() => {
          setDraft(EMPTY_DRAFT);
          setChosen(null);
          grid.resetPage();
        }}
        searching={result.isFetching}
      />
      {filter ? (
        <>
          <Text size="sm" c="gray.7" mb="xs">
            {result.data ? `Panel of ${result.data.scope.name}. ` : ''}Double-click a member, or press Enter on their
            row, to open their tab
            {canAssign ? '; tick members to change their APC.' : '.'}
          </Text>
          <DataGrid<PanelMember>
            gridKey="panel-my-panel"
            label="Panel members"
            columns={columns(today)}
            records={result.data?.items}
            idAccessor="memberId"
            paging={grid.paging(total)}
            sortStatus={sortStatus}
            onSortStatusChange={grid.onSortStatusChange}
            fetching={result.isFetching}
            error={result.error}
            emptyMessage="No member of the panel matches the filters"
            {...(canAssign
              ? {
                  selectedRecords: selected,
                  onSelectedRecordsChange: setSelected,
                }
              : {})}
            onRowDoubleClick={({ record }) => workspace.openMember(record.memberId)}
            height={560}
            toolbar={
              <Group gap="xs">
                {result.data?.totalIsCapped ? (
                  <Text size="xs" c="gray.7">
                    More than {total.toLocaleString('en-US')} members: narrow the filters to page further, or export.
                  </Text>
                ) : null}
                {canAssign ? (
                  <Button size="xs" disabled={selected.length === 0} onClick={() => setChanging(true)}>
                    Change APC
                  </Button>
                ) : null}
                {canExport ? (
                  <ExportButton
                    url="/api/panelManagement/MyPanelExcelExport"
                    filters={() => ({ ...filter, ...sort })}
                    fileName="MyPanel.xlsx"
                    pdf={false}
                  />
                ) : null}
              </Group>
            }
          />
        </>
      ) : null}
      {changing ? (
        <ChangeApcDialog
          members={selected}
          onClose={() => setChanging(false)}
          onAssigned={() => {
            setChanging(false);
            setSelected([]);
          }}
          onReload={() =>
            // The ticked members as the panel holds them now (new versions); one moved off the panel leaves the list.
            result.refetch().then(({ data }) => {
              const now = new Map((data?.items ?? []).map((member) => [member.memberId, member]));
              const still = selected.flatMap((member) => now.get(member.memberId) ?? []);
              setSelected(still);
              if (still.length === 0) setChanging(false);
            })
          }
        />
      ) : null}
    </>
  );
}
