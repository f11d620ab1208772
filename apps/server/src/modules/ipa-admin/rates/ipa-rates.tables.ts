import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ipas } from '../ipa-admin.tables.ts';

/*
 * Money terms of the plan's contracts with its medical groups (IPA spec §2.7, §2.13-§2.15, §3).
 * Percentages and splits keep 4 decimals, per-member amounts and floors 2 (spec §9); numeric columns come back as
 * padded strings ('0.0000'), which is how the forms show them.
 * Overlapping periods are refused by exclusion constraints (btree_gist) added in the custom migration
 * `ipa_rates_overlap_guards`, so two simultaneous creates cannot both succeed.
 */

const pct = (name: string) => numeric(name, { precision: 14, scale: 4 }).notNull().default('0');
const amt = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');
const flag = (name: string) => boolean(name).notNull().default(false);
const auditColumns = () => ({
  version: integer('version').notNull().default(1),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  // Four eyes: who last approved a change of the record (the change history holds each approval).
  lastApprovedById: text('last_approved_by_id'),
  lastApprovedAt: timestamp('last_approved_at', { withTimezone: true }),
});

/** Cap revenue formulas per company and type (CMS or MP): code, description (GetCapRevenueFormulas). */
export const capRevenueFormulas = pgTable(
  'cap_revenue_formulas',
  {
    id: serial('id').primaryKey(),
    companyCode: text('company_code').notNull(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('cap_revenue_formulas_uq').on(t.companyCode, t.type, t.code)],
);

export const capRates = pgTable(
  'cap_rates',
  {
    id: serial('id').primaryKey(),
    ipaWebId: integer('ipa_web_id')
      .notNull()
      .references(() => ipas.id),
    ipaCode: text('ipa_code').notNull(),
    companyCode: text('company_code').notNull(),
    sequence: integer('sequence').notNull(),
    effDate: date('eff_date').notNull(),
    endDate: date('end_date').notNull(),
    spec: text('spec'),
    spec2: text('spec2'),
    capRevCode: text('cap_rev_code').notNull(),
    mpCapRevCode: text('mp_cap_rev_code'),
    premiumPCT: pct('premium_pct'),
    mediMediPCT: pct('medi_medi_pct'),
    adminFee: pct('admin_fee'),
    pmPmAmt: amt('pm_pm_amt'),
    pmPmAmtMm: amt('pm_pm_amt_mm'),
    hospSurplusSplit: pct('hosp_surplus_split'),
    profSurplusSplit: pct('prof_surplus_split'),
    riskPprof: pct('risk_p_prof'),
    riskPHosp: pct('risk_p_hosp'),
    isMemberPremiumApplicable: flag('is_member_premium_applicable'),
    isSequestrationtax: flag('is_sequestration_tax'),
    isAcaTax: flag('is_aca_tax'),
    acaTaxDivisor: text('aca_tax_divisor').notNull().default('1'),
    hospitalCode: text('hospital_code'),
    notes: text('notes'),
    floorMC: amt('floor_mc'),
    floorMM: amt('floor_mm'),
    isIndividualFloorLevel: flag('is_individual_floor_level'),
    isAverageFloorLevel: flag('is_average_floor_level'),
    isAverageFloorPCP: flag('is_average_floor_pcp'),
    isAverageFloorIPA: flag('is_average_floor_ipa'),
    isAverageFloorBenefit: flag('is_average_floor_benefit'),
    isIpaGroupLevel: flag('is_ipa_group_level'),
    childIpas: text('child_ipas'),
    isEsrdExclusion: flag('is_esrd_exclusion'),
    isVirtualExclusion: flag('is_virtual_exclusion'),
    isVirtualApplicable: flag('is_virtual_applicable'),
    virtualPmPm: amt('virtual_pm_pm'),
    virtualPmPmMm: amt('virtual_pm_pm_mm'),
    isEsrdApplicable: flag('is_esrd_applicable'),
    esrdType: text('esrd_type'),
    esrdPmPm: amt('esrd_pm_pm'),
    esrdPmPmMm: amt('esrd_pm_pm_mm'),
    esrdPop: amt('esrd_pop'),
    esrdPopMm: amt('esrd_pop_mm'),
    isValueBasedFlag: flag('is_value_based_flag'),
    valueBasedPmPm: amt('value_based_pm_pm'),
    valueBasedPmPmMm: amt('value_based_pm_pm_mm'),
    isPreferredProviderSearch: flag('is_preferred_provider_search'),
    isRestrictedPcpSearch: flag('is_restricted_pcp_search'),
    productCode: text('product_code'),
    formula: text('formula'),
    active: boolean('active').notNull().default(true),
    capSubRateType: text('cap_sub_rate_type'),
    ...auditColumns(),
  },
  (t) => [
    index('cap_rates_ipa_code_idx').on(t.ipaCode, t.sequence),
    index('cap_rates_ipa_web_id_idx').on(t.ipaWebId, t.companyCode),
  ],
);

export const capSpecialRates = pgTable(
  'cap_special_rates',
  {
    id: serial('id').primaryKey(),
    ipaCapId: integer('ipa_cap_id')
      .notNull()
      .references(() => capRates.id),
    ipaCode: text('ipa_code').notNull(),
    seq: integer('seq').notNull(),
    companyCode: text('company_code'),
    contractCode: text('contract_code').notNull(),
    type: text('type'),
    status: text('status').notNull().default('A'),
    pbp: text('pbp'),
    countyDescription: text('county_description'),
    effDate: date('eff_date').notNull(),
    endDate: date('end_date').notNull(),
    premiumPCT: pct('premium_pct'),
    mediMediPCT: pct('medi_medi_pct'),
    pmPmAmt: amt('pm_pm_amt'),
    esrdPmPm: amt('esrd_pm_pm'),
    esrdPmPmMm: amt('esrd_pm_pm_mm'),
    esrdPop: amt('esrd_pop'),
    esrdPopMm: amt('esrd_pop_mm'),
    virtualPmPm: amt('virtual_pm_pm'),
    virtualPmPmMm: amt('virtual_pm_pm_mm'),
    valueBasedPmPm: amt('value_based_pm_pm'),
    valueBasedPmPmMm: amt('value_based_pm_pm_mm'),
    scbAmtApplicable: flag('scb_amt_applicable'),
    scbEsrdStatus: text('scb_esrd_status'),
    scbFunction: text('scb_function'),
    scbLimitValue: integer('scb_limit_value'),
    scbPremiumComponent: text('scb_premium_component'),
    scbPremiumFormula: text('scb_premium_formula'),
    notes: text('notes'),
    /** Deleted special rates are kept (soft delete) so nothing about a contract's money terms is lost. */
    isDeleted: flag('is_deleted'),
    ...auditColumns(),
  },
  (t) => [index('cap_special_rates_cap_idx').on(t.ipaCapId)],
);

export const capTieredRates = pgTable(
  'cap_tiered_rates',
  {
    id: serial('id').primaryKey(),
    capId: integer('cap_id')
      .notNull()
      .references(() => capRates.id),
    ipaCode: text('ipa_code').notNull(),
    sequence: integer('sequence').notNull(),
    memberCountStart: integer('member_count_start').notNull(),
    memberCountEnd: integer('member_count_end').notNull(),
    active: boolean('active').notNull().default(true),
    effDate: date('eff_date').notNull(),
    endDate: date('end_date').notNull(),
    premiumPCT: pct('premium_pct'),
    mediMediPCT: pct('medi_medi_pct'),
    pmPmAmt: amt('pm_pm_amt'),
    pmPmAmtMm: amt('pm_pm_amt_mm'),
    floorMC: amt('floor_mc'),
    floorMM: amt('floor_mm'),
    hospSurplusSplit: pct('hosp_surplus_split'),
    profSurplusSplit: pct('prof_surplus_split'),
    riskPHosp: pct('risk_p_hosp'),
    riskPprof: pct('risk_p_prof'),
    adminFee: pct('admin_fee'),
    esrdPmPm: amt('esrd_pm_pm'),
    esrdPmPmMm: amt('esrd_pm_pm_mm'),
    deductions: amt('deductions'),
    valueBasedPmPm: amt('value_based_pm_pm'),
    valueBasedPmPmMm: amt('value_based_pm_pm_mm'),
    notes: text('notes'),
    ...auditColumns(),
  },
  (t) => [index('cap_tiered_rates_cap_idx').on(t.capId, t.sequence)],
);

const pooledAudit = () => ({
  isDeleted: flag('is_deleted'),
  version: integer('version').notNull().default(1),
  createdById: text('created_by_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdatedById: text('last_updated_by_id'),
  lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }),
  lastApprovedById: text('last_approved_by_id'),
  lastApprovedAt: timestamp('last_approved_at', { withTimezone: true }),
});

const gainShareMoney = () => ({
  profitSharePercent: pct('profit_share_percent'),
  revenuePercent: pct('revenue_percent'),
  partCRevenuePmPm: amt('part_c_revenue_pm_pm'),
  partDRevenuePmPm: amt('part_d_revenue_pm_pm'),
  isPartDExclusion: flag('is_part_d_exclusion'),
  isDeficitCarryover: flag('is_deficit_carryover'),
  isSupplementalPmPm: flag('is_supplemental_pm_pm'),
  isClinicalModelPmPm: flag('is_clinical_model_pm_pm'),
  isSgaRevenuePercent: flag('is_sga_revenue_percent'),
  sgaRevenuePercent: pct('sga_revenue_percent'),
  isSgaPmPm: flag('is_sga_pm_pm'),
  sgaPmPm: pct('sga_pm_pm'),
});

export const gainShareRates = pgTable(
  'gain_share_rates',
  {
    id: serial('id').primaryKey(),
    ipaCode: text('ipa_code').notNull(),
    sequence: integer('sequence').notNull(),
    status: text('status'),
    capRevenue: text('cap_revenue'),
    formula: text('formula'),
    effectiveStartDate: date('effective_start_date').notNull(),
    effectiveEndDate: date('effective_end_date').notNull(),
    ...gainShareMoney(),
    notes: text('notes'),
    ...pooledAudit(),
  },
  (t) => [index('gain_share_rates_ipa_idx').on(t.ipaCode, t.sequence)],
);

export const gainShareTiers = pgTable(
  'gain_share_tiers',
  {
    id: serial('id').primaryKey(),
    parentRateId: integer('parent_rate_id')
      .notNull()
      .references(() => gainShareRates.id),
    ipaCode: text('ipa_code').notNull(),
    memberCountStart: integer('member_count_start').notNull(),
    memberCountEnd: integer('member_count_end').notNull(),
    ...gainShareMoney(),
    notes: text('notes'),
    ...pooledAudit(),
  },
  (t) => [index('gain_share_tiers_parent_idx').on(t.parentRateId)],
);

const riskPoolMoney = () => ({
  hospitalBudgetPercent: pct('hospital_budget_percent'),
  adminFeePercent: pct('admin_fee_percent'),
  surplusSharePercent: pct('surplus_share_percent'),
  deficitSharePercent: pct('deficit_share_percent'),
  esrdPremiumPercent: pct('esrd_premium_percent'),
  deficitProrationPercent: numeric('deficit_proration_percent', { precision: 14, scale: 4 }).notNull().default('1'),
  isESRDApplicable: flag('is_esrd_applicable'),
  isCawCost: flag('is_caw_cost'),
  isHospitalistPmPm: flag('is_hospitalist_pm_pm'),
  isJSAPmPm: flag('is_jsa_pm_pm'),
  isRiskPoolRate: flag('is_risk_pool_rate'),
});

export const riskPoolRates = pgTable(
  'risk_pool_rates',
  {
    id: serial('id').primaryKey(),
    ipaCode: text('ipa_code').notNull(),
    sequence: integer('sequence').notNull(),
    capRevenue: text('cap_revenue'),
    formula: text('formula'),
    effectiveStartDate: date('effective_start_date').notNull(),
    effectiveEndDate: date('effective_end_date').notNull(),
    ...riskPoolMoney(),
    notes: text('notes'),
    ...pooledAudit(),
  },
  (t) => [index('risk_pool_rates_ipa_idx').on(t.ipaCode, t.sequence)],
);

export const riskPoolTiers = pgTable(
  'risk_pool_tiers',
  {
    id: serial('id').primaryKey(),
    parentRateId: integer('parent_rate_id')
      .notNull()
      .references(() => riskPoolRates.id),
    ipaCode: text('ipa_code').notNull(),
    memberCountStart: integer('member_count_start').notNull(),
    memberCountEnd: integer('member_count_end').notNull(),
    ...riskPoolMoney(),
    notes: text('notes'),
    ...pooledAudit(),
  },
  (t) => [index('risk_pool_tiers_parent_idx').on(t.parentRateId)],
);

/**
 * Change history of cap, gain share and risk pool rates and their sub-rates (spec §2.15, §3): who changed which field from what to
 * what, when, and who approved it. Pending while approved_at / approved_by are empty.
 */
export const rateChangeHistory = pgTable(
  'rate_change_history',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    objectId: integer('object_id').notNull(),
    ipaCode: text('ipa_code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    differences: jsonb('differences').notNull(),
  },
  (t) => [
    index('rate_change_history_object_idx').on(t.kind, t.objectId, t.updatedAt),
    index('rate_change_history_pending_idx')
      .on(t.kind, t.objectId)
      .where(sql`${t.approvedAt} is null`),
  ],
);
