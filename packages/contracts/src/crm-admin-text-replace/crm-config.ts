import { z } from 'zod';
import { CASE_TYPE_NAMES, TASK_TYPE_NAMES, WORKFLOW_TYPE_NAMES } from '../crm-my-queue/crm-constants.ts';
import { odataAnswerOf, odataQueryShape } from '../platform/odata.ts';
import { listOf } from '../platform/paging.ts';
import { planSchema } from '../platform/reference.ts';
import { zText } from '../platform/rules/text.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * The CRM's general configuration calls (spec §7, api/crm/myqueue/...): the inbound call script and the CRM benefit
 * info agents read while on a call (each edited by an administrator at the version read), and the read-only settings
 * the CRM's screens start from (GetCrmConfig, getAppSettings, getCompanyMaster, getinitialdata) and GET /odata/domains.
 */

export const CRM_CONFIG_MESSAGES = {
  scriptRequired: 'The inbound script is required.',
  scriptTooLong: MESSAGES.atMostCharacters('The inbound script', 8000),
  topicRequired: 'Topic is required.',
  topicTooLong: MESSAGES.atMostCharacters('Topic', 100),
  detailsRequired: 'Details are required.',
  detailsTooLong: MESSAGES.atMostCharacters('Details', 2000),
  tooManyTopics: 'At most 50 benefit topics can be kept.',
  versionInvalid: 'The version read is required (a positive whole number).',
} as const;
const M = CRM_CONFIG_MESSAGES;

const zVersion = () => z.number({ error: M.versionInvalid }).int(M.versionInvalid).positive(M.versionInvalid);
const changedShape = {
  modifiedBy: z.string().nullable(),
  /** The name of the user modifiedBy names (null for a username no user has): the editor shows the person. */
  modifiedByName: z.string().nullable(),
  modifiedDate: z.string().nullable(),
  version: z.number().int(),
};

/** getInboundScript: what the agent reads to a caller on an inbound call. */
export const inboundScriptFormSchema = z.object({
  script: zText({ multiline: true }).trim().min(1, M.scriptRequired).max(8000, M.scriptTooLong),
});
export const updateInboundScriptSchema = inboundScriptFormSchema.extend({ version: zVersion() });
export type UpdateInboundScript = z.output<typeof updateInboundScriptSchema>;
export const inboundScriptSchema = z.object({ script: z.string(), ...changedShape });
export type InboundScript = z.infer<typeof inboundScriptSchema>;

/** GetCrmBenefitInfo / UpdateCrmBenefitInfo: benefit topics with the text agents give callers. */
export const crmBenefitTopicSchema = z.object({
  topic: zText().trim().min(1, M.topicRequired).max(100, M.topicTooLong),
  details: zText({ multiline: true }).trim().min(1, M.detailsRequired).max(2000, M.detailsTooLong),
});
export type CrmBenefitTopic = z.output<typeof crmBenefitTopicSchema>;
export const updateCrmBenefitInfoSchema = z.object({
  topics: z.array(crmBenefitTopicSchema).max(50, M.tooManyTopics),
  version: zVersion(),
});
export type UpdateCrmBenefitInfo = z.output<typeof updateCrmBenefitInfoSchema>;
export const crmBenefitInfoSchema = z.object({
  topics: z.array(z.object({ topic: z.string(), details: z.string() })),
  ...changedShape,
});
export type CrmBenefitInfo = z.infer<typeof crmBenefitInfoSchema>;

/** GetCrmConfig: the CRM's fixed rules, so screens do not hard-code them. */
export const crmConfigSchema = z.object({
  businessDay: z.object({ timeZone: z.string(), startHour: z.number().int(), endHour: z.number().int() }),
  memberLookupTop: z.number().int(),
  workflowsByMemberTop: z.number().int(),
  maxTop: z.number().int(),
  caseTypes: z.array(z.object({ value: z.enum(CASE_TYPE_NAMES), slaHours: z.number().int() })),
  workflowTypes: z.array(z.object({ value: z.enum(WORKFLOW_TYPE_NAMES), label: z.string(), slaHours: z.number() })),
  taskTypes: z.array(z.object({ value: z.enum(TASK_TYPE_NAMES), slaHours: z.number().int() })),
});
export type CrmConfig = z.infer<typeof crmConfigSchema>;

/** getAppSettings: the settings of the portal the CRM shows (environment, dates, time zone). */
export const appSettingsSchema = z.object({
  environment: z.string(),
  timeZone: z.string(),
  dateFormat: z.string(),
  dateTimeFormat: z.string(),
  openEndDate: z.string(),
  /** The demo sign-in and simulated outside systems are on (never in production). */
  demoMode: z.boolean(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const companySchema = z.object({ companyCode: z.string(), name: z.string(), stateCode: z.string() });
/** getCompanyMaster: the health plans (companies). */
export const companyMasterSchema = listOf(companySchema);

/** getinitialdata: what the CRM's screens load once: companies, this year's plans, states and the CRM's types. */
export const initialDataSchema = z.object({
  companies: z.array(companySchema),
  planYear: z.number().int(),
  plans: z.array(planSchema),
  states: z.array(z.object({ code: z.string(), name: z.string() })),
  caseTypes: z.array(z.enum(CASE_TYPE_NAMES)),
  workflowTypes: z.array(z.object({ value: z.enum(WORKFLOW_TYPE_NAMES), label: z.string() })),
});
export type InitialData = z.infer<typeof initialDataSchema>;

/** GET /odata/domains: the portal's user domains, OData-style. */
export const domainsQuerySchema = z.object(odataQueryShape());
export const crmDomainSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });
export const crmDomainListSchema = odataAnswerOf(crmDomainSchema);
