import type pg from 'pg';
import {
  CASE_TYPES,
  CASE_TYPE_NAMES,
  INTERACTION_OUTCOMES,
  TASK_TYPES,
  TASK_TYPE_NAMES,
  WORKFLOW_TYPES,
  WORKFLOW_TYPE_NAMES,
} from '@portal/contracts/crm-my-queue/crm-constants';
import { h, pick } from './seed-sql.ts';
import { CRM_QUEUES } from './crm-lists.ts';
import { RECOUNT_CASE_WORK } from '../modules/crm-my-queue/cases.repository.ts';
import { RECOUNT_WORKFLOW_OPEN_TASKS } from '../modules/crm-my-queue/tasks.repository.ts';

/**
 * The CRM at the benchmark's large scale: 500,000 cases over two years, a workflow for four cases in five (400,000),
 * two or three tasks per workflow (1,000,000) and four interactions per case (2,000,000), set-based SQL in batches of
 * 100,000 cases, every value a hash of the case number, so it loads in minutes and every machine gets the same rows.
 * One case in ten is crm.agent's (the benchmark's user with many items); the rest belong to the other demo users with
 * a My Queue grant, crm.admin and member.services. Older cases are mostly closed, recent ones mostly open. The cases'
 * work counters are recounted once the rows are in (RECOUNT_CASE_WORK, RECOUNT_WORKFLOW_OPEN_TASKS).
 *
 * SLA due times here are an APPROXIMATION of the business calendar (platform/calendar/business-calendar.ts): every
 * SLA is a whole number of 8-hour working days, added as weekdays (Saturday and Sunday skipped) at the created time
 * of day, a weekend start from the Monday after; federal holidays, the plan's time zone and the 09:00-17:00 window are
 * not applied. The demo rows (crm-demo.ts) use the calendar itself.
 */

export const CRM_LARGE_VOLUMES = { cases: 500_000, workflows: 400_000, tasks: 1_000_000, interactions: 2_000_000 };
const BATCH = 100_000;

/**
 * Due time of `hours` working hours after `created`, as whole weekdays (see the approximation above): from a weekday,
 * the created time that many weekdays later; from a weekend, the end of the working day on the Monday after, plus the
 * days left.
 */
const slaDue = (created: string, hours: string) => {
  const days = `((${hours}) / 8)`;
  const dow = `extract(isodow from ${created})::int`;
  return `(case when ${dow} >= 6
    then date_trunc('day', ${created}) + make_interval(days => 8 - ${dow} + (${days} - 1) + 2 * ((${days} - 1) / 5)) + interval '17 hours'
    else ${created} + make_interval(days => ${days} + 2 * ((${dow} - 1 + ${days}) / 5)) end)`;
};

const hoursOf = (table: Record<string, { slaHours: number }>, column: string) =>
  `(case ${column} ${Object.entries(table)
    .map(([name, entry]) => `when '${name.replace(/'/g, "''")}' then ${entry.slaHours}`)
    .join(' ')} else 16 end)`;

/**
 * An owner among the demo users with a My Queue grant (the queues' members), so every owner, assignee and agent of the
 * bulk rows is a real user (the user lookups, reassignment and a supervisor's view of their queues work on them):
 * crm.agent one in ten (the benchmark's measured queue stays the size it was), crm.admin and member.services the rest.
 */
const owner = (hash: string) => `(case when ${hash} % 100 < 10 then 'crm.agent' when ${hash} % 100 < 55 then 'crm.admin'
  else 'member.services' end)`;

const queueOfType = `(values ${CRM_QUEUES.flatMap((queue) =>
  queue.caseTypes.map((type) => `('${type}', '${queue.name.replace(/'/g, "''")}')`),
).join(', ')}) as qt(case_type, queue_name)`;

/** A fraction 0 to 1 from a hash. */
const fraction = (hash: string) => `((${hash} % 1000) / 1000.0)`;

async function maxId(pool: pg.Pool, table: string): Promise<number> {
  const { rows } = await pool.query<{ id: string | null }>(`select max(id)::text as id from ${table}`);
  return Number(rows[0]?.id ?? 0);
}

const countOf = async (pool: pg.Pool, table: string) =>
  (await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0;

/**
 * Brings the CRM tables to the large volumes: adds the cases missing up to 500,000 with their rows, then calls that
 * opened no case until there are 2,000,000 interactions.
 */
export async function seedCrmLargeVolumes(pool: pg.Pool, log?: (line: string) => void): Promise<void> {
  const missing = CRM_LARGE_VOLUMES.cases - (await countOf(pool, 'crm_cases'));
  if (missing <= 0 && (await countOf(pool, 'crm_interactions')) >= CRM_LARGE_VOLUMES.interactions) return;
  const client = await pool.connect();
  try {
    await client.query(
      `create temporary table seed_crm_members as select (row_number() over (order by id) - 1)::bigint as rn, member_id from members`,
    );
    await client.query('create index on seed_crm_members (rn)');
    const members =
      (await client.query<{ n: number }>('select count(*)::int as n from seed_crm_members')).rows[0]?.n ?? 0;
    if (members === 0) return;
    const bases = {
      cases: await maxId(pool, 'crm_cases'),
      workflows: await maxId(pool, 'crm_workflows'),
      tasks: await maxId(pool, 'crm_tasks'),
      interactions: await maxId(pool, 'crm_interactions'),
    };
    const started = Date.now();
    for (let first = 1; first <= missing; first += BATCH) {
      const last = Math.min(missing, first + BATCH - 1);
      await insertCases(client, bases, first, last, members);
      const range = [bases.cases + first, bases.cases + last];
      await insertInteractions(client, bases, range, members);
      await insertWorkflows(client, bases, range);
      await insertTasks(client, bases, range);
      log?.(
        `  CRM cases ${last.toLocaleString('en-US')} / ${missing.toLocaleString('en-US')} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
    const calls = CRM_LARGE_VOLUMES.interactions - (await countOf(pool, 'crm_interactions'));
    if (calls > 0) await insertCalls(client, await maxId(pool, 'crm_interactions'), calls, members);
    await client.query(RECOUNT_CASE_WORK);
    await client.query(RECOUNT_WORKFLOW_OPEN_TASKS);
    for (const table of ['crm_cases', 'crm_workflows', 'crm_tasks', 'crm_interactions'])
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    for (const table of ['crm_cases', 'crm_workflows', 'crm_tasks', 'crm_interactions', 'crm_interaction_cases'])
      await client.query(`analyze ${table}`);
  } finally {
    await client.query('drop table if exists seed_crm_members');
    client.release();
  }
}

type Bases = Record<'cases' | 'workflows' | 'tasks' | 'interactions', number>;

async function insertCases(client: pg.PoolClient, bases: Bases, first: number, last: number, members: number) {
  await client.query(
    `insert into crm_cases (id, member_id, queue_id, case_type, subject, description, priority, status, is_closed, owner,
       origin_interaction_id, reopened_count, sla_due_at, created_by, created_at, modified_by, modified_at, closed_by, closed_at)
     select ${bases.cases} + g, mm.member_id, q.id, c.case_type, c.case_type || ' call', null,
       case when ${h('g', 1204)} % 100 < 5 then 'Urgent' when ${h('g', 1204)} % 100 < 20 then 'High'
            when ${h('g', 1204)} % 100 < 90 then 'Normal' else 'Low' end,
       case when s.closed then 'Closed' when ${h('g', 1205)} % 10 < 8 then 'Open' else 'Pending' end,
       s.closed, c.owner, ${bases.interactions} + g * 4 - 3, (${h('g', 1206)} % 50 = 0)::int,
       ${slaDue('c.created_at', hoursOf(CASE_TYPES, 'c.case_type'))},
       c.owner, c.created_at,
       case when not s.closed and ${h('g', 1207)} % 10 = 0 then 'crm.admin' else c.owner end,
       coalesce(s.closed_at, c.created_at + (now() - c.created_at) * ${fraction(h('g', 1208))}),
       case when s.closed then c.owner end, s.closed_at
     from generate_series(${first}::bigint, ${last}::bigint) g
     join seed_crm_members mm on mm.rn = ${h('g', 1201)} % ${members}
     cross join lateral (select ${pick(CASE_TYPE_NAMES, h('g', 1202))} as case_type, ${owner(h('g', 1209))} as owner,
       now() - make_interval(mins => (${h('g', 1203)} % (730 * 24 * 60))::int) as created_at) c
     cross join lateral (select case when now() - c.created_at > interval '30 days' then ${h('g', 1210)} % 100 >= 3
       when now() - c.created_at > interval '7 days' then ${h('g', 1210)} % 100 >= 40 else ${h('g', 1210)} % 100 >= 80 end as closed) o
     cross join lateral (select o.closed, case when o.closed then c.created_at
       + least(now() - c.created_at, interval '20 days') * ${fraction(h('g', 1211))} end as closed_at) s
     left join ${queueOfType} on qt.case_type = c.case_type
     left join crm_queues q on q.name = qt.queue_name`,
  );
}

async function insertInteractions(client: pg.PoolClient, bases: Bases, range: number[], members: number) {
  const id = `(${bases.interactions} + (c.id - ${bases.cases}) * 4 - 3 + k)`;
  await client.query(
    `insert into crm_interactions (id, member_id, cti_id, direction, interaction_type, outcome, phone_number, agent_name,
       notes, started_at, ended_at, created_by, created_at, modified_by, modified_at)
     select ${id}, case when k = 0 then c.member_id else mm.member_id end, 'LG' || ${id},
       case when ${h(id, 1221)} % 10 < 7 then 'Inbound' else 'Outbound' end,
       case when ${h(id, 1222)} % 10 < 9 then 'Phone' else 'Portal Message' end,
       case when k = 0 then 'Case Opened' else ${pick(
         INTERACTION_OUTCOMES.filter((outcome) => outcome !== 'Case Opened'),
         h(id, 1223),
       )} end,
       null, i.agent, null, i.at, i.at + make_interval(mins => (1 + ${h(id, 1224)} % 20)::int), i.agent, i.at, i.agent, i.at
     from crm_cases c cross join generate_series(0, 3) k
     join seed_crm_members mm on mm.rn = ${h(id, 1225)} % ${members}
     cross join lateral (select case when k = 0 then c.created_at - interval '5 minutes'
       else now() - make_interval(mins => (${h(id, 1226)} % (730 * 24 * 60))::int) end as at,
       case when k = 0 then c.owner else ${owner(h(id, 1227))} end as agent) i
     where c.id between $1 and $2`,
    range,
  );
  await client.query(
    `insert into crm_interaction_cases (interaction_id, case_id)
     select ${bases.interactions} + (c.id - ${bases.cases}) * 4 - 3 + k, c.id
     from crm_cases c cross join generate_series(0, 1) k
     where c.id between $1 and $2 and (k = 0 or ${h('c.id', 1228)} % 4 = 0)`,
    range,
  );
}

/** Calls that opened no case (a question answered, a voicemail), over the last two years. */
async function insertCalls(client: pg.PoolClient, base: number, count: number, members: number) {
  const id = `(${base} + g)`;
  await client.query(
    `insert into crm_interactions (id, member_id, cti_id, direction, interaction_type, outcome, agent_name, started_at,
       ended_at, created_by, created_at, modified_by, modified_at)
     select ${id}, mm.member_id, 'LG' || ${id}, case when ${h(id, 1251)} % 10 < 7 then 'Inbound' else 'Outbound' end, 'Phone',
       ${pick(
         INTERACTION_OUTCOMES.filter((outcome) => outcome !== 'Case Opened'),
         h(id, 1252),
       )}, i.agent, i.at, i.at + interval '4 minutes', i.agent, i.at, i.agent, i.at
     from generate_series(1::bigint, ${count}::bigint) g
     join seed_crm_members mm on mm.rn = ${h(id, 1253)} % ${members}
     cross join lateral (select now() - make_interval(mins => (${h(id, 1254)} % (730 * 24 * 60))::int) as at,
       ${owner(h(id, 1255))} as agent) i`,
  );
}

async function insertWorkflows(client: pg.PoolClient, bases: Bases, range: number[]) {
  await client.query(
    `insert into crm_workflows (id, member_id, case_id, workflow_type, status, reason, owner, form_data, sla_due_at,
       created_by, created_at, modified_by, modified_at, closed_by, closed_at)
     select ${bases.workflows} + (c.id - ${bases.cases}), c.member_id, c.id, w.type,
       case when w.closed_at is not null then 'Closed' else ${pick(['Open', 'In Progress', 'Escalated'], h('c.id', 1231))} end,
       'Member request', c.owner, '{}'::jsonb, ${slaDue('w.created_at', hoursOf(WORKFLOW_TYPES, 'w.type'))},
       c.owner, w.created_at, c.owner, coalesce(w.closed_at, w.created_at), case when w.closed_at is not null then c.owner end,
       w.closed_at
     from crm_cases c
     cross join lateral (select ${pick(WORKFLOW_TYPE_NAMES, h('c.id', 1232))} as type,
       least(now(), c.created_at + interval '20 minutes') as created_at) w0
     cross join lateral (select w0.type, w0.created_at, case
       when c.is_closed then greatest(w0.created_at, c.closed_at - interval '10 minutes')
       when ${h('c.id', 1233)} % 10 < 3 then w0.created_at + (now() - w0.created_at) * ${fraction(h('c.id', 1234))} end as closed_at) w
     where c.id between $1 and $2 and ${h('c.id', 1230)} % 5 <> 0`,
    range,
  );
}

async function insertTasks(client: pg.PoolClient, bases: Bases, range: number[]) {
  const workflowRange = range.map((id) => id - bases.cases + bases.workflows);
  const id = `(${bases.tasks} + (w.id - ${bases.workflows}) * 3 + k)`;
  await client.query(
    `insert into crm_tasks (id, workflow_id, case_id, member_id, task_type, status, description, assigned_to, sla_due_at,
       created_by, created_at, modified_by, modified_at, closed_by, closed_at)
     select ${id}, w.id, w.case_id, w.member_id, t.type,
       case when t.closed_at is null then ${pick(['Open', 'In Progress'], h(id, 1241))}
            when ${h(id, 1242)} % 100 < 15 then 'Rejected' else 'Closed' end,
       null, t.assigned_to, ${slaDue('t.created_at', hoursOf(TASK_TYPES, 't.type'))},
       w.owner, t.created_at, t.assigned_to, coalesce(t.closed_at, t.created_at), case when t.closed_at is not null then t.assigned_to end,
       t.closed_at
     from crm_workflows w cross join generate_series(0, 1 + (w.id % 2)::int) k
     cross join lateral (select ${pick(TASK_TYPE_NAMES, h(id, 1243))} as type,
       least(now(), w.created_at + make_interval(hours => k::int)) as created_at,
       case when ${h(id, 1244)} % 10 < 9 then w.owner else 'crm.admin' end as assigned_to) t0
     cross join lateral (select t0.type, t0.created_at, t0.assigned_to, case
       when w.closed_at is not null then greatest(t0.created_at, w.closed_at - make_interval(mins => 10 * k::int))
       when ${h(id, 1245)} % 3 = 0 then t0.created_at + (now() - t0.created_at) * ${fraction(h(id, 1246))} end as closed_at) t
     where w.id between $1 and $2`,
    workflowRange,
  );
}
