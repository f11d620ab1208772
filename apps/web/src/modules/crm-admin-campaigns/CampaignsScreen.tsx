import { Badge, Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignCriteria,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import { MODULES } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { confirm } from '../../ui/confirm.tsx';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { longTextColumn } from '../../ui/grid-long-text.ts';
import { notifyActionFailed, notifySuccess } from '../../ui/notify.ts';
import { ConfigTransfer } from '../../ui/ConfigTransfer.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCampaigns, useDeleteCampaign, useMemberCount, useSwitchCampaign } from './api/campaigns-api.ts';
import { CampaignDialog } from './CampaignDialog.tsx';

/** CRM Admin Campaigns (module 135). */
const CAMPAIGNS_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-campaigns')?.id ?? 135;

/** Who a campaign is for, in a few words. */
export function criteriaText(criteria: CampaignCriteria): string {
  const parts = [
    criteria.contractCodes.length > 0 ? `Plan ${criteria.contractCodes.join(', ')}` : null,
    criteria.pbpCodes.length > 0 ? `PBP ${criteria.pbpCodes.join(', ')}` : null,
    criteria.countyFips.length > 0 ? `County ${criteria.countyFips.join(', ')}` : null,
    criteria.minAge !== null || criteria.maxAge !== null
      ? `Age ${criteria.minAge ?? 0}-${criteria.maxAge === null ? '' : criteria.maxAge}`.replace(/-$/, '+')
      : null,
    criteria.tags.length > 0 ? `Tags ${criteria.tags.join(', ')}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join('; ') : 'All active members';
}

function MemberCount({ id }: { id: number }) {
  const count = useMemberCount(id);
  if (count.isError) return <Text size="sm">-</Text>;
  return <Text size="sm">{count.data ? count.data.memberCount.toLocaleString('en-US') : '...'}</Text>;
}

/** /crm-admin/campaigns: the campaigns, their eligible member counts; add, edit, switch active, delete. */
export function CampaignsScreen() {
  const canWrite = useCan(CAMPAIGNS_MODULE_ID, 'write');
  const [target, setTarget] = useState<Campaign | 'new' | null>(null);
  const list = useCampaigns();
  const switchActive = useSwitchCampaign();
  const remove = useDeleteCampaign();

  const toggle = async (campaign: Campaign) => {
    // Switching on makes an outreach case for every eligible member at once: a slip of the mouse must not do that.
    if (
      !campaign.isActive &&
      !(await confirm({
        message: `Switch on the campaign ${campaign.name}? An outreach case is created in its queue for each of its eligible members.`,
      }))
    )
      return;
    switchActive.mutate(campaign, {
      onSuccess: (saved) =>
        notifySuccess(
          saved.isActive
            ? `Campaign ${saved.name} is active: outreach cases are being created for its members.`
            : `Campaign ${saved.name} is inactive: no new outreach is created.`,
        ),
      onError: notifyActionFailed,
    });
  };

  const onDelete = async (campaign: Campaign) => {
    if (!(await confirm({ message: `Delete the campaign ${campaign.name}?`, danger: true }))) return;
    remove.mutate(campaign, {
      onSuccess: () => notifySuccess(`Campaign ${campaign.name} was deleted.`),
      onError: notifyActionFailed,
    });
  };

  return (
    <>
      <PageHeader
        title="Campaigns"
        description={
          canWrite
            ? 'Outreach campaigns: who they are for, and the outreach cases an active campaign puts in the queue.'
            : 'Read-only: changes need a CRM administrator.'
        }
        actions={
          <>
            <ConfigTransfer
              basePath="/api/crm-admin/campaigns"
              label="campaigns"
              canImport={canWrite}
              onImported={() => void list.refetch()}
            />
            {canWrite ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTarget('new')}>
                Add Campaign
              </Button>
            ) : null}
          </>
        }
      />
      <DataGrid<Campaign>
        gridKey="crm-admin-campaigns"
        label="Campaigns"
        records={list.data?.value}
        error={list.error ?? undefined}
        fetching={list.isFetching}
        emptyMessage="No campaigns yet."
        onRowClick={canWrite ? ({ record }) => setTarget(record) : undefined}
        // Each cell keeps to one line, and every column fits beside the row's switch and Delete pinned at the right at
        // 1280 px (none scrolls under them): a long name or long eligibility rules are cut, whole on hover and in the
        // campaign's dialog.
        pinLastColumn={canWrite}
        columns={[
          {
            accessor: 'name',
            title: 'Campaign',
            toggleable: false,
            ...longTextColumn<Campaign>((row) => row.name, 165),
          },
          {
            accessor: 'isActive',
            title: 'Status',
            noWrap: true,
            render: (row) => (
              <Badge color={row.isActive ? 'green' : 'gray'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>
            ),
          },
          {
            accessor: 'criteria',
            title: 'Eligibility',
            ...longTextColumn<Campaign>((row) => criteriaText(row.criteria), 160),
            render: (row) => criteriaText(row.criteria),
          },
          { accessor: 'memberCount', title: 'Members', noWrap: true, render: (row) => <MemberCount id={row.id} /> },
          { accessor: 'outreachCount', title: 'Outreach Created', noWrap: true },
          { accessor: 'queueName', title: 'Queue', noWrap: true, render: (row) => row.queueName ?? 'Default queue' },
          {
            accessor: 'modifiedBy',
            title: 'Modified By',
            noWrap: true,
            render: (row) => row.modifiedByName ?? row.modifiedBy,
          },
          ...(canWrite
            ? [
                {
                  accessor: 'actions',
                  title: '',
                  toggleable: false,
                  render: (row: Campaign) => (
                    <Group gap="xs" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
                      <Switch
                        aria-label={`Active: ${row.name}`}
                        checked={row.isActive}
                        disabled={switchActive.isPending}
                        onChange={() => void toggle(row)}
                      />
                      {/* An active campaign cannot be deleted: the button says why on hover and focus (a disabled
                          button shows no tooltip, so it is only marked disabled and ignores the click). */}
                      <Tooltip
                        label={CAMPAIGN_MESSAGES.campaignActiveDelete}
                        disabled={!row.isActive}
                        events={{ hover: true, focus: true, touch: true }}
                      >
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${row.name}`}
                          aria-disabled={row.isActive || undefined}
                          data-disabled={row.isActive || undefined}
                          disabled={remove.isPending}
                          onClick={() => {
                            if (!row.isActive) void onDelete(row);
                          }}
                        >
                          <IconTrash size={14} aria-hidden />
                        </Button>
                      </Tooltip>
                    </Group>
                  ),
                },
              ]
            : []),
        ]}
      />
      <CampaignDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
