import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Member escalations (CRM > Member Escalation): raised by an agent, or taken in from a workflow escalated in My Queue
 * (one row per escalation of the workflow, keyed by the workflow and when it was escalated).
 */
export const crmMemberEscalations = pgTable(
  'crm_member_escalations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Workflow or Agent (contracts: ESCALATION_SOURCES). */
    source: text('source').notNull(),
    workflowId: bigint('workflow_id', { mode: 'number' }),
    workflowType: text('workflow_type'),
    workflowEscalatedAt: timestamp('workflow_escalated_at', { withTimezone: true }),
    memberId: text('member_id').notNull(),
    reason: text('reason').notNull(),
    raisedBy: text('raised_by').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    assignedTo: text('assigned_to'),
    /** Open, In Progress, Resolved (contracts: ESCALATION_STATUSES). */
    status: text('status').notNull().default('Open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    modifiedBy: text('modified_by').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('crm_member_escalations_workflow_uq')
      .on(t.workflowId, t.workflowEscalatedAt)
      .where(sql`${t.workflowId} is not null`),
    index('crm_member_escalations_raised_idx').on(t.raisedAt.desc()),
    index('crm_member_escalations_member_idx').on(t.memberId),
  ],
);
