import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * CRM campaigns (issue 13): the campaign with its eligibility criteria, the outreach made for each eligible member
 * (one row per campaign and member, so outreach is created once however often the job runs), and the one row of
 * campaign defaults (queue, script, outcomes) the configuration screen edits.
 */

export const crmCampaigns = pgTable(
  'crm_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    queueId: integer('queue_id'),
    script: text('script').notNull().default(''),
    /** The outcomes the agent records; null: the configuration's defaults. */
    outcomes: jsonb('outcomes').$type<string[] | null>(),
    /** { contractCodes, pbpCodes, countyFips, minAge, maxAge, tags } (contracts: campaignCriteriaSchema). */
    criteria: jsonb('criteria').notNull(),
    activatedBy: text('activated_by'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: text('modified_by').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('crm_campaigns_name_live_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/** The outreach of a campaign to one member: its case, and the outcome the agent recorded. */
export const crmCampaignOutreach = pgTable(
  'crm_campaign_outreach',
  {
    campaignId: integer('campaign_id').notNull(),
    memberId: text('member_id').notNull(),
    caseId: bigint('case_id', { mode: 'number' }),
    outcome: text('outcome'),
    contactedBy: text('contacted_by'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.memberId] }), index('crm_campaign_outreach_case_idx').on(t.caseId)],
);

/** The campaign defaults: one row (id 1). */
export const crmCampaignConfig = pgTable('crm_campaign_config', {
  id: integer('id').primaryKey(),
  defaultQueueId: integer('default_queue_id'),
  defaultScript: text('default_script').notNull().default(''),
  defaultOutcomes: jsonb('default_outcomes').$type<string[]>().notNull(),
  modifiedBy: text('modified_by'),
  modifiedAt: timestamp('modified_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});
