import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';
import { atScale, type ScaleTable } from './pick.ts';
import { createRandom } from './reference-random.ts';
import { CRM_QUEUES, DISENROLLMENT_REASONS, PLAN_MATERIALS } from './crm-lists.ts';
import { demoCasePlans } from './crm-demo-cases.ts';
import { writeDemoCases } from './crm-demo.ts';
import type { DemoMember, DemoPcp } from './crm-demo-forms.ts';
import { writeDemoCallNotes, writeDemoMemberWorkspace } from './crm-demo-members.ts';
import { seedCrmLargeVolumes } from './crm-large.ts';
import { seedDemoPharmacies } from './crm-pharmacies.ts';
import { RECOUNT_CASE_WORK } from '../modules/crm-my-queue/cases.repository.ts';
import { RECOUNT_WORKFLOW_OPEN_TASKS } from '../modules/crm-my-queue/tasks.repository.ts';

/**
 * The CRM's demo data (issue 12). Every scale: the work queues with the demo users crm.agent, crm.admin and
 * member.services as members, the 36 disenrollment reasons, the network pharmacies, the plan materials of every plan,
 * and a few hundred cases with their interactions, workflows (all six types), tasks, notes, sticky notes, next best actions, reminders and
 * portal messages for the demo members over the last six weeks, so crm.agent's queue has items in each of its nine
 * lists. The large scale adds the benchmark's volumes in set-based SQL (crm-large.ts).
 */
const SCALES: ScaleTable<{ cases: number; members: number }> = {
  test: { cases: 160, members: 60 },
  small: { cases: 400, members: 150 },
  large: { cases: 400, members: 150 },
};

export async function seedCrm(database: Database, options: SeedOptions): Promise<void> {
  const { pool, db } = database;
  const scale = atScale(SCALES, options.scale);
  const queueIds = await seedQueues(database);
  const reasonIds = await seedDisenrollmentReasons(database);
  await seedDemoPharmacies(database);
  await pool.query(
    `insert into crm_plan_materials (contract_code, plan_code, material, mail_type, mail_sub_type)
     select distinct p.contract_code, p.pbp_code, m.material, m.mail_type, m.mail_sub_type
     from plans p cross join unnest($1::text[], $2::text[], $3::text[]) m(material, mail_type, mail_sub_type)
     on conflict do nothing`,
    [
      PLAN_MATERIALS.map((entry) => entry.material),
      PLAN_MATERIALS.map((entry) => entry.mailType),
      PLAN_MATERIALS.map((entry) => entry.mailSubType),
    ],
  );

  const { rows: members } = await pool.query<DemoMember>(
    `select member_id as "memberId", first_name as "firstName", last_name as "lastName", phone, address1, city,
       state_code as state, zip5, county_fips as "countyFips", contract_code as "contractCode", pbp_code as "pbpCode",
       to_char(effective_date, 'YYYY-MM-DD') as "effectiveDate"
     from members where is_active order by id limit $1`,
    [scale.members],
  );
  if (members.length === 0) return;
  const random = createRandom(1212);
  const now = new Date();
  const { rows: pcps } = await pool.query<DemoPcp>(
    `select npi, full_name as name from providers where is_pcp and npi is not null order by id limit 40`,
  );
  if (pcps.length === 0) throw new Error('The CRM demo data needs primary care providers (the reference data).');
  await writeDemoCases(db, random, demoCasePlans(random, scale.cases), members, queueIds, reasonIds, now, pcps);
  await pool.query(RECOUNT_CASE_WORK);
  await pool.query(RECOUNT_WORKFLOW_OPEN_TASKS);

  const { rows: interactions } = await pool.query<{
    id: number;
    memberId: string;
    ctiId: string | null;
    agentName: string;
    createdBy: string;
  }>(
    `select id::int, member_id as "memberId", cti_id as "ctiId", agent_name as "agentName", created_by as "createdBy"
     from crm_interactions order by created_at desc`,
  );
  const interactionOf = new Map<string, number[]>();
  for (const row of interactions) interactionOf.set(row.memberId, [...(interactionOf.get(row.memberId) ?? []), row.id]);
  await writeDemoMemberWorkspace(db, random, members, interactionOf, now);
  await writeDemoCallNotes(
    db,
    interactions.flatMap((row) => (row.ctiId ? [{ ...row, ctiId: row.ctiId }] : [])),
    now,
  );

  if (options.scale === 'large') await seedCrmLargeVolumes(pool, options.log);
  for (const table of ['crm_cases', 'crm_interactions', 'crm_workflows', 'crm_tasks', 'crm_interaction_cases'])
    await pool.query(`analyze ${table}`);
}

/** The work queues, their members in turn order, and each queue's rotation before its first case. */
async function seedQueues(database: Database): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const queue of CRM_QUEUES) {
    const { rows } = await database.pool.query<{ id: number }>(
      'insert into crm_queues (name, description) values ($1, $2) returning id',
      [queue.name, queue.description],
    );
    const id = rows[0]?.id;
    if (id === undefined) continue;
    ids.set(queue.name, id);
    await database.pool.query(
      `insert into crm_queue_members (queue_id, username, position)
       select $1, username, position::int - 1 from unnest($2::text[]) with ordinality as m(username, position)`,
      [id, queue.members],
    );
    await database.pool.query('insert into crm_queue_rotation (queue_id) values ($1) on conflict do nothing', [id]);
  }
  return ids;
}

async function seedDisenrollmentReasons(database: Database): Promise<number[]> {
  const entries = Object.entries(DISENROLLMENT_REASONS).flatMap(([category, reasons]) =>
    reasons.map((reason) => ({ category, reason })),
  );
  const { rows } = await database.pool.query<{ id: number }>(
    `insert into crm_disenrollment_reasons (category, reason, sort_order)
     select category, reason, position::int from unnest($1::text[], $2::text[]) with ordinality as r(category, reason, position)
     returning id`,
    [entries.map((entry) => entry.category), entries.map((entry) => entry.reason)],
  );
  return rows.map((row) => row.id);
}
