import { Badge, Group, Text } from '@mantine/core';
import type { CampaignStatsRow } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { longTextColumn } from '../../ui/grid-long-text.ts';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CAMPAIGN_STATS_EXPORT_URL, useCampaignStats } from './api/campaign-config-api.ts';

const number = (value: number) => value.toLocaleString('en-US');
/** The widest an outcome's badge grows: within the Outcomes column at 1280 px, a longer outcome cut. */
const OUTCOME_BADGE_WIDTH = 260;

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
        // Each cell but the outcomes keeps to one line, as the other CRM Admin grids; the outcomes' badges wrap.
        columns={[
          {
            accessor: 'name',
            title: 'Campaign',
            toggleable: false,
            ...longTextColumn<CampaignStatsRow>((row) => row.name, 200),
          },
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
            // A campaign takes up to 20 outcomes: their badges wrap within the column, so every one is seen without
            // scrolling sideways; a long outcome is cut and reads whole on hover. The column takes what the others
            // leave of the grid's width (a long campaign name is cut to leave it room).
            width: '100%',
            cellsStyle: () => ({ maxWidth: 0 }),
            render: (row) =>
              row.outcomes.length === 0 ? (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  None recorded
                </Text>
              ) : (
                <Group gap={4} wrap="wrap" data-testid="campaign-stats-outcomes">
                  {row.outcomes.map((outcome) => {
                    const count = number(outcome.count);
                    // The count stays in view beside an outcome cut for length.
                    return (
                      <Badge
                        key={outcome.outcome}
                        maw={OUTCOME_BADGE_WIDTH}
                        // Mantine holds a badge at its text's width; this one may be cut (the label's ellipsis).
                        miw={0}
                        styles={{ label: { minWidth: 0 } }}
                        tt="none"
                        title={`${outcome.outcome}: ${count}`}
                        rightSection={count}
                      >
                        {`${outcome.outcome}: `}
                      </Badge>
                    );
                  })}
                </Group>
              ),
          },
        ]}
      />
    </>
  );
}
