import type { Database } from '../platform/db/client.ts';

/**
 * The demo's case auto-assign structure (issue 13): grievances and appeals opened without a queue go round-robin to
 * the Grievances & Appeals queue (seeded by crm.ts). The other case types stay with the agent who opens them, so an
 * agent's everyday cases are theirs until an administrator routes more types on the Case Auto Assign screen.
 */
export async function seedCrmAdminQueues(database: Database): Promise<void> {
  await database.pool.query(
    `insert into crm_queue_case_types (case_type, queue_id, assigned_by)
     select t.case_type, q.id, 'crm.admin' from crm_queues q cross join (values ('Grievance'), ('Appeal')) t(case_type)
     where q.name = 'Grievances & Appeals'
     on conflict (case_type) do nothing`,
  );
}
