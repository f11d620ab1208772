import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_FLOW_MESSAGES as SF,
  type ServiceFlow,
  type ServiceFlowConfig,
} from '@portal/contracts/crm-admin-service-actions/service-flows';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { WorkflowDetail, WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { workflowTestKit } from './workflows.test-helpers.ts';

/**
 * The agent starts a workflow from a service action: the workflow records the action and gets the action's tasks with
 * their default assignees, in one transaction; an action that may not start it is refused and nothing is written.
 */

let t: TestApp;
const { post, get, one, count, failure, newCase } = workflowTestKit(() => t);
let memberId: string;
let caseId: number;

const newFlow = async (overrides: object = {}) => {
  const response = await post(
    'CreateServiceFlow',
    {
      name: `Phone update ${Math.random().toString(36).slice(2, 8)}`,
      workflowType: 'DemographicChange',
      tasks: [
        { taskType: 'Verify Information', assigneeRule: 'Agent starting the action' },
        { taskType: 'Supervisor Review', assigneeRule: 'Case owner' },
        { taskType: 'Send Letter', assigneeRule: 'Workflow owner' },
      ],
      effectiveFrom: '2020-01-01',
      ...overrides,
    },
    'crm.admin',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ServiceFlow>();
};

const start = (serviceFlowId: number, overrides: object = {}) =>
  post('CreateWorkflow', {
    memberId,
    caseId,
    workflowType: 'DemographicChange',
    formData: { phone: '(310)555-0144' },
    serviceFlowId,
    ...overrides,
  });

beforeAll(async () => {
  t = await createTestApp();
  ({ memberId } = await one<{ memberId: string }>(
    `select member_id as "memberId" from members order by member_id limit 1`,
  ));
  // The case belongs to the administrator; the agent works it.
  caseId = await newCase(memberId, 'crm.admin');
});
afterAll(async () => t.close());

describe('an agent starts a workflow from a service action', () => {
  it('records the action and creates its tasks for their default assignees, each audited, the counter kept', async () => {
    const flow = await newFlow();
    const response = await start(flow.id);
    expect(response.statusCode, response.body).toBe(200);
    const workflow = response.json<WorkflowRow>();
    expect(workflow).toMatchObject({ serviceFlowId: flow.id, owner: 'crm.admin', openTaskCount: 3 });

    const detail = await get(`${CRM_ODATA}/default.GetWorkflow?id=${workflow.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const read = detail.json<WorkflowDetail>();
    expect(read.serviceFlowName).toBe(flow.name);
    const assignees = Object.fromEntries(read.tasks.map((task) => [task.taskType, task.assignedTo]));
    expect(assignees).toEqual({
      'Verify Information': 'crm.agent',
      'Supervisor Review': 'crm.admin',
      'Send Letter': 'crm.admin',
    });
    expect(read.tasks.every((task) => task.status === 'Open' && task.createdBy === 'crm.agent')).toBe(true);

    const stored = await one<{ serviceFlowId: number; openTaskCount: number }>(
      `select service_flow_id as "serviceFlowId", open_task_count as "openTaskCount" from crm_workflows where id = $1`,
      [workflow.id],
    );
    expect(stored).toEqual({ serviceFlowId: flow.id, openTaskCount: 3 });
    const audited = await one<{ n: number }>(
      `select count(*)::int as n from audit_events where event_type = 'CrmTaskCreated'
         and (details->>'serviceFlowId')::int = $1 and details->'after'->>'workflowId' = $2`,
      [flow.id, String(workflow.id)],
    );
    expect(audited.n).toBe(3);

    // The tasks are worked like any other: closing one moves the workflow's counter.
    const task = read.tasks.find((item) => item.taskType === 'Verify Information')!;
    const closed = await post('CloseWorkflowTask', {
      workflowTaskId: task.id,
      version: task.version,
      status: 'Closed',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await one<{ n: number }>(`select open_task_count as n from crm_workflows where id = $1`, [
      workflow.id,
    ]);
    expect(after.n).toBe(2);
  });

  it('gives a task whose default assignee is no longer active to the agent starting the action', async () => {
    await t.database.pool.query(`update users set is_active = false where username = 'crm.admin'`);
    try {
      const flow = await newFlow({ tasks: [{ taskType: 'Send Letter', assigneeRule: 'Case owner' }] });
      const response = await start(flow.id);
      expect(response.statusCode, response.body).toBe(200);
      const task = await one<{ assignedTo: string }>(
        `select assigned_to as "assignedTo" from crm_tasks where workflow_id = $1`,
        [response.json<WorkflowRow>().id],
      );
      expect(task.assignedTo).toBe('crm.agent');
    } finally {
      await t.database.pool.query(`update users set is_active = true where username = 'crm.admin'`);
    }
  });

  it('refuses an action that may not start the workflow, with the reason, creating nothing', async () => {
    const switchedOff = await newFlow();
    expect((await post('SwitchIsActiveServiceFlow', { id: switchedOff.id, version: 1 }, 'crm.admin')).statusCode).toBe(
      200,
    );
    const deleted = await newFlow();
    expect((await post('DeleteServiceFlow', { id: deleted.id, version: 1 }, 'crm.admin')).statusCode).toBe(200);
    const future = await newFlow({ effectiveFrom: '2099-01-01' });
    const ended = await newFlow({ effectiveTo: '2021-12-31' });
    const otherPlan = await newFlow({ plans: [{ contractCode: 'H0000', pbpCode: '000' }] });
    const pcpChange = await newFlow({ workflowType: 'PcpChange' });

    const workflows = await count('crm_workflows');
    const tasks = await count('crm_tasks');
    const refusals: [number, string][] = [
      [switchedOff.id, SF.startSwitchedOff],
      [deleted.id, SF.startNotFound],
      [2_000_000_000, SF.startNotFound],
      [future.id, SF.startNotInEffect],
      [ended.id, SF.startNotInEffect],
      [otherPlan.id, SF.startOtherPlan],
      [pcpChange.id, SF.startWrongType('PCP Change')],
    ];
    for (const [id, message] of refusals)
      expect(failure(await start(id)), `service action ${id}`).toEqual({ status: 400, message });
    expect(failure(await start(0))).toMatchObject({ status: 400 });
    expect(await count('crm_workflows')).toBe(workflows);
    expect(await count('crm_tasks')).toBe(tasks);
  });

  it('refuses every action while service actions are not offered to agents', async () => {
    const flow = await newFlow();
    const config = (await get(`${CRM_API}/GetServiceFlowConfig`)).json<ServiceFlowConfig>();
    const off = await post(
      'UpdateServiceFlowConfig',
      { activeTaskTypes: config.activeTaskTypes, showInWorkspace: false, version: config.version },
      'crm.admin',
    );
    expect(off.statusCode, off.body).toBe(200);
    const workflows = await count('crm_workflows');
    expect(failure(await start(flow.id))).toEqual({ status: 400, message: SF.startNotOffered });
    expect(await count('crm_workflows')).toBe(workflows);
  });
});
