import { z } from 'zod';
import { zBodyRecordId } from '../platform/ids.ts';
import { odataAnswerOf } from '../platform/odata.ts';
import { zText } from '../platform/rules/text.ts';
import { USER_CASE_TYPE_NAMES } from '../crm-my-queue/crm-constants.ts';
import { zVersion } from '../crm-my-queue/workflow-common.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * CRM queue administration (enrollment-crm-virtual-care spec §7): the queues (GET /odata/usermanagementqueues, POST
 * AddQueueItem {queue}), who works each queue in turn order (GetUserQueueMappings, GetCrmInboundUsers, PushQueues) and
 * which case types each queue receives (the case auto-assign structure, UpdateCaseReassignmentStructureByQueue). A new
 * case goes to its queue's next active member round-robin (the CRM's assignment). The spec shows no shapes: these are
 * plain camelCase JSON, versioned per queue (a stale version is 409).
 */

export const QUEUE_MESSAGES = {
  nameRequired: 'Queue name is required.',
  nameTooLong: MESSAGES.atMostCharacters('Queue name', 100),
  descriptionTooLong: MESSAGES.atMostCharacters('Description', 500),
  nameTaken: 'A queue with this name already exists.',
  queueNotFound: 'The queue was not found.',
  nothingToPush: 'There are no queue changes to push.',
  queueTwice: 'A queue can be pushed only once at a time.',
  userTwice: 'A user can be mapped to a queue only once.',
  userNotCrm: (username: string) => `${username} is not an active CRM user.`,
  caseTypeInvalid: `Case type must be one of: ${USER_CASE_TYPE_NAMES.join(', ')}`,
  /** Only campaigns make outreach cases, each in its campaign's queue (or Campaign Config's default): no routing. */
  caseTypeCampaignOnly: "Campaign Outreach cases go to their campaign's queue; they are not routed by case type.",
  caseTypeTwice: 'A case type can be listed only once.',
  caseTypeTaken: (caseType: string, queue: string) => `${caseType} already routes to the queue ${queue}.`,
} as const;

/** The path of the queue administration list (spec §7: GET /odata/usermanagementqueues). */
export const USER_MANAGEMENT_QUEUES_PATH = '/odata/usermanagementqueues';

/** A queue as the administration list answers it. */
export const queueRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  memberCount: z.number().int(),
  activeMemberCount: z.number().int(),
  caseTypeCount: z.number().int(),
  createdDate: z.string(),
  version: z.number().int(),
});
export type QueueRow = z.infer<typeof queueRowSchema>;
export const queueListSchema = odataAnswerOf(queueRowSchema);

/** AddQueueItem {queue}: without id a new queue; with id and the version read, a rename or (de)activation. */
export const queueItemSchema = z.strictObject({
  id: zBodyRecordId().optional(),
  version: zVersion().optional(),
  name: zText().trim().min(1, QUEUE_MESSAGES.nameRequired).max(100, QUEUE_MESSAGES.nameTooLong),
  description: zText({ multiline: true }).trim().max(500, QUEUE_MESSAGES.descriptionTooLong).nullable().default(null),
  isActive: z.boolean().default(true),
});
export type QueueItemInput = z.input<typeof queueItemSchema>;
export const addQueueItemSchema = z.strictObject({ queue: queueItemSchema });
export type AddQueueItemInput = z.input<typeof addQueueItemSchema>;

/** A queue's full record (the answer of AddQueueItem). */
export const queueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type Queue = z.infer<typeof queueSchema>;

/** A user working a queue: their turn order (position, smallest first) and whether the round-robin gives them cases. */
export const queueMemberSchema = z.strictObject({
  username: z.string().trim().min(1).max(100),
  isActive: z.boolean().default(true),
});
export const queueMemberRowSchema = z.object({
  username: z.string(),
  name: z.string(),
  position: z.number().int(),
  isActive: z.boolean(),
});
export type QueueMemberRow = z.infer<typeof queueMemberRowSchema>;

/** GetUserQueueMappings: every queue (active or not) with its members in turn order. */
export const userQueueMappingSchema = z.object({
  queueId: z.number().int(),
  queueName: z.string(),
  isActive: z.boolean(),
  version: z.number().int(),
  members: z.array(queueMemberRowSchema),
});
export type UserQueueMapping = z.infer<typeof userQueueMappingSchema>;
export const userQueueMappingsSchema = z.object({ items: z.array(userQueueMappingSchema) });

/** GetCrmInboundUsers: the active users of the CRM (My Queue), who can be mapped to queues. */
export const crmInboundUserSchema = z.object({ username: z.string(), name: z.string(), email: z.string() });
export type CrmInboundUser = z.infer<typeof crmInboundUserSchema>;
export const crmInboundUsersSchema = z.object({ items: z.array(crmInboundUserSchema) });

/**
 * PushQueues: the mapping edited on the screen, published at once. Each queue pushed names the version it was read at
 * and its full member list in turn order; every queue is checked and written in one transaction, so either all the
 * changes apply or none (a stale queue is 409, an unknown user 400).
 */
export const pushQueuesSchema = z.strictObject({
  queues: z
    .array(
      z.strictObject({
        queueId: zBodyRecordId(),
        version: zVersion(),
        members: z
          .array(queueMemberSchema)
          .max(200)
          .refine(
            (members) => new Set(members.map((m) => m.username.toLowerCase())).size === members.length,
            QUEUE_MESSAGES.userTwice,
          ),
      }),
    )
    .min(1, QUEUE_MESSAGES.nothingToPush)
    .max(100)
    .refine((queues) => new Set(queues.map((q) => q.queueId)).size === queues.length, QUEUE_MESSAGES.queueTwice),
});
export type PushQueuesInput = z.input<typeof pushQueuesSchema>;
export const pushQueuesAnswerSchema = z.object({ items: z.array(userQueueMappingSchema) });

// ---- Case auto-assign structure ---------------------------------------------------------------------------------------

/** The case types a queue may receive: those users create (campaigns put their outreach cases in their own queue). */
const caseTypeEnum = z.enum(USER_CASE_TYPE_NAMES as [string, ...string[]], {
  error: (issue) =>
    issue.input === 'Campaign Outreach' ? QUEUE_MESSAGES.caseTypeCampaignOnly : QUEUE_MESSAGES.caseTypeInvalid,
});

/** A queue with the case types it receives: a new case of one of them without a queue of its own goes to this queue. */
export const queueCaseTypesSchema = z.object({
  queueId: z.number().int(),
  queueName: z.string(),
  isActive: z.boolean(),
  activeMemberCount: z.number().int(),
  version: z.number().int(),
  caseTypes: z.array(z.string()),
});
export type QueueCaseTypes = z.infer<typeof queueCaseTypesSchema>;
export const caseAssignmentStructureSchema = z.object({ items: z.array(queueCaseTypesSchema) });
export type CaseAssignmentStructure = z.infer<typeof caseAssignmentStructureSchema>;

/** UpdateCaseReassignmentStructureByQueue: the queue's case types, replaced, at the version read. */
export const updateCaseAssignmentSchema = z.strictObject({
  queueId: zBodyRecordId(),
  version: zVersion(),
  caseTypes: z
    .array(caseTypeEnum)
    .max(USER_CASE_TYPE_NAMES.length)
    .refine((types) => new Set(types).size === types.length, QUEUE_MESSAGES.caseTypeTwice),
});
export type UpdateCaseAssignmentInput = z.input<typeof updateCaseAssignmentSchema>;

// ---- Configuration export and import ----------------------------------------------------------------------------------

/** The queues' section of a configuration file (platform/config-transfer), at `${CRM_API}/queues/...`. */
export const QUEUE_CONFIG_SECTION = 'crm-queues';
export const QUEUE_CONFIG_PATH = '/api/crm/myqueue/queues';

/**
 * A queue as it travels between systems, named by its name: its members in turn order (usernames, the same on every
 * system of the plan) and the case types it receives. Importing one sets the queue to it (a case type listed moves
 * here from any other queue).
 */
export const queueConfigItemSchema = z.strictObject({
  name: zText().trim().min(1, QUEUE_MESSAGES.nameRequired).max(100, QUEUE_MESSAGES.nameTooLong),
  description: zText({ multiline: true }).trim().max(500, QUEUE_MESSAGES.descriptionTooLong).nullable(),
  isActive: z.boolean(),
  members: z
    .array(z.strictObject({ username: z.string().trim().min(1).max(100), isActive: z.boolean() }))
    .max(200)
    .refine(
      (members) => new Set(members.map((m) => m.username.toLowerCase())).size === members.length,
      QUEUE_MESSAGES.userTwice,
    ),
  caseTypes: z
    .array(caseTypeEnum)
    .max(USER_CASE_TYPE_NAMES.length)
    .refine((types) => new Set(types).size === types.length, QUEUE_MESSAGES.caseTypeTwice),
});
export type QueueConfigItem = z.infer<typeof queueConfigItemSchema>;
