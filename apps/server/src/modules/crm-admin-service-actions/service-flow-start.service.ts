import {
  SERVICE_FLOW_MESSAGES as M,
  type ServiceFlow,
} from '@portal/contracts/crm-admin-service-actions/service-flows';
import { WORKFLOW_TYPES, type WorkflowType } from '@portal/contracts/crm-my-queue/crm-constants';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { DbOrTx } from '../../platform/db/client.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { membersByIds, type Queryable } from '../../platform/reference/reference.service.ts';
import * as repository from './service-flows.repository.ts';
import { serviceFlowConfig, serviceFlowOf } from './service-flows.service.ts';

/**
 * Starting a workflow from a service action (spec §3 service flow, §4 "the service-flow list for normal use keeps only
 * items that are active and not deleted"): the CRM's CreateWorkflow asks this module whether the action may start the
 * workflow, and which tasks it creates.
 */

/**
 * The service action an agent starts a workflow from: not deleted, active, in effect today (Los Angeles) for the
 * member's plan, offered to agents, and starting workflows of this type; otherwise a 400 with the reason (the caller
 * creates nothing). Its tasks are those whose task type is still active for service actions.
 */
export async function serviceFlowToStart(
  db: DbOrTx,
  pool: Queryable,
  start: { serviceFlowId: number; memberId: string; workflowType: WorkflowType },
): Promise<ServiceFlow> {
  const row = await repository.flowById(db, start.serviceFlowId);
  if (!row || row.isDeleted) throw badRequest(M.startNotFound);
  if (!row.isActive) throw badRequest(M.startSwitchedOff);
  const today = todayInLosAngeles();
  if (row.effectiveFrom > today || row.effectiveTo < today) throw badRequest(M.startNotInEffect);
  const [member] = await membersByIds(pool, [start.memberId]);
  if (!member) throw notFound(MEMBER_RECORD_MESSAGES.memberNotFound);
  const flow = serviceFlowOf(row);
  const forPlan = flow.plans.some(
    (plan) => plan.contractCode === member.contractCode && plan.pbpCode === member.pbpCode,
  );
  if (flow.plans.length > 0 && !forPlan) throw badRequest(M.startOtherPlan);
  if (flow.workflowType !== start.workflowType)
    throw badRequest(M.startWrongType(WORKFLOW_TYPES[flow.workflowType].label));
  const config = await serviceFlowConfig(db);
  if (!config.showInWorkspace) throw badRequest(M.startNotOffered);
  const active = new Set(config.activeTaskTypes);
  return { ...flow, tasks: flow.tasks.filter((task) => active.has(task.taskType)) };
}

/** The name of the service action a workflow was started from (a deleted or switched off one too), or null. */
export async function serviceFlowName(db: DbOrTx, serviceFlowId: number): Promise<string | null> {
  return (await repository.flowById(db, serviceFlowId))?.name ?? null;
}
