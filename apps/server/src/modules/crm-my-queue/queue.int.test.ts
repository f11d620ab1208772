import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  OPEN_CASE_ITEM_LABELS,
  WORKLIST_MESSAGES,
  type OpenCaseItems,
  type WorklistStats,
} from '@portal/contracts/crm-my-queue/queue';
import { exportCapWarning } from '@portal/contracts/platform/exports';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clearCrmItems, insertCase, insertTask, insertWorkflow, recountCaseWork } from './my-queue.test-helpers.ts';

let t: TestApp;
const AGENT = 'crm.agent@portal.example';
const ADMIN = 'crm.admin@portal.example';
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const ids = async (name: string, extra = '', user = 'crm.agent', email = AGENT) => {
  const response = await get(`${CRM_API}/${name}?userEmail=${encodeURIComponent(email)}${extra}`, user);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ items: { id: number }[]; total: number }>();
  return { ids: body.items.map((item) => item.id), total: body.total, items: body.items };
};
const stats = async (email = AGENT, user = 'crm.agent') => {
  const response = await get(`${CRM_API}/GetWorklistStats?userEmail=${encodeURIComponent(email)}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WorklistStats>();
};

const c: Record<string, number> = {};
const w: Record<string, number> = {};
const k: Record<string, number> = {};

// A small export cap, so My Open Items' export is seen stopping at it with the warning header.
const EXPORT_CAP = 8;

beforeAll(async () => {
  t = await createTestApp({ exportRowCap: EXPORT_CAP });
  const { pool } = t.database;
  await clearCrmItems(pool);
  const owner = 'crm.agent';
  c.urgent = await insertCase(pool, { owner, priority: 'Urgent', dueInHours: 5 });
  c.overdue = await insertCase(pool, { owner, dueInHours: -3 });
  c.within = await insertCase(pool, { owner, dueInHours: 10 });
  c.byOther = await insertCase(pool, { owner, dueInHours: 20, modifiedBy: 'crm.admin', modifiedHoursAgo: 1 });
  c.candidate = await insertCase(pool, { owner, dueInHours: 30 });
  c.closed = await insertCase(pool, { owner, closed: true });
  c.othersCase = await insertCase(pool, { owner: 'crm.admin', priority: 'Urgent' });
  w.closedOfCandidate = await insertWorkflow(pool, { caseId: c.candidate, owner, closed: true });
  w.overdueWithTask = await insertWorkflow(pool, { caseId: c.within, owner, dueInHours: -2 });
  w.overdueNoTask = await insertWorkflow(pool, { caseId: c.within, owner, dueInHours: -1 });
  w.withinWithTask = await insertWorkflow(pool, { caseId: c.overdue, owner, dueInHours: 4 });
  w.withinNoTask = await insertWorkflow(pool, { caseId: c.overdue, owner, dueInHours: 6 });
  k.overdue = await insertTask(pool, {
    workflowId: w.overdueWithTask,
    caseId: c.within,
    assignedTo: owner,
    dueInHours: -1,
  });
  k.open = await insertTask(pool, {
    workflowId: w.withinWithTask,
    caseId: c.overdue,
    assignedTo: owner,
    dueInHours: 3,
  });
  k.closed = await insertTask(pool, {
    workflowId: w.overdueNoTask,
    caseId: c.within,
    assignedTo: owner,
    status: 'Closed',
    closedHoursAgo: 2,
  });
  k.rejected = await insertTask(pool, {
    workflowId: w.overdueNoTask,
    caseId: c.within,
    assignedTo: owner,
    status: 'Rejected',
    closedHoursAgo: 5,
  });
  k.longAgo = await insertTask(pool, {
    workflowId: w.overdueNoTask,
    caseId: c.within,
    assignedTo: owner,
    status: 'Closed',
    closedHoursAgo: 24 * 8,
  });
});
afterAll(async () => t.close());

describe('my queue, keyed by the user’s e-mail', () => {
  it('the agent reads the counts of each of their lists', async () => {
    expect(await stats()).toMatchObject({
      urgentCases: 2,
      recentlyClosedTasks: 1,
      recentlyClosedRejectedTasks: 1,
      casesCandidatesToClose: 1,
      workflowsExceedingSlaWithOpenTasks: 1,
      workflowsExceedingSlaWithoutOpenTasks: 1,
      workflowsWithinSlaWithOpenTasks: 1,
      workflowsWithinSlaWithoutOpenTasks: 1,
      casesLastUpdatedByDifferentUser: 1,
      openTasksExceedingSla: 1,
      casesWithinSla: 4,
      countCap: 10_000,
    });
  });

  it('each of the nine lists holds the items its name says, in order and paged', async () => {
    expect((await ids('GetUrgentCases')).ids).toEqual([c.overdue, c.urgent]);
    expect((await ids('GetRecentlyClosedTasks')).ids).toEqual([k.closed]);
    expect((await ids('GetRecentlyClosedRejectedTasks')).ids).toEqual([k.rejected]);
    expect((await ids('GetCasesCandidatesToClose')).ids).toEqual([c.candidate]);
    expect((await ids('GetWorkflowsExceedingSla')).ids).toEqual([w.overdueWithTask, w.overdueNoTask]);
    expect((await ids('GetWorkflowsExceedingSla', '&hasOpenTasks=true')).items).toMatchObject([
      { id: w.overdueWithTask, openTasks: 1 },
    ]);
    expect((await ids('GetWorkflowsExceedingSla', '&hasOpenTasks=false')).ids).toEqual([w.overdueNoTask]);
    expect((await ids('GetWorkflowsWithinSla', '&hasOpenTasks=true')).ids).toEqual([w.withinWithTask]);
    expect((await ids('GetWorkflowsWithinSla', '&hasOpenTasks=false')).ids).toEqual([w.withinNoTask]);
    expect((await ids('GetCasesLastUpdatedByDifferentUser')).ids).toEqual([c.byOther]);
    expect((await ids('GetOpenTasksExceedingSla')).ids).toEqual([k.overdue]);
    const within = await ids('GetCasesWithinSla', '&$skip=1&$top=2');
    expect(within).toMatchObject({ ids: [c.within, c.byOther], total: 4 });
    const bad = await get(`${CRM_API}/GetWorkflowsWithinSla?userEmail=${AGENT}&hasOpenTasks=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(WORKLIST_MESSAGES.hasOpenTasks);
  });

  it('a closed task leaves the exceeding list and the stats change', async () => {
    await t.database.pool.query(
      "update crm_tasks set status = 'Closed', closed_at = now(), closed_by = 'crm.agent' where id = $1",
      [k.overdue],
    );
    await recountCaseWork(t.database.pool);
    const after = await stats();
    expect(after).toMatchObject({
      openTasksExceedingSla: 0,
      recentlyClosedTasks: 2,
      workflowsExceedingSlaWithOpenTasks: 0,
    });
    expect((await ids('GetRecentlyClosedTasks')).ids).toEqual([k.overdue, k.closed]);
  });

  it('lists the agent’s open items, soonest due first', async () => {
    const response = await get(`${CRM_API}/GetOpenCaseItemsForUser?userEmail=${AGENT}`);
    expect(response.statusCode).toBe(200);
    const { items, truncated } = response.json<OpenCaseItems>();
    expect(truncated).toBe(false);
    expect(items[0]).toMatchObject({ crmItem: 'case', id: c.overdue, exceedingSla: true });
    expect(items.filter((item) => item.crmItem === 'task').map((item) => item.id)).toEqual([k.open]);
    const workflows = items.filter((item) => item.crmItem === 'workflow');
    expect(workflows).toHaveLength(4);
    // Workflows read as their type's label, as in the other lists, never the type's code.
    expect(workflows.map((item) => [item.itemType, item.title])).toEqual(
      workflows.map(() => ['PCP Change', 'PCP Change']),
    );
    const due = items.map((item) => item.slaDueAt);
    expect(due).toEqual([...due].sort());
  });

  it('an agent cannot read another user’s queue; a supervisor can read anyone’s', async () => {
    const refused = await get(`${CRM_API}/GetUrgentCases?userEmail=${ADMIN}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(WORKLIST_MESSAGES.notYourQueue);
    expect((await get(`${CRM_API}/GetWorklistStats?userEmail=${ADMIN}`)).statusCode).toBe(403);
    expect((await ids('GetUrgentCases', '', 'crm.admin', AGENT)).ids).toEqual([c.overdue, c.urgent]);
    expect((await ids('GetUrgentCases', '', 'crm.admin', ADMIN)).ids).toEqual([c.othersCase]);
    expect((await stats(AGENT.toUpperCase(), 'crm.agent')).urgentCases).toBe(2);
    const unknown = await get(`${CRM_API}/GetWorklistStats?userEmail=nobody@portal.example`, 'crm.admin');
    expect(unknown.statusCode).toBe(404);
    for (const user of ['no.modules', 'network.viewer'])
      expect((await get(`${CRM_API}/GetWorklistStats?userEmail=${user}@portal.example`, user)).statusCode).toBe(403);
    const audited = await t.database.pool.query(
      "select 1 from audit_events where user_id = 'crm.admin' and event_type = 'MemberDataRead' and details->>'route' like '%GetUrgentCases'",
    );
    expect(audited.rows.length).toBeGreaterThan(0);
  });

  it('a supervisor picks a team member by name and reads their queue by the e-mail it answers', async () => {
    const setLeadership = (on: boolean) =>
      t.database.pool.query("update feature_flags set is_active = $1 where name = 'enable-leadership-tab'", [on]);
    await setLeadership(false);
    expect((await get(`${CRM_API}/GetTeamMembers`, 'crm.admin')).statusCode).toBe(403);
    await setLeadership(true);
    const team = await get(`${CRM_API}/GetTeamMembers`, 'crm.admin');
    expect(team.statusCode, team.body).toBe(200);
    const members = team.json<{ items: { username: string; name: string; email: string }[] }>().items;
    const agent = members.find((member) => member.username === 'crm.agent');
    expect(agent).toEqual({ username: 'crm.agent', name: 'Alex Agent', email: AGENT });
    expect(members.some((member) => member.username === 'no.modules')).toBe(false);
    expect((await stats(agent!.email, 'crm.admin')).urgentCases).toBe(2);
    expect((await get(`${CRM_API}/GetTeamMembers`)).statusCode).toBe(403);
  });

  it('exports a queue list to Excel', async () => {
    const response = await get(
      `/api/Queues/ExcelExportMyQueueSearch?list=GetWorkflowsWithinSla&userEmail=${AGENT}&hasOpenTasks=false`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(response.rawPayload));
    const sheet = workbook.worksheets[0]!;
    const values = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).filter((v) => v !== undefined));
    expect(JSON.stringify(values)).toContain('Workflow ID');
    expect(values.some((row) => row.includes(w.withinNoTask!))).toBe(true);
    expect(values.some((row) => row.includes(w.withinWithTask!))).toBe(false);
    const refused = await get(`/api/Queues/ExcelExportMyQueueSearch?list=GetUrgentCases&userEmail=${ADMIN}`);
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/Queues/ExcelExportMyQueueSearch?list=Nope&userEmail=${AGENT}`)).statusCode).toBe(400);
  });

  it('names people by their name in the lists and the export, by the username when no user has it', async () => {
    const [byOther] = (await ids('GetCasesLastUpdatedByDifferentUser')).items;
    expect(byOther).toMatchObject({
      owner: 'crm.agent',
      ownerName: 'Alex Agent',
      modifiedBy: 'crm.admin',
      modifiedByName: 'Casey Admin',
    });
    const closedTask = (await ids('GetRecentlyClosedTasks')).items.find((item) => item.id === k.closed);
    expect(closedTask).toMatchObject({ assignedToName: 'Alex Agent', closedByName: 'Alex Agent' });
    const gone = await insertCase(t.database.pool, {
      owner: 'crm.agent',
      modifiedBy: 'gone.user',
      modifiedHoursAgo: 0.5,
    });
    try {
      const listed = (await ids('GetCasesLastUpdatedByDifferentUser')).items;
      expect(listed).toMatchObject([{ id: gone, modifiedBy: 'gone.user', modifiedByName: null }, { id: c.byOther }]);
      const response = await get(
        `/api/Queues/ExcelExportMyQueueSearch?list=GetCasesLastUpdatedByDifferentUser&userEmail=${AGENT}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from(response.rawPayload));
      const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
      const header = rows.findIndex((row) => row.includes('Owner'));
      const column = (title: string) => rows[header]!.indexOf(title);
      const row = (id: number) => rows.find((values) => values[column('Case ID')] === id)!;
      expect([row(c.byOther!)[column('Owner')], row(c.byOther!)[column('Modified By')]]).toEqual([
        'Alex Agent',
        'Casey Admin',
      ]);
      expect(row(gone)[column('Modified By')]).toBe('gone.user');
    } finally {
      await t.database.pool.query('delete from crm_cases where id = $1', [gone]);
    }
  });

  it('exports My Open Items as the screen lists them, stopping at the cap with the warning header', async () => {
    const listed = (await get(`${CRM_API}/GetOpenCaseItemsForUser?userEmail=${AGENT}`)).json<OpenCaseItems>().items;
    expect(listed.length).toBeGreaterThan(EXPORT_CAP);
    const response = await get(`/api/Queues/ExcelExportMyQueueSearch?list=GetOpenCaseItemsForUser&userEmail=${AGENT}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('MyQueue_MyOpenItems');
    expect(response.headers['x-export-warning']).toBe(exportCapWarning(EXPORT_CAP));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(response.rawPayload));
    const sheet = workbook.worksheets[0]!;
    const rows = (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
    const header = rows.findIndex((row) => row[0] === 'Item');
    expect(rows[header]).toEqual(['Item', '#', 'Case #', 'Member ID', 'Type', 'Title', 'Status', 'SLA Due', 'Created']);
    const exported = rows.slice(header + 1).map((row) => [row[0], row[1]]);
    expect(exported).toEqual(listed.slice(0, EXPORT_CAP).map((item) => [OPEN_CASE_ITEM_LABELS[item.crmItem], item.id]));
    // Only a supervisor exports someone else's open items.
    const refused = await get(`/api/Queues/ExcelExportMyQueueSearch?list=GetOpenCaseItemsForUser&userEmail=${ADMIN}`);
    expect(refused.statusCode).toBe(403);
  });
});
