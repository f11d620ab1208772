import { Tabs } from '@mantine/core';
import { useWorkspace } from '../../app/shell/workspace/workspace-context.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AdvancedSearchPanel } from './AdvancedSearchPanel.tsx';
import { MemberSearchResults } from './MemberSearchResults.tsx';

/**
 * Patient 360 (module 12, /p360/patient360): find a member and open them in a member tab, coloured by status, with the
 * member view (coverage, PCP, claims, authorizations, health journey). The quick search finds one member; the advanced
 * search filters the whole membership by the clinical profile, prints member PDFs and exports the list.
 */
export function Patient360Screen() {
  const workspace = useWorkspace();
  return (
    <>
      <PageHeader
        title="Patient 360"
        description="Find a member by member ID, MBI, name, phone number or birth date, or filter the membership with the advanced search; a member opens in a tab."
      />
      <Tabs defaultValue="search">
        <Tabs.List mb="md">
          <Tabs.Tab value="search">Search</Tabs.Tab>
          <Tabs.Tab value="advanced">Advanced search</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search">
          <MemberSearchResults
            openLabel="Click a member, or press Enter on their row, to open their tab"
            onOpen={(member) => workspace.openMember(member.memberId)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="advanced">
          <AdvancedSearchPanel onOpen={(memberId) => workspace.openMember(memberId)} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
