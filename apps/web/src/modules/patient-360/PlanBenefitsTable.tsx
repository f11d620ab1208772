import { Badge, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  isSpecialistBenefit,
  type EligibilityCoverage,
  type PlanBenefit,
} from '@portal/contracts/patient-360/eligibility';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { usePlanBenefits } from './eligibility-api.ts';
import { RecordPanel } from '../../ui/member/RecordPanel.tsx';

/** Shell spec §9: the optional filter debounce. */
const SEARCH_DEBOUNCE_MS = 600;

export type EligibilityVariant = 'standard' | 'specialist';

/** Specialists' offices see specialist services first, then those needing prior authorization, then the rest. */
const specialistRank = (benefit: PlanBenefit) =>
  isSpecialistBenefit(benefit) ? 0 : benefit.priorAuthorization ? 1 : 2;

function columns(variant: EligibilityVariant): DataGridColumn<PlanBenefit>[] {
  const highlighted = (benefit: PlanBenefit) =>
    variant === 'specialist' && (isSpecialistBenefit(benefit) || benefit.priorAuthorization);
  return [
    { accessor: 'category', title: 'Category' },
    {
      accessor: 'service',
      title: 'Service',
      render: (benefit) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={highlighted(benefit) ? 700 : undefined}>
            {benefit.service}
          </Text>
          {variant === 'specialist' && isSpecialistBenefit(benefit) ? (
            <Badge size="xs" color="blue" variant="light">
              Specialist
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { accessor: 'inNetwork', title: 'In network' },
    { accessor: 'outOfNetwork', title: 'Out of network' },
    {
      accessor: 'priorAuthorization',
      title: 'Prior authorization',
      render: (benefit) =>
        benefit.priorAuthorization ? (
          <Badge color="#b8440c" variant={variant === 'specialist' ? 'filled' : 'outline'}>
            Required
          </Badge>
        ) : (
          'Not required'
        ),
    },
  ];
}

/**
 * The plan's benefits (the EOC: GetHealthPlanBenefitDetails) for the coverage in force, with a search over category
 * and service. The specialist variant lists specialist services first and highlights those needing prior authorization.
 */
export function PlanBenefitsTable({
  coverage,
  variant,
}: {
  coverage: EligibilityCoverage | null;
  variant: EligibilityVariant;
}) {
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const benefits = usePlanBenefits(coverage, searchTerm);
  const records = useMemo(() => {
    const items = benefits.data?.items;
    if (!items || variant === 'standard') return items;
    return [...items].sort((a, b) => specialistRank(a) - specialistRank(b) || a.sortOrder - b.sortOrder);
  }, [benefits.data, variant]);
  const title = benefits.data
    ? `Plan Benefits (${benefits.data.template}): ${benefits.data.planName}`
    : 'Plan Benefits';
  return (
    <RecordPanel
      title={title}
      actions={
        <TextInput
          aria-label="Search benefits"
          placeholder="Search benefits (e.g. specialist, imaging)"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
          w={320}
          disabled={!coverage}
        />
      }
    >
      {coverage ? (
        <>
          {variant === 'specialist' ? (
            <Text size="sm" c="gray.7" mb="xs">
              Specialist services are listed first. Request prior authorization before the visit for every service
              marked Required.
            </Text>
          ) : null}
          <DataGrid
            gridKey={`eligibility-benefits-${variant}`}
            label="Plan benefits"
            columns={columns(variant)}
            records={records}
            idAccessor="sortOrder"
            fetching={benefits.isFetching}
            error={benefits.error}
            emptyMessage={searchTerm ? 'No benefit matches the search' : 'No benefits on record for this plan'}
          />
        </>
      ) : (
        <Text size="sm">The plan benefits show when the member is eligible on the date chosen.</Text>
      )}
    </RecordPanel>
  );
}
