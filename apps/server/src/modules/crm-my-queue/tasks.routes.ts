import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  addNoteToWorkflowTaskSchema,
  closeWorkflowTaskSchema,
  createWorkflowTaskSchema,
  tasksByWorkflowQuerySchema,
  updateWorkflowTaskSchema,
  workflowTaskDetailSchema,
  workflowTaskIdQuerySchema,
  workflowTaskPageSchema,
  workflowTaskRowSchema,
} from '@portal/contracts/crm-my-queue/tasks';
import { crmNoteSchema } from '@portal/contracts/crm-my-queue/workflow-common';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { auditMemberRead } from './cases.service.ts';
import * as tasks from './tasks.service.ts';

/**
 * The CRM's task calls (spec §7 "Tasks") at `${CRM_ODATA}/default.{name}`: actions are POSTs with a JSON body,
 * functions GETs with query parameters; reads by task or workflow record their own audit row naming the member.
 */
export async function crmTasksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const context = { db, pool };
  const read = (memberData: MemberDataWords) => access('crm-my-queue', 'read', { memberData });
  const write = (memberData: MemberDataWords) => access('crm-my-queue', 'write', { memberData });

  app.post(
    `${CRM_ODATA}/default.CreateWorkflowTask`,
    {
      config: write('Workflow task created for the member.'),
      schema: { body: createWorkflowTaskSchema, response: { 200: workflowTaskRowSchema } },
    },
    async (request) => tasks.createTask(context, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.UpdateWorkflowTask`,
    {
      config: write("Member's workflow task updated."),
      schema: { body: updateWorkflowTaskSchema, response: { 200: workflowTaskRowSchema } },
    },
    async (request) => tasks.updateTask(context, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.CloseWorkflowTask`,
    {
      config: write("Member's workflow task closed."),
      schema: { body: closeWorkflowTaskSchema, response: { 200: workflowTaskRowSchema } },
    },
    async (request) => tasks.closeTask(context, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.AddNoteToWorkflowTask`,
    {
      config: write("Note added to the member's workflow task."),
      schema: { body: addNoteToWorkflowTaskSchema, response: { 200: crmNoteSchema } },
    },
    async (request) => tasks.addNoteToTask(context, actorOf(request), request.body),
  );

  app.get(
    `${CRM_ODATA}/default.GetWorkflowTask`,
    {
      config: read("Member's workflow task viewed."),
      schema: { querystring: workflowTaskIdQuerySchema, response: { 200: workflowTaskDetailSchema } },
    },
    async (request) => {
      const detail = await tasks.taskDetail(context, request.query.id);
      await auditMemberRead(
        db,
        actorOf(request),
        `${request.method} ${request.routeOptions.url ?? ''}`,
        detail.memberId,
        {
          taskId: detail.id,
        },
      );
      return detail;
    },
  );

  app.get(
    `${CRM_ODATA}/default.GetWorkflowTasksByWorkflow`,
    {
      config: read("Tasks of the member's workflow viewed."),
      schema: { querystring: tasksByWorkflowQuerySchema, response: { 200: workflowTaskPageSchema } },
    },
    async (request) => {
      const { workflowId, ...page } = request.query;
      const answer = await tasks.tasksByWorkflow(context, workflowId, page);
      await auditMemberRead(
        db,
        actorOf(request),
        `${request.method} ${request.routeOptions.url ?? ''}`,
        answer.value[0]?.memberId ?? null,
        { workflowId },
      );
      return answer;
    },
  );
}
