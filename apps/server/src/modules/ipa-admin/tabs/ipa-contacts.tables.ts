import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ipas } from '../ipa-admin.tables.ts';

/** Contact departments (GetDepartments); code CLM is the claim department (spec §9). */
export const ipaDepartments = pgTable('ipa_departments', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  text: text('text').notNull(),
  status: text('status').notNull().default('A'),
});

/** Additional contacts of an IPA; the claim department contacts are the rows of department CLM (spec §3). */
export const ipaAdditionalContacts = pgTable(
  'ipa_additional_contacts',
  {
    id: serial('id').primaryKey(),
    ipaWebId: integer('ipa_web_id')
      .notNull()
      .references(() => ipas.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => ipaDepartments.id),
    departmentCode: text('department_code').notNull(),
    startDt: date('start_dt').notNull(),
    endDt: date('end_dt').notNull().default('9999-12-31'),
    primaryContactTitle: text('primary_contact_title'),
    primaryContactName: text('primary_contact_name').notNull(),
    primaryContactPhone: text('primary_contact_phone'),
    primaryContactExtn: text('primary_contact_extn'),
    primaryContactStreet1: text('primary_contact_street1'),
    primaryContactStreet2: text('primary_contact_street2'),
    primaryContactCity: text('primary_contact_city'),
    primaryContactState: text('primary_contact_state'),
    primaryContactZipCode: text('primary_contact_zip_code'),
    primaryContractEmail: text('primary_contract_email'),
    primaryContractFax: text('primary_contract_fax'),
    secondaryContactTitle: text('secondary_contact_title'),
    secondaryContactName: text('secondary_contact_name'),
    secondaryContactPhone: text('secondary_contact_phone'),
    secondaryContactFax: text('secondary_contact_fax'),
    secondaryContactEmail: text('secondary_contact_email'),
    comments: text('comments'),
    tradingPartnerId: text('trading_partner_id'),
    misDirectedPayerId: text('mis_directed_payer_id'),
    canAcceptEditInboundOutbound: boolean('can_accept_edit_inbound_outbound').notNull().default(false),
    canAcceptClaimTypes: boolean('can_accept_claim_types').notNull().default(false),
    /** Address 1 and 2 joined with a semicolon (spec §5 Claim department). */
    claimAddress: text('claim_address'),
    isClaimAddress: boolean('is_claim_address').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('ipa_additional_contacts_ipa_dept_idx').on(t.ipaWebId, t.departmentCode)],
);
