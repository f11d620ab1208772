import { CAMPAIGN_MESSAGES as M } from '@portal/contracts/crm-admin-campaigns/campaigns';
import type { CaseCampaign } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import type { DbOrTx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { campaign, campaignConfig } from './campaigns.service.ts';
import * as repository from './campaigns.repository.ts';

/**
 * The campaign of an outreach case, as the agent's case view shows it (issue 13): its name, the script (the campaign's
 * own, else the configuration's default), its outcomes (own, else the defaults) and the outcome recorded so far.
 */
export async function caseCampaign(db: DbOrTx, caseId: number): Promise<CaseCampaign> {
  const outreach = await repository.outreachOfCase(db, caseId);
  if (!outreach) throw notFound(M.caseNotOutreach);
  const found = await campaign(db, outreach.campaignId);
  const usesDefaultScript = found.script.trim() === '';
  const script = usesDefaultScript ? (await campaignConfig(db)).defaultScript : found.script;
  return {
    caseId,
    campaignId: found.id,
    campaignName: found.name,
    campaignIsActive: found.isActive,
    memberId: outreach.memberId,
    script,
    usesDefaultScript,
    outcomes: found.outcomes,
    outcome: outreach.outcome,
    contactedBy: outreach.contactedBy,
    contactedByName: outreach.contactedByName,
    contactedDate: outreach.contactedDate,
    version: outreach.version,
  };
}
