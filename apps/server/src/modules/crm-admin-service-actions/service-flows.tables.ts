import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Service actions (the spec's service flows), owned by crm-admin-service-actions: the workflow type a flow starts, the
 * tasks it creates with their default assignee, its effective dates and the plans it applies to. Deleted softly; the
 * name is unique among flows not deleted. crm_workflows.service_flow_id names the flow a workflow was started from.
 */
export const crmServiceFlows = pgTable(
  'crm_service_flows',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** One of the CRM's workflow types (contracts: WORKFLOW_TYPE_NAMES). */
    workflowType: text('workflow_type').notNull(),
    /** [{ taskType, assigneeRule }] as validated by the contract. */
    tasks: jsonb('tasks').notNull().default([]),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to').notNull().default('9999-12-31'),
    /** [{ contractCode, pbpCode }]; empty applies to every plan. */
    plans: jsonb('plans').notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: text('modified_by').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('crm_service_flows_name_live_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
    index('crm_service_flows_effective_idx')
      .on(t.effectiveFrom, t.effectiveTo)
      .where(sql`${t.isActive} and not ${t.isDeleted}`),
  ],
);

/** The service actions' one configuration row (id 1): the task types flows may create, shown in the workspace or not. */
export const crmServiceFlowConfig = pgTable('crm_service_flow_config', {
  id: integer('id').primaryKey(),
  activeTaskTypes: jsonb('active_task_types').notNull(),
  showInWorkspace: boolean('show_in_workspace').notNull().default(true),
  modifiedBy: text('modified_by'),
  modifiedAt: timestamp('modified_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});
