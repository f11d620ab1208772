import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MODULES } from '@portal/contracts/platform/modules';
import type { FormTemplateRow } from '@portal/contracts/crm-admin-form-builder/form-templates';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { confirm } from '../../ui/confirm.tsx';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { longTextColumn } from '../../ui/grid-long-text.ts';
import { notifyActionFailed, notifySuccess } from '../../ui/notify.ts';
import { ConfigTransfer } from '../../ui/ConfigTransfer.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useDeleteFormTemplate, useDuplicateFormTemplate, useFormTemplates } from './api/form-template-api.ts';
import { FormTemplateEditor } from './FormTemplateEditor.tsx';

const FORM_BUILDER_ID = MODULES.find((entry) => entry.key === 'crm-admin-form-builder')?.id ?? 134;

/**
 * The form builder (CRM Admin, /crm-admin/form-builder): the plan's form templates, each built from fields the agents
 * fill in inside a workflow. Administrators create, edit, duplicate and delete them; others only see the list.
 */
export function FormBuilderScreen() {
  const canWrite = useCan(FORM_BUILDER_ID, 'write');
  const templates = useFormTemplates();
  const remove = useDeleteFormTemplate();
  const duplicate = useDuplicateFormTemplate();
  const [editing, setEditing] = useState<FormTemplateRow | 'new' | null>(null);

  const onDuplicate = (row: FormTemplateRow) =>
    duplicate.mutate(
      { id: row.id },
      { onSuccess: (copy) => notifySuccess(`${copy.name} was created.`), onError: notifyActionFailed },
    );
  const onDelete = async (row: FormTemplateRow) => {
    if (!(await confirm({ message: `Delete the form template ${row.name}?`, danger: true }))) return;
    remove.mutate(
      { id: row.id, version: row.version },
      { onSuccess: () => notifySuccess(`${row.name} was deleted.`), onError: notifyActionFailed },
    );
  };

  // Each cell keeps to one line (the grid scrolls sideways, the row's buttons pinned at the right); a long description
  // is cut, whole on hover.
  const columns: DataGridColumn<FormTemplateRow>[] = [
    { accessor: 'name', title: 'Name', noWrap: true },
    { accessor: 'description', title: 'Description', ...longTextColumn<FormTemplateRow>((row) => row.description) },
    { accessor: 'fieldCount', title: 'Fields', textAlign: 'right', noWrap: true },
    {
      accessor: 'isActive',
      title: 'Status',
      noWrap: true,
      render: (row) => <Badge color={row.isActive ? 'green' : 'gray'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>,
    },
    {
      accessor: 'modifiedBy',
      title: 'Modified By',
      noWrap: true,
      render: (row) => row.modifiedByName ?? row.modifiedBy,
    },
    {
      accessor: 'modifiedDate',
      title: 'Modified Date',
      noWrap: true,
      render: (row) => formatTimestamp(row.modifiedDate),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      hidden: !canWrite,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${row.name}`} onClick={() => setEditing(row)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Duplicate">
            <ActionIcon variant="subtle" aria-label={`Duplicate ${row.name}`} onClick={() => onDuplicate(row)}>
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${row.name}`}
              onClick={() => void onDelete(row)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Form Builder"
        description="Form templates the agents fill in within a workflow."
        actions={
          <>
            <ConfigTransfer
              basePath="/api/crm-admin/form-builder"
              label="form templates"
              canImport={canWrite}
              onImported={() => void templates.refetch()}
            />
            {canWrite ? (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                New Form Template
              </Button>
            ) : null}
          </>
        }
      />
      <DataGrid
        gridKey="crm-form-templates"
        label="Form templates"
        columns={columns}
        records={templates.data?.value}
        fetching={templates.isFetching}
        error={templates.error}
        emptyMessage="No form templates yet."
        pinLastColumn={canWrite}
      />
      {editing ? (
        <FormTemplateEditor template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
