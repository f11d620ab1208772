import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The care-management CRM (issue 12), owned by the crm module: cases, the interactions (calls, messages) that touch
 * them, the workflows opened under a case and their tasks, with notes, actions taken, files, outbound surveys, sticky
 * notes, next best actions, reminders, member portal messages, call notes and plan-material mail requests; the queues
 * new cases are assigned from, round-robin. Members are named by the plan's member id (members.member_id); users by
 * their username. Every open item carries its SLA due time (working hours on the business calendar, computed when it
 * is created), so the queue's "exceeding" and "within SLA" lists are index range reads at millions of rows.
 */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const modifiedAt = () => timestamp('modified_at', { withTimezone: true }).notNull().defaultNow();

/** Work queues; a new case in a queue goes to its next active member in turn. */
/** A queue's name is unique ignoring case (the service asks first; the index settles two admins at once). */
export const crmQueues = pgTable(
  'crm_queues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('crm_queues_name_idx').on(sql`lower(${t.name})`)],
);

/** Who works a queue, in turn order; an inactive member is skipped by the round-robin. */
export const crmQueueMembers = pgTable(
  'crm_queue_members',
  {
    queueId: integer('queue_id').notNull(),
    username: text('username').notNull(),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.queueId, t.username] }),
    index('crm_queue_members_order_idx').on(t.queueId, t.position),
  ],
);

/**
 * Where each queue's round-robin stands: the position of the member who got the last case. Assignment locks this row
 * (`for update`), so two server instances never give the same turn twice or skip one.
 */
export const crmQueueRotation = pgTable('crm_queue_rotation', {
  queueId: integer('queue_id').primaryKey(),
  lastPosition: integer('last_position').notNull().default(-1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's case: what the member called about, owned by one agent until closed. */
export const crmCases = pgTable(
  'crm_cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    queueId: integer('queue_id'),
    /** The case type (contracts: CASE_TYPES); its SLA in working hours decides slaDueAt. */
    caseType: text('case_type').notNull(),
    subject: text('subject').notNull(),
    description: text('description'),
    /** Urgent, High, Normal, Low. */
    priority: text('priority').notNull().default('Normal'),
    /** Open, Pending, Closed (contracts: CASE_STATUSES). */
    status: text('status').notNull().default('Open'),
    isClosed: boolean('is_closed').notNull().default(false),
    owner: text('owner').notNull(),
    /** The interaction the case was opened in: the first-call-resolution report compares the others to it. */
    originInteractionId: bigint('origin_interaction_id', { mode: 'number' }),
    reopenedCount: integer('reopened_count').notNull().default(0),
    slaDueAt: timestamp('sla_due_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    modifiedBy: text('modified_by').notNull(),
    modifiedAt: modifiedAt(),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    /**
     * The case's workflows, and its open workflows plus open tasks: kept by every workflow and task write in its
     * transaction (workflows.repository, tasks.repository), so "candidate to close" (at least one workflow, none open,
     * no open task) is a column test read through crm_cases_owner_close_candidates_idx, not a probe per case.
     */
    workflowCount: integer('workflow_count').notNull().default(0),
    openWorkCount: integer('open_work_count').notNull().default(0),
  },
  (t) => [
    index('crm_cases_owner_open_sla_idx')
      .on(t.owner, t.slaDueAt)
      .where(sql`not ${t.isClosed}`),
    index('crm_cases_owner_open_modified_idx')
      .on(t.owner, t.modifiedAt.desc())
      .where(sql`not ${t.isClosed}`),
    // "Last updated by a different user": the other user is a column test the index holds, so the count reads it alone.
    index('crm_cases_owner_updated_by_other_idx')
      .on(t.owner, t.modifiedAt.desc())
      .where(sql`not ${t.isClosed} and ${t.modifiedBy} <> ${t.owner}`),
    index('crm_cases_owner_close_candidates_idx')
      .on(t.owner, t.modifiedAt)
      .where(sql`not ${t.isClosed} and ${t.workflowCount} > 0 and ${t.openWorkCount} = 0`),
    index('crm_cases_owner_open_urgent_idx')
      .on(t.owner, t.slaDueAt)
      .where(sql`not ${t.isClosed} and ${t.priority} = 'Urgent'`),
    index('crm_cases_owner_closed_idx')
      .on(t.owner, t.closedAt.desc())
      .where(sql`${t.isClosed}`),
    index('crm_cases_member_created_idx').on(t.memberId, t.createdAt.desc()),
    index('crm_cases_created_idx').on(t.createdAt),
    index('crm_cases_queue_open_idx')
      .on(t.queueId, t.createdAt)
      .where(sql`not ${t.isClosed}`),
  ],
);

/** Notes on a case, a workflow or a task (itemKind: case, workflow, task), newest first. */
export const crmNotes = pgTable(
  'crm_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemKind: text('item_kind').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    note: text('note').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('crm_notes_item_idx').on(t.itemKind, t.itemId, t.createdAt.desc())],
);

/** Actions taken on a case (AddActionTakenToCase). */
export const crmCaseActions = pgTable(
  'crm_case_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('crm_case_actions_case_idx').on(t.caseId, t.createdAt.desc())],
);

/** A contact with a member: a call (with its CTI id), a portal message, a letter, a walk-in. */
export const crmInteractions = pgTable(
  'crm_interactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null while an inbound caller is not yet identified. */
    memberId: text('member_id'),
    /** The telephony integration's interaction id (Talkdesk id). */
    ctiId: text('cti_id'),
    /** Inbound, Outbound (contracts: CALL_DIRECTIONS). */
    direction: text('direction').notNull(),
    /** Phone, Portal Message, Email, Mail, Walk-in (contracts: INTERACTION_TYPES). */
    interactionType: text('interaction_type').notNull(),
    outcome: text('outcome'),
    phoneNumber: text('phone_number'),
    agentName: text('agent_name').notNull(),
    notes: text('notes'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Retention calls (shell spec §9): the contact outcome, who asked to disenroll and why. */
    disenrollmentContactOutcome: text('disenrollment_contact_outcome'),
    disenrollmentRequesterSource: text('disenrollment_requester_source'),
    disenrollmentReasonId: integer('disenrollment_reason_id'),
    /**
     * The sign-in session (user_sessions.id) that created the interaction: a call still open when that session is over
     * is ended by the server (ended-session-calls.job.ts). Null for rows written without a session (demo data, imports).
     */
    sessionId: text('session_id'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    modifiedBy: text('modified_by').notNull(),
    modifiedAt: modifiedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('crm_interactions_member_created_idx').on(t.memberId, t.createdAt.desc()),
    // The sweep of calls left open by sessions that are over reads the open calls only.
    index('crm_interactions_open_call_session_idx')
      .on(t.sessionId)
      .where(sql`${t.endedAt} is null and ${t.ctiId} is not null and ${t.sessionId} is not null`),
    index('crm_interactions_created_by_idx').on(t.createdBy, t.createdAt.desc()),
    index('crm_interactions_created_idx').on(t.createdAt),
    uniqueIndex('crm_interactions_cti_idx').on(t.ctiId),
  ],
);

/** Which cases an interaction touched (an interaction's CaseIds). */
export const crmInteractionCases = pgTable(
  'crm_interaction_cases',
  {
    interactionId: bigint('interaction_id', { mode: 'number' }).notNull(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.interactionId, t.caseId] }),
    index('crm_interaction_cases_case_idx').on(t.caseId, t.interactionId),
  ],
);

/** A workflow under a case: one of the workflow types, with its form's data and its own SLA. */
export const crmWorkflows = pgTable(
  'crm_workflows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    /** DemographicChange, PcpChange, RequestPlanMaterial, ProcessSSBCI, PoaValidation, MemberReimbursement. */
    workflowType: text('workflow_type').notNull(),
    /** Open, In Progress, Escalated, Closed (contracts: WORKFLOW_STATUSES). */
    status: text('status').notNull().default('Open'),
    reason: text('reason'),
    owner: text('owner').notNull(),
    /** The workflow type's form, as validated by its contract schema. */
    formData: jsonb('form_data').notNull().default({}),
    /**
     * The workflow's open tasks: kept by every task write in its transaction (tasks.repository), so the queue's
     * workflows with and without open tasks are counted from crm_workflows_owner_open_sla_idx alone.
     */
    openTaskCount: integer('open_task_count').notNull().default(0),
    serviceFlowId: integer('service_flow_id'),
    /** The form template the agent filled in (crm_form_templates, the form builder's) at its version, and the answers. */
    formTemplateId: integer('form_template_id'),
    formTemplateVersion: integer('form_template_version'),
    /** The answers in the template's field order, each with its label and text: [{ key, label, value, text }]. */
    formAnswers: jsonb('form_answers'),
    slaDueAt: timestamp('sla_due_at', { withTimezone: true }).notNull(),
    escalatedTo: text('escalated_to'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    modifiedBy: text('modified_by').notNull(),
    modifiedAt: modifiedAt(),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('crm_workflows_owner_open_sla_idx')
      .on(t.owner, t.slaDueAt, t.openTaskCount)
      .where(sql`${t.closedAt} is null`),
    index('crm_workflows_case_created_idx').on(t.caseId, t.createdAt.desc()),
    index('crm_workflows_member_created_idx').on(t.memberId, t.createdAt.desc()),
    index('crm_workflows_created_idx').on(t.createdAt),
  ],
);

/** Workflows an agent started and discarded before saving (trackdiscardworkflow). */
export const crmWorkflowDiscards = pgTable(
  'crm_workflow_discards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    caseId: bigint('case_id', { mode: 'number' }),
    workflowType: text('workflow_type').notNull(),
    discardedBy: text('discarded_by').notNull(),
    discardedAt: timestamp('discarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_workflow_discards_member_idx').on(t.memberId, t.discardedAt.desc())],
);

/** A task of a workflow, assigned to one user. */
export const crmTasks = pgTable(
  'crm_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workflowId: bigint('workflow_id', { mode: 'number' }).notNull(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    memberId: text('member_id').notNull(),
    /** contracts: TASK_TYPES; its SLA in working hours decides slaDueAt. */
    taskType: text('task_type').notNull(),
    /** Open, In Progress, Closed, Rejected (contracts: TASK_STATUSES). */
    status: text('status').notNull().default('Open'),
    description: text('description'),
    assignedTo: text('assigned_to').notNull(),
    slaDueAt: timestamp('sla_due_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    modifiedBy: text('modified_by').notNull(),
    modifiedAt: modifiedAt(),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('crm_tasks_assignee_open_sla_idx')
      .on(t.assignedTo, t.slaDueAt)
      .where(sql`${t.closedAt} is null`),
    index('crm_tasks_assignee_closed_idx')
      .on(t.assignedTo, t.closedAt.desc())
      .where(sql`${t.closedAt} is not null`),
    // Recently closed and recently rejected tasks: one range each, the status in the index.
    index('crm_tasks_assignee_status_closed_idx')
      .on(t.assignedTo, t.status, t.closedAt.desc())
      .where(sql`${t.closedAt} is not null`),
    index('crm_tasks_workflow_open_idx')
      .on(t.workflowId)
      .where(sql`${t.closedAt} is null`),
    index('crm_tasks_workflow_created_idx').on(t.workflowId, t.createdAt.desc()),
    index('crm_tasks_case_created_idx').on(t.caseId, t.createdAt.desc()),
    index('crm_tasks_member_created_idx').on(t.memberId, t.createdAt.desc()),
    index('crm_tasks_created_idx').on(t.createdAt),
  ],
);

/** Files on a workflow, a case (member reimbursement case files) or an interaction (itemKind). */
export const crmFiles = pgTable(
  'crm_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemKind: text('item_kind').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_files_item_idx').on(t.itemKind, t.itemId)],
);

/** An outbound survey made about a case. */
export const crmOutboundSurveys = pgTable(
  'crm_outbound_surveys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    memberId: text('member_id').notNull(),
    surveyType: text('survey_type').notNull(),
    answers: jsonb('answers').notNull().default({}),
    satisfaction: integer('satisfaction'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('crm_outbound_surveys_case_idx').on(t.caseId, t.createdAt.desc()),
    index('crm_outbound_surveys_member_idx').on(t.memberId, t.createdAt.desc()),
  ],
);
