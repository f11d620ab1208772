import { CRM_MESSAGES, TASK_TYPES, type TaskType } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  TASK_MESSAGES as M,
  type AddNoteToWorkflowTask,
  type CloseWorkflowTask,
  type CreateWorkflowTask,
  type UpdateWorkflowTask,
  type WorkflowTaskDetail,
  type WorkflowTaskRow,
} from '@portal/contracts/crm-my-queue/tasks';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { addWorkingHours } from '../../platform/calendar/business-calendar.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors/errors.ts';
import { activeUser } from './cases.repository.ts';
import { crmTasks } from './crm.tables.ts';
import { CRM_MODULE_ID } from './cases.service.ts';
import * as repository from './tasks.repository.ts';
import type { WorkflowContext } from './workflow-types.service.ts';
import * as workflows from './workflows.repository.ts';

/**
 * Workflow tasks (spec §7 "Tasks"): created on an open workflow for an active user with the SLA of their type on the
 * business calendar; updated and closed (Closed or Rejected) at the version read; noted. Every write is one transaction
 * with its audit row (before/after).
 */

const audit = (tx: DbOrTx, actor: Actor, eventType: string, itemId: number, details: object) =>
  recordAudit(tx, actor, { eventType, itemId, moduleId: CRM_MODULE_ID, details: { ...details } });

async function requireTask(db: DbOrTx, id: number): Promise<WorkflowTaskRow> {
  const task = await repository.taskById(db, id);
  if (!task) throw notFound(CRM_MESSAGES.taskNotFound);
  return task;
}

async function requireAssignee(db: DbOrTx, username: string): Promise<string> {
  const user = await activeUser(db, username);
  if (!user) throw badRequest(CRM_MESSAGES.unknownUser);
  return user.username;
}

/** The task at the version read, locked for the change: 404 gone, 409 stale, 400 already closed. */
async function lockOpenTask(tx: DbOrTx, id: number, version: number, by: string): Promise<WorkflowTaskRow> {
  const locked = await lockAtVersion(tx, crmTasks, { id, version, by }).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(CRM_MESSAGES.taskNotFound);
    throw error;
  });
  if (locked.closedAt !== null) throw badRequest(M.taskClosed);
  return requireTask(tx, id);
}

/**
 * A new task on the workflow, in the caller's transaction: the SLA of its type on the business calendar, the case's and
 * the workflow's open-work counters moved, audited (CrmTaskCreated) with the task as created and any `details` given.
 */
export async function insertAuditedTask(
  tx: DbOrTx,
  actor: Actor,
  workflow: { id: number; caseId: number; memberId: string },
  task: { taskType: TaskType; description: string | null; assignedTo: string },
  details: object = {},
): Promise<WorkflowTaskRow> {
  const id = await repository.insertTask(tx, {
    workflowId: workflow.id,
    caseId: workflow.caseId,
    memberId: workflow.memberId,
    taskType: task.taskType,
    description: task.description,
    assignedTo: task.assignedTo,
    slaDueAt: addWorkingHours(new Date(), TASK_TYPES[task.taskType].slaHours),
    username: actor.user.username,
  });
  const after = await requireTask(tx, id);
  await audit(tx, actor, 'CrmTaskCreated', id, { ...details, after });
  return after;
}

export async function createTask(context: WorkflowContext, actor: Actor, input: CreateWorkflowTask) {
  return context.db.transaction(async (tx) => {
    const workflow = await workflows.workflowById(tx, input.workflowId, { lock: true });
    if (!workflow) throw notFound(CRM_MESSAGES.workflowNotFound);
    if (workflow.closedDate !== null) throw badRequest(CRM_MESSAGES.workflowClosed);
    const assignedTo = await requireAssignee(tx, input.assignedTo);
    const after = await insertAuditedTask(tx, actor, workflow, {
      taskType: input.taskType,
      description: input.description || null,
      assignedTo,
    });
    await workflows.touchWorkflow(tx, workflow.id, actor.user.username);
    return after;
  });
}

export async function updateTask(context: WorkflowContext, actor: Actor, input: UpdateWorkflowTask) {
  return context.db.transaction(async (tx) => {
    const before = await lockOpenTask(tx, input.id, input.version, actor.user.username);
    const assignedTo = await requireAssignee(tx, input.assignedTo);
    await repository.updateTask(tx, input.id, actor.user.username, {
      status: input.status,
      assignedTo,
      description: input.description || null,
    });
    const after = await requireTask(tx, input.id);
    await audit(tx, actor, 'CrmTaskUpdated', input.id, { before, after });
    return after;
  });
}

export async function closeTask(context: WorkflowContext, actor: Actor, input: CloseWorkflowTask) {
  return context.db.transaction(async (tx) => {
    const before = await lockOpenTask(tx, input.workflowTaskId, input.version, actor.user.username);
    await repository.updateTask(tx, input.workflowTaskId, actor.user.username, { status: input.status, closed: true });
    await workflows.touchWorkflow(tx, before.workflowId, actor.user.username);
    const after = await requireTask(tx, input.workflowTaskId);
    await audit(tx, actor, 'CrmTaskClosed', input.workflowTaskId, { before, after });
    return after;
  });
}

export async function addNoteToTask(context: WorkflowContext, actor: Actor, input: AddNoteToWorkflowTask) {
  return context.db.transaction(async (tx) => {
    const task = await requireTask(tx, input.workflowTaskId);
    // As a workflow's note: a task closed since it was opened is a conflict (409), answered by Reload.
    if (task.closedDate !== null) throw conflict(M.taskClosed);
    const note = await workflows.insertNote(tx, 'task', task.id, input.notes, actor.user.username);
    await repository.touchTask(tx, task.id, actor.user.username);
    await audit(tx, actor, 'CrmTaskNoteAdded', task.id, { after: note, memberId: task.memberId });
    return note;
  });
}

export async function taskDetail(context: WorkflowContext, id: number): Promise<WorkflowTaskDetail> {
  const task = await requireTask(context.db, id);
  return { ...task, notes: await workflows.notesOf(context.db, 'task', id) };
}

export async function tasksByWorkflow(
  context: WorkflowContext,
  workflowId: number,
  page: { $skip: number; $top: number },
) {
  if (!(await workflows.workflowById(context.db, workflowId))) throw notFound(CRM_MESSAGES.workflowNotFound);
  return repository.tasksByWorkflow(context.db, workflowId, page);
}
