import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The case auto-assign structure (issue 13, CRM administration): which queue receives the new cases of each case type.
 * A case created without a queue of its own goes, when its type routes to an active queue, to that queue's next active
 * member round-robin (assignment.service). A case type routes to one queue at most (the primary key).
 */
export const crmQueueCaseTypes = pgTable(
  'crm_queue_case_types',
  {
    caseType: text('case_type').primaryKey(),
    queueId: integer('queue_id').notNull(),
    assignedBy: text('assigned_by').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_queue_case_types_queue_idx').on(t.queueId)],
);
