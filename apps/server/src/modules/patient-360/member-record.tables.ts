import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The member record (issue 11), owned by the patient-360 module: coverage spans, PCP assignments, claims with their
 * lines, authorizations, and the clinical code reference they use. Keyed by the plan's member id (members.member_id);
 * other modules read them through member-record.service.ts. Every list is read by member from an index in date order.
 */

/** ICD-10-CM diagnoses and CPT, HCPCS, revenue and Medicaid procedure codes (a few thousand demo codes). */
export const clinicalCodes = pgTable(
  'clinical_codes',
  {
    codeSystem: text('code_system').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codeSystem, t.code] }),
    index('clinical_codes_code_idx').on(t.code.op('text_pattern_ops')),
  ],
);

export const memberCoverages = pgTable(
  'member_coverages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    companyCode: text('company_code').notNull(),
    contractCode: text('contract_code').notNull(),
    pbpCode: text('pbp_code').notNull(),
    planYear: integer('plan_year').notNull(),
    countyFips: text('county_fips'),
    lineOfBusiness: text('line_of_business').notNull(),
    effectiveDate: date('effective_date').notNull(),
    termDate: date('term_date'),
    /** When the row last changed: set on insert and, by the touch_updated_at trigger, on every update (FHIR meta.lastUpdated). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_coverages_member_idx').on(t.memberId, t.effectiveDate),
    index('member_coverages_updated_at_idx').on(t.updatedAt),
  ],
);

export const memberPcpAssignments = pgTable(
  'member_pcp_assignments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    providerId: integer('provider_id').notNull(),
    ipaCode: text('ipa_code'),
    effectiveDate: date('effective_date').notNull(),
    termDate: date('term_date'),
    changeReason: text('change_reason').notNull(),
  },
  (t) => [index('member_pcp_assignments_member_idx').on(t.memberId, t.effectiveDate)],
);

export const claims = pgTable(
  'claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimNo: text('claim_no').notNull().unique(),
    memberId: text('member_id').notNull(),
    claimType: text('claim_type').notNull(),
    status: text('status').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    receivedDate: date('received_date').notNull(),
    providerId: integer('provider_id').notNull(),
    diagnoses: text('diagnoses').array().notNull(),
    billed: numeric('billed', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    allowed: numeric('allowed', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paid: numeric('paid', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    index('claims_member_from_idx').on(t.memberId, t.fromDate, t.id),
    index('claims_provider_from_idx').on(t.providerId, t.fromDate),
  ],
);

export const claimLines = pgTable(
  'claim_lines',
  {
    claimId: bigint('claim_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    codeSystem: text('code_system').notNull(),
    code: text('code').notNull(),
    units: integer('units').notNull(),
    fromDate: date('from_date').notNull(),
    billed: numeric('billed', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    allowed: numeric('allowed', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paid: numeric('paid', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.lineNo] })],
);

export const authorizations = pgTable(
  'authorizations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    authNo: text('auth_no').notNull().unique(),
    memberId: text('member_id').notNull(),
    authType: text('auth_type').notNull(),
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    serviceFrom: date('service_from').notNull(),
    serviceTo: date('service_to').notNull(),
    requestingProviderId: integer('requesting_provider_id').notNull(),
    servicingProviderId: integer('servicing_provider_id').notNull(),
    diagnoses: text('diagnoses').array().notNull(),
    procedures: text('procedures').array().notNull(),
    /** Inpatient stays: facilityName, admitDate, dischargeDate, admitType, dischargeDisposition. */
    admission: jsonb('admission'),
  },
  (t) => [
    index('authorizations_member_requested_idx').on(t.memberId, t.requestedAt),
    index('authorizations_requesting_idx').on(t.requestingProviderId, t.requestedAt),
    index('authorizations_servicing_idx').on(t.servicingProviderId, t.requestedAt),
  ],
);
