import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { CrmCaseRow, CrmInteractionRow, CrmLookupList } from '@portal/contracts/crm-my-queue/lists';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clearCrmItems, insertCase, insertInteraction, insertTask, insertWorkflow } from './my-queue.test-helpers.ts';

let t: TestApp;
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const list = async <T>(url: string, user = 'crm.agent') => {
  const response = await get(url, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ODataAnswer<T>>();
};
const q = (text: string) => encodeURIComponent(text);

let caseA: number;
let caseB: number;

beforeAll(async () => {
  t = await createTestApp();
  const { pool } = t.database;
  await clearCrmItems(pool);
  caseA = await insertCase(pool, {
    owner: 'crm.agent',
    memberId: 'M100001',
    subject: "Mrs O'Brien's 50% refund",
    createdHoursAgo: 5,
  });
  caseB = await insertCase(pool, { owner: 'crm.admin', memberId: 'M100002', priority: 'Urgent', createdHoursAgo: 3 });
  await insertCase(pool, { owner: 'crm.agent', memberId: 'M100001', closed: true, createdHoursAgo: 50 });
  const workflow = await insertWorkflow(pool, { caseId: caseA, owner: 'crm.agent' });
  await insertTask(pool, { workflowId: workflow, caseId: caseA, assignedTo: 'crm.agent' });
  await insertInteraction(pool, { agent: 'crm.agent', caseIds: [caseA], hoursAgo: 5 });
  await insertInteraction(pool, { agent: 'crm.agent', caseIds: [caseA, caseB], hoursAgo: 1 });
  await insertInteraction(pool, { agent: 'crm.admin', caseIds: [caseB], hoursAgo: 2 });
});
afterAll(async () => t.close());

describe('the CRM lists with OData-style queries', () => {
  it('an agent lists a member’s cases newest first, paged, with the count, and the read is audited', async () => {
    const answer = await list<CrmCaseRow>(
      `${CRM_ODATA}/cases?$filter=${q("memberId eq 'M100001'")}&$orderby=${q('CreatedDate desc')}&$top=1&$count=true`,
    );
    expect(answer['@odata.count']).toBe(2);
    expect(answer.value).toHaveLength(1);
    expect(answer.value[0]).toMatchObject({ id: caseA, memberId: 'M100001', owner: 'crm.agent', isClosed: false });
    expect(answer.value[0]!.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    const next = await list<CrmCaseRow>(`${CRM_ODATA}/cases?$filter=${q("memberId eq 'M100001'")}&$skip=1&$top=1`);
    expect(next.value[0]!.isClosed).toBe(true);
    expect(next['@odata.count']).toBeUndefined();
    const { rows } = await t.database.pool.query(
      "select 1 from audit_events where user_id = 'crm.agent' and event_type = 'MemberDataRead' and details->>'route' like '%/cases'",
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('filters with and/or/not, contains and startswith (wildcards taken literally), dates and booleans', async () => {
    const urgentOrClosed = await list<CrmCaseRow>(
      `${CRM_ODATA}/cases?$filter=${q("priority eq 'Urgent' or (isClosed and not (owner eq 'crm.admin'))")}&$count=true`,
    );
    expect(urgentOrClosed['@odata.count']).toBe(2);
    const refund = await list<CrmCaseRow>(
      `${CRM_ODATA}/cases?$filter=${q("contains(subject,'50%') and contains(subject,'O''Brien')")}`,
    );
    expect(refund.value.map((row) => row.id)).toEqual([caseA]);
    const literalPercent = await list<CrmCaseRow>(`${CRM_ODATA}/cases?$filter=${q("contains(subject,'%')")}`);
    expect(literalPercent.value.map((row) => row.id)).toEqual([caseA]);
    const prefix = await list<CrmCaseRow>(
      `${CRM_ODATA}/cases?$filter=${q("startswith(memberId,'M10000')")}&$count=true`,
    );
    expect(prefix['@odata.count']).toBe(3);
    const recent = await list<CrmCaseRow>(
      `${CRM_ODATA}/cases?$filter=${q(`createdDate ge ${new Date(Date.now() - 4 * 3_600_000).toISOString()}`)}`,
    );
    expect(recent.value.map((row) => row.id)).toEqual([caseB]);
  });

  it('lists interactions by case ordered by CreatedDateTime descending, with their CaseIds', async () => {
    const answer = await list<CrmInteractionRow>(
      `${CRM_ODATA}/interactions?$filter=${q(`CaseIds eq ${caseA}`)}&$orderby=${q('CreatedDateTime desc')}&$skip=0&$top=50`,
    );
    expect(answer.value.map((row) => row.caseIds)).toEqual([[caseA, caseB], [caseA]]);
  });

  it('lists workflows and tasks by CreatedDate descending and outbound surveys', async () => {
    const workflows = await list<{ workflowTypeString: string }>(
      `${CRM_ODATA}/workflows?$filter=${q(`caseId eq ${caseA}`)}&$orderby=CreatedDate desc`,
    );
    expect(workflows.value[0]!.workflowTypeString).toBe('PCP Change');
    const tasks = await list<{ assignedTo: string }>(
      `${CRM_ODATA}/workflowtasks?$filter=${q("assignedTo eq 'crm.agent'")}`,
    );
    expect(tasks.value).toHaveLength(1);
    const surveys = await list(`${CRM_ODATA}/outboundsurveys?$filter=${q(`CaseId eq ${caseA}`)}`);
    expect(surveys.value).toEqual([]);
  });

  it('answers a bad query with a 400 and a clear message, never SQL', async () => {
    const cases: [string, string][] = [
      [`$filter=${q("password eq 'x'")}`, "The field 'password' cannot be used here."],
      [`$filter=${q("memberId eq 'x' or 1 eq 1; drop table crm_cases --")}`, "Unexpected ';'"],
      [`$filter=${q("memberId eq 'x''; drop table crm_cases; --'")}`, ''],
      [`$filter=${q('id eq true')}`, "The field 'id' holds number values."],
      [`$filter=${q("substringof('x',subject)")}`, 'not supported'],
      [`$orderby=${q('subject desc')}`, "The list cannot be sorted by 'subject'."],
      ['$top=5000', '$top must be a whole number from 1 to 1000.'],
      ['$skip=-1', '$skip must be a whole number'],
      ['$count=yes', '$count must be true or false.'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`${CRM_ODATA}/cases?${query}`);
      if (message === '') {
        expect(response.statusCode).toBe(200);
        expect(response.json<ODataAnswer<unknown>>().value).toEqual([]);
        continue;
      }
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect(response.body.toLowerCase()).not.toContain('select');
    }
    const { rows } = await t.database.pool.query('select count(*)::int as n from crm_cases');
    expect(rows[0].n).toBe(3);
  });

  it('answers lookups as Value and Text: case owners ordered by Text, statuses, types and queues', async () => {
    const owners = await list<CrmLookupList['value'][number]>(`${CRM_ODATA}/caseowners?$orderby=Text`);
    const texts = owners.value.map((row) => row.Text);
    expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(owners.value).toContainEqual({ Value: 'crm.agent', Text: 'Alex Agent' });
    expect(owners.value.map((row) => row.Value)).not.toContain('no.modules');
    const statuses = await list(`${CRM_ODATA}/casestatuses`);
    expect(statuses.value).toContainEqual({ Value: 'Open', Text: 'Open' });
    const types = await list(`${CRM_ODATA}/workflowtypes?$filter=${q("Value eq 'PcpChange'")}`);
    expect(types.value).toEqual([{ Value: 'PcpChange', Text: 'PCP Change' }]);
    for (const set of [
      'casemodifiedby',
      'interactioncalldirections',
      'interactionoutcomes',
      'interactioncreatedby',
      'interactiontypes',
      'workflowcreatedby',
      'workflowmodifiedby',
      'workflowclosedby',
      'workflowstatuses',
      'workflowreasons',
      'workflowtaskclosedby',
      'workflowtaskcreatedby',
      'workflowtaskassignedto',
      'workflowtaskstatuses',
      'workflowtasktypes',
      'outboundsurveycreatedby',
      'languages',
      'queues',
    ]) {
      const response = await get(`${CRM_ODATA}/${set}?$top=5&$count=true`);
      expect(response.statusCode, set).toBe(200);
    }
    const bad = await get(`${CRM_ODATA}/queues?$filter=${q("Value eq 'x'")}`);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses users without the CRM', async () => {
    for (const user of ['no.modules', 'network.viewer']) {
      expect((await get(`${CRM_ODATA}/cases`, user)).statusCode).toBe(403);
      expect((await get(`${CRM_ODATA}/caseowners`, user)).statusCode).toBe(403);
    }
  });
});
