import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_MESSAGES, CRM_ODATA, TASK_TYPES } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  TASK_MESSAGES as M,
  type WorkflowTaskDetail,
  type WorkflowTaskRow,
} from '@portal/contracts/crm-my-queue/tasks';
import type { WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import { EXPORT_WARNING_HEADER } from '@portal/contracts/platform/exports';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { ODATA_MESSAGES } from '@portal/contracts/platform/odata';
import { addWorkingHours } from '../../platform/calendar/business-calendar.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { workflowTestKit } from './workflows.test-helpers.ts';

let t: TestApp;
const { post, get, one, count, failure, newCase } = workflowTestKit(() => t);
let memberId: string;
let workflow: WorkflowRow;

const newTask = async (overrides: object = {}) => {
  const response = await post('CreateWorkflowTask', {
    workflowId: workflow.id,
    taskType: 'Verify Information',
    assignedTo: 'crm.agent',
    description: 'Confirm the new phone number',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WorkflowTaskRow>();
};

beforeAll(async () => {
  // A small export cap, so the CSV's cap and its warning show with a handful of rows.
  t = await createTestApp({ exportRowCap: 3 });
  ({ memberId } = await one<{ memberId: string }>(
    `select member_id as "memberId" from members order by member_id limit 1`,
  ));
  const created = await post('CreateWorkflow', {
    memberId,
    caseId: await newCase(memberId),
    workflowType: 'DemographicChange',
    formData: { phone: '(310)555-0100', language: 'Spanish' },
  });
  expect(created.statusCode, created.body).toBe(200);
  workflow = created.json<WorkflowRow>();
});
afterAll(async () => t.close());

describe('an agent works the tasks of a workflow', () => {
  it('creates a task for an active user with the SLA of its type, and refuses bad ones writing nothing', async () => {
    const before = Date.now();
    const task = await newTask({ taskType: 'Supervisor Review', assignedTo: 'CRM.ADMIN' });
    expect(task).toMatchObject({
      workflowId: workflow.id,
      caseId: workflow.caseId,
      memberId,
      workflowType: 'DemographicChange',
      taskType: 'Supervisor Review',
      status: 'Open',
      assignedTo: 'crm.admin',
      assignedToName: 'Casey Admin',
      closedByName: null,
      createdBy: 'crm.agent',
      version: 1,
    });
    // The SLA counts the type's working hours on the business calendar from the moment the task was created.
    const slaHours = TASK_TYPES['Supervisor Review'].slaHours;
    const dueAt = Date.parse(task.slaDueAt);
    expect(dueAt).toBeGreaterThanOrEqual(addWorkingHours(new Date(before), slaHours).getTime());
    expect(dueAt).toBeLessThanOrEqual(addWorkingHours(new Date(), slaHours).getTime());
    const audit = await one<{ n: number }>(
      `select count(*)::int as n from audit_events where event_type = 'CrmTaskCreated' and item_id = $1`,
      [String(task.id)],
    );
    expect(audit.n).toBe(1);

    const tasks = await count('crm_tasks');
    const bad: [object, number, string][] = [
      [{ assignedTo: 'nobody.here' }, 400, CRM_MESSAGES.unknownUser],
      [{ taskType: 'Paint the fence' }, 400, M.taskType],
      [{ taskType: '' }, 400, M.taskTypeRequired],
      [{ assignedTo: '' }, 400, M.assignedTo],
      [{ workflowId: 999999999 }, 404, CRM_MESSAGES.workflowNotFound],
    ];
    for (const [overrides, status, message] of bad) {
      const response = await post('CreateWorkflowTask', {
        workflowId: workflow.id,
        taskType: 'Verify Information',
        assignedTo: 'crm.agent',
        ...overrides,
      });
      expect({ overrides, ...failure(response) }).toEqual({ overrides, status, message });
    }
    expect(await count('crm_tasks')).toBe(tasks);
  });

  it('updates at the version read (409 when stale), closes as Rejected, and a closed task stays closed', async () => {
    const task = await newTask();
    const update = {
      id: task.id,
      version: 1,
      status: 'In Progress',
      assignedTo: 'crm.admin',
      description: 'Called twice',
    };
    const updated = await post('UpdateWorkflowTask', update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<WorkflowTaskRow>()).toMatchObject({
      status: 'In Progress',
      assignedTo: 'crm.admin',
      version: 2,
    });
    const audit = await one<{ details: { before: WorkflowTaskRow; after: WorkflowTaskRow } }>(
      `select details from audit_events where event_type = 'CrmTaskUpdated' and item_id = $1`,
      [String(task.id)],
    );
    expect([audit.details.before.assignedTo, audit.details.after.assignedTo]).toEqual(['crm.agent', 'crm.admin']);
    expect(failure(await post('UpdateWorkflowTask', update))).toEqual({ status: 409, message: MESSAGES.staleRecord });
    expect(failure(await post('UpdateWorkflowTask', { ...update, version: 2, status: 'Closed' }))).toEqual({
      status: 400,
      message: M.updateStatus,
    });

    expect(failure(await post('CloseWorkflowTask', { workflowTaskId: task.id, version: 2, status: 'Open' }))).toEqual({
      status: 400,
      message: M.closeStatus,
    });
    expect(failure(await post('CloseWorkflowTask', { workflowTaskId: task.id, version: 1, status: 'Closed' }))).toEqual(
      {
        status: 409,
        message: MESSAGES.staleRecord,
      },
    );
    const rejected = await post('CloseWorkflowTask', { workflowTaskId: task.id, version: 2, status: 'Rejected' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<WorkflowTaskRow>()).toMatchObject({ status: 'Rejected', closedBy: 'crm.agent', version: 3 });
    expect(rejected.json<WorkflowTaskRow>().closedDate).not.toBeNull();
    expect(failure(await post('CloseWorkflowTask', { workflowTaskId: task.id, version: 3, status: 'Closed' }))).toEqual(
      { status: 400, message: M.taskClosed },
    );
    expect(failure(await post('UpdateWorkflowTask', { ...update, version: 3 }))).toEqual({
      status: 400,
      message: M.taskClosed,
    });
  });

  it('notes a task, reads it with its notes, and lists a workflow’s tasks newest first', async () => {
    const task = await newTask();
    const note = await post('AddNoteToWorkflowTask', { workflowTaskId: task.id, notes: 'Member will call back' });
    expect(note.statusCode, note.body).toBe(200);
    expect(failure(await post('AddNoteToWorkflowTask', { workflowTaskId: 999999999, notes: 'x' }))).toEqual({
      status: 404,
      message: CRM_MESSAGES.taskNotFound,
    });
    const detail = (await get(`${CRM_ODATA}/default.GetWorkflowTask?id=${task.id}`)).json<WorkflowTaskDetail>();
    expect(detail.notes.map((row) => row.note)).toEqual(['Member will call back']);
    const read = await one<{ n: number }>(
      `select count(*)::int as n from audit_events where event_type = 'MemberDataRead' and item_id = $1
        and details->>'taskId' = $2`,
      [memberId, String(task.id)],
    );
    expect(read.n).toBe(1);

    const list = await get(`${CRM_ODATA}/default.GetWorkflowTasksByWorkflow?workflowId=${workflow.id}`);
    const page = list.json<{ value: WorkflowTaskRow[]; '@odata.count': number }>();
    expect(page.value[0]?.id).toBe(task.id);
    const created = page.value.map((row) => row.createdDate);
    expect(created).toEqual([...created].sort().reverse());
    expect(page['@odata.count']).toBe(page.value.length);
    const second = await get(
      `${CRM_ODATA}/default.GetWorkflowTasksByWorkflow?workflowId=${workflow.id}&$skip=1&$top=1`,
    );
    expect(second.json<{ value: WorkflowTaskRow[] }>().value.map((row) => row.id)).toEqual([page.value[1]?.id]);

    // A note (no version) on a task closed since it was opened: a conflict to reload, and no note is written.
    expect(
      (await post('CloseWorkflowTask', { workflowTaskId: task.id, version: 1, status: 'Closed' })).statusCode,
    ).toBe(200);
    const notes = await count('crm_notes');
    expect(failure(await post('AddNoteToWorkflowTask', { workflowTaskId: task.id, notes: 'Too late' }))).toEqual({
      status: 409,
      message: M.taskClosed,
    });
    expect(await count('crm_notes')).toBe(notes);
  });
});

describe('CSV export of workflow tasks', () => {
  const csv = (query: string, user = 'crm.agent') =>
    t.as(user, { method: 'GET', url: `${CRM_ODATA}/default.csvexportworkflowtasks?${query}` });

  it('streams the filtered tasks with formula-safe cells, capped with the export warning', async () => {
    await newTask({ description: '=HYPERLINK("http://evil.example","click")', taskType: 'Send Letter' });
    const filter = encodeURIComponent(`workflowId eq ${workflow.id} and taskType eq 'Send Letter'`);
    const response = await csv(`$filter=${filter}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('workflow-tasks.csv');
    expect(response.headers[EXPORT_WARNING_HEADER]).toBeUndefined();
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Task Id,Workflow Id,Case Id,Member Id,Workflow Type,Task Type,Status,Assigned To,Description,SLA Due,Created By,Created Date,Closed By,Closed Date',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[1]).toContain(`,${memberId},DemographicChange,Send Letter,Open,crm.agent,`);

    // More tasks of the workflow than the cap (3): the first three by the order asked, and the warning.
    const all = await csv(`$filter=${encodeURIComponent(`workflowId eq ${workflow.id}`)}&$orderby=id asc`);
    const rows = all.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(3);
    const ids = rows.map((row) => Number(row.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.headers[EXPORT_WARNING_HEADER]).toContain('first 3 rows');
  });

  it('refuses an unknown field or operator with the list’s message, and users without export', async () => {
    expect(failure(await csv(`$filter=${encodeURIComponent("secret eq 'x'")}`))).toEqual({
      status: 400,
      message: ODATA_MESSAGES.unknownField('secret'),
    });
    expect((await csv(`$filter=${encodeURIComponent("status eq 'Open'; drop table crm_tasks")}`)).statusCode).toBe(400);
    for (const user of ['no.modules', 'network.viewer']) expect((await csv('', user)).statusCode).toBe(403);
  });
});

describe('who may call the task calls', () => {
  it('refuses users without My Queue', async () => {
    for (const user of ['no.modules', 'network.viewer']) {
      expect(
        (
          await post(
            'CreateWorkflowTask',
            { workflowId: workflow.id, taskType: 'Send Letter', assignedTo: 'crm.agent' },
            user,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await get(`${CRM_ODATA}/default.GetWorkflowTasksByWorkflow?workflowId=${workflow.id}`, user)).statusCode,
      ).toBe(403);
    }
  });
});
