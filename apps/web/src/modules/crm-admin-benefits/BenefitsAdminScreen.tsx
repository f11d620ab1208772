import { Badge, Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { BENEFITS_ADMIN_TEXT } from '@portal/contracts/crm-admin-benefits/benefits-admin';
import type { BenefitType, MasterRow } from '@portal/contracts/patient-360/supplemental-benefits';
import { MODULES } from '@portal/contracts/platform/modules';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts/platform/paging';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { ConfigTransfer } from '../../ui/ConfigTransfer.tsx';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { useBenefitsMaster } from './api/benefits-api.ts';
import { BenefitConfigDialog } from './BenefitConfigDialog.tsx';

const MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-benefits')?.id ?? 141;

/**
 * CRM admin Benefits (/crm-admin/benefits): the supplemental benefits and rewards catalogue by code, plan year and type;
 * a row opens its configuration, where an administrator gives it incentive names. Every benefit's incentive names and
 * display text export and import as a JSON file.
 */
export function BenefitsAdminScreen() {
  const canWrite = useCan(MODULE_ID, 'write');
  const canExport = useCan(MODULE_ID, 'export');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [type, setType] = useState<BenefitType | 'All'>('All');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<MasterRow | null>(null);
  const master = useBenefitsMaster({ search: debounced, type: type === 'All' ? null : type, page, pageSize });

  return (
    <>
      <PageHeader
        title={BENEFITS_ADMIN_TEXT.adminTitle}
        description={canWrite ? BENEFITS_ADMIN_TEXT.adminDescription : 'Read-only: changes need a CRM administrator.'}
        actions={
          canExport ? (
            <ConfigTransfer
              basePath="/api/crm-admin/benefits"
              label="benefit configuration"
              canImport={canWrite}
              onImported={() => void master.refetch()}
            />
          ) : null
        }
      />
      <Group mb="sm" align="flex-end">
        <TextInput
          label="Search code or name"
          w={280}
          maxLength={100}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <SegmentedControl
          aria-label="Type"
          data={['All', 'Benefit', 'Reward']}
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
        />
      </Group>
      <DataGrid<MasterRow>
        gridKey="crm-admin-benefits"
        label="Supplemental benefits"
        records={master.data?.items}
        error={master.error ?? undefined}
        fetching={master.isFetching}
        onRowClick={({ record }) => setOpen(record)}
        paging={{
          page,
          pageSize,
          totalRecords: master.data?.total ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        // Each cell keeps to one line (the grid scrolls sideways), as the other grids.
        columns={[
          { accessor: 'code', title: 'Code', noWrap: true, toggleable: false },
          { accessor: 'year', title: 'Year', noWrap: true },
          { accessor: 'type', title: 'Type', noWrap: true },
          { accessor: 'name', title: 'Name', noWrap: true },
          { accessor: 'eligibilityGroup', title: 'Eligibility', noWrap: true },
          {
            accessor: 'incentiveNames',
            title: 'Incentive Names',
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                {row.incentiveNames.map((name) => (
                  <Badge key={name} variant="light" tt="none">
                    {name}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { accessor: 'updatedBy', title: 'Updated By', noWrap: true },
          { accessor: 'updatedAt', title: 'Updated', noWrap: true, render: (row) => formatTimestamp(row.updatedAt) },
        ]}
      />
      <BenefitConfigDialog benefit={open} canWrite={canWrite} onClose={() => setOpen(null)} />
    </>
  );
}
