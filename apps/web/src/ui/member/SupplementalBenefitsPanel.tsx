import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  BENEFIT_GROUPS,
  BENEFIT_TYPES,
  UNAVAILABLE,
  type Allocation,
  type BenefitType,
  type SupplementalBenefit,
  type Wallet,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../DataGrid.tsx';
import { LabeledValue } from '../LabeledValue.tsx';
import { useGridState } from '../use-grid-state.ts';
import { money, RecordPanel } from './RecordPanel.tsx';
import { useAllocationHistory, useBenefitsByEligibility, useMemberWallets } from './supplemental-benefits-api.ts';

/** A titled part of the supplemental benefits: a section named by its heading. */
function Part({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h6">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Stack>
  );
}

/** One benefit or reward: name, type, amount and frequency ('Unavailable' where missing) and its display text. */
function BenefitCard({ benefit }: { benefit: SupplementalBenefit }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={benefit.name}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={600} size="sm">
          {benefit.name}
        </Text>
        <Badge variant="light" color={benefit.type === 'Reward' ? 'grape' : 'blue'}>
          {benefit.type}
        </Badge>
      </Group>
      <Group gap="xl" mb={4}>
        <LabeledValue label="Amount" value={benefit.amount === null ? UNAVAILABLE : money(benefit.amount)} />
        <LabeledValue label="Frequency" value={benefit.frequency ?? UNAVAILABLE} />
      </Group>
      {benefit.displayText ? (
        // Sanitised on the server to an allow-list of formatting tags and http/https/mailto links when it was saved.
        <Typography fz="sm" dangerouslySetInnerHTML={{ __html: benefit.displayText }} />
      ) : (
        <Text size="sm">{UNAVAILABLE}</Text>
      )}
    </Card>
  );
}

function BenefitGroup({ title, items }: { title: string; items: SupplementalBenefit[] }) {
  return (
    <Part title={title} aside={<Badge variant="default">{items.length}</Badge>}>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          None
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
          {items.map((benefit) => (
            <BenefitCard key={benefit.id} benefit={benefit} />
          ))}
        </SimpleGrid>
      )}
    </Part>
  );
}

/**
 * The member's benefits and rewards of a date's plan year (today when left out) in the spec's four groups: Eligible
 * Benefits, Eligible Rewards, Other Benefits, Other Rewards (enrollment-crm-virtual-care spec §9). Patient 360 and the
 * Eligibility screen show it.
 */
export function SupplementalBenefitGroups({ memberId, date }: { memberId: string; date?: string }) {
  const lists = useBenefitsByEligibility(memberId, date);
  if (lists.isLoading) return <Loader size="sm" aria-label="Loading supplemental benefits" />;
  if (!lists.data)
    return (
      <Alert color="red" role="alert">
        The supplemental benefits could not be loaded.
      </Alert>
    );
  const { eligible, other, planYear } = lists.data;
  const ofType = (list: SupplementalBenefit[], type: BenefitType) => list.filter((benefit) => benefit.type === type);
  return (
    <Stack gap="md" aria-label={`Supplemental benefits of plan year ${planYear}`}>
      <BenefitGroup title={BENEFIT_GROUPS.eligibleBenefits} items={ofType(eligible, 'Benefit')} />
      <BenefitGroup title={BENEFIT_GROUPS.eligibleRewards} items={ofType(eligible, 'Reward')} />
      <BenefitGroup title={BENEFIT_GROUPS.otherBenefits} items={ofType(other, 'Benefit')} />
      <BenefitGroup title={BENEFIT_GROUPS.otherRewards} items={ofType(other, 'Reward')} />
    </Stack>
  );
}

const WALLET_COLUMNS: DataGridColumn<Wallet>[] = [
  { accessor: 'name', title: 'Benefit' },
  { accessor: 'type', title: 'Type' },
  { accessor: 'frequency', title: 'Frequency', render: (row) => row.frequency ?? UNAVAILABLE },
  { accessor: 'allocated', title: 'Allocated', textAlign: 'right', render: (row) => money(row.allocated) },
  { accessor: 'used', title: 'Used', textAlign: 'right', render: (row) => money(row.used) },
  { accessor: 'expired', title: 'Expired', textAlign: 'right', render: (row) => money(row.expired) },
  { accessor: 'balance', title: 'Balance', textAlign: 'right', render: (row) => money(row.balance) },
  {
    accessor: 'lastActivityAt',
    title: 'Last Activity',
    render: (row) => formatTimestamp(row.lastActivityAt) || UNAVAILABLE,
  },
];

/** Money in (allocations) and out (redemptions, expirations) of a wallet, signed. */
const signed = (row: Allocation) => (row.transaction === 'Allocation' ? money(row.amount) : `-${money(row.amount)}`);

const HISTORY_COLUMNS: DataGridColumn<Allocation>[] = [
  { accessor: 'occurredAt', title: 'Date', render: (row) => formatTimestamp(row.occurredAt) },
  { accessor: 'name', title: 'Benefit', render: (row) => row.name ?? row.benefitId },
  { accessor: 'transaction', title: 'Transaction' },
  { accessor: 'amount', title: 'Amount', textAlign: 'right', render: signed },
  { accessor: 'description', title: 'Description' },
];

/** Allocations, redemptions and expirations of the member's benefits or rewards, newest first, paged. */
function AllocationHistory({ memberId }: { memberId: string }) {
  // Spec §9: the history type defaults to benefit.
  const [type, setType] = useState<BenefitType>('Benefit');
  const grid = useGridState<Allocation>({ pageSize: 25 });
  const history = useAllocationHistory(memberId, { type, skip: grid.skip, take: grid.take });
  return (
    <Part
      title="Allocation History"
      aside={
        <SegmentedControl
          size="xs"
          aria-label="History type"
          data={[...BENEFIT_TYPES]}
          value={type}
          onChange={(value) => {
            setType(value === 'Reward' ? 'Reward' : 'Benefit');
            grid.resetPage();
          }}
        />
      }
    >
      <DataGrid
        gridKey="p360-benefit-history"
        label="Allocation history"
        columns={HISTORY_COLUMNS}
        records={history.data?.items}
        paging={grid.paging(history.data?.total ?? 0)}
        fetching={history.isFetching}
        error={history.error}
        emptyMessage={type === 'Reward' ? 'No reward transactions' : 'No benefit transactions'}
        withoutColumnChooser
      />
    </Part>
  );
}

/** The member view's supplemental benefits: the four groups, this plan year's wallets and the allocation history. */
export function SupplementalBenefitsPanel({ memberId }: { memberId: string }) {
  const wallets = useMemberWallets(memberId);
  return (
    <RecordPanel title="Supplemental Benefits">
      <Stack gap="lg">
        <SupplementalBenefitGroups memberId={memberId} />
        <Part title="Benefit Wallets">
          <DataGrid
            gridKey="p360-benefit-wallets"
            label="Benefit wallets"
            columns={WALLET_COLUMNS}
            records={wallets.data?.items}
            idAccessor="benefitId"
            fetching={wallets.isFetching}
            error={wallets.error}
            emptyMessage="No wallet activity this plan year"
            withoutColumnChooser
          />
        </Part>
        <AllocationHistory memberId={memberId} />
      </Stack>
    </RecordPanel>
  );
}
