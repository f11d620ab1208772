import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MEMBER_LOOKUP_MESSAGES,
  type MemberGridRow,
  type MemberSearchResponse,
} from '@portal/contracts/platform/lookups/members';
import { MEMBER_STATE_LABELS, memberDisplayState, memberTabColor } from '@portal/contracts/platform/member-status';
import { TAB_COLORS } from '../../app/shell/members/member-colors.ts';
import { notRealDateMessage, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { api } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';

const columns = (today: string): DataGridColumn<MemberGridRow>[] => [
  { accessor: 'memberId', title: 'Member ID' },
  { accessor: 'fullName', title: 'Name' },
  { accessor: 'dateOfBirth', title: 'Date of Birth', render: (row) => formatDate(row.dateOfBirth) },
  { accessor: 'mbi', title: 'MBI' },
  { accessor: 'phone', title: 'Phone', render: (row) => formatPhone(row.phone) },
  {
    accessor: 'companyId',
    title: 'Health Plan',
    render: (row) => `${row.companyId} ${row.contractCode}-${row.pbpCode}`,
  },
  { accessor: 'pcp', title: 'PCP', render: (row) => row.pcp?.name ?? '' },
  {
    accessor: 'isActive',
    title: 'Status',
    render: (row) => {
      const state = memberDisplayState(row, today);
      // The member tab's colour for the same state (shell spec §2.3), with its words.
      return (
        <Badge color={TAB_COLORS[memberTabColor(row, today)]} variant="filled">
          {MEMBER_STATE_LABELS[state]}
        </Badge>
      );
    },
  },
];

/**
 * Finds members by member id, MBI or name (GET /odata/members, every status) and lists them, 25 a page; choosing a
 * row hands the member to `onOpen`.
 */
export function MemberSearchResults({
  onOpen,
  openLabel,
}: {
  onOpen: (member: MemberGridRow) => void;
  openLabel: string;
}) {
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const grid = useGridState<MemberGridRow>({ pageSize: 25, pageSizeOptions: [25, 50] });
  const result = useQuery({
    queryKey: ['p360-members', term, grid.skip, grid.take],
    queryFn: ({ signal }) =>
      api.get<MemberSearchResponse>('/odata/members', {
        query: { searchTerm: term, memberStatus: 'ALL', $top: grid.take, $skip: grid.skip },
        signal,
      }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
  const today = todayInLosAngeles();
  // A birth date that is no real date is said so before searching (a search for it would only find nobody).
  const draftError =
    draft.trim().length === 1 ? MEMBER_LOOKUP_MESSAGES.searchTooShort : (notRealDateMessage(draft) ?? undefined);
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (draftError || draft.trim().length < 2) return;
          grid.resetPage();
          setTerm(draft.trim());
        }}
      >
        <Group align="end" mb="md">
          <TextInput
            label="Member ID, MBI, name, phone or birth date"
            description="A name last name first or first name first; a phone as 10 digits; a birth date as MM/DD/YYYY"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            w={360}
            error={draftError}
          />
          <Button type="submit" disabled={draft.trim().length < 2 || draftError !== undefined}>
            Search
          </Button>
        </Group>
      </form>
      {term ? (
        <>
          <Text size="sm" c="gray.7" mb="xs">
            {openLabel}
          </Text>
          <DataGrid
            gridKey="p360-member-search"
            label="Members found"
            // Each cell keeps to one line at 1280 px (the grid scrolls sideways): a phone, a plan or a PCP's name broken
            // over two lines made the rows twice as tall and the list hard to scan.
            columns={columns(today).map((column): DataGridColumn<MemberGridRow> => ({
              ...column,
              ellipsis: undefined,
              noWrap: true,
            }))}
            records={result.data?.items}
            idAccessor="memberId"
            paging={grid.paging(result.data?.total ?? 0)}
            fetching={result.isFetching}
            error={result.error}
            emptyMessage="No member matches the search"
            onRowClick={({ record }) => onOpen(record)}
          />
        </>
      ) : null}
    </>
  );
}
