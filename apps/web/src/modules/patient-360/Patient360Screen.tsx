import { useWorkspace } from '../../app/shell/workspace/workspace-context.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MemberSearchResults } from './MemberSearchResults.tsx';

/**
 * Patient 360 (module 12, /p360/patient360): find a member and open them in a member tab, coloured by status, with the
 * member view (coverage, PCP, claims, authorizations, health journey).
 */
export function Patient360Screen() {
  const workspace = useWorkspace();
  return (
    <>
      <PageHeader
        title="Patient 360"
        description="Find a member by member ID, MBI, name, phone number or birth date; a row opens the member in a tab."
      />
      <MemberSearchResults
        openLabel="Click a member to open their tab"
        onOpen={(member) => workspace.openMember(member.memberId)}
      />
    </>
  );
}
