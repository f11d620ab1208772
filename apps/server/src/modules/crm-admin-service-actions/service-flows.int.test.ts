import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_FLOW_MESSAGES as M,
  type ServiceFlow,
  type ServiceFlowConfig,
  type WorkflowTaskOptions,
} from '@portal/contracts/crm-admin-service-actions/service-flows';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { DATE_MESSAGES } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const fn = (name: string) => `${CRM_ODATA}/default.${name}`;
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const post = (name: string, payload: object, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: fn(name), payload });
const count = async (text: string) => (await t.database.pool.query<{ n: number }>(text)).rows[0]!.n;
const flowCount = () => count('select count(*)::int as n from crm_service_flows');

let member: { memberId: string; contractCode: string; pbpCode: string };

const form = (overrides: object = {}) => ({
  name: 'Hearing aid fitting',
  description: 'Fit the member for hearing aids.',
  workflowType: 'RequestPlanMaterial',
  tasks: [{ taskType: 'Send Letter', assigneeRule: 'Workflow owner' }],
  effectiveFrom: '2020-01-01',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  member = (
    await t.database.pool.query<typeof member>(
      `select member_id as "memberId", contract_code as "contractCode", pbp_code as "pbpCode" from members
       order by id limit 1`,
    )
  ).rows[0]!;
});
afterAll(async () => t.close());

describe('the CRM administrator keeps service actions', () => {
  let flow: ServiceFlow;

  it('creates a service action, audited, with the open end of its range by default', async () => {
    const response = await post('CreateServiceFlow', form());
    expect(response.statusCode).toBe(200);
    flow = response.json<ServiceFlow>();
    expect(flow).toMatchObject({
      name: 'Hearing aid fitting',
      workflowTypeString: 'Request Plan Material',
      effectiveTo: '9999-12-31',
      isActive: true,
      isDeleted: false,
      version: 1,
      createdBy: 'crm.admin',
    });
    const audits = await count(
      `select count(*)::int as n from audit_events where event_type = 'CrmServiceFlowCreated' and item_id = '${flow.id}'
       and details->'after'->>'name' = 'Hearing aid fitting' and details->'before' = 'null'::jsonb`,
    );
    expect(audits).toBe(1);
  });

  it('refuses bad input with the message and creates nothing', async () => {
    const before = await flowCount();
    const cases: [object, string][] = [
      [form({ name: ' ' }), M.nameRequired],
      [form({ name: 'hearing AID fitting' }), M.nameTaken],
      [form({ name: 'Other', effectiveFrom: '2026-05-01', effectiveTo: '2026-04-01' }), DATE_MESSAGES.rangeOrder],
      [form({ name: 'Other', workflowType: 'Nope' }), M.workflowTypeRequired],
      [form({ name: 'Other', plans: [{ contractCode: 'X1', pbpCode: '1' }] }), M.badPlan],
      [
        form({
          name: 'Other',
          tasks: [
            { taskType: 'Send Letter', assigneeRule: 'Case owner' },
            { taskType: 'Send Letter', assigneeRule: 'Workflow owner' },
          ],
        }),
        M.duplicateTask,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post('CreateServiceFlow', body);
      expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
        status: 400,
        message: expect.stringContaining(message) as unknown,
      });
    }
    // The date order is refused with the other problems, even while the name is still missing.
    const both = await post(
      'CreateServiceFlow',
      form({ name: ' ', effectiveFrom: '2026-05-01', effectiveTo: '2026-04-01' }),
    );
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain(DATE_MESSAGES.rangeOrder);
    // The taken name's refusal names the field it is about, so the form shows it under Name.
    const taken = await post('CreateServiceFlow', form({ name: 'HEARING aid FITTING' }));
    expect(taken.json()).toMatchObject({ message: M.nameTaken, field: 'name' });
    expect(await flowCount()).toBe(before);
  });

  it('two admins saving names that differ only in case at once: one service action is made, the others read the message', async () => {
    const names = ['Dental cleaning', 'DENTAL CLEANING', 'dental cleaning', 'Dental Cleaning'];
    const responses = await Promise.all(names.map((name) => post('CreateServiceFlow', form({ name }))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 400))
      expect(response.json()).toMatchObject({ message: M.nameTaken, field: 'name' });
  });

  it('updates at the version read; a stale version is 409 and changes nothing', async () => {
    const updated = await post('UpdateServiceFlow', {
      ...form({ name: 'Hearing aid fitting (mail)' }),
      id: flow.id,
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<ServiceFlow>()).toMatchObject({ name: 'Hearing aid fitting (mail)', version: 2 });
    const stale = await post('UpdateServiceFlow', { ...form({ name: 'Stale' }), id: flow.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(MESSAGES.staleRecord);
    flow = (await get(`${fn('GetServiceFlow')}?id=${flow.id}`)).json<ServiceFlow>();
    expect(flow.name).toBe('Hearing aid fitting (mail)');
  });

  it('lets the agent read but not change service actions (403)', async () => {
    const target = { id: flow.id, version: flow.version };
    for (const [name, body] of [
      ['CreateServiceFlow', form({ name: 'By agent' })],
      ['UpdateServiceFlow', { ...form(), ...target }],
      ['DeleteServiceFlow', target],
      ['SwitchIsActiveServiceFlow', target],
      ['UpdateServiceFlowConfig', { activeTaskTypes: ['Send Letter'], showInWorkspace: true, version: 1 }],
    ] as const) {
      expect({ name, status: (await post(name, body, 'crm.agent')).statusCode }).toEqual({ name, status: 403 });
    }
    expect((await get(`${CRM_ODATA}/serviceflows?view=admin`)).statusCode).toBe(403);
    expect((await get(`${CRM_ODATA}/serviceflows`)).statusCode).toBe(200);
    expect((await get(`${CRM_API}/GetWorkflowTaskOptions`)).json<WorkflowTaskOptions>().workflowTypes).toHaveLength(6);
  });

  it('offers the member the flows in effect for their plan on the date', async () => {
    const other = await post(
      'CreateServiceFlow',
      form({ name: 'Other plan only', plans: [{ contractCode: 'H9999', pbpCode: '999' }] }),
    );
    expect(other.statusCode).toBe(200);
    const mine = await post(
      'CreateServiceFlow',
      form({ name: 'My plan in 2025', plans: [member], effectiveFrom: '2025-01-01', effectiveTo: '2025-12-31' }),
    );
    expect(mine.statusCode).toBe(200);
    const names = async (date?: string) =>
      (
        await get(
          `${fn('GetServiceFlowsForMember')}?memberId=${member.memberId}${date ? `&effectiveDate=${date}` : ''}`,
        )
      )
        .json<{ items: ServiceFlow[] }>()
        .items.map((item) => item.name);
    expect(await names('2025-06-01')).toEqual(
      expect.arrayContaining(['My plan in 2025', 'Hearing aid fitting (mail)']),
    );
    const today = await names();
    expect(today).toContain('Hearing aid fitting (mail)');
    expect(today).not.toContain('My plan in 2025');
    expect(today).not.toContain('Other plan only');
    // The demo's switched-off service action is never offered.
    expect(today).not.toContain('Address change (retired)');
    const single = await get(`${fn('getServiceFlowForMember')}?id=${flow.id}&memberId=${member.memberId}`);
    expect(single.json<ServiceFlow>().id).toBe(flow.id);
    const notOffered = await get(
      `${fn('getServiceFlowForMember')}?id=${other.json<ServiceFlow>().id}&memberId=${member.memberId}`,
    );
    expect(notOffered.statusCode).toBe(404);
    const audited = await count(
      `select count(*)::int as n from audit_events where user_id = 'crm.agent' and event_type = 'MemberDataRead'
       and details->>'route' like '%ServiceFlowsForMember%'`,
    );
    expect(audited).toBeGreaterThanOrEqual(1);
  });

  it('switches a flow off: the normal-use list drops it, the admin view keeps it', async () => {
    const switched = await post('SwitchIsActiveServiceFlow', { id: flow.id, version: flow.version });
    expect(switched.json<ServiceFlow>()).toMatchObject({ isActive: false });
    expect((await post('SwitchIsActiveServiceFlow', { id: flow.id, version: flow.version })).statusCode).toBe(409);
    flow = switched.json<ServiceFlow>();
    const normal = (await get(`${CRM_ODATA}/serviceflows?$count=true`)).json<{ value: ServiceFlow[] }>();
    expect(normal.value.map((row) => row.id)).not.toContain(flow.id);
    const admin = await get(`${CRM_ODATA}/serviceflows?view=admin&$filter=isActive eq false`, 'crm.admin');
    expect(admin.json<{ value: ServiceFlow[] }>().value.map((row) => row.id)).toContain(flow.id);
    expect((await get(`${CRM_ODATA}/serviceflows?$filter=nope eq 1`)).statusCode).toBe(400);
  });

  it('deletes softly at the version read: gone from every list but the admin view', async () => {
    expect((await post('DeleteServiceFlow', { id: flow.id, version: 1 })).statusCode).toBe(409);
    const deleted = await post('DeleteServiceFlow', { id: flow.id, version: flow.version });
    expect(deleted.json<ServiceFlow>()).toMatchObject({ isDeleted: true });
    expect((await get(`${fn('GetServiceFlow')}?id=${flow.id}`)).statusCode).toBe(404);
    const admin = await get(`${CRM_ODATA}/serviceflows?view=admin&$filter=isDeleted eq true`, 'crm.admin');
    expect(admin.json<{ value: ServiceFlow[] }>().value.map((row) => row.id)).toEqual([flow.id]);
    expect(await count(`select count(*)::int as n from audit_events where event_type = 'CrmServiceFlowDeleted'`)).toBe(
      1,
    );
    // The name is free again once the flow is deleted.
    expect((await post('CreateServiceFlow', form())).statusCode).toBe(200);
  });
});

describe('the service actions configuration', () => {
  it('keeps the active task types at the version read; a flow may only use active ones', async () => {
    const config = (await get(`${CRM_API}/GetServiceFlowConfig`)).json<ServiceFlowConfig>();
    expect(config).toMatchObject({ version: 1, showInWorkspace: true });
    const saved = await post('UpdateServiceFlowConfig', {
      activeTaskTypes: ['Send Letter', 'Follow-up Call'],
      showInWorkspace: true,
      version: 1,
    });
    expect(saved.json<ServiceFlowConfig>()).toMatchObject({
      activeTaskTypes: ['Follow-up Call', 'Send Letter'],
      version: 2,
    });
    const stale = await post('UpdateServiceFlowConfig', {
      activeTaskTypes: ['Send Letter'],
      showInWorkspace: false,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const empty = await post('UpdateServiceFlowConfig', { activeTaskTypes: [], showInWorkspace: true, version: 2 });
    expect(empty.json<{ message: string }>().message).toContain(M.atLeastOneTaskType);
    expect((await get(fn('GetActiveServiceFlowTaskTypes'))).json<{ items: string[] }>().items).toEqual([
      'Follow-up Call',
      'Send Letter',
    ]);
    const inactive = await post(
      'CreateServiceFlow',
      form({ name: 'Uses review', tasks: [{ taskType: 'Review Documents', assigneeRule: 'Case owner' }] }),
    );
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json<{ message: string }>().message).toBe(M.taskTypeInactive('Review Documents'));
  });
});
