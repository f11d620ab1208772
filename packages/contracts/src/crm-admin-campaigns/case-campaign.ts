import { z } from 'zod';
import { zRecordId } from '../platform/ids.ts';

/**
 * The campaign of a "Campaign Outreach" case, as the agent works it (issue 13): the campaign's name, its script or
 * talking points (the campaign's own, else the campaign configuration's default), the outcomes the agent may record
 * (the campaign's own, else the default list) and the outcome recorded so far. GetCaseCampaign?caseId= (My Queue
 * read, member data: it names the case's member).
 */

export const caseCampaignQuerySchema = z.object({ caseId: zRecordId() });

export const caseCampaignSchema = z.object({
  caseId: z.number().int(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  /** The campaign is active now (a deactivated one's cases stay with the agents). */
  campaignIsActive: z.boolean(),
  memberId: z.string(),
  script: z.string(),
  /** No script of its own: the configuration's default script (shown in script). */
  usesDefaultScript: z.boolean(),
  outcomes: z.array(z.string()),
  outcome: z.string().nullable(),
  contactedBy: z.string().nullable(),
  /** The name of the user who recorded the outcome (null before anyone has, or when no user has the username). */
  contactedByName: z.string().nullable(),
  contactedDate: z.string().nullable(),
  /** The outreach's version, sent back when the outcome is recorded (409 when another agent changed it meanwhile). */
  version: z.number().int(),
});
export type CaseCampaign = z.infer<typeof caseCampaignSchema>;

/** The distinct member tags a campaign's criteria can pick from (GetCampaignTagOptions; names, no member rows). */
export const campaignTagOptionsSchema = z.object({ items: z.array(z.string()), total: z.number().int() });

/**
 * The counties a campaign's criteria can pick from (GetCampaignCountyOptions): the plan's active (service-area)
 * counties, and the counties live campaigns have saved that are no longer active (active false), so a saved
 * criterion keeps its name on screen.
 */
export const campaignCountyOptionSchema = z.object({
  fips: z.string(),
  name: z.string(),
  stateCode: z.string(),
  active: z.boolean(),
});
export type CampaignCountyOption = z.infer<typeof campaignCountyOptionSchema>;
export const campaignCountyOptionsSchema = z.object({
  items: z.array(campaignCountyOptionSchema),
  total: z.number().int(),
});
