import { Badge, Group } from '@mantine/core';
import { useState } from 'react';
import { MEMBER_WORKSPACE_MESSAGES } from '@portal/contracts/crm-my-queue/member-workspace';
import type { EmailStatusRow, MailStatusRow } from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts/platform/paging';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { longTextColumn, restOfRowTextColumn } from '../../ui/grid-long-text.ts';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { useDeliveryStatus, type DeliveryStatusRows } from './api/communications-api.ts';

const statusBadge = (status: string) => <Badge color={status === 'Sent' ? 'green' : 'blue'}>{status}</Badge>;

/** Who requested the mailing, by name as the rest of the CRM names people (the username when no user has it). */
const requestedBy = (row: { createdBy: string; createdByName: string | null }) => row.createdByName ?? row.createdBy;

const planMaterials = (row: { planMaterials: string[] }) => row.planMaterials.join(', ');

function StatusGrid<C extends keyof DeliveryStatusRows>({
  call,
  label,
  columns,
}: {
  call: C;
  label: string;
  columns: DataGridColumn<DeliveryStatusRows[C]>[];
}) {
  const [memberId, setMemberId] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const filter = /^M\d{9}$/i.test(memberId.trim()) ? memberId.trim().toUpperCase() : '';
  // A member id not complete yet filters nothing: say so rather than list every member's mail as if it were filtered.
  const incomplete = memberId.trim() !== '' && filter === '';
  const status = useDeliveryStatus(call, { memberId: filter, page, pageSize });
  return (
    <>
      <Group mb="sm">
        <TextInput
          label="Member ID"
          w={200}
          maxLength={10}
          value={memberId}
          error={incomplete ? MEMBER_WORKSPACE_MESSAGES.memberIdInvalid : undefined}
          onChange={(event) => {
            setMemberId(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {/* Each cell keeps to one line, as the other CRM Admin grids, and every column fits at 1280 px (Requested By is not
          scrolled out of view): plan materials take the width the other columns leave; long ones, addresses, e-mails and names are cut, whole on hover. */}
      <DataGrid<DeliveryStatusRows[C]>
        gridKey={`crm-admin-communications-${call}`}
        label={label}
        records={status.data?.items}
        error={status.error ?? undefined}
        fetching={status.isFetching}
        paging={{
          page,
          pageSize,
          totalRecords: status.data?.total ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        columns={columns}
      />
    </>
  );
}

/** Mail status: plan-material mail requests, newest first (GetMailStatus). */
export function MailStatusTab() {
  return (
    <StatusGrid<'GetMailStatus'>
      call="GetMailStatus"
      label="Mail requests"
      columns={[
        {
          accessor: 'createdDate',
          title: 'Requested',
          noWrap: true,
          render: (row) => formatTimestamp(row.createdDate),
        },
        { accessor: 'memberId', title: 'Member ID', noWrap: true, toggleable: false },
        {
          accessor: 'planMaterials',
          title: 'Plan Materials',
          ...restOfRowTextColumn<MailStatusRow>(planMaterials),
          render: planMaterials,
        },
        {
          accessor: 'mailingAddress',
          title: 'Mailing Address',
          ...longTextColumn<MailStatusRow>((row) => row.mailingAddress, 190),
        },
        { accessor: 'status', title: 'Status', noWrap: true, render: (row) => statusBadge(row.status) },
        {
          accessor: 'createdBy',
          title: 'Requested By',
          ...longTextColumn<MailStatusRow>(requestedBy, 150),
          render: requestedBy,
        },
      ]}
    />
  );
}

/** E-mail status: the e-mailed copies of mail requests (GetEmailStatus). */
export function EmailStatusTab() {
  return (
    <StatusGrid<'GetEmailStatus'>
      call="GetEmailStatus"
      label="E-mails"
      columns={[
        {
          accessor: 'createdDate',
          title: 'Requested',
          noWrap: true,
          render: (row) => formatTimestamp(row.createdDate),
        },
        { accessor: 'memberId', title: 'Member ID', noWrap: true, toggleable: false },
        { accessor: 'email', title: 'E-mail', ...longTextColumn<EmailStatusRow>((row) => row.email, 190) },
        {
          accessor: 'planMaterials',
          title: 'Plan Materials',
          ...restOfRowTextColumn<EmailStatusRow>(planMaterials),
          render: planMaterials,
        },
        { accessor: 'status', title: 'Status', noWrap: true, render: (row) => statusBadge(row.status) },
        {
          accessor: 'createdBy',
          title: 'Requested By',
          ...longTextColumn<EmailStatusRow>(requestedBy, 150),
          render: requestedBy,
        },
      ]}
    />
  );
}
