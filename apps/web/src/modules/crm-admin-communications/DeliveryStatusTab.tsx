import { Badge, Group } from '@mantine/core';
import { useState } from 'react';
import { MEMBER_WORKSPACE_MESSAGES } from '@portal/contracts/crm-my-queue/member-workspace';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts/platform/paging';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { useDeliveryStatus, type DeliveryStatusRows } from './api/communications-api.ts';

const statusBadge = (status: string) => <Badge color={status === 'Sent' ? 'green' : 'blue'}>{status}</Badge>;

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
      {/* Each cell keeps to one line (the grid scrolls sideways), as the other CRM Admin grids. */}
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
          noWrap: true,
          render: (row) => row.planMaterials.join(', '),
        },
        { accessor: 'mailingAddress', title: 'Mailing Address', noWrap: true },
        { accessor: 'status', title: 'Status', noWrap: true, render: (row) => statusBadge(row.status) },
        { accessor: 'createdBy', title: 'Requested By', noWrap: true },
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
        { accessor: 'email', title: 'E-mail', noWrap: true },
        {
          accessor: 'planMaterials',
          title: 'Plan Materials',
          noWrap: true,
          render: (row) => row.planMaterials.join(', '),
        },
        { accessor: 'status', title: 'Status', noWrap: true, render: (row) => statusBadge(row.status) },
        { accessor: 'createdBy', title: 'Requested By', noWrap: true },
      ]}
    />
  );
}
