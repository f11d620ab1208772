import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { workflowRowSchema, type CreateWorkflow } from '@portal/contracts/crm-my-queue/workflows';
import { WORKFLOW_TYPE_ACTIONS, workflowTypeActionSchema } from '@portal/contracts/crm-my-queue/workflow-type-actions';
import { access } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import * as workflows from './workflows.service.ts';

/**
 * `${CRM_ODATA}/default.<Type>` for each workflow type (spec §7 "Workflow types"): CreateWorkflow for that type, with
 * the same rules, audit and answer (the workflow row).
 */
export async function crmWorkflowTypeActionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const write = access('crm-my-queue', 'write', { memberData: true });
  for (const type of WORKFLOW_TYPE_ACTIONS) {
    app.post(
      `${CRM_ODATA}/default.${type}`,
      { config: write, schema: { body: workflowTypeActionSchema(type), response: { 200: workflowRowSchema } } },
      async (request) =>
        workflows.createWorkflow({ db, pool }, actorOf(request), {
          ...request.body,
          workflowType: type,
        } as CreateWorkflow),
    );
  }
}
