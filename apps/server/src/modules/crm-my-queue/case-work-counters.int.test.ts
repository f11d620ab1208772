import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import type { WorklistStats } from '@portal/contracts/crm-my-queue/queue';
import type { WorkflowTaskRow } from '@portal/contracts/crm-my-queue/tasks';
import type { WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RECOUNT_CASE_WORK } from './cases.repository.ts';
import { RECOUNT_WORKFLOW_OPEN_TASKS } from './tasks.repository.ts';
import { workflowTestKit } from './workflows.test-helpers.ts';

let t: TestApp;
const { post, get, one } = workflowTestKit(() => t);
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ memberId } = await one<{ memberId: string }>(
    `select member_id as "memberId" from members order by member_id limit 1`,
  ));
});
afterAll(async () => t.close());

const countersOf = (caseId: number) =>
  one<{ workflows: number; openWork: number }>(
    `select workflow_count as workflows, open_work_count as "openWork" from crm_cases where id = $1`,
    [caseId],
  );
const openTasksOf = async (workflowId: number) =>
  (await one<{ open: number }>('select open_task_count as open from crm_workflows where id = $1', [workflowId])).open;
/** Cases and workflows whose counters a recount would change (in a transaction rolled back: the check changes nothing). */
const wrongCounters = async () => {
  const client = await t.database.pool.connect();
  try {
    await client.query('begin');
    const cases = (await client.query(RECOUNT_CASE_WORK)).rowCount ?? 0;
    return cases + ((await client.query(RECOUNT_WORKFLOW_OPEN_TASKS)).rowCount ?? 0);
  } finally {
    await client.query('rollback');
    client.release();
  }
};
const candidates = async () => {
  const response = await get(`${CRM_API}/GetWorklistStats?userEmail=${encodeURIComponent('crm.agent@portal.example')}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WorklistStats>().casesCandidatesToClose;
};
const ok = async <T>(response: Promise<LightMyRequestResponse>): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
};

describe('a case’s work counters and a workflow’s open tasks follow its workflows and tasks', () => {
  it('becomes a candidate to close when its last workflow and task close, and the counters match a recount throughout', async () => {
    expect(await wrongCounters()).toBe(0);
    const caseId = (
      await ok<{ id: number }>(
        post('CreateCase', { memberId, caseType: 'Demographic Update', subject: 'New phone number' }),
      )
    ).id;
    const before = await candidates();
    expect(await countersOf(caseId)).toEqual({ workflows: 0, openWork: 0 });

    const workflow = await ok<WorkflowRow>(
      post('CreateWorkflow', {
        memberId,
        caseId,
        workflowType: 'DemographicChange',
        formData: { phone: '(310)555-0100', language: 'Spanish' },
      }),
    );
    const task = await ok<WorkflowTaskRow>(
      post('CreateWorkflowTask', { workflowId: workflow.id, taskType: 'Verify Information', assignedTo: 'crm.agent' }),
    );
    expect(await countersOf(caseId)).toEqual({ workflows: 1, openWork: 2 });
    expect(await openTasksOf(workflow.id)).toBe(1);
    expect(await candidates()).toBe(before);

    await ok(post('CloseWorkflowTask', { workflowTaskId: task.id, version: 1, status: 'Closed' }));
    expect(await countersOf(caseId)).toEqual({ workflows: 1, openWork: 1 });
    expect(await openTasksOf(workflow.id)).toBe(0);
    const current = await one<{ version: number }>('select version from crm_workflows where id = $1', [workflow.id]);
    await ok(post('CloseWorkflow', { workflowId: workflow.id, version: current.version }));
    expect(await countersOf(caseId)).toEqual({ workflows: 1, openWork: 0 });
    expect(await candidates()).toBe(before + 1);
    expect(await wrongCounters()).toBe(0);

    // A refused write moves nothing: a task on the closed workflow.
    const refused = await post('CreateWorkflowTask', {
      workflowId: workflow.id,
      taskType: 'Verify Information',
      assignedTo: 'crm.agent',
    });
    expect(refused.statusCode).toBe(400);
    expect(await countersOf(caseId)).toEqual({ workflows: 1, openWork: 0 });
  });

  it('counts concurrent workflows of one case without losing one', async () => {
    const caseId = (
      await ok<{ id: number }>(post('CreateCase', { memberId, caseType: 'Demographic Update', subject: 'Two changes' }))
    ).id;
    const created = await Promise.all(
      ['(310)555-0101', '(310)555-0102', '(310)555-0103'].map((phone) =>
        post('CreateWorkflow', { memberId, caseId, workflowType: 'DemographicChange', formData: { phone } }),
      ),
    );
    expect(created.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await countersOf(caseId)).toEqual({ workflows: 3, openWork: 3 });
    expect(await wrongCounters()).toBe(0);
  });
});
