import { CRM_MESSAGES, WORKFLOW_TYPES } from '@portal/contracts/crm-my-queue/crm-constants';
import { WORKFLOW_FORM_MESSAGES as FM } from '@portal/contracts/crm-my-queue/workflow-forms';
import type { ProcessMailMaterialRequest } from '@portal/contracts/crm-my-queue/workflow-type-calls';
import {
  CRM_FILE_MAX_BYTES,
  CRM_FILE_TYPES,
  WORKFLOW_MESSAGES as M,
  type AddNoteToWorkflow,
  type CloseWorkflow,
  type CreateWorkflow,
  type EscalateWorkflow,
  type TrackDiscardWorkflow,
  type UpdateWorkflow,
  type WorkflowDetail,
  type WorkflowRow,
} from '@portal/contracts/crm-my-queue/workflows';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { addWorkingHours } from '../../platform/calendar/business-calendar.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/errors.ts';
import { crmWorkflows } from './crm.tables.ts';
import { activeUser } from './cases.repository.ts';
import { CRM_MODULE_ID } from './cases.service.ts';
import * as tasks from './tasks.repository.ts';
import { checkForm, onClose, type WorkflowContext } from './workflow-types.service.ts';
import * as repository from './workflows.repository.ts';
import { answersOfWorkflow } from '../crm-admin-form-builder/form-templates.service.ts';
import * as mail from './workflow-types.repository.ts';
import { createServiceFlowTasks, serviceFlowOfNewWorkflow } from './workflow-service-flow.service.ts';
import { serviceFlowName as serviceFlowNameOf } from '../crm-admin-service-actions/service-flow-start.service.ts';

/**
 * Workflows under a case (spec §7 "Workflows"): created under an open case and owned by the case owner, with the SLA
 * of their type on the business calendar; updated, escalated and closed at the version read; noted; discards tracked.
 * Every write is one transaction with its audit row (before/after). The type's rules are in workflow-types.service.ts.
 */

const audit = (
  tx: Parameters<typeof recordAudit>[0],
  actor: Actor,
  eventType: string,
  itemId: number,
  details: object,
) => recordAudit(tx, actor, { eventType, itemId, moduleId: CRM_MODULE_ID, details: { ...details } });

/**
 * The form template's answers to store: checked by the form builder with the template's answers schema; null clears
 * them, undefined (an update that names no template) keeps what is stored.
 */
async function formAnswersOf(
  tx: Parameters<typeof answersOfWorkflow>[0],
  input: { formTemplateId?: number | null | undefined; formAnswers?: Record<string, unknown> | undefined },
): Promise<repository.WorkflowFormAnswers | null | undefined> {
  if (input.formTemplateId === undefined) return undefined;
  if (input.formTemplateId === null) return null;
  return answersOfWorkflow(tx, input.formTemplateId, input.formAnswers ?? {});
}

async function requireWorkflow(db: WorkflowContext['db'] | Parameters<typeof repository.workflowById>[0], id: number) {
  const workflow = await repository.workflowById(db, id);
  if (!workflow) throw notFound(CRM_MESSAGES.workflowNotFound);
  return workflow;
}

/** The workflow at the version read, locked for the change: 404 gone, 409 stale, 400 closed. */
async function lockOpenWorkflow(
  tx: Parameters<typeof repository.workflowById>[0],
  id: number,
  version: number,
  by: string,
) {
  const locked = await lockAtVersion(tx, crmWorkflows, { id, version, by }).catch((error: unknown) => {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404)
      throw notFound(CRM_MESSAGES.workflowNotFound);
    throw error;
  });
  if (locked.closedAt !== null) throw badRequest(CRM_MESSAGES.workflowClosed);
  const row = await repository.workflowById(tx, id);
  if (!row) throw notFound(CRM_MESSAGES.workflowNotFound);
  return row;
}

export async function createWorkflow(
  context: WorkflowContext,
  actor: Actor,
  input: CreateWorkflow,
): Promise<WorkflowRow> {
  return context.db.transaction(async (tx) => {
    const found = await repository.caseForWorkflow(tx, input.caseId);
    if (!found) throw notFound(CRM_MESSAGES.caseNotFound);
    if (found.isClosed) throw badRequest(CRM_MESSAGES.caseClosed);
    if (found.memberId !== input.memberId) throw badRequest(M.caseMismatch);
    const serviceFlow = await serviceFlowOfNewWorkflow(tx, context.pool, input);
    const formData = await checkForm(context, tx, input, {
      memberId: input.memberId,
      caseId: input.caseId,
    });
    const form = await formAnswersOf(tx, input);
    const id = await repository.insertWorkflow(tx, {
      form,
      memberId: input.memberId,
      caseId: input.caseId,
      workflowType: input.workflowType,
      reason: input.reason ?? null,
      owner: found.owner,
      formData,
      slaDueAt: addWorkingHours(new Date(), WORKFLOW_TYPES[input.workflowType].slaHours),
      username: actor.user.username,
      serviceFlowId: serviceFlow?.id ?? null,
    });
    if (serviceFlow) {
      const workflow = { id, caseId: input.caseId, memberId: input.memberId, owner: found.owner };
      await createServiceFlowTasks(tx, actor, workflow, found.owner, serviceFlow);
    }
    const after = await requireWorkflow(tx, id);
    await audit(tx, actor, 'CrmWorkflowCreated', id, { after });
    return after;
  });
}

export async function updateWorkflow(
  context: WorkflowContext,
  actor: Actor,
  input: UpdateWorkflow,
): Promise<WorkflowRow> {
  return context.db.transaction(async (tx) => {
    const before = await lockOpenWorkflow(tx, input.id, input.version, actor.user.username);
    if (before.workflowType !== input.workflowType) throw badRequest(M.typeMismatch);
    const formData = await checkForm(context, tx, input, before);
    // A mail request already made stays linked whatever the form sends.
    const kept =
      before.workflowType === 'RequestPlanMaterial' && before.formData.mailRequestId !== undefined
        ? { ...formData, mailRequestId: before.formData.mailRequestId }
        : formData;
    const form = await formAnswersOf(tx, input);
    await repository.updateWorkflow(tx, input.id, actor.user.username, {
      status: input.status,
      reason: input.reason ?? null,
      formData: kept,
      form,
    });
    const after = await requireWorkflow(tx, input.id);
    await audit(tx, actor, 'CrmWorkflowUpdated', input.id, { before, after });
    return after;
  });
}

export async function closeWorkflow(
  context: WorkflowContext,
  actor: Actor,
  input: CloseWorkflow,
): Promise<WorkflowRow> {
  return context.db.transaction(async (tx) => {
    const before = await lockOpenWorkflow(tx, input.workflowId, input.version, actor.user.username);
    if ((await tasks.openTaskCount(tx, input.workflowId)) > 0) throw badRequest(CRM_MESSAGES.openTasks);
    await onClose(context, tx, before);
    await repository.updateWorkflow(tx, input.workflowId, actor.user.username, { status: 'Closed', closed: true });
    const after = await requireWorkflow(tx, input.workflowId);
    await audit(tx, actor, 'CrmWorkflowClosed', input.workflowId, { before, after });
    return after;
  });
}

export async function escalateWorkflow(
  context: WorkflowContext,
  actor: Actor,
  input: EscalateWorkflow,
): Promise<WorkflowRow> {
  return context.db.transaction(async (tx) => {
    const before = await lockOpenWorkflow(tx, input.workflowId, input.version, actor.user.username);
    const user = await activeUser(tx, input.escalateTo);
    if (!user) throw badRequest(CRM_MESSAGES.unknownUser);
    await repository.updateWorkflow(tx, input.workflowId, actor.user.username, {
      status: 'Escalated',
      escalatedTo: user.username,
    });
    await repository.insertNote(
      tx,
      'workflow',
      input.workflowId,
      `Escalated to ${user.username}: ${input.reason}`,
      actor.user.username,
    );
    const after = await requireWorkflow(tx, input.workflowId);
    await audit(tx, actor, 'CrmWorkflowEscalated', input.workflowId, { before, after, reason: input.reason });
    return after;
  });
}

export async function addNoteToWorkflow(context: WorkflowContext, actor: Actor, input: AddNoteToWorkflow) {
  return context.db.transaction(async (tx) => {
    const workflow = await requireWorkflow(tx, input.workflowId);
    // A note carries no version: a workflow closed since the agent opened it is a conflict (409) with what they read,
    // so their dialog offers Reload, which says who closed it and when.
    if (workflow.closedDate !== null) throw conflict(CRM_MESSAGES.workflowClosed);
    const note = await repository.insertNote(tx, 'workflow', workflow.id, input.notes, actor.user.username);
    await repository.touchWorkflow(tx, workflow.id, actor.user.username);
    await audit(tx, actor, 'CrmWorkflowNoteAdded', workflow.id, { after: note, memberId: workflow.memberId });
    return note;
  });
}

export async function trackDiscardWorkflow(context: WorkflowContext, actor: Actor, input: TrackDiscardWorkflow) {
  return context.db.transaction(async (tx) => {
    if (input.caseId) {
      const found = await repository.caseById(tx, input.caseId);
      if (!found) throw notFound(CRM_MESSAGES.caseNotFound);
      if (found.memberId !== input.memberId) throw badRequest(M.caseMismatch);
    }
    const discard = await repository.insertDiscard(
      tx,
      { memberId: input.memberId, caseId: input.caseId ?? null, workflowType: input.workflowType },
      actor.user.username,
    );
    await audit(tx, actor, 'CrmWorkflowDiscarded', discard.id, { after: { ...input, ...discard } });
    return discard;
  });
}

/** A workflow by id with its notes, files and tasks (CreatedDate descending). */
export async function workflowDetail(context: WorkflowContext, id: number): Promise<WorkflowDetail> {
  const workflow = await requireWorkflow(context.db, id);
  const [notes, files, taskPage] = await Promise.all([
    repository.notesOf(context.db, 'workflow', id),
    repository.filesOf(context.db, 'workflow', id),
    tasks.tasksByWorkflow(context.db, id, { $skip: 0, $top: 1000 }),
  ]);
  const serviceFlowName =
    workflow.serviceFlowId === null || workflow.serviceFlowId === undefined
      ? null
      : await serviceFlowNameOf(context.db, workflow.serviceFlowId);
  return { ...workflow, serviceFlowName, notes, files, tasks: taskPage.value };
}

export const workflowsByCase = (context: WorkflowContext, caseId: number, page: { $skip: number; $top: number }) =>
  repository.workflowsByCase(context.db, caseId, page);

export const workflowsByMember = (context: WorkflowContext, memberId: string, page: { $skip: number; $top: number }) =>
  repository.workflowsByMember(context.db, memberId, page);

// ---- Files ------------------------------------------------------------------------------------------------------------

/** The upload's checks: a name, not empty, at most 10 MB, a PDF, an image or an Office document (type and extension). */
export function checkUpload(file: { fileName: string; contentType: string; content: Buffer }): void {
  const name = file.fileName.trim();
  if (name.length === 0 || name.length > 200) throw badRequest(M.fileName);
  if (file.content.length === 0) throw badRequest(M.fileEmpty);
  if (file.content.length > CRM_FILE_MAX_BYTES) throw badRequest(M.fileTooLarge);
  const extensions = (CRM_FILE_TYPES as Record<string, readonly string[] | undefined>)[file.contentType.toLowerCase()];
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (!extensions?.includes(extension)) throw badRequest(M.fileType);
}

export async function uploadWorkflowFile(
  context: WorkflowContext,
  actor: Actor,
  workflowId: number,
  file: { fileName: string; contentType: string; content: Buffer },
) {
  checkUpload(file);
  return context.db.transaction(async (tx) => {
    const workflow = await requireWorkflow(tx, workflowId);
    const stored = await repository.insertFile(
      tx,
      { itemKind: 'workflow', itemId: workflowId, ...file },
      actor.user.username,
    );
    await repository.touchWorkflow(tx, workflowId, actor.user.username);
    await audit(tx, actor, 'CrmWorkflowFileUploaded', workflowId, { after: stored, memberId: workflow.memberId });
    return stored;
  });
}

/** MemberReimbursement case files: uploaded onto the case (itemKind 'case'). */
export async function uploadCaseFile(
  context: WorkflowContext,
  actor: Actor,
  caseId: number,
  file: { fileName: string; contentType: string; content: Buffer },
) {
  checkUpload(file);
  return context.db.transaction(async (tx) => {
    const found = await repository.caseById(tx, caseId);
    if (!found) throw notFound(CRM_MESSAGES.caseNotFound);
    const stored = await repository.insertFile(tx, { itemKind: 'case', itemId: caseId, ...file }, actor.user.username);
    await audit(tx, actor, 'CrmCaseFileUploaded', caseId, { after: stored, memberId: found.memberId });
    return stored;
  });
}

export async function workflowFiles(context: WorkflowContext, workflowId: number) {
  const workflow = await requireWorkflow(context.db, workflowId);
  const items = await repository.filesOf(context.db, 'workflow', workflowId);
  return { memberId: workflow.memberId, items, total: items.length };
}

export async function caseFiles(context: WorkflowContext, caseId: number) {
  const found = await repository.caseById(context.db, caseId);
  if (!found) throw notFound(CRM_MESSAGES.caseNotFound);
  const items = await repository.filesOf(context.db, 'case', caseId);
  return { memberId: found.memberId, items, total: items.length };
}

export async function fileContent(context: WorkflowContext, fileId: number) {
  const file = await repository.fileContent(context.db, fileId);
  if (!file) throw notFound(M.fileNotFound);
  return file;
}

// ---- Mail requests (RequestPlanMaterial) ------------------------------------------------------------------------------

/**
 * ProcessMailMaterialRequest: a mail request of plan materials, made from the member's open RequestPlanMaterial
 * workflow (`id`) and linked to it (the form's mailRequestId; the workflow's version moves on).
 */
export async function processMailMaterialRequest(
  context: WorkflowContext,
  actor: Actor,
  input: ProcessMailMaterialRequest,
) {
  return context.db.transaction(async (tx) => {
    const workflow = await repository.workflowById(tx, input.id, { lock: true });
    if (!workflow) throw notFound(CRM_MESSAGES.workflowNotFound);
    if (
      workflow.workflowType !== 'RequestPlanMaterial' ||
      workflow.closedDate !== null ||
      workflow.memberId !== input.memberId
    )
      throw badRequest(FM.mailRequestWrongWorkflow);
    const form = workflow.formData as { contractCode: string; planCode: string };
    const offered = new Set(
      (await repository.planMaterials(tx, form.contractCode, form.planCode)).map((row) => row.material),
    );
    if (input.planMaterials.some((material) => !offered.has(material))) throw badRequest(FM.planMaterialUnknown);
    const request = await mail.insertMailRequest(tx, input, actor.user.username);
    await repository.updateWorkflow(tx, workflow.id, actor.user.username, {
      formData: { ...workflow.formData, mailRequestId: request.id },
    });
    await audit(tx, actor, 'CrmMailRequestCreated', request.id, { after: request, workflowId: workflow.id });
    return request;
  });
}
