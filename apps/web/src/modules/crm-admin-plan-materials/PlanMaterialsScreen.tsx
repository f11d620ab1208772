import { Badge, Button, Tabs } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type {
  MailSubType,
  MailType,
  PlanMaterialOption,
  PlanMaterialOptions,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { MODULES } from '@portal/contracts/platform/modules';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts/platform/paging';
import { formatTimestamp } from '../../lib/format.ts';
import { useCan } from '../../app/session/session-context.ts';
import { ConfigTransfer } from '../../ui/ConfigTransfer.tsx';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { longTextColumn } from '../../ui/grid-long-text.ts';
import { useReloadableTarget } from '../../ui/form/use-reloadable-target.ts';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePlanMaterialOptions } from './api/plan-materials-api.ts';
import { MailSubTypeDialog, MailTypeDialog, PlanMaterialDialog } from './PlanMaterialDialog.tsx';

const MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-plan-materials')?.id ?? 138;

const activeBadge = (active: boolean) => (
  <Badge color={active ? 'green' : 'gray'}>{active ? 'Active' : 'Inactive'}</Badge>
);

const addButton = (label: string, onClick: () => void) => (
  <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onClick}>
    {label}
  </Button>
);

/**
 * CRM admin Request Plan Materials (/crm-admin/request-plan-materials): the plan materials agents can mail per contract
 * and plan, and the mail types and subtypes they go under. Rows open for editing with the module's write; the three
 * lists export and import together as a JSON file.
 */
export function PlanMaterialsScreen() {
  const canWrite = useCan(MODULE_ID, 'write');
  const canExport = useCan(MODULE_ID, 'export');
  const options = usePlanMaterialOptions();
  // A stale save's Reload reads the lists again and the dialog starts over from the record as saved now.
  const material = useReloadableTarget<PlanMaterialOption, PlanMaterialOptions>(options, (data) => data.items);
  const mailType = useReloadableTarget<MailType, PlanMaterialOptions>(options, (data) => data.mailTypes);
  const mailSubType = useReloadableTarget<MailSubType, PlanMaterialOptions>(options, (data) => data.mailSubTypes);
  // Every plan of every contract has its materials: the list is paged here as the other admin lists are.
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // Hundreds of materials (every plan of every contract): a search narrows them to a contract, plan, material or type.
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim().toLowerCase(), 300);
  const materials = options.data?.items.filter(
    (row) =>
      debounced === '' ||
      [row.contractCode, `${row.contractCode}-${row.planCode}`, row.material, row.mailType, row.mailSubType ?? ''].some(
        (text) => text.toLowerCase().includes(debounced),
      ),
  );
  const mailTypes = options.data?.mailTypes ?? [];
  const mailSubTypes = options.data?.mailSubTypes ?? [];
  // Each cell keeps to one line (the grid scrolls sideways); a long description is cut, whole on hover.
  const updated = {
    accessor: 'updatedAt',
    title: 'Updated',
    noWrap: true,
    render: (row: { updatedAt: string }) => formatTimestamp(row.updatedAt),
  };

  return (
    <>
      <PageHeader
        title="Request Plan Materials"
        description={
          canWrite
            ? 'Plan materials agents can mail to members, by contract and plan, and their mail types and subtypes.'
            : 'Read-only: changes need a CRM administrator.'
        }
        actions={
          canExport ? (
            <ConfigTransfer
              basePath="/api/crm-admin/plan-materials"
              label="plan materials, mail types and subtypes"
              canImport={canWrite}
              onImported={() => void options.refetch()}
            />
          ) : null
        }
      />
      <Tabs defaultValue="materials" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="materials">Plan Materials</Tabs.Tab>
          <Tabs.Tab value="mail-types">Mail Types</Tabs.Tab>
          <Tabs.Tab value="mail-subtypes">Mail Subtypes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="materials">
          <TextInput
            label="Search plan materials"
            description="Contract, contract-plan (H0541-001), material or mail type"
            w={360}
            mb="sm"
            maxLength={100}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <DataGrid<PlanMaterialOption>
            gridKey="crm-admin-plan-materials"
            label="Plan materials"
            records={materials?.slice((page - 1) * pageSize, page * pageSize)}
            paging={{
              page,
              pageSize,
              totalRecords: materials?.length ?? 0,
              onPageChange: setPage,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
            }}
            error={options.error ?? undefined}
            fetching={options.isFetching}
            emptyMessage={debounced ? 'No plan materials match the search' : 'No plan materials yet'}
            onRowClick={canWrite ? ({ record }) => material.setTarget(record) : undefined}
            toolbar={canWrite ? addButton('Add Plan Material', () => material.setTarget('new')) : null}
            columns={[
              { accessor: 'contractCode', title: 'Contract', noWrap: true, toggleable: false },
              { accessor: 'planCode', title: 'Plan', noWrap: true },
              { accessor: 'material', title: 'Plan Material', noWrap: true },
              { accessor: 'mailType', title: 'Mail Type', noWrap: true },
              { accessor: 'mailSubType', title: 'Mail Subtype', noWrap: true },
              { accessor: 'isActive', title: 'Status', noWrap: true, render: (row) => activeBadge(row.isActive) },
              updated,
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="mail-types">
          <DataGrid<MailType>
            gridKey="crm-admin-mail-types"
            label="Mail types"
            records={options.data?.mailTypes}
            error={options.error ?? undefined}
            fetching={options.isFetching}
            onRowClick={canWrite ? ({ record }) => mailType.setTarget(record) : undefined}
            toolbar={canWrite ? addButton('Add Mail Type', () => mailType.setTarget('new')) : null}
            columns={[
              { accessor: 'name', title: 'Mail Type', noWrap: true, toggleable: false },
              { accessor: 'description', title: 'Description', ...longTextColumn<MailType>((row) => row.description) },
              { accessor: 'isActive', title: 'Status', noWrap: true, render: (row) => activeBadge(row.isActive) },
              { accessor: 'updatedBy', title: 'Updated By', noWrap: true },
              updated,
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="mail-subtypes">
          <DataGrid<MailSubType>
            gridKey="crm-admin-mail-subtypes"
            label="Mail subtypes"
            records={options.data?.mailSubTypes}
            error={options.error ?? undefined}
            fetching={options.isFetching}
            onRowClick={canWrite ? ({ record }) => mailSubType.setTarget(record) : undefined}
            toolbar={canWrite ? addButton('Add Mail Subtype', () => mailSubType.setTarget('new')) : null}
            columns={[
              { accessor: 'mailType', title: 'Mail Type', noWrap: true, toggleable: false },
              { accessor: 'name', title: 'Mail Subtype', noWrap: true },
              {
                accessor: 'description',
                title: 'Description',
                ...longTextColumn<MailSubType>((row) => row.description),
              },
              { accessor: 'isActive', title: 'Status', noWrap: true, render: (row) => activeBadge(row.isActive) },
              updated,
            ]}
          />
        </Tabs.Panel>
      </Tabs>
      <PlanMaterialDialog
        target={material.target}
        mailTypes={mailTypes}
        mailSubTypes={mailSubTypes}
        onClose={() => material.setTarget(null)}
        onReload={material.reload}
      />
      <MailTypeDialog target={mailType.target} onClose={() => mailType.setTarget(null)} onReload={mailType.reload} />
      <MailSubTypeDialog
        target={mailSubType.target}
        mailTypes={mailTypes}
        onClose={() => mailSubType.setTarget(null)}
        onReload={mailSubType.reload}
      />
    </>
  );
}
