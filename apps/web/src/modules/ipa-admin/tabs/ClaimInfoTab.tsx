import { Alert, Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { claimAddressDisplay, type ContactDto } from '@portal/contracts/ipa-admin/contacts';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid } from '../../../ui/DataGrid.tsx';
import { notifyError } from '../../../ui/notify.ts';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useContacts } from '../api/search-contacts.ts';
import { useClaimDepartment } from '../api/claim-department.ts';
import { useIpaAccess } from '../use-ipa-access.ts';
import { ContactDialog } from './ContactDialog.tsx';
import { phoneText } from '@portal/contracts/platform/rules/phone';

/**
 * Claim Info tab (spec §2.6, §6): claim-department contacts with their claim address. With no claim permission the grid
 * is hidden, 'No access to this section' shows and an error toast appears; read-only disables Save.
 */
export function ClaimInfoTab({ ipa, readOnly }: IpaTabProps) {
  const { claimPermission } = useIpaAccess();
  const allowed = claimPermission !== 'none';
  const claims = useContacts(ipa.id, true, allowed);
  const department = useClaimDepartment(allowed);
  const [editing, setEditing] = useState<ContactDto | null | 'new'>(null);
  const dialogReadOnly = readOnly || claimPermission !== 'edit';

  useEffect(() => {
    if (!allowed) notifyError(M.noClaimAccessToast);
  }, [allowed]);

  if (!allowed) return <Alert color="red">{M.noClaimAccess}</Alert>;
  return (
    <>
      <DataGrid<ContactDto>
        gridKey="ipa-admin-claims"
        label="Claim info"
        height={450}
        records={claims.data?.items}
        fetching={claims.isFetching}
        error={claims.error}
        columns={[
          { accessor: 'primaryContactName', title: 'Name' },
          { accessor: 'primaryContactTitle', title: 'Title' },
          {
            accessor: 'primaryContactPhone',
            title: 'Phone',
            noWrap: true,
            render: (row) => phoneText(row.primaryContactPhone),
          },
          { accessor: 'claimAddress', title: 'Claim Address', render: (row) => claimAddressDisplay(row) },
          {
            accessor: 'isClaimAddress',
            title: 'Is Claim Address',
            render: (row) => (row.isClaimAddress ? 'Yes' : 'No'),
          },
          { accessor: 'startDt', title: 'Start Date', render: (row) => formatUsDate(row.startDt) },
          { accessor: 'endDt', title: 'End Date', render: (row) => formatUsDate(row.endDt) },
          { accessor: 'misDirectedPayerId', title: 'Misdirected Payer Id', defaultToggle: false },
          { accessor: 'tradingPartnerId', title: 'Trading Partner Id', defaultToggle: false },
        ]}
        onRowClick={({ record }) => setEditing(record)}
        // Spec §2.5 (the claim department's contacts are the same grid): Create, the column chooser, Refresh.
        toolbar={
          <Button onClick={() => setEditing('new')} disabled={dialogReadOnly || !department.data}>
            Create
          </Button>
        }
        toolbarEnd={
          <Button variant="default" onClick={() => void claims.refetch()}>
            Refresh
          </Button>
        }
      />
      <ContactDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        ipaWebId={ipa.id}
        ipaCode={ipa.ipaCode}
        ipaRisk={ipa.risk}
        contact={editing === 'new' ? null : editing}
        claimDepartmentId={department.data?.id ?? 0}
        departments={[]}
        readOnly={dialogReadOnly}
      />
    </>
  );
}
