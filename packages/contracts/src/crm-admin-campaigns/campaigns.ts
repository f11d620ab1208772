import { z } from 'zod';
import { zBodyRecordId, zRecordId } from '../platform/ids.ts';
import { odataAnswerOf, odataQueryShape } from '../platform/odata.ts';
import { CRM_MAX_TOP } from '../crm-my-queue/crm-constants.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * CRM campaigns (enrollment-crm-virtual-care spec §3 "Campaign: id, isActive", §4 "activated or deactivated by a
 * switch", §7 the campaigns and campaign eligible members lists, GetMemberCount per campaign (id), createCampaign,
 * updateCampaign, deleteCampaign {id}, SwitchIsActiveCampaign {id}). A campaign names the members it is for by
 * criteria (plan contract, PBP, county, age band, member tags); while active, each eligible member gets one
 * "Campaign Outreach" case in the campaign's queue. The spec shows no other field or message; these are the plan's.
 */

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  nameTooLong: MESSAGES.atMostCharacters('Campaign name', 100),
  nameTaken: 'A campaign with this name already exists.',
  descriptionTooLong: MESSAGES.atMostCharacters('Description', 1000),
  scriptTooLong: MESSAGES.atMostCharacters('Script', 4000),
  contractInvalid: 'Plan must be a contract number such as H1234',
  pbpInvalid: 'PBP must be three digits such as 001',
  countyInvalid: 'County must be a five-digit county FIPS code',
  tagInvalid: 'Each member tag must be 1 to 100 characters',
  ageInvalid: 'Age must be a whole number from 0 to 120',
  ageBand: 'Minimum age must not be greater than maximum age',
  tooMany: (what: string, max: number) => `At most ${max} ${what} can be chosen`,
  outcomeInvalid: 'Each outcome must be 1 to 100 characters, without repeats',
  outcomesRequired: 'At least one outcome is required',
  queueRequired: 'Choose the queue that campaign outreach goes to.',
  queueNotFound: 'The queue was not found or is not active.',
  queueNoMembers: 'The queue has no active members to assign outreach to.',
  campaignNotFound: 'The campaign was not found.',
  campaignActiveDelete: 'An active campaign cannot be deleted. Deactivate it first.',
  outcomeNotInList: 'The outcome is not one of the campaign outcomes.',
  noOutreach: 'The member has no outreach case in this campaign.',
  caseNotOutreach: 'The case is not a campaign outreach case.',
} as const;
const M = CAMPAIGN_MESSAGES;

/** The outcomes offered when the campaign configuration names none. */
export const DEFAULT_CAMPAIGN_OUTCOMES = [
  'Reached - completed',
  'Reached - declined',
  'Left voicemail',
  'No answer',
  'Wrong number',
] as const;

/** The case type of campaign outreach (contracts crm-my-queue CASE_TYPES). */
export const CAMPAIGN_OUTREACH_CASE_TYPE = 'Campaign Outreach';
/** Outreach cases are created in transactions of this many members. */
export const CAMPAIGN_OUTREACH_BATCH = 200;

const codeList = (pattern: RegExp, message: string, max: number, what: string) =>
  z
    .array(z.string().trim().toUpperCase().regex(pattern, message))
    .max(max, M.tooMany(what, max))
    .default([])
    .transform((values) => [...new Set(values)]);

const age = z.number({ error: M.ageInvalid }).int(M.ageInvalid).min(0, M.ageInvalid).max(120, M.ageInvalid);

/** Who a campaign is for: every list empty means any; an age band with either end open. */
export const campaignCriteriaSchema = z
  .object({
    contractCodes: codeList(/^[A-Z]\d{4}$/, M.contractInvalid, 50, 'plans'),
    pbpCodes: codeList(/^\d{3}$/, M.pbpInvalid, 50, 'PBPs'),
    countyFips: codeList(/^\d{5}$/, M.countyInvalid, 200, 'counties'),
    minAge: age.nullable().default(null),
    maxAge: age.nullable().default(null),
    tags: z
      .array(z.string().trim().min(1, M.tagInvalid).max(100, M.tagInvalid))
      .max(20, M.tooMany('member tags', 20))
      .default([])
      .transform((values) => [...new Set(values)]),
  })
  .refine((c) => c.minAge === null || c.maxAge === null || c.minAge <= c.maxAge, {
    message: M.ageBand,
    path: ['maxAge'],
  });
export type CampaignCriteria = z.output<typeof campaignCriteriaSchema>;
export type CampaignCriteriaInput = z.input<typeof campaignCriteriaSchema>;

export const campaignOutcomesSchema = z
  .array(z.string().trim().min(1, M.outcomeInvalid).max(100, M.outcomeInvalid))
  .min(1, M.outcomesRequired)
  .max(20, M.tooMany('outcomes', 20))
  .refine((values) => new Set(values).size === values.length, M.outcomeInvalid);

const campaignFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  description: z.string().trim().max(1000, M.descriptionTooLong).default(''),
  /** The queue outreach cases go to; none: the campaign configuration's default queue. */
  queueId: zBodyRecordId().nullable().default(null),
  /** Talking points shown to the agent; empty: the configuration's default script. */
  script: z.string().trim().max(4000, M.scriptTooLong).default(''),
  /** Outcomes the agent records; none: the configuration's default outcomes. */
  outcomes: campaignOutcomesSchema.nullable().default(null),
  criteria: campaignCriteriaSchema,
};

export const createCampaignSchema = z.object(campaignFields);
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;
export const updateCampaignSchema = z.object({
  id: zBodyRecordId(),
  version: z.number().int().positive(),
  ...campaignFields,
});
export type UpdateCampaignInput = z.input<typeof updateCampaignSchema>;
/** deleteCampaign and SwitchIsActiveCampaign: {id}, and the version the user read. */
export const campaignVersionSchema = z.object({ id: zBodyRecordId(), version: z.number().int().positive() });

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  queueId: z.number().int().nullable(),
  queueName: z.string().nullable(),
  script: z.string(),
  outcomes: z.array(z.string()),
  /** No outcomes of its own: the configuration's default outcomes (shown in outcomes). */
  usesDefaultOutcomes: z.boolean(),
  criteria: z.object({
    contractCodes: z.array(z.string()),
    pbpCodes: z.array(z.string()),
    countyFips: z.array(z.string()),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    tags: z.array(z.string()),
  }),
  /** Outreach cases created so far. */
  outreachCount: z.number().int(),
  activatedAt: z.string().nullable(),
  createdBy: z.string(),
  createdDate: z.string(),
  modifiedBy: z.string(),
  /** The name of the user who changed it last (null when no user has the username): the grid names people. */
  modifiedByName: z.string().nullable(),
  modifiedDate: z.string(),
  version: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object(odataQueryShape(CRM_MAX_TOP));
export const campaignListSchema = odataAnswerOf(campaignSchema);

export const campaignIdQuerySchema = z.object({ id: zRecordId() });
export const campaignMembersQuerySchema = z.object({ id: zRecordId(), ...odataQueryShape(CRM_MAX_TOP) });

export const eligibleMemberSchema = z.object({
  memberId: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  age: z.number().int(),
  contractCode: z.string(),
  pbpCode: z.string(),
  countyFips: z.string().nullable(),
});
export type EligibleMember = z.infer<typeof eligibleMemberSchema>;
export const eligibleMemberListSchema = odataAnswerOf(eligibleMemberSchema);

export const memberCountSchema = z.object({ id: z.number().int(), memberCount: z.number().int() });
/** The count of criteria not yet saved (the campaign form's preview). */
export const memberCountByCriteriaSchema = z.object({ criteria: campaignCriteriaSchema });
export const criteriaMemberCountSchema = z.object({ memberCount: z.number().int() });

// ---- Configuration (/crm/campaign-config) ---------------------------------------------------------------------------

export const campaignConfigSchema = z.object({
  defaultQueueId: z.number().int().nullable(),
  defaultQueueName: z.string().nullable(),
  defaultScript: z.string(),
  defaultOutcomes: z.array(z.string()),
  modifiedBy: z.string().nullable(),
  /** The name of the user who saved the defaults last (null before anyone has, or when no user has the username). */
  modifiedByName: z.string().nullable(),
  modifiedDate: z.string().nullable(),
  version: z.number().int(),
});
export type CampaignConfig = z.infer<typeof campaignConfigSchema>;

export const updateCampaignConfigSchema = z.object({
  version: z.number().int().positive(),
  defaultQueueId: zBodyRecordId().nullable(),
  defaultScript: z.string().trim().max(4000, M.scriptTooLong),
  defaultOutcomes: campaignOutcomesSchema,
});
export type UpdateCampaignConfigInput = z.input<typeof updateCampaignConfigSchema>;

// ---- Outcomes and statistics (/crm/campaign-stats) ------------------------------------------------------------------

/** The agent records the member's outcome from the campaign's list (My Queue write). */
export const recordCampaignOutcomeSchema = z.object({
  campaignId: zBodyRecordId(),
  memberId: z.string().trim().min(1).max(20),
  outcome: z.string().trim().min(1, M.outcomeNotInList).max(100, M.outcomeNotInList),
  /** The outreach's version as read: two agents changing the same member's outcome cannot overwrite each other. */
  version: z.number().int().positive(),
});
export type RecordCampaignOutcomeInput = z.input<typeof recordCampaignOutcomeSchema>;
export const campaignOutreachSchema = z.object({
  campaignId: z.number().int(),
  memberId: z.string(),
  caseId: z.number().int().nullable(),
  outcome: z.string().nullable(),
  contactedBy: z.string().nullable(),
  /** The name of the user who recorded the outcome (null before anyone has, or when no user has the username). */
  contactedByName: z.string().nullable(),
  contactedDate: z.string().nullable(),
  version: z.number().int(),
});
export type CampaignOutreach = z.infer<typeof campaignOutreachSchema>;

export const campaignStatsRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  eligible: z.number().int(),
  outreachCreated: z.number().int(),
  contacted: z.number().int(),
  closed: z.number().int(),
  outcomes: z.array(z.object({ outcome: z.string(), count: z.number().int() })),
});
export type CampaignStatsRow = z.infer<typeof campaignStatsRowSchema>;
export const campaignStatsSchema = z.object({ items: z.array(campaignStatsRowSchema), total: z.number().int() });

// ---- The campaign form (web) ---------------------------------------------------------------------------------------

/** The campaign dialog's fields: outcomes may be left empty (the default outcomes), else the same rules. */
export const campaignFormSchema = createCampaignSchema.extend({
  outcomes: z
    .array(z.string().trim().min(1, M.outcomeInvalid).max(100, M.outcomeInvalid))
    .max(20, M.tooMany('outcomes', 20))
    .refine((values) => new Set(values).size === values.length, M.outcomeInvalid),
});
export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormOutput = z.output<typeof campaignFormSchema>;

/** The create or update body of the dialog's values (no outcomes: the defaults). */
export const campaignBodyOf = (values: CampaignFormOutput): CreateCampaignInput => ({
  ...values,
  outcomes: values.outcomes.length > 0 ? values.outcomes : null,
});
