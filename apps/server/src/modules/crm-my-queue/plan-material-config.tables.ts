import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The mail types and subtypes plan materials are sent under (CRM admin Request Plan Materials, issue 13: UpdateMailTypes,
 * UpdateMailSubTypes). A plan material names its mail type and subtype (crm_plan_materials); each list is versioned.
 */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A name is unique ignoring case: "Welcome Kit" and "welcome kit" would read as one mail type to the agent. */
export const crmMailTypes = pgTable(
  'crm_mail_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('crm_mail_types_name_idx').on(sql`lower(${t.name})`)],
);

export const crmMailSubTypes = pgTable(
  'crm_mail_sub_types',
  {
    id: serial('id').primaryKey(),
    mailType: text('mail_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by'),
    updatedAt: updatedAt(),
  },
  // A subtype's name is unique within its mail type, ignoring case.
  (t) => [uniqueIndex('crm_mail_sub_types_type_name_idx').on(sql`lower(${t.mailType})`, sql`lower(${t.name})`)],
);
