import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Eligibility } from '@portal/contracts/patient-360/eligibility';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { formatDate } from '../../lib/format.ts';
import { LabeledValue } from '../../ui/LabeledValue.tsx';

/**
 * The answer to "is this member eligible on this date": Eligible or Not eligible with the reason, the coverage span in
 * force that day and the PCP and medical group (IPA) assigned then. `pcpChangePrompt` adds the pointer to Provider
 * Search for a PCP change (left out of the specialist variant).
 */
export function EligibilityResultCard({ result, pcpChangePrompt }: { result: Eligibility; pcpChangePrompt: boolean }) {
  const { coverage, pcp } = result;
  return (
    <Card withBorder padding="md" component="section" aria-label="Eligibility result">
      <Title order={2} size="h5" mb="xs">
        {result.memberName} ({result.memberId})
      </Title>
      <Group gap="sm" mb="sm">
        {result.eligible ? (
          <IconCircleCheck color="var(--mantine-color-green-7)" aria-hidden />
        ) : (
          <IconCircleX color="var(--mantine-color-red-7)" aria-hidden />
        )}
        <Badge color={result.eligible ? 'green' : 'red'} size="lg" variant="filled">
          {result.eligible ? 'Eligible' : 'Not eligible'}
        </Badge>
        <Text fw={600}>{result.reason}</Text>
      </Group>
      {coverage ? (
        <Stack gap="xs">
          <Title order={3} size="h6">
            Coverage on {formatDate(result.date)}
          </Title>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <LabeledValue label="Health plan" value={coverage.companyName ?? coverage.companyId} />
            <LabeledValue label="Plan" value={coverage.planName ?? ''} />
            <LabeledValue label="Contract-PBP" value={`${coverage.contractCode}-${coverage.pbpCode}`} />
            <LabeledValue label="Plan type" value={coverage.planType ?? ''} />
            <LabeledValue
              label="Line of business"
              value={coverage.isDsnp ? `${coverage.lineOfBusiness} (Medicare and Medicaid)` : coverage.lineOfBusiness}
            />
            <LabeledValue label="County" value={coverage.countyName ?? ''} />
            <LabeledValue label="Effective date" value={formatDate(coverage.effectiveDate)} />
            <LabeledValue label="Term date" value={formatDate(coverage.termDate) || 'Open'} />
          </SimpleGrid>
        </Stack>
      ) : null}
      <Stack gap="xs" mt="md">
        <Title order={3} size="h6">
          PCP and medical group on {formatDate(result.date)}
        </Title>
        {pcp ? (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <LabeledValue label="PCP" value={pcp.providerName} />
            <LabeledValue label="NPI" value={pcp.providerNpi} />
            <LabeledValue label="Specialty" value={pcp.specialty} />
            <LabeledValue label="Phone" value={formatPhone(pcp.phone)} />
            <LabeledValue
              label="Medical group (IPA)"
              value={[pcp.ipaName, pcp.ipaCode && `(${pcp.ipaCode})`].filter(Boolean).join(' ')}
            />
            <LabeledValue label="PCP since" value={formatDate(pcp.effectiveDate)} />
          </SimpleGrid>
        ) : (
          <Text size="sm">No PCP was assigned on this date.</Text>
        )}
        {pcpChangePrompt && result.eligible ? (
          <Group gap="xs">
            <Text size="sm" c="gray.7">
              Member asking for a different PCP? Find one near them in Provider Search.
            </Text>
            <Button component={Link} to="/providersearch" variant="subtle" size="compact-sm">
              Open Provider Search
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
