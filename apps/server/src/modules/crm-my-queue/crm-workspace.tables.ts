import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The CRM's member workspace and call tables (issue 12), beside the records in crm.tables.ts: sticky notes, next best
 * actions, reminders, member portal messages, call notes, the disenrollment reasons, plan materials and mail requests.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const modifiedAt = () => timestamp('modified_at', { withTimezone: true }).notNull().defaultNow();

/** A member's sticky note: an active one pops up when the member is opened. */
export const crmStickyNotes = pgTable(
  'crm_sticky_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    note: text('note').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    modifiedBy: text('modified_by').notNull(),
    modifiedAt: modifiedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('crm_sticky_notes_member_idx').on(t.memberId, t.createdAt.desc())],
);

/** Next best actions suggested for a member; an agent marks one complete. */
export const crmNextBestActions = pgTable(
  'crm_next_best_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    actionCode: text('action_code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    priority: integer('priority').notNull().default(3),
    createdAt: createdAt(),
    completedBy: text('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('crm_nba_member_open_idx')
      .on(t.memberId, t.priority)
      .where(sql`${t.completedAt} is null`),
  ],
);

/** A user's reminders (GetMyOpenReminders). */
export const crmReminders = pgTable(
  'crm_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    memberId: text('member_id'),
    caseId: bigint('case_id', { mode: 'number' }),
    note: text('note').notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('crm_reminders_user_open_idx')
      .on(t.username, t.remindAt)
      .where(sql`${t.completedAt} is null`),
  ],
);

/** Messages between a member and the plan through the member portal. */
export const crmPortalMessages = pgTable(
  'crm_portal_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    interactionId: bigint('interaction_id', { mode: 'number' }),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** FromMember or ToMember. */
    direction: text('direction').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: text('read_by'),
  },
  (t) => [
    index('crm_portal_messages_member_idx').on(t.memberId, t.createdAt.desc()),
    index('crm_portal_messages_interaction_idx').on(t.interactionId),
  ],
);

/** The agent's notes of a call, keyed by the telephony interaction id (upsertCallNotes), saved while the call runs. */
export const crmCallNotes = pgTable('crm_call_notes', {
  talkdeskId: text('talkdesk_id').primaryKey(),
  notes: text('notes').notNull(),
  agentName: text('agent_name').notNull(),
  userId: text('user_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The plan's disenrollment reasons (shell spec §9: 36 values in seven categories). */
export const crmDisenrollmentReasons = pgTable('crm_disenrollment_reasons', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  reason: text('reason').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

/** Plan materials that can be mailed, by contract and plan (GetMailRequestItemsByPlan). */
export const crmPlanMaterials = pgTable(
  'crm_plan_materials',
  {
    id: serial('id').primaryKey(),
    contractCode: text('contract_code').notNull(),
    planCode: text('plan_code').notNull(),
    material: text('material').notNull(),
    mailType: text('mail_type').notNull(),
    mailSubType: text('mail_sub_type'),
    isActive: boolean('is_active').notNull().default(true),
    /** Changed at the version read (Request Plan Materials admin, issue 13). */
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A plan offers a material once, ignoring case ("Welcome Kit" and "welcome kit" are one material).
  (t) => [
    uniqueIndex('crm_plan_materials_plan_material_idx').on(t.contractCode, t.planCode, sql`lower(${t.material})`),
  ],
);

/** A plan-material mail request (ProcessMailMaterialRequest), made from a RequestPlanMaterial workflow. */
export const crmMailRequests = pgTable(
  'crm_mail_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    memberEffectiveDate: date('member_effective_date'),
    workflowId: bigint('workflow_id', { mode: 'number' }),
    planMaterials: text('plan_materials').array().notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    email: text('email'),
    /** Requested, Sent. */
    status: text('status').notNull().default('Requested'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('crm_mail_requests_member_idx').on(t.memberId, t.createdAt.desc())],
);
