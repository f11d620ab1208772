import type { ServiceFlow, ServiceFlowAssigneeRule } from '@portal/contracts/crm-admin-service-actions/service-flows';
import type { CreateWorkflow } from '@portal/contracts/crm-my-queue/workflows';
import type { Actor } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { Queryable } from '../../platform/reference/reference.service.ts';
import { serviceFlowToStart } from '../crm-admin-service-actions/service-flow-start.service.ts';
import { activeUser } from './cases.repository.ts';
import { insertAuditedTask } from './tasks.service.ts';

/**
 * A workflow started from a service action (the Service Actions panel of the agent's workspace): the action is checked
 * by its own module (offered to the member today, of the workflow's type) before anything is written, and its tasks
 * are created in the workflow's transaction with their default assignee, each audited as a task created by hand.
 */

/** The service action the new workflow starts from, checked (400 when it may not), or null when none is named. */
export async function serviceFlowOfNewWorkflow(
  tx: DbOrTx,
  pool: Queryable,
  input: CreateWorkflow,
): Promise<ServiceFlow | null> {
  if (input.serviceFlowId === undefined || input.serviceFlowId === null) return null;
  return serviceFlowToStart(tx, pool, {
    serviceFlowId: input.serviceFlowId,
    memberId: input.memberId,
    workflowType: input.workflowType,
  });
}

function wantedAssignee(
  rule: ServiceFlowAssigneeRule,
  people: { workflowOwner: string; caseOwner: string; agent: string },
): string {
  switch (rule) {
    case 'Workflow owner':
      return people.workflowOwner;
    case 'Case owner':
      return people.caseOwner;
    case 'Agent starting the action':
      return people.agent;
  }
}

/**
 * Creates the service action's tasks on the new workflow. A default assignee who is no longer an active user is
 * replaced by the agent starting the action, so a departed case owner never blocks the workflow.
 */
export async function createServiceFlowTasks(
  tx: DbOrTx,
  actor: Actor,
  workflow: { id: number; caseId: number; memberId: string; owner: string },
  caseOwner: string,
  flow: ServiceFlow,
): Promise<void> {
  const agent = actor.user.username;
  for (const task of flow.tasks) {
    const wanted = wantedAssignee(task.assigneeRule, { workflowOwner: workflow.owner, caseOwner, agent });
    const assignedTo = (await activeUser(tx, wanted))?.username ?? agent;
    await insertAuditedTask(
      tx,
      actor,
      workflow,
      { taskType: task.taskType, description: `Service action: ${flow.name}`, assignedTo },
      { serviceFlowId: flow.id, assigneeRule: task.assigneeRule },
    );
  }
}
