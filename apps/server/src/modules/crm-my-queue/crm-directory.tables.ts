import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The CRM's pharmacy directory (spec §7 "GET lists": pharmacies): the plan's network pharmacies, synthetic in the demo.
 * Prescribers are the provider directory's practitioners (`providers`), so they need no table of their own.
 */
export const crmPharmacies = pgTable(
  'crm_pharmacies',
  {
    id: serial('id').primaryKey(),
    /** The NCPDP provider id (7 digits). */
    ncpdpId: text('ncpdp_id').notNull(),
    npi: text('npi').notNull(),
    name: text('name').notNull(),
    /** Retail, Mail Order, Specialty or Long-Term Care (PHARMACY_TYPES). */
    pharmacyType: text('pharmacy_type').notNull(),
    isPreferred: boolean('is_preferred').notNull().default(false),
    isOpen24Hours: boolean('is_open_24_hours').notNull().default(false),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [uniqueIndex('crm_pharmacies_ncpdp_uq').on(t.ncpdpId), index('crm_pharmacies_name_idx').on(t.name)],
);
