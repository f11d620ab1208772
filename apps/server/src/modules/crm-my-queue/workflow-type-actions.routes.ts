import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { workflowRowSchema, type CreateWorkflow } from '@portal/contracts/crm-my-queue/workflows';
import {
  WORKFLOW_TYPE_ACTIONS,
  workflowTypeActionSchema,
  type WorkflowTypeAction,
} from '@portal/contracts/crm-my-queue/workflow-type-actions';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import * as workflows from './workflows.service.ts';

/**
 * `${CRM_ODATA}/default.<Type>` for each workflow type (spec §7 "Workflow types"): CreateWorkflow for that type, with
 * the same rules, audit and answer (the workflow row).
 */
/** What creating each type of workflow does, in the read-audit row's words. */
const WORKFLOW_TYPE_WORDS: Record<WorkflowTypeAction, MemberDataWords> = {
  DemographicChange: 'Demographic change workflow created for the member.',
  PcpChange: 'PCP change workflow created for the member.',
  RequestPlanMaterial: 'Plan material request workflow created for the member.',
  ProcessSSBCI: 'SSBCI workflow created for the member.',
  PoaValidation: 'Power of attorney validation workflow created for the member.',
  MemberReimbursement: 'Reimbursement workflow created for the member.',
};

export async function crmWorkflowTypeActionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  for (const type of WORKFLOW_TYPE_ACTIONS) {
    app.post(
      `${CRM_ODATA}/default.${type}`,
      {
        config: access('crm-my-queue', 'write', { memberData: WORKFLOW_TYPE_WORDS[type] }),
        schema: { body: workflowTypeActionSchema(type), response: { 200: workflowRowSchema } },
      },
      async (request) =>
        workflows.createWorkflow({ db, pool }, actorOf(request), {
          ...request.body,
          workflowType: type,
        } as CreateWorkflow),
    );
  }
}
