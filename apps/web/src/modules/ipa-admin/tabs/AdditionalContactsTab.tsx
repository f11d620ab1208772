import { Button } from '@mantine/core';
import { useState } from 'react';
import type { ContactDto } from '@portal/contracts/ipa-admin/contacts';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid } from '../../../ui/DataGrid.tsx';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useContacts } from '../api/search-contacts.ts';
import { useDepartments } from '../api/departments.ts';
import { ContactDialog } from './ContactDialog.tsx';

/** Additional Contact tab (spec §2.5): grid with Create, column chooser, Refresh; a row opens 'Save Additional Contact'. */
export function AdditionalContactsTab({ ipa, readOnly }: IpaTabProps) {
  const contacts = useContacts(ipa.id, false);
  const departments = useDepartments();
  const [editing, setEditing] = useState<ContactDto | null | 'new'>(null);
  const [page, setPage] = useState(1);
  const rows = contacts.data?.items ?? [];

  return (
    <>
      <DataGrid<ContactDto>
        gridKey="ipa-admin-contacts"
        label="Additional contacts"
        height={450}
        records={rows.slice((page - 1) * 10, page * 10)}
        paging={{ page, pageSize: 10, totalRecords: rows.length, onPageChange: setPage }}
        fetching={contacts.isFetching}
        error={contacts.error}
        columns={[
          { accessor: 'departmentText', title: 'Department' },
          { accessor: 'primaryContactName', title: 'Name' },
          { accessor: 'primaryContactTitle', title: 'Title' },
          { accessor: 'primaryContactPhone', title: 'Phone' },
          { accessor: 'primaryContractEmail', title: 'Email' },
          { accessor: 'startDt', title: 'Start Date', render: (row) => formatUsDate(row.startDt) },
          { accessor: 'endDt', title: 'End Date', render: (row) => formatUsDate(row.endDt) },
          { accessor: 'secondaryContactName', title: 'Secondary Name', defaultToggle: false },
          { accessor: 'comments', title: 'Comments', defaultToggle: false },
        ]}
        onRowClick={({ record }) => setEditing(record)}
        toolbar={
          <>
            <Button onClick={() => setEditing('new')} disabled={readOnly}>
              Create
            </Button>
            <Button variant="default" onClick={() => void contacts.refetch()}>
              Refresh
            </Button>
          </>
        }
      />
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
