import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ipas } from '../ipa-admin.tables.ts';

/** PBP map: one row per contract code and PBP of an IPA (spec §3 "IPA plan"). */
export const ipaPlans = pgTable(
  'ipa_plans',
  {
    id: serial('id').primaryKey(),
    ipaId: integer('ipa_id')
      .notNull()
      .references(() => ipas.id),
    ipaCode: text('ipa_code').notNull(),
    companyCode: text('company_code'),
    contractCode: text('contract_code').notNull(),
    pbp: text('pbp').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull().default('9999-12-31'),
    isActive: boolean('is_active').notNull().default(true),
    county: text('county'),
    class: text('class'),
    specialty: text('specialty'),
    recordId: text('record_id'),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('ipa_plans_code_plan_idx').on(sql`upper(${t.ipaCode})`, t.contractCode, t.pbp)],
);

export interface CountyRef {
  countyStateCode: string;
  countyName: string;
}

/** County map: the operating and contiguous counties of an IPA for a period (spec §3 "IPA county mapping"). */
export const ipaCountyMappings = pgTable(
  'ipa_county_mappings',
  {
    id: serial('id').primaryKey(),
    ipaId: integer('ipa_id')
      .notNull()
      .references(() => ipas.id),
    ipaCode: text('ipa_code').notNull(),
    companyCode: text('company_code').notNull(),
    effectiveBeginDate: date('effective_begin_date').notNull(),
    effectiveEndDate: date('effective_end_date').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    operatingCounties: jsonb('operating_counties').$type<CountyRef[]>().notNull(),
    contiguousCounties: jsonb('contiguous_counties').$type<CountyRef[]>().notNull(),
    version: integer('version').notNull().default(1),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedByName: text('last_updated_by_name'),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }),
  },
  (t) => [index('ipa_county_mappings_code_idx').on(sql`upper(${t.ipaCode})`, t.effectiveBeginDate)],
);

/** Network & Agreement rows of an IPA (spec §3 "Network mapping"). */
export const ipaNetworkMappings = pgTable(
  'ipa_network_mappings',
  {
    id: serial('id').primaryKey(),
    ipaCode: text('ipa_code').notNull(),
    effectiveStartDate: date('effective_start_date').notNull(),
    effectiveEndDate: date('effective_end_date').notNull().default('9999-12-31'),
    contractCode: text('contract_code').notNull(),
    isPcp: text('is_pcp').notNull(),
    tin: text('tin'),
    class: text('class'),
    specialty: text('specialty'),
    networkId: text('network_id').notNull(),
    networkPrefix: text('network_prefix').notNull(),
    agreementId: text('agreement_id').notNull(),
    ipaNetworkId: text('ipa_network_id').notNull(),
    ipaNetworkPrefix: text('ipa_network_prefix').notNull(),
    dofrAgreementId: text('dofr_agreement_id').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('ipa_network_mappings_code_idx').on(sql`upper(${t.ipaCode})`, t.effectiveStartDate)],
);

/** Hospitals affiliated with an IPA (read-only in this module; spec §2.11). */
export const ipaHospitals = pgTable(
  'ipa_hospitals',
  {
    id: serial('id').primaryKey(),
    ipaCode: text('ipa_code').notNull(),
    companyId: integer('company_id'),
    hospitalId: integer('hospital_id').notNull(),
    organizationName: text('organization_name').notNull(),
    effDate: date('eff_date').notNull(),
    termDate: date('term_date'),
    taxId: text('tax_id'),
    npi: text('npi'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    phone: text('phone'),
    hospitalServices: text('hospital_services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('ipa_hospitals_code_idx').on(sql`upper(${t.ipaCode})`, t.organizationName)],
);
