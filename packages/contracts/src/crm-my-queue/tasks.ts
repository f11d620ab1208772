import { z } from 'zod';
import { odataAnswerOf } from '../platform/odata.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zText } from '../platform/rules/text.ts';
import {
  CRM_MAX_TOP,
  CRM_MEMBER_LOOKUP_PAGE,
  TASK_STATUSES,
  TASK_TYPE_NAMES,
  WORKFLOW_TYPE_NAMES,
  type TaskType,
  type WorkflowType,
} from './crm-constants.ts';
import { crmNoteSchema, zCrmId, zNotes, zVersion } from './workflow-common.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Workflow tasks (enrollment-crm-virtual-care spec §3 "Workflow task", §7 "Tasks"): the rows as returned, the bodies of
 * CreateWorkflowTask, UpdateWorkflowTask, CloseWorkflowTask and AddNoteToWorkflowTask, tasks by workflow (CreatedDate
 * descending, $skip=0 $top=50) and the CSV export's columns.
 */

export const TASK_MESSAGES = {
  notFound: 'The task was not found.',
  taskTypeRequired: 'Choose the task type.',
  taskType: `Task type must be one of: ${TASK_TYPE_NAMES.join(', ')}.`,
  assignedTo: 'Choose the user the task is assigned to.',
  descriptionTooLong: MESSAGES.atMostCharacters('The description', 2000),
  closeStatus: 'A task is closed as Closed or Rejected.',
  updateStatus: 'A task is updated to Open or In Progress; close it with CloseWorkflowTask.',
  taskClosed: 'The task is closed.',
} as const;
const M = TASK_MESSAGES;

/** A task type left empty asks to choose one; any other value not in the list is "must be one of". */
export const taskTypeSchema = z.enum(TASK_TYPE_NAMES as [TaskType, ...TaskType[]], {
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.taskTypeRequired : M.taskType),
});

export const workflowTaskRowSchema = z.object({
  id: z.number().int(),
  workflowId: z.number().int(),
  caseId: z.number().int(),
  memberId: z.string(),
  workflowType: z.enum(WORKFLOW_TYPE_NAMES as [WorkflowType, ...WorkflowType[]]),
  taskType: taskTypeSchema,
  status: z.enum(TASK_STATUSES),
  description: z.string().nullable(),
  assignedTo: z.string(),
  /** The display names of the assignee and of who closed the task (null or absent: no such user). */
  assignedToName: z.string().nullable().optional(),
  closedByName: z.string().nullable().optional(),
  slaDueAt: z.string(),
  createdBy: z.string(),
  /** ISO instant (spec: CreatedDate). */
  createdDate: z.string(),
  modifiedBy: z.string(),
  modifiedDate: z.string(),
  closedBy: z.string().nullable(),
  closedDate: z.string().nullable(),
  version: z.number().int(),
});
export type WorkflowTaskRow = z.infer<typeof workflowTaskRowSchema>;

/** A task by id, with its notes newest first. */
export const workflowTaskDetailSchema = workflowTaskRowSchema.extend({ notes: z.array(crmNoteSchema) });
export type WorkflowTaskDetail = z.infer<typeof workflowTaskDetailSchema>;

export const workflowTaskPageSchema = odataAnswerOf(workflowTaskRowSchema);
export type WorkflowTaskPage = z.infer<typeof workflowTaskPageSchema>;

const zAssignee = () => z.string({ error: M.assignedTo }).trim().min(1, M.assignedTo).max(100);
const zDescription = () => zText({ multiline: true }).trim().max(2000, M.descriptionTooLong).optional();

/** CreateWorkflowTask: the workflow must be open; the assignee an active user; slaDueAt from the calendar. */
export const createWorkflowTaskSchema = z.object({
  workflowId: zCrmId(),
  taskType: taskTypeSchema,
  assignedTo: zAssignee(),
  description: zDescription(),
});
export type CreateWorkflowTask = z.infer<typeof createWorkflowTaskSchema>;

export const updateWorkflowTaskSchema = z.object({
  id: zCrmId(),
  version: zVersion(),
  status: z.enum(['Open', 'In Progress'], { error: M.updateStatus }),
  assignedTo: zAssignee(),
  description: zDescription(),
});
export type UpdateWorkflowTask = z.infer<typeof updateWorkflowTaskSchema>;

export const closeWorkflowTaskSchema = z.object({
  workflowTaskId: zCrmId(),
  version: zVersion(),
  status: z.enum(['Closed', 'Rejected'], { error: M.closeStatus }),
});
export type CloseWorkflowTask = z.infer<typeof closeWorkflowTaskSchema>;

export const addNoteToWorkflowTaskSchema = z.object({ workflowTaskId: zCrmId(), notes: zNotes() });
export type AddNoteToWorkflowTask = z.infer<typeof addNoteToWorkflowTaskSchema>;

export const workflowTaskIdQuerySchema = z.object({ id: zQueryInt().positive() });

/** Tasks by workflow: CreatedDate descending, $skip=0 $top=50 (spec §9). */
export const tasksByWorkflowQuerySchema = z.object({
  workflowId: zQueryInt().positive(),
  $skip: zQueryInt().min(0).default(CRM_MEMBER_LOOKUP_PAGE.skip),
  $top: zQueryInt().min(1).max(CRM_MAX_TOP).default(CRM_MEMBER_LOOKUP_PAGE.top),
});

/** default.csvexportworkflowtasks: the workflowtasks list's $filter and $orderby; CSV of at most 25,000 rows. */
export const csvExportWorkflowTasksQuerySchema = z.object({
  $filter: z.string().max(4000).optional(),
  $orderby: z.string().max(500).optional(),
});

/** The CSV's columns, in order: header text and row field. */
export const WORKFLOW_TASK_CSV_COLUMNS = [
  ['Task Id', 'id'],
  ['Workflow Id', 'workflowId'],
  ['Case Id', 'caseId'],
  ['Member Id', 'memberId'],
  ['Workflow Type', 'workflowType'],
  ['Task Type', 'taskType'],
  ['Status', 'status'],
  ['Assigned To', 'assignedTo'],
  ['Description', 'description'],
  ['SLA Due', 'slaDueAt'],
  ['Created By', 'createdBy'],
  ['Created Date', 'createdDate'],
  ['Closed By', 'closedBy'],
  ['Closed Date', 'closedDate'],
] as const satisfies readonly (readonly [string, keyof WorkflowTaskRow])[];
export const WORKFLOW_TASK_CSV_FILE = 'workflow-tasks.csv';
