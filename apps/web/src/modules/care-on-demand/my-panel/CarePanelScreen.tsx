import { Badge, Button, Group, Text } from '@mantine/core';
import { MultiSelect } from '../../../ui/inputs/MultiSelect.tsx';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  carePanelFilterSchema,
  type CarePanelFilter,
  type CarePanelMember,
  type UserPreference,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import {
  ADMISSION_RISKS,
  GAP_LABELS,
  GAPS,
  MEMBER_STATUS_FILTERS,
} from '@portal/contracts/patient-360/advanced-search';
import { MEMBER_STATE_LABELS, memberDisplayState, memberTabColor } from '@portal/contracts/platform/member-status';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { useCan } from '../../../app/session/session-context.ts';
import { TAB_COLORS } from '../../../app/shell/members/member-colors.ts';
import { formatDate, formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterPanel } from '../../../ui/FilterPanel.tsx';
import { MultiSelectFilter } from '../../../ui/inputs/MultiSelectFilter.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { notifyActionFailed, notifySuccess } from '../../../ui/notify.ts';
import { useGridState } from '../../../ui/use-grid-state.ts';
import { MyUpcomingVisits } from '../appointments/MyUpcomingVisits.tsx';
import { useCarePanel, useSavePreferences, useUserSettings } from '../api/care-on-demand-api.ts';
import { MyUpcomingTimeOff } from './MyUpcomingTimeOff.tsx';

export const MY_PANEL_PREFERENCES = 'CareOnDemandMyPanel';
const STATUS_LABELS: Record<(typeof MEMBER_STATUS_FILTERS)[number], string> = {
  all: 'All members',
  active: 'Active members',
  inactive: 'Inactive members',
};
const DEFAULT_FILTER: CarePanelFilter = { gaps: [], admissionRisks: [], memberStatus: 'active' };

const allColumns = (today: string): DataGridColumn<CarePanelMember>[] => [
  { accessor: 'memberId', title: 'Member ID', noWrap: true },
  { accessor: 'fullName', title: 'Name', noWrap: true },
  { accessor: 'dateOfBirth', title: 'Date of Birth', noWrap: true, render: (row) => formatDate(row.dateOfBirth) },
  { accessor: 'phone', title: 'Phone', noWrap: true, render: (row) => formatPhone(row.phone) },
  {
    accessor: 'lastVirtualVisit',
    title: 'Last Visit (PT)',
    noWrap: true,
    render: (row) => formatTimestamp(row.lastVirtualVisit, { seconds: false }),
  },
  {
    accessor: 'nextVirtualVisit',
    title: 'Next Visit (PT)',
    noWrap: true,
    render: (row) => formatTimestamp(row.nextVirtualVisit, { seconds: false }),
  },
  {
    accessor: 'gaps',
    title: 'Care Gaps',
    noWrap: true,
    render: (row) =>
      GAPS.filter((gap) => row.profile[gap])
        .map((gap) => GAP_LABELS[gap])
        .join(', '),
  },
  { accessor: 'admissionRisk', title: 'Admission Risk', noWrap: true, render: (row) => row.profile.admissionRisk },
  {
    accessor: 'status',
    title: 'Status',
    noWrap: true,
    render: (row) => (
      // The member tab's colour for the same state (shell spec §2.3), with its words, as every member grid shows it.
      <Badge color={TAB_COLORS[memberTabColor(row, today)]} variant="filled">
        {MEMBER_STATE_LABELS[memberDisplayState(row, today)]}
      </Badge>
    ),
  },
];
const COLUMN_OPTIONS = allColumns('').map((column) => ({
  value: String(column.accessor),
  label: typeof column.title === 'string' ? column.title : String(column.accessor),
}));

/** The saved filters, when they still parse; else the defaults. */
function savedFilter(preference: UserPreference | undefined): CarePanelFilter {
  const parsed = carePanelFilterSchema.safeParse(preference?.userPreferencesFilters ?? {});
  return parsed.success ? parsed.data : DEFAULT_FILTER;
}

/**
 * Care on Demand's My Panel (module 157, /careondemand/mypanel): the provider's upcoming visits, and the members of
 * their panel with the last and next virtual visit, filtered, 50 a page, with the Excel export. The filters and the
 * columns shown are the user's saved preferences (CareOnDemandUserSettings); a double click opens the member's visits.
 */
export function CarePanelScreen() {
  const settings = useUserSettings();
  if (settings.isPending) return <PageHeader title="My Panel" />;
  const preference = settings.data?.preferences.find((item) => item.moduleName === MY_PANEL_PREFERENCES);
  return (
    <CarePanel
      key={preference?.version ?? 0}
      userId={settings.data?.userId ?? 0}
      providerName={settings.data?.provider?.name ?? null}
      preference={preference}
    />
  );
}

function CarePanel(props: { userId: number; providerName: string | null; preference: UserPreference | undefined }) {
  const navigate = useNavigate();
  const canExport = useCan(MODULE_IDS.careOnDemand, 'export');
  const [draft, setDraft] = useState<CarePanelFilter>(() => savedFilter(props.preference));
  const [filter, setFilter] = useState<CarePanelFilter>(draft);
  const [shown, setShown] = useState<string[]>(() =>
    props.preference && props.preference.columns.length > 0
      ? props.preference.columns
      : COLUMN_OPTIONS.map((column) => column.value),
  );
  const grid = useGridState<CarePanelMember>();
  const linked = props.providerName !== null;
  const result = useCarePanel(linked ? { ...filter, skip: grid.skip, take: grid.take } : null);
  const save = useSavePreferences();
  const columns = allColumns(todayInLosAngeles()).filter((column) => shown.includes(String(column.accessor)));
  const open = (member: CarePanelMember) =>
    void navigate(`/careondemand/mypanel/${member.memberId}/${member.effectiveDateTime.slice(0, 10)}`);

  const saveView = () =>
    save.mutate(
      {
        userId: props.userId,
        moduleName: MY_PANEL_PREFERENCES,
        userPreferencesFilters: filter,
        columns: shown,
        version: props.preference?.version ?? 0,
      },
      { onSuccess: () => notifySuccess('Your view of My Panel has been saved.'), onError: notifyActionFailed },
    );

  return (
    <>
      <PageHeader
        title="My Panel"
        description={
          linked
            ? `The members assigned to ${props.providerName}, with their last and next virtual visit.`
            : 'Your user is not linked to a provider yet; a panel manager links it in Panel Management Admin.'
        }
      />
      {/* A user no provider is linked to has no panel: no filters whose Search would list nothing. */}
      {linked ? (
        <>
          <MyUpcomingVisits onOpenMember={(memberId) => void navigate(`/careondemand/mypanel/${memberId}/-`)} />
          <MyUpcomingTimeOff />
          <FilterPanel
            label="Panel filters"
            onSearch={() => {
              grid.resetPage();
              setFilter(draft);
            }}
            // Clear lists the panel as the fields now say (active members, no gap or risk), as every search screen does;
            // the columns shown stay as chosen.
            onClear={() => {
              grid.resetPage();
              setDraft(DEFAULT_FILTER);
              setFilter(DEFAULT_FILTER);
            }}
            searching={result.isFetching}
          >
            <Select
              label="Members"
              data={MEMBER_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }))}
              value={draft.memberStatus}
              allowDeselect={false}
              onChange={(value) =>
                setDraft({
                  ...draft,
                  memberStatus: MEMBER_STATUS_FILTERS.find((status) => status === value) ?? 'active',
                })
              }
            />
            <MultiSelectFilter
              label="Care Gaps"
              data={GAPS.map((value) => ({ value, label: GAP_LABELS[value] }))}
              value={draft.gaps}
              onChange={(values) => setDraft({ ...draft, gaps: values as CarePanelFilter['gaps'] })}
            />
            <MultiSelectFilter
              label="Admission Risk"
              data={[...ADMISSION_RISKS]}
              value={draft.admissionRisks}
              onChange={(values) => setDraft({ ...draft, admissionRisks: values as CarePanelFilter['admissionRisks'] })}
            />
            <MultiSelect
              label="Columns"
              data={COLUMN_OPTIONS}
              value={shown}
              onChange={(values) => setShown(values.length > 0 ? values : shown)}
            />
          </FilterPanel>
          <Text size="sm" c="gray.7" my="xs">
            Double-click a member, or press Enter on their row, to see and schedule their visits.
          </Text>
          <DataGrid<CarePanelMember>
            gridKey="care-on-demand-panel"
            label="Panel members"
            columns={columns}
            records={result.data?.items}
            idAccessor="memberId"
            paging={grid.paging(result.data?.total ?? 0)}
            fetching={result.isFetching}
            error={result.error}
            emptyMessage="No member of the panel matches the filters"
            onRowDoubleClick={({ record }) => open(record)}
            withoutColumnChooser
            height={520}
            toolbar={
              <Group gap="xs">
                <Button size="xs" variant="default" loading={save.isPending} onClick={saveView}>
                  Save my view
                </Button>
                {canExport ? (
                  <ExportButton
                    url="/api/careondemand/MyPanelExcelExport"
                    filters={() => filter}
                    columnNames={shown}
                    fileName="CareOnDemandPanel.xlsx"
                    pdf={false}
                  />
                ) : null}
              </Group>
            }
          />
        </>
      ) : null}
    </>
  );
}
