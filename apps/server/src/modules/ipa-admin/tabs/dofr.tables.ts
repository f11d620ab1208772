import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface DofrTemplateAssignment {
  category: string;
  subCategory: string;
  isHospitalLiability: boolean;
  isSharedLiability: boolean;
  isIpaLiability: boolean;
  isOurLiability: boolean;
  link: string | null;
  comment: string | null;
}

/** DOFR contract templates (SearchTemplates): a contract is created from one and copies its assignments. */
export const dofrTemplates = pgTable('dofr_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  templateType: text('template_type').notNull(),
  assignments: jsonb('assignments').$type<DofrTemplateAssignment[]>().notNull(),
});

/** DOFR (division of financial responsibility) contracts of an IPA (spec §3). */
export const dofrContracts = pgTable(
  'dofr_contracts',
  {
    id: serial('id').primaryKey(),
    ipaCode: text('ipa_code').notNull(),
    templateId: integer('template_id'),
    templateName: text('template_name').notNull(),
    templateType: text('template_type').notNull(),
    effectiveBeginDate: date('effective_begin_date').notNull(),
    effectiveEndDate: date('effective_end_date').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdById: integer('created_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedById: integer('last_updated_by_id'),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }),
  },
  (t) => [index('dofr_contracts_code_idx').on(sql`upper(${t.ipaCode})`, t.effectiveBeginDate)],
);

/** Assignments of a DOFR contract; deleted softly (spec §4). */
export const dofrAssignments = pgTable(
  'dofr_assignments',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => dofrContracts.id),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    isHospitalLiability: boolean('is_hospital_liability').notNull().default(false),
    isSharedLiability: boolean('is_shared_liability').notNull().default(false),
    isIpaLiability: boolean('is_ipa_liability').notNull().default(false),
    isOurLiability: boolean('is_our_liability').notNull().default(false),
    link: text('link'),
    comment: text('comment'),
    effectiveBeginDate: date('effective_begin_date').notNull(),
    effectiveEndDate: date('effective_end_date').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdById: integer('created_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedById: integer('last_updated_by_id'),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }),
  },
  (t) => [index('dofr_assignments_contract_idx').on(t.contractId)],
);
