import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTIVITY_MESSAGES, type MyStats, type TeamStats } from '@portal/contracts/crm-my-queue/productivity';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clearCrmItems, insertCase, insertInteraction, insertTask, insertWorkflow } from './my-queue.test-helpers.ts';

let t: TestApp;
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });

/**
 * Times are placed relative to the start of this month in Los Angeles (the counts' month), so the story holds at any
 * time of the month: "this month" rows between the month's start and now, older rows before the month's start.
 */
beforeAll(async () => {
  t = await createTestApp();
  const { pool } = t.database;
  await clearCrmItems(pool);
  const { rows } = await pool.query<{ hours: string }>(
    `select extract(epoch from now() - (date_trunc('month', now() at time zone 'America/Los_Angeles')
       at time zone 'America/Los_Angeles')) / 3600.0 as hours`,
  );
  const sinceMonthStart = Number(rows[0]!.hours); // numeric: answered as text
  const thisMonth = (fraction: number) => sinceMonthStart * fraction;
  const beforeThisMonth = (days: number) => sinceMonthStart + 24 * days;
  const owner = 'crm.agent';
  const call = await insertInteraction(pool, { agent: owner, hoursAgo: thisMonth(0.5) });
  const phoneCase = await insertCase(pool, { owner, createdHoursAgo: thisMonth(0.4), originInteractionId: call });
  await pool.query('insert into crm_interaction_cases values ($1, $2)', [call, phoneCase]);
  await insertCase(pool, { owner, createdHoursAgo: thisMonth(0.3), createdBy: 'crm.admin' });
  await insertCase(pool, { owner, closed: true, closedHoursAgo: thisMonth(0.2), createdHoursAgo: thisMonth(0.3) });
  await insertCase(pool, {
    owner,
    closed: true,
    closedHoursAgo: beforeThisMonth(40),
    createdHoursAgo: beforeThisMonth(50),
  });
  // Given to the agent by a queue's round-robin: assigned, though the agent opened it into the queue.
  const queued = await insertCase(pool, { owner, createdHoursAgo: beforeThisMonth(50) });
  const queue = await pool.query<{ id: number }>(
    "insert into crm_queues (name) values ('Productivity round-robin') returning id",
  );
  await pool.query('update crm_cases set queue_id = $1 where id = $2', [queue.rows[0]!.id, queued]);
  const workflow = await insertWorkflow(pool, { caseId: phoneCase, owner });
  await insertTask(pool, { workflowId: workflow, caseId: phoneCase, assignedTo: owner });
  await insertCase(pool, { owner: 'crm.admin' });
});
afterAll(async () => t.close());

describe('productivity', () => {
  it('an agent reads their own counts and each sub-path', async () => {
    const response = await get('/api/myqueue/my-stats');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MyStats>()).toMatchObject({
      username: 'crm.agent',
      totalcases: 5,
      totalclosedcases: 2,
      totalopencases: 3,
      totalopenassignedcases: 2,
      totalopenassignedtasks: 1,
      callcasesthismonth: 1,
      closedcasesthismonth: 1,
      opencasesthismonth: 2,
    });
    const sub = await get('/api/myqueue/my-stats/totalopencases');
    expect(sub.json()).toEqual({ username: 'crm.agent', count: 3 });
    expect((await get('/api/myqueue/my-stats/nope')).statusCode).toBe(400);
  });

  it('a supervisor reads an agent’s counts and the team; an agent cannot', async () => {
    const other = await get('/api/myqueue/my-stats/totalcases?username=crm.agent', 'crm.admin');
    expect(other.json()).toEqual({ username: 'crm.agent', count: 5 });
    const refused = await get('/api/myqueue/my-stats?username=crm.admin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(PRODUCTIVITY_MESSAGES.supervisorOnly);
    expect((await get('/api/myqueue/team-stats')).statusCode).toBe(403);
    const team = await get('/api/myqueue/team-stats', 'crm.admin');
    expect(team.statusCode, team.body).toBe(200);
    const agents = team.json<TeamStats>().agents;
    expect(agents.find((agent) => agent.username === 'crm.agent')).toMatchObject({ name: 'Alex Agent', totalcases: 5 });
    expect(agents.find((agent) => agent.username === 'crm.admin')).toMatchObject({ totalcases: 1 });
    expect((await get('/api/myqueue/my-stats?username=ghost', 'crm.admin')).statusCode).toBe(404);
    for (const user of ['no.modules', 'network.viewer'])
      expect((await get('/api/myqueue/my-stats', user)).statusCode).toBe(403);
  });
});
