import { Stack } from '@mantine/core';
import { AuthorizationsPanel } from './AuthorizationsPanel.tsx';
import { ClaimsPanel } from './ClaimsPanel.tsx';
import { CoveragePanel, PcpPanel } from './CoveragePanels.tsx';
import { TimelinePanel } from './TimelinePanel.tsx';

/**
 * The member view of a member tab (issue 11): a panel for each area of the member record, each loading and paging on
 * its own, under the shell's member summary. Every module that opens member tabs shows this view.
 */
export function MemberRecord({ memberId }: { memberId: string }) {
  return (
    <Stack mt="md" gap="md">
      <CoveragePanel memberId={memberId} />
      <PcpPanel memberId={memberId} />
      <ClaimsPanel memberId={memberId} />
      <AuthorizationsPanel memberId={memberId} />
      <TimelinePanel memberId={memberId} />
    </Stack>
  );
}
