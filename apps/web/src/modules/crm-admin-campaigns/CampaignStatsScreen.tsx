import { Badge, Group, Text } from '@mantine/core';
import type { CampaignStatsRow } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CAMPAIGN_STATS_EXPORT_URL, useCampaignStats } from './api/campaign-config-api.ts';

const number = (value: number) => value.toLocaleString('en-US');

/** /crm/campaign-stats: per campaign, eligible members, outreach created, contacted, closed and per outcome. */
export function CampaignStatsScreen() {
  const stats = useCampaignStats();
  return (
    <>
      <PageHeader
        title="Campaign Stats"
        description="How each campaign's outreach is going: eligible members, outreach cases created, members contacted, cases closed and outcomes."
      />
      <DataGrid<CampaignStatsRow>
        gridKey="crm-campaign-stats"
        label="Campaign statistics"
        records={stats.data?.items}
        error={stats.error ?? undefined}
        fetching={stats.isFetching}
        emptyMessage="No campaigns yet."
        toolbar={<ExportButton url={CAMPAIGN_STATS_EXPORT_URL} fileName="CampaignStats.xlsx" pdf={false} />}
        // Each cell keeps to one line (the grid scrolls sideways), as the other CRM Admin grids.
        columns={[
          { accessor: 'name', title: 'Campaign', noWrap: true, toggleable: false },
          {
            accessor: 'isActive',
            title: 'Status',
            noWrap: true,
            render: (row) => (
              <Badge color={row.isActive ? 'green' : 'gray'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>
            ),
          },
          { accessor: 'eligible', title: 'Eligible', noWrap: true, render: (row) => number(row.eligible) },
          {
            accessor: 'outreachCreated',
            title: 'Outreach Created',
            noWrap: true,
            render: (row) => number(row.outreachCreated),
          },
          { accessor: 'contacted', title: 'Contacted', noWrap: true, render: (row) => number(row.contacted) },
          { accessor: 'closed', title: 'Closed', noWrap: true, render: (row) => number(row.closed) },
          {
            accessor: 'outcomes',
            title: 'Outcomes',
            noWrap: true,
            render: (row) =>
              row.outcomes.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None recorded
                </Text>
              ) : (
                <Group gap={4} wrap="nowrap">
                  {row.outcomes.map((outcome) => (
                    <Badge key={outcome.outcome}>
                      {outcome.outcome}: {number(outcome.count)}
                    </Badge>
                  ))}
                </Group>
              ),
          },
        ]}
      />
    </>
  );
}
