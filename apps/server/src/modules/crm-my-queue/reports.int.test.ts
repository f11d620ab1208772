import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { CRM_REPORT_MESSAGES, type Dashboards, type FailedFcrAnswer } from '@portal/contracts/crm-my-queue/reports';
import { todayInLosAngeles, addDays } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exportBody } from '../../test/export-request.ts';
import { clearCrmItems, insertCase, insertInteraction, insertTask, insertWorkflow } from './my-queue.test-helpers.ts';

let t: TestApp;
const post = (url: string, payload: object, user = 'crm.admin') => t.as(user, { method: 'POST', url, payload });
const get = (url: string, user = 'crm.admin') => t.as(user, { method: 'GET', url });
const to = todayInLosAngeles();
const from = addDays(to, -7);
let resolved: number;
let twoCalls: number;
let reopened: number;

beforeAll(async () => {
  t = await createTestApp();
  const { pool } = t.database;
  await clearCrmItems(pool);
  resolved = await insertCase(pool, {
    owner: 'crm.agent',
    closed: true,
    closedHoursAgo: 0.1,
    createdHoursAgo: 0.2,
    dueInHours: 5,
  });
  await insertInteraction(pool, { agent: 'crm.agent', caseIds: [resolved], hoursAgo: 0.2 });
  twoCalls = await insertCase(pool, { owner: 'crm.agent', createdHoursAgo: 0.3, subject: 'Lost ID card' });
  await insertInteraction(pool, { agent: 'crm.agent', caseIds: [twoCalls], hoursAgo: 0.3 });
  await insertInteraction(pool, { agent: 'crm.admin', caseIds: [twoCalls], hoursAgo: 0.1 });
  reopened = await insertCase(pool, { owner: 'crm.admin', createdHoursAgo: 0.25, reopenedCount: 1, dueInHours: -1 });
  const workflow = await insertWorkflow(pool, { caseId: twoCalls, owner: 'crm.agent', dueInHours: -1 });
  await insertTask(pool, { workflowId: workflow, caseId: twoCalls, assignedTo: 'crm.agent', dueInHours: -2 });
});
afterAll(async () => t.close());

describe('failed first-call resolutions', () => {
  it('a supervisor lists the cases the first call did not resolve, paged, and exports them', async () => {
    const response = await post(`${CRM_ODATA}/default.GetFailedFirstCallResolutions`, { fromDate: from, toDate: to });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<FailedFcrAnswer>();
    expect(answer['@odata.count']).toBe(2);
    expect(answer.value.map((row) => [row.caseId, row.reason])).toEqual([
      [reopened, 'Reopened'],
      [twoCalls, 'Several interactions'],
    ]);
    const page = await post(`${CRM_ODATA}/default.GetFailedFirstCallResolutions`, {
      fromDate: from,
      toDate: to,
      skip: 1,
      top: 1,
    });
    expect(page.json<FailedFcrAnswer>().value.map((row) => row.caseId)).toEqual([twoCalls]);
    const file = await post(
      `${CRM_ODATA}/default.ExcelExportFailedFirstCallResolutions`,
      exportBody({ fromDate: from, toDate: to }),
    );
    expect(file.statusCode, file.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(file.rawPayload));
    const text = JSON.stringify(workbook.worksheets[0]!.getSheetValues());
    expect(text).toContain('Lost ID card');
    expect(text).toContain('Several interactions');
  });

  it('refuses a bad range and the agent', async () => {
    const backwards = await post(`${CRM_ODATA}/default.GetFailedFirstCallResolutions`, { fromDate: to, toDate: from });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toBe(CRM_REPORT_MESSAGES.rangeOrder);
    const long = await post(`${CRM_ODATA}/default.GetFailedFirstCallResolutions`, {
      fromDate: '2020-01-01',
      toDate: '2022-01-01',
    });
    expect(long.json<{ message: string }>().message).toBe(CRM_REPORT_MESSAGES.rangeTooLong);
    const agent = await post(
      `${CRM_ODATA}/default.GetFailedFirstCallResolutions`,
      { fromDate: from, toDate: to },
      'crm.agent',
    );
    expect(agent.statusCode).toBe(403);
  });
});

describe('advanced search and dashboards', () => {
  it('searches each entity by its filters and an OData filter, and exports', async () => {
    const search = (body: object, user = 'crm.agent') => post(`${CRM_API}/AdvancedSearch`, body, user);
    const open = await search({ entity: 'cases', filters: { open: true, sla: 'exceeding' } });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<{ items: { id: number }[] }>().items.map((row) => row.id)).toEqual([reopened]);
    const text = await search({ entity: 'cases', filters: { text: 'id card', assignee: 'crm.agent' } });
    expect(text.json<{ total: number }>().total).toBe(1);
    const tasks = await search({ entity: 'tasks', filters: { caseId: twoCalls, sla: 'exceeding' } });
    expect(tasks.json<{ entity: string; total: number }>()).toMatchObject({ entity: 'tasks', total: 1 });
    const calls = await search({
      entity: 'interactions',
      filters: { caseId: twoCalls, filter: "createdBy eq 'crm.admin'" },
    });
    const plain = await search({ entity: 'interactions', filters: {} });
    const byCase = await search({ entity: 'interactions', filters: { caseId: twoCalls } });
    const byFilter = await search({ entity: 'interactions', filters: { filter: "createdBy eq 'crm.admin'" } });
    expect([plain.statusCode, byCase.statusCode, byFilter.statusCode]).toEqual([200, 200, 200]);
    expect(calls.json<{ total: number }>().total, calls.body).toBe(1);
    const workflows = await search({ entity: 'workflows', filters: { types: ['PcpChange'] } });
    expect(workflows.json<{ total: number }>().total).toBe(1);
    expect((await search({ entity: 'interactions', filters: { sla: 'within' } })).statusCode).toBe(400);
    expect((await search({ entity: 'cases', filters: { filter: "nope eq 'x'" } })).statusCode).toBe(400);
    expect((await search({ entity: 'members' })).statusCode).toBe(400);
    const file = await post(
      `${CRM_API}/AdvancedSearchExcelExport`,
      exportBody({ entity: 'cases', open: true }),
      'crm.agent',
    );
    expect(file.statusCode, file.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(file.rawPayload));
    expect(JSON.stringify(workbook.worksheets[0]!.getSheetValues())).toContain('Lost ID card');
    expect((await search({ entity: 'cases' }, 'no.modules')).statusCode).toBe(403);
  });

  it('sorts and filters the Owner column by the name it shows, and exports that name', async () => {
    const search = (body: object) => post(`${CRM_API}/AdvancedSearch`, body, 'crm.agent');
    const owners = async (orderBy: string) => {
      const answer = await search({ entity: 'cases', filters: { orderBy } });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ items: { owner: string; ownerName: string }[] }>().items.map((row) => row.ownerName);
    };
    // Alex Agent (crm.agent) before Casey Admin (crm.admin): by username it would be the other way round.
    expect(await owners('ownerName asc')).toEqual(['Alex Agent', 'Alex Agent', 'Casey Admin']);
    expect(await owners('ownerName desc')).toEqual(['Casey Admin', 'Alex Agent', 'Alex Agent']);
    const byName = await search({ entity: 'tasks', filters: { filter: "assignedToName eq 'Alex Agent'" } });
    expect(byName.json<{ total: number }>().total, byName.body).toBe(1);
    const file = await post(
      `${CRM_API}/AdvancedSearchExcelExport`,
      exportBody({ entity: 'cases', orderBy: 'ownerName asc' }),
      'crm.agent',
    );
    expect(file.statusCode, file.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(file.rawPayload));
    const sheet = JSON.stringify(workbook.worksheets[0]!.getSheetValues());
    expect(sheet).toContain('Casey Admin');
    expect(sheet).not.toContain('crm.admin');
  });

  it('answers the dashboards: volumes per day, SLA compliance and first-call resolution', async () => {
    const response = await get(`${CRM_API}/Dashboards?from=${from}&to=${to}`, 'crm.agent');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Dashboards>();
    expect(body.volumes).toHaveLength(8);
    const totals = body.volumes.reduce((sum, day) => sum + day.cases, 0);
    expect(totals).toBe(3);
    expect(body.slaCompliance.find((row) => row.kind === 'cases')).toEqual({
      kind: 'cases',
      closed: 1,
      closedWithinSla: 1,
      rate: 1,
    });
    expect(body.firstCallResolution).toMatchObject({ cases: 3, resolvedFirstCall: 1 });
    for (const user of ['no.modules', 'network.viewer'])
      expect((await get(`${CRM_API}/Dashboards?from=${from}&to=${to}`, user)).statusCode).toBe(403);
  });
});
