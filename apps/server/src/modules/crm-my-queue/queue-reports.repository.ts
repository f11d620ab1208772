import { sql } from 'drizzle-orm';
import type {
  QueueReportAgentRow,
  QueueReportFilter,
  QueueReportQueueRow,
} from '@portal/contracts/crm-admin-queues/queue-reports';
import type { DbOrTx } from '../../platform/db/client.ts';
import { rowsOf } from './lists.repository.ts';
import { createdIn } from './reports.repository.ts';

/**
 * The SQL of the queue reports: cases created in the range that came through a queue, counted per queue and per
 * owner within the queue. A case exceeded its SLA when it was closed after its due time or is still open past it;
 * otherwise it is within. Read through crm_cases_queue_open_idx and crm_cases_created_idx.
 */

const COUNTS = sql`count(*) filter (where not c.is_closed)::int as "openCases",
  count(*) filter (where c.is_closed)::int as "closedCases",
  count(*) filter (where (c.is_closed and c.closed_at > c.sla_due_at) or (not c.is_closed and c.sla_due_at < now()))::int
    as "slaExceeded",
  count(*) filter (where not ((c.is_closed and c.closed_at > c.sla_due_at) or (not c.is_closed and c.sla_due_at < now())))::int
    as "slaWithin",
  min(c.created_at) filter (where not c.is_closed) as "oldestOpenDate"`;

const casesOf = (filter: QueueReportFilter) =>
  sql`from crm_cases c join crm_queues q on q.id = c.queue_id
    where ${createdIn(sql`c.created_at`, filter.fromDate, filter.toDate)}
    ${filter.queueId === undefined ? sql`` : sql`and c.queue_id = ${filter.queueId}`}`;

export function queueRows(db: DbOrTx, filter: QueueReportFilter): Promise<QueueReportQueueRow[]> {
  return rowsOf<QueueReportQueueRow>(
    db,
    sql`select q.id as "queueId", q.name as "queueName", ${COUNTS} ${casesOf(filter)}
        group by q.id, q.name order by q.name, q.id`,
  );
}

export function agentRows(db: DbOrTx, filter: QueueReportFilter): Promise<QueueReportAgentRow[]> {
  return rowsOf<QueueReportAgentRow>(
    db,
    sql`select q.id as "queueId", q.name as "queueName", c.owner,
        coalesce((select u.name from users u where u.username = c.owner), c.owner) as "ownerName", ${COUNTS}
        ${casesOf(filter)}
        group by q.id, q.name, c.owner order by q.name, q.id, "ownerName", c.owner`,
  );
}
