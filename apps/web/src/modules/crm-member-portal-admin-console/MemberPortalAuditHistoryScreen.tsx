import { Select } from '../../ui/inputs/Select.tsx';
import {
  PORTAL_EVENT_TYPES,
  portalEventsByIdQuerySchema,
  type PortalEvent,
  type PortalEventType,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import { isApiError } from '../../lib/api.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { FilterPanel, issuesOf } from '../../ui/FilterPanel.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import { usePortalEvents } from './api/member-portal-api.ts';
import { IntegrationNotice } from './PortalParts.tsx';

interface Criteria {
  memberId: string;
  memberEmail: string;
  eventType: PortalEventType | '';
}
const NONE: Criteria = { memberId: '', memberEmail: '', eventType: '' };

/** A member id or e-mail searched is checked with the server's own rules before the search runs. */
const memberIssues = ({ memberId, memberEmail }: Criteria): string[] =>
  memberId.trim() || memberEmail.trim()
    ? issuesOf(
        portalEventsByIdQuerySchema.safeParse({
          memberId: memberId.trim() || undefined,
          memberEmail: memberEmail.trim() || undefined,
        }),
      )
    : [];

/** CRM > Member Portal Audit History (module 127): the portal accounts' events, of one member or of all. */
export function MemberPortalAuditHistoryScreen() {
  const grid = useGridState<PortalEvent>();
  const { draft, setDraft, filter: criteria, onSearch, onClear } = useSearchFilter<Criteria>(NONE, grid);
  const events = usePortalEvents({
    ...(criteria.memberId ? { memberId: criteria.memberId.trim().toUpperCase() } : {}),
    ...(criteria.memberEmail ? { memberEmail: criteria.memberEmail.trim() } : {}),
    ...(criteria.eventType ? { eventType: criteria.eventType } : {}),
    $skip: grid.skip,
    $top: grid.take,
  });
  // The server answers 404 with the words for a member id that no member has: the grid says it.
  const noMember = isApiError(events.error) && events.error.status === 404 ? events.error.message : null;

  return (
    <>
      <PageHeader
        title="Member Portal Audit History"
        description="Sign-ins, lockouts, unlocks and verification e-mails of the member portal accounts."
      />
      <IntegrationNotice integration={events.data?.integration} />
      <FilterPanel
        label="Search portal events"
        validate={() => memberIssues(draft)}
        onSearch={onSearch}
        onClear={onClear}
      >
        <TextInput
          label="Member ID"
          w={180}
          value={draft.memberId}
          onChange={(event) => setDraft({ ...draft, memberId: event.currentTarget.value })}
        />
        <TextInput
          label="Member E-mail"
          w={260}
          value={draft.memberEmail}
          onChange={(event) => setDraft({ ...draft, memberEmail: event.currentTarget.value })}
        />
        <Select
          label="Event"
          w={200}
          clearable
          disabled={Boolean(draft.memberId || draft.memberEmail)}
          // One member's search lists all their events (GetMemberPortalEventsById has no event filter): the box says so.
          placeholder={draft.memberId || draft.memberEmail ? "All the member's events" : 'All events'}
          data={[...PORTAL_EVENT_TYPES]}
          value={draft.eventType || null}
          onChange={(value) => setDraft({ ...draft, eventType: value ?? '' })}
        />
      </FilterPanel>
      <DataGrid<PortalEvent>
        gridKey="crm-member-portal-audit"
        label="Member portal events"
        records={noMember ? [] : events.data?.items}
        fetching={events.isFetching}
        error={noMember ? null : events.error}
        emptyMessage={noMember ?? 'No events match the search'}
        paging={grid.paging(events.data?.total ?? 0)}
        // Each cell keeps to one line (the grid scrolls sideways), as the CRM Admin grids.
        columns={[
          { accessor: 'occurredAt', title: 'When', noWrap: true, render: (event) => formatTimestamp(event.occurredAt) },
          { accessor: 'memberId', title: 'Member ID', noWrap: true },
          { accessor: 'email', title: 'E-mail', noWrap: true },
          { accessor: 'eventType', title: 'Event', noWrap: true },
          { accessor: 'detail', title: 'Detail', noWrap: true, render: (event) => event.detail ?? '' },
          { accessor: 'performedBy', title: 'By', noWrap: true, render: (event) => event.performedBy ?? 'Member' },
        ]}
      />
    </>
  );
}
