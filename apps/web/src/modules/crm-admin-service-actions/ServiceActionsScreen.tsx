import { Badge, Button, Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import type { ServiceFlow } from '@portal/contracts/crm-admin-service-actions/service-flows';
import { MODULES } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { formatDate } from '../../lib/format.ts';
import { confirm } from '../../ui/confirm.tsx';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { notifyActionFailed, notifySuccess } from '../../ui/notify.ts';
import { ConfigTransfer } from '../../ui/ConfigTransfer.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { ServiceActionDialog } from './ServiceActionDialog.tsx';
import { ServiceFlowConfigDialog } from './ServiceFlowConfigDialog.tsx';
import {
  useDeleteServiceFlow,
  useServiceFlowConfig,
  useServiceFlows,
  useSwitchServiceFlow,
} from './service-flows-api.ts';

const MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-service-actions')?.id ?? 136;

const SORTABLE = new Set(['name', 'workflowType', 'effectiveFrom', 'effectiveTo', 'isActive', 'modifiedDate']);

/**
 * CRM Admin > Service Actions (module 136, spec §7 "Service flows"): every service action with what it starts, its
 * tasks, dates and plans; switched on and off in the grid, added, edited and deleted (softly) by the administrator.
 */
export function ServiceActionsScreen() {
  const canWrite = useCan(MODULE_ID, 'write');
  const grid = useGridState<ServiceFlow>({ sort: { columnAccessor: 'name', direction: 'asc' } });
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<ServiceFlow | 'new' | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const sort = grid.sortStatus;
  const flows = useServiceFlows({
    filter: showDeleted ? undefined : 'isDeleted eq false',
    orderBy:
      sort && SORTABLE.has(String(sort.columnAccessor))
        ? `${String(sort.columnAccessor)} ${sort.direction}`
        : undefined,
    skip: grid.skip,
    top: grid.pageSize,
  });
  const config = useServiceFlowConfig();
  const switchFlow = useSwitchServiceFlow();
  const deleteFlow = useDeleteServiceFlow();

  const toggle = (flow: ServiceFlow) =>
    switchFlow.mutate(
      { id: flow.id, version: flow.version },
      {
        onSuccess: (saved) =>
          notifySuccess(`Service action ${saved.name} is ${saved.isActive ? 'active' : 'inactive'}.`),
        onError: notifyActionFailed,
      },
    );
  const remove = async (flow: ServiceFlow) => {
    if (!(await confirm({ message: `Delete the service action ${flow.name}?`, danger: true }))) return;
    deleteFlow.mutate(
      { id: flow.id, version: flow.version },
      { onSuccess: () => notifySuccess(`Service action ${flow.name} was deleted.`), onError: notifyActionFailed },
    );
  };

  // Each cell keeps to one line (the grid scrolls sideways, Edit and Delete pinned at the right), as the other grids.
  const columns: DataGridColumn<ServiceFlow>[] = [
    { accessor: 'name', title: 'Name', sortable: true, noWrap: true },
    {
      accessor: 'workflowType',
      title: 'Workflow',
      sortable: true,
      noWrap: true,
      render: (flow) => flow.workflowTypeString,
    },
    {
      accessor: 'tasks',
      title: 'Tasks',
      noWrap: true,
      render: (flow) =>
        flow.tasks.length === 0 ? '-' : flow.tasks.map((task) => `${task.taskType} (${task.assigneeRule})`).join(', '),
    },
    {
      accessor: 'effectiveFrom',
      title: 'Effective from',
      sortable: true,
      noWrap: true,
      render: (flow) => formatDate(flow.effectiveFrom),
    },
    {
      accessor: 'effectiveTo',
      title: 'Effective to',
      sortable: true,
      noWrap: true,
      render: (flow) => formatDate(flow.effectiveTo),
    },
    {
      accessor: 'plans',
      title: 'Plans',
      noWrap: true,
      render: (flow) =>
        flow.plans.length === 0
          ? 'All plans'
          : flow.plans.map((plan) => `${plan.contractCode}-${plan.pbpCode}`).join(', '),
    },
    {
      accessor: 'isActive',
      title: 'Active',
      sortable: true,
      render: (flow) =>
        flow.isDeleted ? (
          <Badge color="gray">Deleted</Badge>
        ) : (
          <Switch
            checked={flow.isActive}
            disabled={!canWrite || switchFlow.isPending}
            aria-label={`Active: ${flow.name}`}
            onChange={() => toggle(flow)}
          />
        ),
    },
    {
      accessor: 'actions',
      title: '',
      render: (flow) =>
        canWrite && !flow.isDeleted ? (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" aria-label={`Edit ${flow.name}`} onClick={() => setEditing(flow)}>
              Edit
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Delete ${flow.name}`}
              onClick={() => void remove(flow)}
            >
              Delete
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title="Service Actions"
        description="What agents can start for a member: the workflow it opens and the tasks it creates."
        actions={
          <>
            <ConfigTransfer
              basePath="/api/crm-admin/service-actions"
              label="service actions"
              canImport={canWrite}
              onImported={() => void flows.refetch()}
            />
            {canWrite ? (
              <Button
                variant="default"
                leftSection={<IconSettings size={16} aria-hidden />}
                onClick={() => setConfiguring(true)}
                disabled={!config.data}
              >
                Configuration
              </Button>
            ) : null}
            {canWrite ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
                Add service action
              </Button>
            ) : null}
          </>
        }
      />
      <Group justify="space-between">
        <Checkbox
          label="Show deleted service actions"
          checked={showDeleted}
          onChange={(event) => {
            setShowDeleted(event.currentTarget.checked);
            grid.resetPage();
          }}
        />
        {config.data && !config.data.showInWorkspace ? (
          <Text size="sm" c="orange.9">
            Service actions are not offered in the agents&apos; workspace (Configuration).
          </Text>
        ) : null}
      </Group>
      <DataGrid
        gridKey="crm-admin-service-actions"
        label="Service actions"
        columns={columns}
        records={flows.data?.value}
        fetching={flows.isFetching}
        error={flows.error}
        paging={grid.paging(flows.data?.['@odata.count'] ?? 0)}
        sortStatus={grid.sortStatus}
        onSortStatusChange={grid.onSortStatusChange}
        emptyMessage="No service actions yet."
        pinLastColumn={canWrite}
      />
      {editing !== null ? (
        <ServiceActionDialog flow={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {configuring && config.data ? (
        <ServiceFlowConfigDialog
          config={config.data}
          onClose={() => setConfiguring(false)}
          onReload={() => void config.refetch().then(() => setConfiguring(false))}
        />
      ) : null}
    </Stack>
  );
}
