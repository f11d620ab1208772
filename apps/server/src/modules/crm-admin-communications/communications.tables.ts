import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The communications manager's templates (issue 13): letters, e-mails and SMS texts with merge fields such as
 * {{member.firstName}}, soft deleted, changed at the version read.
 */
export const crmCommunicationTemplates = pgTable(
  'crm_communication_templates',
  {
    id: serial('id').primaryKey(),
    /** Letter, Email or SMS. */
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    /** The e-mail's subject or the letter's title; empty for SMS. */
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crm_communication_templates_channel_idx').on(t.channel, t.name),
    // A live template's name is unique in its channel, ignoring case (a deleted one frees its name).
    uniqueIndex('crm_communication_templates_name_live_idx')
      .on(t.channel, sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
  ],
);
