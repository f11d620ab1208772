import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { MemberGridRow } from '@portal/contracts/platform/lookups/members';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MemberSearchResults } from './MemberSearchResults.tsx';
import { TimelinePanel } from '../../ui/member/TimelinePanel.tsx';

/** Clinical Journey (/p360/clinicaljourney): a member's health journey as a timeline filtered by kind and dates. */
export function ClinicalJourneyScreen() {
  const [member, setMember] = useState<MemberGridRow | null>(null);
  return (
    <>
      <PageHeader
        title="Clinical Journey"
        description="A member's coverage, PCP changes, claims and authorizations over time."
      />
      {member ? (
        <>
          <Group mb="md">
            <Text fw={600}>
              {member.fullName} ({member.memberId})
            </Text>
            <Button variant="subtle" onClick={() => setMember(null)}>
              Choose another member
            </Button>
          </Group>
          <TimelinePanel memberId={member.memberId} />
        </>
      ) : (
        <MemberSearchResults
          openLabel="Click a member, or press Enter on their row, to see their journey"
          onOpen={setMember}
        />
      )}
    </>
  );
}
