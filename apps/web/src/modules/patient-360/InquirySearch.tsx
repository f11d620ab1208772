import { Select } from '../../ui/inputs/Select.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import {
  AUTHORIZATION_STATUSES,
  authorizationSearchQuerySchema,
  CLAIM_STATUSES,
  claimSearchQuerySchema,
  type Authorization,
  type Claim,
} from '@portal/contracts/patient-360/member-record';
import { api } from '../../lib/api.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { FilterPanel, issuesOf } from '../../ui/FilterPanel.tsx';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { AUTH_COLUMNS, AuthorizationDrawer } from '../../ui/member/AuthorizationsPanel.tsx';
import { CLAIM_COLUMNS, ClaimDrawer } from '../../ui/member/ClaimsPanel.tsx';

interface Draft {
  memberId: string;
  number: string;
  providerNpi: string;
  fromDate: string | null;
  toDate: string | null;
  status: string | null;
}

const EMPTY: Draft = { memberId: '', number: '', providerNpi: '', fromDate: null, toDate: null, status: null };

type Kind = 'claims' | 'authorizations';
const KINDS = {
  claims: { schema: claimSearchQuerySchema, numberKey: 'claimNo', numberLabel: 'Claim #', statuses: CLAIM_STATUSES },
  authorizations: {
    schema: authorizationSearchQuerySchema,
    numberKey: 'authNo',
    numberLabel: 'Authorization #',
    statuses: AUTHORIZATION_STATUSES,
  },
} as const;

const toQuery = (kind: Kind, draft: Draft) => ({
  memberId: draft.memberId.trim() || undefined,
  [KINDS[kind].numberKey]: draft.number.trim() || undefined,
  providerNpi: draft.providerNpi.trim() || undefined,
  fromDate: draft.fromDate ?? undefined,
  toDate: draft.toDate ?? undefined,
  status: draft.status ?? undefined,
});

type Row = Claim | Authorization;

/**
 * The search of Claims Inquiry, Authorizations and the agents' worklists: by member ID, number or provider NPI, narrowed
 * by dates and status, 25 a page, a row opening its detail; claims export to Excel (25,000 rows at most).
 */
export function InquirySearch({
  kind,
  base,
  title,
  description,
  canExport = false,
}: {
  kind: Kind;
  base: string;
  title: string;
  description: string;
  canExport?: boolean;
}) {
  const config = KINDS[kind];
  const grid = useGridState<Row>({ pageSize: 25 });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [query, setQuery] = useState<z.output<typeof config.schema> | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const result = useQuery({
    queryKey: ['inquiry', base, query, grid.skip, grid.take],
    queryFn: ({ signal }) =>
      api.get<{ items: Row[]; total: number }>(`${base}/search`, {
        query: { ...query, $skip: grid.skip, $top: grid.take },
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // The member's grids without the member column; here every member's rows, so the member ID comes second.
  const [first, ...rest] = (kind === 'claims' ? CLAIM_COLUMNS : AUTH_COLUMNS) as unknown as DataGridColumn<Row>[];
  const withMember: DataGridColumn<Row>[] = [
    ...(first ? [first] : []),
    { accessor: 'memberId', title: 'Member ID' },
    ...rest,
  ];

  return (
    <>
      <PageHeader title={title} description={description} />
      <FilterPanel
        label={`Search ${kind}`}
        validate={() => issuesOf(config.schema.safeParse(toQuery(kind, draft)))}
        onSearch={() => {
          grid.resetPage();
          setQuery(config.schema.parse(toQuery(kind, draft)));
        }}
        onClear={() => {
          setDraft(EMPTY);
          setQuery(null);
          grid.resetPage();
        }}
        searching={result.isFetching}
      >
        <TextInput
          label="Member ID"
          w={150}
          value={draft.memberId}
          onChange={(e) => setDraft({ ...draft, memberId: e.currentTarget.value })}
        />
        <TextInput
          label={config.numberLabel}
          w={170}
          value={draft.number}
          onChange={(e) => setDraft({ ...draft, number: e.currentTarget.value })}
        />
        <TextInput
          label="Provider NPI"
          w={150}
          value={draft.providerNpi}
          onChange={(e) => setDraft({ ...draft, providerNpi: e.currentTarget.value })}
        />
        <DateInput
          label="From"
          w={150}
          value={draft.fromDate}
          onChange={(fromDate) => setDraft({ ...draft, fromDate })}
          clearable
        />
        <DateInput
          label="To"
          w={150}
          value={draft.toDate}
          {...(draft.fromDate ? { minDate: draft.fromDate } : {})}
          onChange={(toDate) => setDraft({ ...draft, toDate })}
          clearable
        />
        <Select
          label="Status"
          w={150}
          clearable
          placeholder="All"
          data={[...config.statuses]}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
        />
      </FilterPanel>
      {query ? (
        <DataGrid<Row>
          gridKey={`inquiry-${base}`}
          label={title}
          columns={withMember}
          records={result.data?.items}
          idAccessor={(row) => ('claimNo' in row ? row.claimNo : row.authNo)}
          paging={grid.paging(result.data?.total ?? 0)}
          fetching={result.isFetching}
          error={result.error}
          emptyMessage={`No ${kind} match the search`}
          onRowClick={({ record }) => setOpen('claimNo' in record ? record.claimNo : record.authNo)}
          toolbar={
            kind === 'claims' && canExport ? (
              <ExportButton url={`${base}/excelexport`} filters={() => query} fileName="Claims.xlsx" pdf={false} />
            ) : null
          }
        />
      ) : null}
      {kind === 'claims' ? (
        <ClaimDrawer claimNo={open} onClose={() => setOpen(null)} detailPath={`${base}/detail`} />
      ) : (
        <AuthorizationDrawer authNo={open} onClose={() => setOpen(null)} detailPath={`${base}/detail`} />
      )}
    </>
  );
}
