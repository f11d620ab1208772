import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { crmNoteSchema } from '@portal/contracts/crm-my-queue/workflow-common';
import {
  CRM_FILE_MAX_BYTES,
  WORKFLOW_MESSAGES as M,
  addNoteToWorkflowSchema,
  caseFileUploadParamsSchema,
  closeWorkflowSchema,
  createWorkflowSchema,
  crmFileListSchema,
  crmFileSchema,
  escalateWorkflowSchema,
  trackDiscardWorkflowResultSchema,
  trackDiscardWorkflowSchema,
  updateWorkflowSchema,
  workflowDetailSchema,
  workflowFileBodySchema,
  workflowFileQuerySchema,
  workflowFileUploadParamsSchema,
  workflowFilesQuerySchema,
  workflowIdQuerySchema,
  workflowPageSchema,
  workflowRowSchema,
  workflowsByCaseQuerySchema,
  workflowsByMemberQuerySchema,
} from '@portal/contracts/crm-my-queue/workflows';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { auditMemberRead } from './cases.service.ts';
import * as workflows from './workflows.service.ts';

/**
 * The CRM's workflow calls (spec §7 "Workflows") at `${CRM_ODATA}/default.{name}`: actions are POSTs with a JSON body,
 * functions GETs with query parameters. Workflow and case files upload as multipart at `${CRM_API}/.../files`. Every
 * answer carries member data: reads are audited (a read by workflow or case records its own row naming the member),
 * writes record their own audit row in their transaction.
 */
export async function crmWorkflowsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const context = { db, pool };
  const read = (memberData: MemberDataWords) => access('crm-my-queue', 'read', { memberData });
  const write = (memberData: MemberDataWords) => access('crm-my-queue', 'write', { memberData });
  const route = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;
  const auditRead = (request: FastifyRequest, memberId: string | null, details: Record<string, unknown>) =>
    auditMemberRead(db, actorOf(request), route(request), memberId, details);

  // One file of at most 10 MB per upload (a larger one is cut and refused).
  await fastify.register(multipart, { limits: { fileSize: CRM_FILE_MAX_BYTES, files: 1, fields: 5 } });

  app.post(
    `${CRM_ODATA}/default.CreateWorkflow`,
    {
      config: write('Workflow created for the member.'),
      schema: { body: createWorkflowSchema, response: { 200: workflowRowSchema } },
    },
    async (request) => workflows.createWorkflow(context, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.UpdateWorkflow`,
    {
      config: write("Member's workflow updated."),
      schema: { body: updateWorkflowSchema, response: { 200: workflowRowSchema } },
    },
    async (request) => workflows.updateWorkflow(context, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.CloseWorkflow`,
    {
      config: write("Member's workflow closed."),
      schema: { body: closeWorkflowSchema, response: { 200: workflowRowSchema } },
    },
    async (request) => workflows.closeWorkflow(context, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.EscalateWorkflow`,
    {
      config: write("Member's workflow escalated."),
      schema: { body: escalateWorkflowSchema, response: { 200: workflowRowSchema } },
    },
    async (request) => workflows.escalateWorkflow(context, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.AddNoteToWorkflow`,
    {
      config: write("Note added to the member's workflow."),
      schema: { body: addNoteToWorkflowSchema, response: { 200: crmNoteSchema } },
    },
    async (request) => workflows.addNoteToWorkflow(context, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.trackdiscardworkflow`,
    {
      config: write("Member's unsaved workflow discarded."),
      schema: { body: trackDiscardWorkflowSchema, response: { 200: trackDiscardWorkflowResultSchema } },
    },
    async (request) => workflows.trackDiscardWorkflow(context, actorOf(request), request.body),
  );

  app.get(
    `${CRM_ODATA}/default.GetWorkflow`,
    {
      config: read("Member's workflow viewed."),
      schema: { querystring: workflowIdQuerySchema, response: { 200: workflowDetailSchema } },
    },
    async (request) => {
      const detail = await workflows.workflowDetail(context, request.query.id);
      await auditRead(request, detail.memberId, { workflowId: detail.id });
      return detail;
    },
  );

  app.get(
    `${CRM_ODATA}/default.GetWorkflowsByCase`,
    {
      config: read("Workflows of the member's case viewed."),
      schema: { querystring: workflowsByCaseQuerySchema, response: { 200: workflowPageSchema } },
    },
    async (request) => {
      const { caseId, ...page } = request.query;
      const answer = await workflows.workflowsByCase(context, caseId, page);
      await auditRead(request, answer.value[0]?.memberId ?? null, { caseId });
      return answer;
    },
  );

  app.get(
    `${CRM_ODATA}/default.GetWorkflowsByMember`,
    {
      config: read("Member's workflows viewed."),
      schema: { querystring: workflowsByMemberQuerySchema, response: { 200: workflowPageSchema } },
    },
    async (request) => {
      const { memberId, ...page } = request.query;
      return workflows.workflowsByMember(context, memberId, page);
    },
  );

  // ---- Files ----------------------------------------------------------------------------------------------------------

  const receiveFile = async (request: FastifyRequest) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest(M.fileMissing);
    const content = await part.toBuffer().catch(() => {
      throw badRequest(M.fileTooLarge);
    });
    if (part.file.truncated) throw badRequest(M.fileTooLarge);
    return { fileName: part.filename, contentType: part.mimetype, content };
  };

  app.post(
    `${CRM_API}/workflows/:workflowId/files`,
    {
      config: write("File attached to the member's workflow."),
      schema: { params: workflowFileUploadParamsSchema, response: { 200: crmFileSchema } },
    },
    async (request) =>
      workflows.uploadWorkflowFile(context, actorOf(request), request.params.workflowId, await receiveFile(request)),
  );

  app.post(
    `${CRM_API}/cases/:caseId/files`,
    {
      config: write("File attached to the member's case."),
      schema: { params: caseFileUploadParamsSchema, response: { 200: crmFileSchema } },
    },
    async (request) =>
      workflows.uploadCaseFile(context, actorOf(request), request.params.caseId, await receiveFile(request)),
  );

  app.get(
    `${CRM_ODATA}/default.GetWorkflowFiles`,
    {
      config: read("Files of the member's workflow viewed."),
      schema: { querystring: workflowFilesQuerySchema, response: { 200: crmFileListSchema } },
    },
    async (request) => {
      const { memberId, items, total } = await workflows.workflowFiles(context, request.query.workflowId);
      await auditRead(request, memberId, { workflowId: request.query.workflowId });
      return { items, total };
    },
  );

  const download = async (request: FastifyRequest, reply: FastifyReply, fileId: number) => {
    const file = await workflows.fileContent(context, fileId);
    await auditRead(request, file.memberId, { fileId, itemKind: file.itemKind, itemId: file.itemId });
    const safe = file.fileName.replace(/[^\w .-]/g, '_');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(safe)}`)
      .header('cache-control', 'no-store')
      .send(file.content);
  };

  // The spec's action {fileId} (POST), and a GET of the same file for a plain download link.
  app.post(
    `${CRM_ODATA}/default.GetFileContentForWorkflow`,
    { config: read("File of the member's workflow opened."), schema: { body: workflowFileBodySchema } },
    async (request, reply) => download(request, reply, request.body.fileId),
  );
  app.get(
    `${CRM_ODATA}/default.GetFileContentForWorkflow`,
    { config: read("File of the member's workflow opened."), schema: { querystring: workflowFileQuerySchema } },
    async (request, reply) => download(request, reply, request.query.fileId),
  );
}
