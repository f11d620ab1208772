import { Select } from '../../../ui/inputs/Select.tsx';
import {
  VISIT_HISTORY_EVENTS,
  visitHistoryFilterSchema,
  type VisitHistoryRow,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../../app/session/session-context.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterPanel } from '../../../ui/FilterPanel.tsx';
import { longTextColumn } from '../../../ui/grid-long-text.ts';
import { DateInput } from '../../../ui/inputs/DateInput.tsx';
import { TextInput } from '../../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useGridState } from '../../../ui/use-grid-state.ts';
import { useCheckedSearchFilter } from '../../../ui/use-search-filter.ts';
import { useVisitHistory } from '../api/care-on-demand-api.ts';
import { PersonName } from '../../../ui/PersonName.tsx';
import { VisitHistoryDetail } from './VisitHistoryDetail.tsx';

interface Draft {
  memberId: string;
  from: string | null;
  to: string | null;
  event: string | null;
}
const EMPTY: Draft = { memberId: '', from: null, to: null, event: null };
const filterInput = (draft: Draft) => ({
  memberId: draft.memberId,
  from: draft.from ?? undefined,
  to: draft.to ?? undefined,
  event: draft.event ?? undefined,
});

/** Spaces the words of an event name ('ProviderJoined' -> 'Provider Joined'; 'SmsInviteSent' -> 'SMS Invite Sent'). */
export const eventLabel = (event: string): string =>
  event.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/\bSms\b/g, 'SMS');

// Each cell keeps to one line and the grid fits its box at 1280 px: the Detail takes the rest of the row, a longer one cut
// there, whole on hover and in the row's detail a click opens (a status change reads 'Scheduled → Cancelled', from the
// server, on screen and in the export).
const columns: DataGridColumn<VisitHistoryRow>[] = [
  // The plan's time, as the From and To days are read and as the Excel export writes it.
  { accessor: 'at', title: 'Date (PT)', noWrap: true, render: (row) => formatTimestamp(row.at) },
  { accessor: 'event', title: 'Event', noWrap: true, render: (row) => eventLabel(row.event) },
  { accessor: 'memberId', title: 'Member ID', noWrap: true },
  { accessor: 'memberFullName', title: 'Member', noWrap: true },
  // The visit's number; a short header leaves the Detail room at 1280 px.
  { accessor: 'appointmentId', title: 'Visit', noWrap: true },
  // The person's name, the username on hover.
  {
    accessor: 'actor',
    title: 'By',
    noWrap: true,
    render: (row) => <PersonName username={row.actor} name={row.actorName} />,
  },
  {
    accessor: 'detail',
    title: 'Detail',
    ...longTextColumn<VisitHistoryRow>((row) => row.detail),
    width: '100%',
    // The rest of the row, whatever the other cells take (a longer member's name, event): no width of its own (max 0),
    // so it never pushes the grid wider than its box, a fixed width would at a longer row.
    cellsStyle: () => ({ maxWidth: 0 }),
  },
];

/**
 * Care on Demand's Audit History (module 159, /careondemand/audithistory): the visit events and the appointments'
 * changes, newest first, by member, date range and event, 25 a page (shell spec §9 audit history grid), with the Excel
 * export.
 */
export function AuditHistoryScreen() {
  const canExport = useCan(MODULE_IDS.careOnDemandAudit, 'export');
  const grid = useGridState<VisitHistoryRow>({ pageSize: 25 });
  const { draft, setDraft, filter, validate, onSearch, onClear } = useCheckedSearchFilter(
    visitHistoryFilterSchema,
    filterInput,
    EMPTY,
    grid.resetPage,
  );
  const history = useVisitHistory({ ...filter, skip: grid.skip, take: grid.take });
  return (
    <>
      <PageHeader title="Audit History" description="Visit events and appointment changes of Care on Demand." />
      <FilterPanel
        label="Audit history filters"
        validate={validate}
        onSearch={onSearch}
        onClear={onClear}
        searching={history.isFetching}
      >
        <TextInput
          label="Member ID"
          value={draft.memberId}
          onChange={(event) => setDraft({ ...draft, memberId: event.currentTarget.value })}
        />
        <DateInput label="From" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        <DateInput label="To" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        <Select
          label="Event"
          // No event chosen lists every event: the box says so instead of standing empty.
          placeholder="All events"
          clearable
          data={VISIT_HISTORY_EVENTS.map((value) => ({ value, label: eventLabel(value) }))}
          value={draft.event}
          onChange={(event) => setDraft({ ...draft, event })}
        />
      </FilterPanel>
      <DataGrid<VisitHistoryRow>
        gridKey="care-on-demand-audit-history"
        label="Audit history"
        columns={columns}
        records={history.data?.items}
        paging={grid.paging(history.data?.total ?? 0)}
        fetching={history.isFetching}
        error={history.error}
        emptyMessage="No event matches the filters"
        height={450}
        // A click (or Enter) on a row shows its whole Detail under it, as the platform Audit History does; an auditor may
        // keep several open to read them together.
        rowExpansion={{ allowMultiple: true, content: ({ record }) => <VisitHistoryDetail row={record} /> }}
        toolbar={
          canExport ? (
            <ExportButton
              url="/api/careondemand/AuditHistoryExcelExport"
              filters={() => filter}
              fileName="CareOnDemandAuditHistory.xlsx"
              pdf={false}
            />
          ) : null
        }
      />
    </>
  );
}
