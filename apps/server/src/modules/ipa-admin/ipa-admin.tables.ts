import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * MSOs (management services organizations). An IPA reaches its MSO through its contract (spec §3: "through its
 * contract, an MSO"); the list grid shows these fields as msoName, msoAddress1, ...
 */
export const ipaMsos = pgTable(
  'ipa_msos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    isTermed: boolean('is_termed').notNull().default(false),
  },
  // "MSO name starts with" search (spec §2.1).
  (t) => [index('ipa_msos_name_prefix_idx').using('btree', sql`upper(${t.name}) text_pattern_ops`)],
);

/** IPA contracts (the Contract Name dropdown, GetAllIpaContracts); a termed contract shows 'The contract is termed'. */
export const ipaContracts = pgTable(
  'ipa_contracts',
  {
    id: serial('id').primaryKey(),
    contractName: text('contract_name').notNull(),
    msoId: integer('mso_id').references(() => ipaMsos.id),
    isTermed: boolean('is_termed').notNull().default(false),
  },
  (t) => [index('ipa_contracts_mso_idx').on(t.msoId)],
);

/**
 * The IPA (medical group) record, every field of spec §3. One row per IPA sequence: the same code may come back with
 * a new effective date after a termination, so the code is unique per effective date (spec §5 'That IPA Code already exists').
 */
export const ipas = pgTable(
  'ipas',
  {
    id: serial('id').primaryKey(),
    ipaCode: text('ipa_code').notNull(),
    ipaDesc: text('ipa_desc'),
    effDate: date('eff_date').notNull(),
    endDate: date('end_date').notNull().default('9999-12-31'),
    companyCode: text('company_code'),
    /** Shown as 'Hide On Web'. */
    termed: boolean('termed').notNull().default(false),
    facetsCode: text('facets_code'),
    contractLevelId: integer('contract_level_id').references(() => ipaContracts.id),
    contractName: text('contract_name'),
    /** Shown as Contract Type. */
    risk: text('risk'),
    type: text('type').notNull().default('IPA'),
    notes: text('notes'),
    ip: text('ip'),
    webSite: text('web_site'),
    ipaPhone: text('ipa_phone'),
    ipaPhone2: text('ipa_phone2'),
    ipaPhoneIdCard: text('ipa_phone_id_card'),
    ipaNameIdCard: text('ipa_name_id_card'),
    internalPointofContact: text('internal_pointof_contact'),
    manager: text('manager'),
    specialist: text('specialist'),
    vendorId: text('vendor_id'),
    vendorName: text('vendor_name'),
    vendorNm: text('vendor_nm'),
    taxId: text('tax_id'),
    npi: text('npi'),
    addr: text('addr'),
    addr2: text('addr2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    intlZip: text('intl_zip'),
    vendorPhoneNumber: text('vendor_phone_number'),
    vendorFaxNumber: text('vendor_fax_number'),
    emailAddress: text('email_address'),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    // One index serves the uniqueness rule and the "IPA code starts with" / autocomplete prefix searches (spec §2.1):
    // text_pattern_ops lets LIKE 'ABC%' become an index range whatever the database collation.
    uniqueIndex('ipas_code_eff_date_uq').using('btree', sql`upper(${t.ipaCode}) text_pattern_ops`, t.effDate),
    index('ipas_desc_prefix_idx').using('btree', sql`upper(${t.ipaDesc}) text_pattern_ops`),
    index('ipas_npi_idx').on(t.npi),
    index('ipas_tax_id_idx').on(t.taxId),
    index('ipas_contract_idx').on(t.contractLevelId),
    index('ipas_company_idx').on(t.companyCode),
  ],
);

/**
 * PrintMemberIdCard workflows (spec §4): created when a card phone, card name or ID-card claim address changes with the
 * member-card flag on. A real recorded row that the card-print team works from, not a no-op.
 */
export const printMemberIdCardWorkflows = pgTable(
  'print_member_id_card_workflows',
  {
    id: serial('id').primaryKey(),
    ipaCode: text('ipa_code').notNull(),
    status: text('status').notNull().default('Created'),
    reason: text('reason'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('print_member_id_card_workflows_ipa_idx').on(t.ipaCode, t.createdAt)],
);
