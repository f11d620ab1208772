import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The rest of the member record (issue 11), owned by the patient-360 module: the clinical profile the advanced search
 * filters on, contacts, POA members and their documents, communication preferences, tags, medications, plan benefits
 * (the EOC), the supplemental benefits catalogue with its display texts, and each member's benefit allocations. Keyed by
 * the plan's member id (members.member_id); every list is read by member from an index.
 */

/** One row per member: the shell spec §3 filter fields of the advanced search, and the member's OnePass code. */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    memberId: text('member_id').primaryKey(),
    hasHccAlerts: boolean('has_hcc_alerts').notNull().default(false),
    hasStarGaps: boolean('has_star_gaps').notNull().default(false),
    hasClinicalAlerts: boolean('has_clinical_alerts').notNull().default(false),
    /** Social determinants, e.g. Homelessness. */
    socialDeterminants: text('social_determinants').array().notNull(),
    /** NotAssigned, Enrolled or Eligible. */
    careAnywhereStatus: text('care_anywhere_status').notNull().default('NotAssigned'),
    /** CareAnywhere, SNP. */
    clinicalPrograms: text('clinical_programs').array().notNull(),
    /** Healthy, At Risk, Polychronic 1, Polychronic 2, Polychronic 3, Advanced Illness. */
    atRiskCategory: text('at_risk_category').notNull(),
    /** Risk ordering Low 1, Medium 2, High 3, Very High 4, Extreme 5. */
    admissionRisk: smallint('admission_risk').notNull(),
    /** Has a chronic condition that makes the member eligible for SSBCI benefits. */
    chronicCondition: boolean('chronic_condition').notNull().default(false),
    onePassCode: text('one_pass_code'),
  },
  (t) => [
    index('member_profiles_admission_risk_idx').on(t.admissionRisk, t.memberId),
    index('member_profiles_category_idx').on(t.atRiskCategory, t.memberId),
  ],
);

/** People and numbers to reach a member by: caregivers, emergency contacts, alternate phones. */
export const memberContacts = pgTable(
  'member_contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    contactType: text('contact_type').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship'),
    phone: text('phone'),
    email: text('email'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_contacts_member_idx').on(t.memberId)],
);

/** Power-of-attorney members: who may act for the member, from when, with the signed form's document path. */
export const memberPoas = pgTable(
  'member_poas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    poaName: text('poa_name').notNull(),
    relationship: text('relationship').notNull(),
    poaType: text('poa_type').notNull(),
    phone: text('phone'),
    address: text('address'),
    effectiveDate: date('effective_date').notNull(),
    termDate: date('term_date'),
    /** The membership document's path (GetMembershipDocByFilePath); unique across the plan. */
    documentPath: text('document_path').unique(),
  },
  (t) => [index('member_poas_member_idx').on(t.memberId)],
);

/** How a member wants to be reached, per company (getmembercommunicationpreferences / update...). */
export const memberCommunicationPreferences = pgTable(
  'member_communication_preferences',
  {
    memberId: text('member_id').notNull(),
    companyCode: text('company_code').notNull(),
    preferredChannel: text('preferred_channel').notNull(),
    preferredLanguage: text('preferred_language').notNull(),
    preferredTime: text('preferred_time'),
    doNotCall: boolean('do_not_call').notNull().default(false),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    mailOptIn: boolean('mail_opt_in').notNull().default(true),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [unique('member_communication_preferences_uq').on(t.memberId, t.companyCode)],
);

/**
 * Tags shown on the member: member tags, JSA appointment, appeal/grievance CTM, clinical alert registries, CTM and HRA;
 * `kind` names the call that returns them, `details` carries the tag's own fields.
 */
export const memberTags = pgTable(
  'member_tags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind').notNull(),
    tag: text('tag').notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_tags_member_kind_idx').on(t.memberId, t.kind, t.createdAt),
    // Campaign eligibility by member tag (member-cohort.repository.ts).
    index('member_tags_tag_idx').on(t.tag, t.memberId),
  ],
);

/** Pharmacy fills; the Star adherence measures (statins, diabetes, RAS antagonists) carry their measure and PDC. */
export const memberMedications = pgTable(
  'member_medications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    drugName: text('drug_name').notNull(),
    ndc: text('ndc').notNull(),
    strength: text('strength').notNull(),
    quantity: integer('quantity').notNull(),
    daysSupply: integer('days_supply').notNull(),
    fillDate: date('fill_date').notNull(),
    prescriber: text('prescriber').notNull(),
    pharmacy: text('pharmacy').notNull(),
    starMeasure: text('star_measure'),
    /** Proportion of days covered this year, 0 to 1, for Star measure drugs. */
    pdc: numeric('pdc', { precision: 4, scale: 3, mode: 'number' }),
  },
  (t) => [index('member_medications_member_fill_idx').on(t.memberId, t.fillDate)],
);

/** The plan's evidence of coverage (template EOC): cost sharing per service for each plan year, contract and PBP. */
export const planBenefits = pgTable(
  'plan_benefits',
  {
    id: serial('id').primaryKey(),
    planYear: integer('plan_year').notNull(),
    contractCode: text('contract_code').notNull(),
    pbpCode: text('pbp_code').notNull(),
    category: text('category').notNull(),
    service: text('service').notNull(),
    inNetwork: text('in_network').notNull(),
    outOfNetwork: text('out_of_network').notNull(),
    priorAuthorization: boolean('prior_authorization').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('plan_benefits_plan_idx').on(t.planYear, t.contractCode, t.pbpCode, t.sortOrder)],
);

/**
 * The supplemental benefits and rewards catalogue (enrollment-crm-virtual-care §3 Benefit item): code, name, type
 * (Benefit or Reward), effectiveFrom and the eligibility group; its id is code + the year of effectiveFrom. The
 * display text is the benefit editor's sanitised HTML (shell §2.6).
 */
export const supplementalBenefits = pgTable(
  'supplemental_benefits',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    /** All, DSNP, SSBCI (chronic condition) or CareAnywhere. */
    eligibilityGroup: text('eligibility_group').notNull(),
    /** Yearly allowance in dollars (benefits) or the reward amount; null when the benefit is a service, not money. */
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }),
    frequency: text('frequency').notNull(),
    displayText: text('display_text').notNull().default(''),
    /** The names an incentive (reward) goes by in the CRM's workflows and the member portal (CRM admin Benefits). */
    incentiveNames: text('incentive_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [unique('supplemental_benefits_code_from_uq').on(t.code, t.effectiveFrom)],
);

/** Money put on or taken off a member's benefit wallets: allocations, redemptions, expirations. */
export const memberBenefitAllocations = pgTable(
  'member_benefit_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    benefitId: text('benefit_id').notNull(),
    /** Benefit or Reward (the allocation history's type, defaulting to Benefit). */
    type: text('type').notNull(),
    /** Allocation, Redemption or Expiration. */
    transaction: text('transaction').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('member_benefit_allocations_member_idx').on(t.memberId, t.type, t.occurredAt)],
);
