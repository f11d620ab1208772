import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { AuthorizationsPanel } from './AuthorizationsPanel.tsx';
import { ClaimsPanel } from './ClaimsPanel.tsx';
import { CommunicationPreferencesPanel } from './CommunicationPreferencesPanel.tsx';
import { CoveragePanel, PcpPanel } from './CoveragePanels.tsx';
import { MedicationsPanel } from './MedicationsPanel.tsx';
import { MemberAuditHistoryPanel } from './MemberAuditHistoryPanel.tsx';
import { ContactsPanel, HouseholdPanel, PoaPanel } from './ProfilePanels.tsx';
import { SupplementalBenefitsPanel } from './SupplementalBenefitsPanel.tsx';
import { TagsPanel } from './TagsPanel.tsx';
import { TimelinePanel } from './TimelinePanel.tsx';

/** The member view's areas: a tab each, every panel in it loading and paging on its own when the tab first opens. */
const AREAS = [
  { value: 'overview', label: 'Overview' },
  { value: 'claims', label: 'Claims and authorizations' },
  { value: 'benefits', label: 'Benefits' },
  { value: 'medications', label: 'Medications' },
  { value: 'contacts', label: 'Contacts and preferences' },
  { value: 'journey', label: 'Health journey' },
  { value: 'audit', label: 'Audit history' },
] as const;
type Area = (typeof AREAS)[number]['value'];

function AreaPanels({ area, memberId }: { area: Area; memberId: string }) {
  switch (area) {
    case 'overview':
      return (
        <>
          <TagsPanel memberId={memberId} />
          <CoveragePanel memberId={memberId} />
          <PcpPanel memberId={memberId} />
          <HouseholdPanel memberId={memberId} />
        </>
      );
    case 'claims':
      return (
        <>
          <ClaimsPanel memberId={memberId} />
          <AuthorizationsPanel memberId={memberId} />
        </>
      );
    case 'benefits':
      return <SupplementalBenefitsPanel memberId={memberId} />;
    case 'medications':
      return <MedicationsPanel memberId={memberId} />;
    case 'contacts':
      return (
        <>
          <ContactsPanel memberId={memberId} />
          <PoaPanel memberId={memberId} />
          <CommunicationPreferencesPanel memberId={memberId} />
        </>
      );
    case 'journey':
      return <TimelinePanel memberId={memberId} />;
    case 'audit':
      return <MemberAuditHistoryPanel memberId={memberId} />;
  }
}

/**
 * The member view of a member tab (issue 11), under the shell's member summary: the member record in areas (overview,
 * claims and authorizations, benefits, medications, contacts and preferences, health journey, audit history). An area's
 * panels load when it is first opened and stay loaded while the member tab is open. Every module that opens member tabs
 * shows this view.
 */
export function MemberRecord({ memberId }: { memberId: string }) {
  const [area, setArea] = useState<Area>('overview');
  const [opened, setOpened] = useState<ReadonlySet<Area>>(() => new Set(['overview']));
  const open = (value: string | null) => {
    const next = AREAS.find((entry) => entry.value === value)?.value;
    if (!next) return;
    setArea(next);
    setOpened((previous) => (previous.has(next) ? previous : new Set([...previous, next])));
  };
  return (
    <Tabs value={area} onChange={open} mt="md">
      <Tabs.List aria-label="Member record">
        {AREAS.map((entry) => (
          <Tabs.Tab key={entry.value} value={entry.value}>
            {entry.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {AREAS.map((entry) =>
        opened.has(entry.value) ? (
          <Tabs.Panel key={entry.value} value={entry.value}>
            <Stack mt="md" gap="md">
              <AreaPanels area={entry.value} memberId={memberId} />
            </Stack>
          </Tabs.Panel>
        ) : null,
      )}
    </Tabs>
  );
}
