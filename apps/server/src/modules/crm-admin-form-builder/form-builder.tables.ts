import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Form templates of the CRM's form builder (catalogue id 134): each an ordered list of fields (contracts:
 * formFieldSchema) kept as JSON, versioned, soft deleted. Workflows keep the id and version of the template their
 * answers were given under (crm_workflows.form_template_id / form_template_version) and the answers themselves.
 */
export const crmFormTemplates = pgTable(
  'crm_form_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /** The fields in order, as validated by the contracts' createFormTemplateSchema. */
    fields: jsonb('fields').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: text('modified_by').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // A name names one live template (a deleted one frees its name).
    uniqueIndex('crm_form_templates_name_live_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
    index('crm_form_templates_active_idx')
      .on(t.name)
      .where(sql`${t.isActive} and not ${t.isDeleted}`),
  ],
);
