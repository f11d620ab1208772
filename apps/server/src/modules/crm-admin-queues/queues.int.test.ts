import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUEUE_MESSAGES as M,
  type CaseAssignmentStructure,
  type CrmInboundUser,
  type Queue,
  type QueueRow,
  type UserQueueMapping,
} from '@portal/contracts/crm-admin-queues/queues';
import type { CrmCase } from '@portal/contracts/crm-my-queue/cases';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let member: string;

const post = (user: string, name: string, payload: object) =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const get = (user: string, url: string) => t.as(user, { method: 'GET', url });
const addQueue = (user: string, queue: object) => post(user, 'AddQueueItem', { queue });
const mappingOf = async (queueId: number) =>
  (await get('crm.admin', `${CRM_API}/GetUserQueueMappings`))
    .json<{ items: UserQueueMapping[] }>()
    .items.find((item) => item.queueId === queueId)!;
const structureOf = async (queueId: number) =>
  (await get('crm.admin', `${CRM_API}/GetCaseReassignmentStructureByQueue`))
    .json<CaseAssignmentStructure>()
    .items.find((item) => item.queueId === queueId)!;
const auditRows = async (eventType: string, itemId: number) =>
  (
    await t.database.pool.query<{ details: { before: unknown; after: unknown } }>(
      'select details from audit_events where event_type = $1 and item_id = $2 order by id',
      [eventType, String(itemId)],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  member = (await t.database.pool.query<{ m: string }>('select member_id as m from members order by member_id limit 1'))
    .rows[0]!.m;
});
afterAll(async () => {
  await t.close();
});

describe('queues: the CRM admin creates, renames and deactivates them; the agent cannot', () => {
  it('creates a queue, lists it, refuses a blank or taken name and the agent', async () => {
    const created = await addQueue('crm.admin', { name: '  Dental Line ', description: 'Dental benefit calls' });
    expect(created.statusCode, created.body).toBe(200);
    const queue = created.json<Queue>();
    expect(queue).toMatchObject({ name: 'Dental Line', isActive: true, version: 1 });
    expect(await auditRows('CrmQueueCreated', queue.id)).toEqual([{ details: { before: null, after: queue } }]);

    const list = await get('crm.admin', `/odata/usermanagementqueues?$filter=name eq 'Dental Line'&$count=true`);
    expect(list.json<{ value: QueueRow[] }>()).toMatchObject({
      value: [{ id: queue.id, memberCount: 0, caseTypeCount: 0, isActive: true }],
      '@odata.count': 1,
    });

    const blank = await addQueue('crm.admin', { name: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, M.nameRequired]);
    const taken = await addQueue('crm.admin', { name: 'dental line' });
    // The refusal names the field it is about, so the form shows it under Queue Name.
    expect([taken.statusCode, taken.json()]).toEqual([
      400,
      expect.objectContaining({ message: M.nameTaken, field: 'name' }),
    ]);
    expect((await addQueue('crm.agent', { name: 'Agent queue' })).statusCode).toBe(403);
    expect((await get('crm.agent', '/odata/usermanagementqueues')).statusCode).toBe(403);
  });

  it('two admins adding names that differ only in case at once: one queue is made, the others read the message', async () => {
    const responses = await Promise.all(
      ['Hearing Line', 'HEARING LINE', 'hearing line'].map((name) => addQueue('crm.admin', { name })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 400))
      expect(response.json()).toMatchObject({ message: M.nameTaken, field: 'name' });
    const { rows } = await t.database.pool.query("select 1 from crm_queues where lower(name) = 'hearing line'");
    expect(rows).toHaveLength(1);
  });

  it('renames and deactivates at the version read; a stale version is 409 and changes nothing', async () => {
    const queue = (await addQueue('crm.admin', { name: 'Vision Line' })).json<Queue>();
    const renamed = await addQueue('crm.admin', { id: queue.id, version: 1, name: 'Vision and Hearing' });
    expect(renamed.json<Queue>()).toMatchObject({ name: 'Vision and Hearing', version: 2 });
    const stale = await addQueue('crm.admin', { id: queue.id, version: 1, name: 'Stale name' });
    expect([stale.statusCode, stale.json().message]).toEqual([409, MESSAGES.staleRecord]);
    const off = await addQueue('crm.admin', { id: queue.id, version: 2, name: 'Vision and Hearing', isActive: false });
    expect(off.json<Queue>()).toMatchObject({ isActive: false, version: 3 });
    const [audit] = await auditRows('CrmQueueDeactivated', queue.id);
    expect(audit?.details).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    // The agents' queue lookup offers active queues only.
    const lookup = await get('crm.agent', `${CRM_ODATA}/queues?$filter=Value eq ${queue.id}`);
    expect(lookup.json<{ value: unknown[] }>().value).toEqual([]);
  });
});

describe('user-queue mappings: edited on the screen, published together by PushQueues', () => {
  it('lists the CRM users who can be mapped', async () => {
    const users = (await get('crm.admin', `${CRM_API}/GetCrmInboundUsers`)).json<{ items: CrmInboundUser[] }>().items;
    expect(users.map((user) => user.username)).toEqual(expect.arrayContaining(['crm.agent', 'crm.admin']));
  });

  it('pushes members in turn order, atomically across queues; stale (409) or unknown user (400) writes nothing', async () => {
    const a = (await addQueue('crm.admin', { name: 'Push A' })).json<Queue>();
    const b = (await addQueue('crm.admin', { name: 'Push B' })).json<Queue>();
    const pushed = await post('crm.admin', 'PushQueues', {
      queues: [
        { queueId: a.id, version: 1, members: [{ username: 'crm.admin' }, { username: 'CRM.AGENT', isActive: false }] },
        { queueId: b.id, version: 1, members: [{ username: 'crm.agent' }] },
      ],
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(await mappingOf(a.id)).toMatchObject({
      version: 2,
      members: [
        { username: 'crm.admin', position: 10, isActive: true },
        { username: 'crm.agent', position: 20, isActive: false },
      ],
    });
    expect(await auditRows('CrmQueueMembersPushed', a.id)).toHaveLength(1);

    // B is stale: A's change is not applied either.
    const stale = await post('crm.admin', 'PushQueues', {
      queues: [
        { queueId: a.id, version: 2, members: [] },
        { queueId: b.id, version: 1, members: [] },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect((await mappingOf(a.id)).members).toHaveLength(2);

    const unknown = await post('crm.admin', 'PushQueues', {
      queues: [{ queueId: a.id, version: 2, members: [{ username: 'nobody.here' }] }],
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, M.userNotCrm('nobody.here')]);
    const twice = await post('crm.admin', 'PushQueues', {
      queues: [{ queueId: a.id, version: 2, members: [{ username: 'crm.agent' }, { username: 'crm.agent' }] }],
    });
    expect([twice.statusCode, twice.json().message]).toEqual([400, M.userTwice]);
    const empty = await post('crm.admin', 'PushQueues', { queues: [] });
    expect([empty.statusCode, empty.json().message]).toEqual([400, M.nothingToPush]);
    expect(
      (await post('crm.agent', 'PushQueues', { queues: [{ queueId: a.id, version: 2, members: [] }] })).statusCode,
    ).toBe(403);
    expect((await mappingOf(a.id)).version).toBe(2);
  });
});

describe('case auto-assign: new cases of a routed type alternate between the queue’s agents', () => {
  it('routes a case type to a queue; CreateCase without a queue follows it round-robin', async () => {
    const queue = (await addQueue('crm.admin', { name: 'Reimbursements' })).json<Queue>();
    await post('crm.admin', 'PushQueues', {
      queues: [{ queueId: queue.id, version: 1, members: [{ username: 'crm.agent' }, { username: 'crm.admin' }] }],
    });
    const routed = await post('crm.admin', 'UpdateCaseReassignmentStructureByQueue', {
      queueId: queue.id,
      version: 2,
      caseTypes: ['Reimbursement'],
    });
    expect(routed.statusCode, routed.body).toBe(200);
    expect(await structureOf(queue.id)).toMatchObject({
      caseTypes: ['Reimbursement'],
      version: 3,
      activeMemberCount: 2,
    });
    expect(await auditRows('CrmCaseAutoAssignUpdated', queue.id)).toEqual([
      { details: { before: [], after: ['Reimbursement'] } },
    ]);

    const owners: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await post('crm.agent', 'CreateCase', {
        memberId: member,
        caseType: 'Reimbursement',
        subject: `R${i}`,
      });
      expect(created.statusCode, created.body).toBe(200);
      const row = created.json<CrmCase>();
      expect(row.queueId).toBe(queue.id);
      owners.push(row.owner);
    }
    expect(owners).toEqual(['crm.agent', 'crm.admin', 'crm.agent']);

    // Deactivated, the queue no longer receives them: the case stays with its creator.
    await addQueue('crm.admin', { id: queue.id, version: 3, name: 'Reimbursements', isActive: false });
    const own = await post('crm.admin', 'CreateCase', { memberId: member, caseType: 'Reimbursement', subject: 'Mine' });
    expect(own.json<CrmCase>()).toMatchObject({ owner: 'crm.admin', queueId: null });
  });

  it('refuses a type routed elsewhere, a stale version, an unknown type and the agent', async () => {
    const queue = (await addQueue('crm.admin', { name: 'Complaints' })).json<Queue>();
    const taken = await post('crm.admin', 'UpdateCaseReassignmentStructureByQueue', {
      queueId: queue.id,
      version: 1,
      caseTypes: ['Grievance'],
    });
    expect([taken.statusCode, taken.json().message]).toEqual([
      400,
      M.caseTypeTaken('Grievance', 'Grievances & Appeals'),
    ]);
    const unknown = await post('crm.admin', 'UpdateCaseReassignmentStructureByQueue', {
      queueId: queue.id,
      version: 1,
      caseTypes: ['Haircut'],
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, M.caseTypeInvalid]);
    // Campaigns put their outreach cases in their own queue: routing Campaign Outreach would do nothing, so it is refused.
    const outreach = await post('crm.admin', 'UpdateCaseReassignmentStructureByQueue', {
      queueId: queue.id,
      version: 1,
      caseTypes: ['Campaign Outreach'],
    });
    expect([outreach.statusCode, outreach.json().message]).toEqual([400, M.caseTypeCampaignOnly]);
    const stale = await post('crm.admin', 'UpdateCaseReassignmentStructureByQueue', {
      queueId: queue.id,
      version: 7,
      caseTypes: [],
    });
    expect(stale.statusCode).toBe(409);
    const agent = await post('crm.agent', 'UpdateCaseReassignmentStructureByQueue', {
      queueId: queue.id,
      version: 1,
      caseTypes: [],
    });
    expect(agent.statusCode).toBe(403);
    expect((await get('crm.agent', `${CRM_API}/GetCaseReassignmentStructureByQueue`)).statusCode).toBe(403);
    expect((await structureOf(queue.id)).caseTypes).toEqual([]);
  });
});

describe('queue configuration export and import (JSON)', () => {
  const path = '/api/crm/myqueue/queues';
  it('exports the queues, previews and imports a changed file; refuses an unknown user and the agent', async () => {
    const exported = await get('crm.admin', `${path}/ExportConfiguration`);
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json<{ section: string; items: { name: string; caseTypes: string[] }[] }>();
    expect(file.section).toBe('crm-queues');
    expect(file.items.find((item) => item.name === 'Grievances & Appeals')?.caseTypes).toEqual(['Appeal', 'Grievance']);

    const items = [
      ...file.items,
      {
        name: 'Imported Queue',
        description: null,
        isActive: true,
        members: [{ username: 'crm.admin', isActive: true }],
        caseTypes: ['Appeal'],
      },
    ];
    const preview = await t.as('crm.admin', {
      method: 'POST',
      url: `${path}/ImportConfiguration`,
      payload: { file: { ...file, items } },
    });
    expect(preview.json()).toMatchObject({ applied: false, created: 1, invalid: 0 });
    // The preview names each queue as the screens show it.
    expect(preview.json<{ rows: { key: string; outcome: string }[] }>().rows).toContainEqual({
      row: items.length,
      key: 'Imported Queue',
      outcome: 'create',
    });
    const inAnyCase = await t.as('crm.admin', {
      method: 'POST',
      url: `${path}/ImportConfiguration`,
      payload: { file: { ...file, items: file.items.map((item) => ({ ...item, name: item.name.toUpperCase() })) } },
    });
    expect(inAnyCase.json(), inAnyCase.body).toMatchObject({ created: 0, invalid: 0 });
    const applied = await t.as('crm.admin', {
      method: 'POST',
      url: `${path}/ImportConfiguration`,
      payload: { file: { ...file, items }, apply: true },
    });
    expect(applied.json(), applied.body).toMatchObject({ applied: true, created: 1 });
    const structure = (
      await get('crm.admin', `${CRM_API}/GetCaseReassignmentStructureByQueue`)
    ).json<CaseAssignmentStructure>();
    expect(structure.items.find((item) => item.queueName === 'Imported Queue')?.caseTypes).toEqual(['Appeal']);
    expect(structure.items.find((item) => item.queueName === 'Grievances & Appeals')?.caseTypes).toEqual(['Grievance']);

    const unknown = await t.as('crm.admin', {
      method: 'POST',
      url: `${path}/ImportConfiguration`,
      payload: {
        file: { ...file, items: [{ ...items.at(-1)!, members: [{ username: 'nobody.here', isActive: true }] }] },
        apply: true,
      },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, M.userNotCrm('nobody.here')]);
    expect((await get('crm.agent', `${path}/ExportConfiguration`)).statusCode).toBe(403);
    const agent = await t.as('crm.agent', { method: 'POST', url: `${path}/ImportConfiguration`, payload: { file } });
    expect(agent.statusCode).toBe(403);
  });
});
