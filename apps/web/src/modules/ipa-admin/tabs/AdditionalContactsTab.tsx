import { Box, Button } from '@mantine/core';
import { useState } from 'react';
import type { ContactDto } from '@portal/contracts/ipa-admin/contacts';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid, type SortStatus } from '../../../ui/DataGrid.tsx';
import { CommentPreview } from '../../../ui/CommentPreview.tsx';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useContacts } from '../api/search-contacts.ts';
import { useDepartments } from '../api/departments.ts';
import { ContactDialog } from './ContactDialog.tsx';
import { phoneText } from '@portal/contracts/platform/rules/phone';
import { FIT_GRID_CLASS, TwoLineText } from '../../../ui/grid-fit.tsx';

/** Additional Contact tab (spec §2.5): grid with Create, column chooser, Refresh; a row opens 'Save Additional Contact'. */
export function AdditionalContactsTab({ ipa, readOnly }: IpaTabProps) {
  const contacts = useContacts(ipa.id, false);
  const departments = useDepartments();
  const [editing, setEditing] = useState<ContactDto | null | 'new'>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortStatus<ContactDto>>({ columnAccessor: 'startDt', direction: 'desc' });
  const [departmentFilter, setDepartmentFilter] = useState<string[]>([]);
  const all = contacts.data?.items ?? [];
  // Paging, sorting and Excel-style filtering of spec §2.5, over the IPA's contacts.
  const key = sort.columnAccessor as keyof ContactDto;
  const rows = all
    .filter((row) => departmentFilter.length === 0 || departmentFilter.includes(row.departmentText))
    .sort((a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? '')) * (sort.direction === 'asc' ? 1 : -1));

  return (
    <>
      {/* Spec §2.5's seven columns fit the tab at 1280 px without scrolling sideways (names and e-mail on up to two lines). */}
      <Box className={FIT_GRID_CLASS}>
        <DataGrid<ContactDto>
          gridKey="ipa-admin-contacts"
          label="Additional contacts"
          height={450}
          records={rows.slice((page - 1) * 10, page * 10)}
          paging={{ page, pageSize: 10, totalRecords: rows.length, onPageChange: setPage }}
          sortStatus={sort}
          onSortStatusChange={setSort}
          fetching={contacts.isFetching}
          error={contacts.error}
          columns={[
            {
              accessor: 'departmentText',
              title: 'Department',
              sortable: true,
              render: (row) => <TwoLineText text={row.departmentText} />,
              valueFilter: {
                loadValues: () => [...new Set(all.map((row) => row.departmentText))].sort(),
                selected: departmentFilter,
                onChange: (values) => {
                  setDepartmentFilter(values);
                  setPage(1);
                },
              },
            },
            {
              accessor: 'primaryContactName',
              title: 'Name',
              sortable: true,
              render: (row) => <TwoLineText text={row.primaryContactName} />,
            },
            {
              accessor: 'primaryContactTitle',
              title: 'Title',
              sortable: true,
              render: (row) => <TwoLineText text={row.primaryContactTitle} />,
            },
            {
              accessor: 'primaryContactPhone',
              title: 'Phone',
              noWrap: true,
              render: (row) => phoneText(row.primaryContactPhone),
            },
            {
              accessor: 'primaryContractEmail',
              title: 'Email',
              render: (row) => <TwoLineText text={row.primaryContractEmail} email />,
            },
            {
              accessor: 'startDt',
              title: 'Start Date',
              sortable: true,
              noWrap: true,
              render: (row) => formatUsDate(row.startDt),
            },
            {
              accessor: 'endDt',
              title: 'End Date',
              sortable: true,
              noWrap: true,
              render: (row) => formatUsDate(row.endDt),
            },
            { accessor: 'secondaryContactName', title: 'Secondary Name', defaultToggle: false },
            {
              accessor: 'comments',
              title: 'Comments',
              defaultToggle: false,
              render: (row) => <CommentPreview text={row.comments} />,
            },
          ]}
          onRowClick={({ record }) => setEditing(record)}
          // Spec §2.5: Create, the column chooser, Refresh.
          toolbar={
            <Button onClick={() => setEditing('new')} disabled={readOnly}>
              Create
            </Button>
          }
          toolbarEnd={
            <Button variant="default" onClick={() => void contacts.refetch()}>
              Refresh
            </Button>
          }
        />
      </Box>
      <ContactDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        ipaWebId={ipa.id}
        ipaCode={ipa.ipaCode}
        ipaRisk={ipa.risk}
        contact={editing === 'new' ? null : editing}
        claimDepartmentId={null}
        departments={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.text }))}
        readOnly={readOnly}
      />
    </>
  );
}
