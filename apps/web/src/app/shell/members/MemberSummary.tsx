import { Alert, Badge, Card, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import {
  isActiveOn,
  memberDisplayState,
  memberStateLabel,
  memberTabColor,
} from '@portal/contracts/platform/member-status';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { formatDate } from '../../../lib/format.ts';
import { TAB_COLORS } from './member-colors.ts';
import { useMember } from '../../../ui/member/member-search-api.ts';
import { LabeledValue } from '../../../ui/LabeledValue.tsx';

/** The member tab's content: the member grid row fields of spec §3 with the member's state. */
export function MemberSummary({ memberId, alsoOpenBy = [] }: { memberId: string; alsoOpenBy?: readonly string[] }) {
  const { data: member, isLoading, isError } = useMember(memberId);

  if (isLoading) return <Loader aria-label="Loading member" />;
  if (isError)
    return (
      <Alert color="red" role="alert">
        The member could not be loaded. Please try again later.
      </Alert>
    );
  if (!member) return <Alert color="yellow">No member was found with id {memberId}.</Alert>;

  const today = todayInLosAngeles();
  const state = memberDisplayState(member, today);
  const color = memberTabColor(member, today);
  const address = [
    member.homeAddress.address1,
    member.homeAddress.address2,
    `${member.homeAddress.city}, ${member.homeAddress.state} ${member.homeAddress.zip5}${member.homeAddress.zip4 ? `-${member.homeAddress.zip4}` : ''}`,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Card withBorder padding="lg" component="section" aria-label={`Member ${member.fullName}`}>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h4">
          {member.fullName}{' '}
          <Text span c="gray.7">
            ({member.memberId})
          </Text>
        </Title>
        <Group gap="xs">
          {alsoOpenBy.length > 0 ? (
            <Badge color="orange.9" variant="outline">
              Occupied: also open by {alsoOpenBy.join(', ')}
            </Badge>
          ) : null}
          <Badge color={TAB_COLORS[color]} variant="filled" data-member-state={state}>
            {memberStateLabel(member, today)}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <LabeledValue label="Date of Birth" value={formatDate(member.dateOfBirth)} />
        <LabeledValue label="MBI" value={member.mbi} />
        <LabeledValue label="Gender" value={member.gender} />
        <LabeledValue label="Phone" value={formatPhone(member.phone)} />
        <LabeledValue label="Home Address" value={address} />
        <LabeledValue label="Health Plan" value={`${member.companyId} ${member.contractCode}-${member.pbpCode}`} />
        <LabeledValue label="Effective Date" value={formatDate(member.effectiveDateTime)} />
        <LabeledValue label="Term Date" value={formatDate(member.termDate)} />
        <LabeledValue label="PCP" value={member.pcp ? `${member.pcp.name} (NPI ${member.pcp.npi})` : ''} />
        <LabeledValue label="Health Risk" value={member.memberHealthRisk} />
        <LabeledValue label="Hospice Eligible" value={member.hospiceEligibility.eligible ? 'Yes' : 'No'} />
        <LabeledValue label="Alerts" value={String(member.alertCounts)} />
        <LabeledValue label="Frequent Caller" value={member.isFrequentCaller ? 'Yes' : 'No'} />
        <LabeledValue label="Active" value={isActiveOn(member, today) ? 'Yes' : 'No'} />
      </SimpleGrid>
    </Card>
  );
}
