import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { useLocation } from 'react-router';
import { InquirySearch } from './InquirySearch.tsx';
import { UserGuide } from './UserGuide.tsx';

const isUserGuide = (pathname: string) => /\/userguide\/?$/i.test(pathname);

/** Claims Inquiry (module 29, /claims): every member's claims by member, claim number or provider. */
export function ClaimsInquiryScreen() {
  const canExport = useCan(MODULE_IDS.claims, 'export');
  const { pathname } = useLocation();
  if (isUserGuide(pathname)) return <UserGuide guide="Claims" title="Claims Inquiry: user guide" backTo="/claims" />;
  return (
    <InquirySearch
      kind="claims"
      base="/api/claims"
      title="Claims Inquiry"
      description="Find claims by member ID, claim number or provider NPI; dates and status narrow the search. A row opens the claim with its lines."
      canExport={canExport}
    />
  );
}

/** Agent Worklists, Claims (module 105, /agents/claims): the same search for the call centre's agents. */
export function AgentClaimsScreen() {
  const canExport = useCan(MODULE_IDS.agentClaims, 'export');
  return (
    <InquirySearch
      kind="claims"
      base="/api/agents/claims"
      title="Agent Worklist: Claims"
      description="A caller's claims by member ID, claim number or provider NPI."
      canExport={canExport}
    />
  );
}

/** Authorizations (module 30, /authorizations): requests by member, number or provider, with details and letters. */
export function AuthorizationsScreen() {
  const { pathname } = useLocation();
  if (isUserGuide(pathname))
    return <UserGuide guide="Authorizations" title="Authorizations: user guide" backTo="/authorizations" />;
  return (
    <InquirySearch
      kind="authorizations"
      base="/api/authorizations"
      title="Authorizations"
      description="Find authorizations by member ID, authorization number or provider NPI (requesting or servicing). A row opens the detail and its letters."
    />
  );
}

/** Agent Worklists, Eligibility (module 104, /agents/eligibility): a caller's authorizations and their status. */
export function AgentEligibilityScreen() {
  return (
    <InquirySearch
      kind="authorizations"
      base="/api/agents/eligibility"
      title="Agent Worklist: Eligibility"
      description="A caller's authorizations by member ID, authorization number or provider NPI."
    />
  );
}
