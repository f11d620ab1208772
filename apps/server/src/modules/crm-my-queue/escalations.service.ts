import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { activeUser } from './cases.repository.ts';
import { rowsOf } from './lists.repository.ts';

/**
 * What CRM > Member Escalation reads of My Queue: the workflows escalated (EscalateWorkflow), with the reason the agent
 * gave (the workflow's "Escalated to <user>: <reason>" note), and whether a user can be given CRM work.
 */
export interface EscalatedWorkflow {
  workflowId: number;
  workflowType: string;
  memberId: string;
  escalatedTo: string | null;
  escalatedBy: string;
  escalatedAt: string;
  reason: string;
}

/** Workflows escalated at or after `since` (all of them when null) and still escalated, oldest first, at most `limit`. */
export async function escalatedWorkflowsSince(
  db: DbOrTx,
  since: string | null,
  limit = 1000,
): Promise<EscalatedWorkflow[]> {
  return rowsOf<EscalatedWorkflow>(
    db,
    sql`select w.id::int as "workflowId", w.workflow_type as "workflowType", w.member_id as "memberId",
          w.escalated_to as "escalatedTo", w.modified_by as "escalatedBy", w.escalated_at as "escalatedAt",
          coalesce((select regexp_replace(n.note, '^Escalated to [^:]*: ', '') from crm_notes n
                     where n.item_kind = 'workflow' and n.item_id = w.id and n.note like 'Escalated to %'
                     order by n.created_at desc, n.id desc limit 1), 'Workflow escalated') as reason
        from crm_workflows w
        where w.status = 'Escalated' and w.escalated_at is not null
          and (${since}::timestamptz is null or w.escalated_at >= ${since}::timestamptz)
        order by w.escalated_at, w.id
        limit ${limit}`,
  );
}

/** The active user of this user name (any case), as stored; undefined when there is none. */
export async function activeUserName(db: DbOrTx, username: string): Promise<string | undefined> {
  return (await activeUser(db, username))?.username;
}
