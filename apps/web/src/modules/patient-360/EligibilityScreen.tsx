import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MemberEligibility } from './MemberEligibility.tsx';
import { MemberSearchResults } from './MemberSearchResults.tsx';
import type { EligibilityVariant } from './PlanBenefitsTable.tsx';
import { UserGuide } from './UserGuide.tsx';

const SCREENS: Record<EligibilityVariant, { title: string; base: string; description: string }> = {
  standard: {
    title: 'Eligibility and Benefits',
    base: '/eligibility',
    description:
      "Find a member to see their eligibility on a date, their plan's benefits, their ID card and an eligibility verification letter.",
  },
  specialist: {
    title: 'Eligibility and Benefits (Specialist)',
    base: '/ebspecialist',
    description:
      "For specialists' offices: a member's eligibility on the date of the visit and the plan's specialist benefits, with the services that need prior authorization.",
  },
};

/**
 * Eligibility and Benefits and its specialist variant: find a member (the Patient 360 member search), then their
 * eligibility and benefits. /eligibility/member/{memberId} opens a member directly; {base}/userguide is the guide.
 */
function EligibilityAndBenefits({ variant }: { variant: EligibilityVariant }) {
  const screen = SCREENS[variant];
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  const [chosen, setChosen] = useState<string | null>(null);
  if (/\/userguide\/?$/i.test(pathname))
    return <UserGuide guide="Eligibility" title={`${screen.title}: user guide`} backTo={screen.base} />;
  // The standard screen keeps the member in the address (a link opens them); the specialist screen has no member route.
  const memberId = variant === 'standard' ? (params.memberId?.trim().toUpperCase() ?? null) : chosen;
  const open = (id: string | null) => {
    if (variant === 'specialist') setChosen(id);
    else void navigate(id ? `/eligibility/member/${id}` : '/eligibility');
  };
  return (
    <>
      <PageHeader title={screen.title} description={screen.description} />
      {memberId ? (
        <>
          <Group mb="md">
            <Text fw={600}>Member {memberId}</Text>
            <Button variant="subtle" onClick={() => open(null)}>
              Choose another member
            </Button>
          </Group>
          <MemberEligibility key={memberId} memberId={memberId} variant={variant} />
        </>
      ) : (
        <MemberSearchResults
          openLabel="Click a member, or press Enter on their row, to check their eligibility and benefits"
          onOpen={(member) => open(member.memberId)}
        />
      )}
    </>
  );
}

/** Eligibility and Benefits (module 28, /eligibility). */
export function EligibilityScreen() {
  return <EligibilityAndBenefits variant="standard" />;
}

/** Eligibility and Benefits for specialists' offices (module 31, /ebspecialist). */
export function EbSpecialistScreen() {
  return <EligibilityAndBenefits variant="specialist" />;
}
