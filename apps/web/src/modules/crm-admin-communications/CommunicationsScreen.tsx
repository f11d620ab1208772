import { Badge, Button, Group, Tabs } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  COMMUNICATION_MESSAGES,
  type CommunicationTemplate,
} from '@portal/contracts/crm-admin-communications/communications';
import { MODULES } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { ConfigTransfer } from '../../ui/ConfigTransfer.tsx';
import { confirm } from '../../ui/confirm.tsx';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { longTextColumn } from '../../ui/grid-long-text.ts';
import { useReloadableTarget } from '../../ui/form/use-reloadable-target.ts';
import { notifyActionFailed, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useDeleteTemplate, useTemplates } from './api/communications-api.ts';
import { EmailStatusTab, MailStatusTab } from './DeliveryStatusTab.tsx';
import { TemplateDialog } from './TemplateDialog.tsx';

const MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-communications')?.id ?? 140;

/**
 * Communications Manager (/crm-admin/communications-manager): letter, e-mail and SMS templates with merge fields,
 * previewed with a member's data (the templates export and import as a JSON file); and the status of mailed plan
 * materials and their e-mailed copies.
 */
export function CommunicationsScreen() {
  const canWrite = useCan(MODULE_ID, 'write');
  const canExport = useCan(MODULE_ID, 'export');
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  // A stale save's Reload reads the templates again and the dialog starts over from the template as saved now.
  const {
    target: open,
    setTarget: setOpen,
    reload,
  } = useReloadableTarget<CommunicationTemplate, { items: CommunicationTemplate[] }>(templates, (data) => data.items);

  return (
    <>
      <PageHeader
        title="Communications Manager"
        description={
          canWrite
            ? 'Letter, e-mail and SMS templates with merge fields, and the status of mail and e-mail sent to members.'
            : 'Read-only: changes need a CRM administrator.'
        }
        actions={
          canExport ? (
            <ConfigTransfer
              basePath="/api/crm-admin/communications"
              label="communication templates"
              canImport={canWrite}
              onImported={() => void templates.refetch()}
            />
          ) : null
        }
      />
      <Tabs defaultValue="templates" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="templates">Templates</Tabs.Tab>
          <Tabs.Tab value="email-status">E-mail Status</Tabs.Tab>
          <Tabs.Tab value="mail-status">Mail Status</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="templates">
          <DataGrid<CommunicationTemplate>
            gridKey="crm-admin-communication-templates"
            label="Templates"
            records={templates.data?.items}
            error={templates.error ?? undefined}
            fetching={templates.isFetching}
            onRowClick={({ record }) => setOpen(record)}
            toolbar={
              canWrite ? (
                <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setOpen('new')}>
                  Add Template
                </Button>
              ) : null
            }
            // Each cell keeps to one line, as the other grids, and every column fits beside the buttons pinned at the right
            // at 1280 px (none scrolls under them): long names, subjects and merge fields are cut, whole on hover and in
            // the template's dialog.
            pinLastColumn
            columns={[
              { accessor: 'channel', title: 'Channel', noWrap: true, toggleable: false },
              { accessor: 'name', title: 'Name', ...longTextColumn<CommunicationTemplate>((row) => row.name, 125) },
              {
                accessor: 'subject',
                title: 'Subject',
                ...longTextColumn<CommunicationTemplate>((row) => row.subject, 125),
              },
              {
                accessor: 'mergeFields',
                title: 'Merge Fields',
                ...longTextColumn<CommunicationTemplate>((row) => row.mergeFields.join(', '), 135),
                render: (row) => row.mergeFields.join(', '),
              },
              {
                accessor: 'isActive',
                title: 'Status',
                render: (row) => (
                  <Badge color={row.isActive ? 'green' : 'gray'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>
                ),
              },
              {
                accessor: 'updatedBy',
                title: 'Updated By',
                ...longTextColumn<CommunicationTemplate>((row) => row.updatedByName ?? row.updatedBy, 115),
                render: (row) => row.updatedByName ?? row.updatedBy,
              },
              {
                accessor: 'updatedAt',
                title: 'Updated',
                noWrap: true,
                render: (row) => formatTimestamp(row.updatedAt),
              },
              {
                accessor: 'actions',
                title: '',
                toggleable: false,
                // Rows open on a click too; these buttons are the way in from the keyboard.
                render: (row: CommunicationTemplate) => (
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`${canWrite ? 'Edit' : 'View'} ${row.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpen(row);
                      }}
                    >
                      {canWrite ? 'Edit' : 'View'}
                    </Button>
                    {canWrite ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${row.name}`}
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={(event) => {
                          event.stopPropagation();
                          void confirm({
                            title: 'Delete template',
                            message: `Delete the template ${row.name}?`,
                            danger: true,
                          }).then(
                            (yes) =>
                              yes &&
                              remove.mutate(
                                { id: row.id, version: row.version },
                                {
                                  onSuccess: () => notifySuccess(COMMUNICATION_MESSAGES.deleted),
                                  onError: notifyActionFailed,
                                },
                              ),
                          );
                        }}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </Group>
                ),
              },
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="email-status">
          <EmailStatusTab />
        </Tabs.Panel>
        <Tabs.Panel value="mail-status">
          <MailStatusTab />
        </Tabs.Panel>
      </Tabs>
      <TemplateDialog target={open} canWrite={canWrite} onClose={() => setOpen(null)} onReload={reload} />
    </>
  );
}
