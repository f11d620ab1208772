import { z } from 'zod';
import { CRM_MAX_TOP, TASK_TYPE_NAMES, WORKFLOW_TYPE_NAMES } from '../crm-my-queue/crm-constants.ts';
import { zMemberId } from '../patient-360/member-record.ts';
import { odataAnswerOf, odataQueryShape } from '../platform/odata.ts';
import { listOf } from '../platform/paging.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { whenFieldsValid } from '../platform/rules/cross-field.ts';
import { DATE_MESSAGES, MAX_DATE } from '../platform/rules/dates.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zText } from '../platform/rules/text.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Service actions (the spec's service flows, enrollment-crm-virtual-care spec §3, §4, §7): a named starting point the
 * agent offers a member, which opens a workflow of one of the CRM's six types and creates its tasks with their default
 * assignee, within an effective date range and for the plans (contract and PBP) it applies to. Switched on and off by
 * SwitchIsActiveServiceFlow; deleted softly. The normal-use list keeps only active, not deleted service flows.
 */

export const SERVICE_FLOW_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: MESSAGES.atMostCharacters('Name', 100),
  nameTaken: 'A service action with this name already exists.',
  descriptionTooLong: MESSAGES.atMostCharacters('Description', 1000),
  workflowTypeRequired: 'Choose the workflow type the service action starts.',
  taskTypeRequired: 'Choose a task type.',
  assigneeRuleRequired: 'Choose who the task is assigned to.',
  tooManyTasks: 'A service action creates at most 20 tasks.',
  duplicateTask: 'Each task type can be listed once.',
  taskTypeInactive: (taskType: string) => `The task type '${taskType}' is not active for service actions.`,
  badPlan: 'Give the plan as a contract code (H and 4 digits) and a PBP code (3 digits).',
  tooManyPlans: 'A service action applies to at most 200 plans.',
  serviceFlowNotFound: 'The service action was not found.',
  idInvalid: 'The id must be a positive whole number.',
  versionInvalid: 'The version read is required (a positive whole number).',
  atLeastOneTaskType: 'Keep at least one task type active.',
  // Starting a workflow from a service action (CreateWorkflow with serviceFlowId): 400, nothing created.
  startNotFound: "The service action was not found; reload the member's service actions.",
  startSwitchedOff: 'The service action is switched off; it cannot start a workflow.',
  startNotInEffect: 'The service action is not in effect today.',
  startOtherPlan: "The service action does not apply to the member's plan.",
  startNotOffered: 'Service actions are not offered to agents.',
  startWrongType: (label: string) => `The service action starts a ${label} workflow.`,
} as const;
const M = SERVICE_FLOW_MESSAGES;

/** Who a task created by a service action goes to by default. */
export const SERVICE_FLOW_ASSIGNEE_RULES = ['Workflow owner', 'Case owner', 'Agent starting the action'] as const;
export type ServiceFlowAssigneeRule = (typeof SERVICE_FLOW_ASSIGNEE_RULES)[number];

const zId = () =>
  z.number({ error: M.idInvalid }).int(M.idInvalid).positive(M.idInvalid).max(2_147_483_647, M.idInvalid);
const zVersion = () => z.number({ error: M.versionInvalid }).int(M.versionInvalid).positive(M.versionInvalid);

export const serviceFlowTaskSchema = z.object({
  taskType: z.enum(TASK_TYPE_NAMES, { error: M.taskTypeRequired }),
  assigneeRule: z.enum(SERVICE_FLOW_ASSIGNEE_RULES, { error: M.assigneeRuleRequired }),
});
export type ServiceFlowTask = z.infer<typeof serviceFlowTaskSchema>;

/** A plan a service action applies to; none listed means every plan. */
export const serviceFlowPlanSchema = z.object({
  contractCode: z.string({ error: M.badPlan }).regex(/^H\d{4}$/, M.badPlan),
  pbpCode: z.string({ error: M.badPlan }).regex(/^\d{3}$/, M.badPlan),
});
export type ServiceFlowPlan = z.infer<typeof serviceFlowPlanSchema>;

/** The fields an administrator edits (the form and CreateServiceFlow's body). */
const serviceFlowFields = z.object({
  name: zText().trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  description: zText({ multiline: true }).trim().max(1000, M.descriptionTooLong).default(''),
  workflowType: z.enum(WORKFLOW_TYPE_NAMES, { error: M.workflowTypeRequired }),
  tasks: z
    .array(serviceFlowTaskSchema)
    .max(20, M.tooManyTasks)
    .refine((tasks) => new Set(tasks.map((task) => task.taskType)).size === tasks.length, M.duplicateTask)
    .default([]),
  effectiveFrom: zDate(),
  effectiveTo: zDate({ allowMaxDate: true }).default(MAX_DATE),
  plans: z.array(serviceFlowPlanSchema).max(200, M.tooManyPlans).default([]),
  isActive: z.boolean().default(true),
});
const effectiveRangeInOrder = (flow: { effectiveFrom: string; effectiveTo: string }) =>
  flow.effectiveFrom <= flow.effectiveTo;
// Runs while other fields are still missing, so the form and the server give the date order with them.
const rangeOrder = {
  message: DATE_MESSAGES.rangeOrder,
  path: ['effectiveTo'],
  ...whenFieldsValid(['effectiveFrom', 'effectiveTo']),
};
export const serviceFlowFormSchema = serviceFlowFields.refine(effectiveRangeInOrder, rangeOrder);
export type ServiceFlowFormInput = z.input<typeof serviceFlowFormSchema>;
export type ServiceFlowForm = z.output<typeof serviceFlowFormSchema>;

export const createServiceFlowSchema = serviceFlowFormSchema;
/** UpdateServiceFlow: the whole form at the version read. */
export const updateServiceFlowSchema = serviceFlowFields
  .extend({ id: zId(), version: zVersion() })
  .refine(effectiveRangeInOrder, rangeOrder);
export type UpdateServiceFlow = z.output<typeof updateServiceFlowSchema>;
/** DeleteServiceFlow {id} and SwitchIsActiveServiceFlow {id}, at the version read (409 when stale). */
export const serviceFlowTargetSchema = z.strictObject({ id: zId(), version: zVersion() });
export type ServiceFlowTarget = z.infer<typeof serviceFlowTargetSchema>;

export const serviceFlowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  workflowType: z.enum(WORKFLOW_TYPE_NAMES),
  workflowTypeString: z.string(),
  tasks: z.array(serviceFlowTaskSchema),
  effectiveFrom: z.string(),
  effectiveTo: z.string(),
  plans: z.array(serviceFlowPlanSchema),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  createdBy: z.string(),
  createdDate: z.string(),
  modifiedBy: z.string(),
  modifiedDate: z.string(),
  version: z.number().int(),
});
export type ServiceFlow = z.infer<typeof serviceFlowSchema>;

/**
 * GET serviceflows: OData $filter/$orderby/$skip/$top/$count. Normal use answers active, not deleted flows only;
 * `view=admin` (administrators of service actions) answers every flow, deleted ones included.
 */
export const serviceFlowListQuerySchema = z.object({
  ...odataQueryShape(CRM_MAX_TOP),
  view: z.enum(['normal', 'admin']).default('normal'),
});
export type ServiceFlowListQuery = z.output<typeof serviceFlowListQuerySchema>;
export const serviceFlowListSchema = odataAnswerOf(serviceFlowSchema);

export const serviceFlowIdQuerySchema = z.object({ id: zQueryInt().positive(M.idInvalid).max(2_147_483_647) });
export const serviceFlowForMemberQuerySchema = z.object({
  id: zQueryInt().positive(M.idInvalid).max(2_147_483_647),
  memberId: zMemberId(),
});
/** GetServiceFlowsForMember: flows in effect on the date (default today in Los Angeles) for the member's plan. */
export const serviceFlowsForMemberQuerySchema = z.object({
  memberId: zMemberId(),
  effectiveDate: zDate().optional(),
});
export const serviceFlowItemsSchema = listOf(serviceFlowSchema);

/** The service actions' configuration (GetServiceFlowConfig / UpdateServiceFlowConfig). */
export const serviceFlowConfigFormSchema = z.object({
  /** The task types a service action may create (GetActiveServiceFlowTaskTypes). */
  activeTaskTypes: z.array(z.enum(TASK_TYPE_NAMES, { error: M.taskTypeRequired })).min(1, M.atLeastOneTaskType),
  /** Offer the member's service actions in the agent's workspace. */
  showInWorkspace: z.boolean(),
});
export type ServiceFlowConfigForm = z.infer<typeof serviceFlowConfigFormSchema>;
export const updateServiceFlowConfigSchema = serviceFlowConfigFormSchema.extend({ version: zVersion() });
export const serviceFlowConfigSchema = serviceFlowConfigFormSchema.extend({
  modifiedBy: z.string().nullable(),
  modifiedDate: z.string().nullable(),
  version: z.number().int(),
});
export type ServiceFlowConfig = z.infer<typeof serviceFlowConfigSchema>;

export const activeTaskTypesSchema = z.object({ items: z.array(z.enum(TASK_TYPE_NAMES)) });

/** GetWorkflowTaskOptions: what the service action editor offers. */
export const workflowTaskOptionsSchema = z.object({
  workflowTypes: z.array(z.object({ value: z.enum(WORKFLOW_TYPE_NAMES), label: z.string() })),
  taskTypes: z.array(z.object({ value: z.enum(TASK_TYPE_NAMES), slaHours: z.number().int() })),
  assigneeRules: z.array(z.enum(SERVICE_FLOW_ASSIGNEE_RULES)),
});
export type WorkflowTaskOptions = z.infer<typeof workflowTaskOptionsSchema>;
