import { sql } from 'drizzle-orm';
import type { CrmDirectorySet } from '@portal/contracts/crm-my-queue/directory-lists';
import { odataField } from '../../platform/odata/odata-compile.ts';
import type { ListSource } from '../../platform/db/list-page.ts';
import { isActiveCounty } from '../../platform/reference/reference.service.ts';

/**
 * The SQL of the CRM's directory lists (spec §7 "GET lists"): prescribers (the provider directory's practitioners),
 * the network pharmacies (crm_pharmacies) and the active counties (the reference rule), and the member system's
 * languages, each with the whitelist of fields $filter and $orderby may name.
 */

const PRESCRIBERS: ListSource = {
  from: sql`providers p`,
  columns: sql`p.id, p.npi, p.first_name as "firstName", p.last_name as "lastName", p.full_name as name, p.specialty,
    p.is_pcp as "isPcp", p.phone, p.address1, p.city, p.state_code as state, p.zip as "zipCode"`,
  fields: {
    id: odataField(sql`p.id`, 'number'),
    npi: odataField(sql`p.npi`, 'string'),
    firstName: odataField(sql`p.first_name`, 'string'),
    lastName: odataField(sql`p.last_name`, 'string'),
    name: odataField(sql`p.full_name`, 'string'),
    specialty: odataField(sql`p.specialty`, 'string'),
    isPcp: odataField(sql`p.is_pcp`, 'boolean'),
    city: odataField(sql`p.city`, 'string'),
    state: odataField(sql`p.state_code`, 'string'),
    zipCode: odataField(sql`p.zip`, 'string'),
  },
  defaultOrder: [
    { field: 'lastName', direction: 'asc' },
    { field: 'firstName', direction: 'asc' },
  ],
  tieBreaker: sql`p.id`,
};

const PHARMACIES: ListSource = {
  from: sql`crm_pharmacies ph`,
  columns: sql`ph.id, ph.ncpdp_id as "ncpdpId", ph.npi, ph.name, ph.pharmacy_type as "pharmacyType",
    ph.is_preferred as "isPreferred", ph.is_open_24_hours as "isOpen24Hours", ph.address1, ph.city,
    ph.state_code as state, ph.zip as "zipCode", ph.phone`,
  fields: {
    id: odataField(sql`ph.id`, 'number'),
    ncpdpId: odataField(sql`ph.ncpdp_id`, 'string'),
    npi: odataField(sql`ph.npi`, 'string'),
    name: odataField(sql`ph.name`, 'string'),
    pharmacyType: odataField(sql`ph.pharmacy_type`, 'string'),
    isPreferred: odataField(sql`ph.is_preferred`, 'boolean'),
    isOpen24Hours: odataField(sql`ph.is_open_24_hours`, 'boolean'),
    city: odataField(sql`ph.city`, 'string'),
    state: odataField(sql`ph.state_code`, 'string'),
    zipCode: odataField(sql`ph.zip`, 'string'),
  },
  defaultOrder: [{ field: 'name', direction: 'asc' }],
  tieBreaker: sql`ph.id`,
};

const ACTIVE_COUNTIES: ListSource = {
  from: sql`(select c.fips as value, c.name as text, c.state_code as state_code from counties c
    where ${isActiveCounty(sql`c.fips`)}) l`,
  columns: sql`l.value as "Value", l.text as "Text", l.state_code as "stateCode"`,
  fields: {
    Value: odataField(sql`l.value`, 'string'),
    Text: odataField(sql`l.text`, 'string'),
    stateCode: odataField(sql`l.state_code`, 'string'),
  },
  defaultOrder: [{ field: 'Text', direction: 'asc' }],
  tieBreaker: sql`l.value`,
};

export const DIRECTORY_SOURCES: Record<CrmDirectorySet, ListSource> = {
  prescribers: PRESCRIBERS,
  pharmacies: PHARMACIES,
  activecounties: ACTIVE_COUNTIES,
};

/**
 * The member system's languages (ezmemberlanguages): the enrollment's Language code list, active entries in its
 * order (Value the code, Text the language).
 */
export const EZMEMBER_LANGUAGES_LOOKUP: ListSource = {
  from: sql`(select d.code as value, d.description as text, d.sort_order from enrollment_lookup_descriptions d
    where d.partition_name = 'Language' and d.is_active) l`,
  columns: sql`l.value as "Value", l.text as "Text"`,
  fields: { Value: odataField(sql`l.value`, 'string'), Text: odataField(sql`l.text`, 'string') },
  defaultOrder: [{ field: 'Text', direction: 'asc' }],
  tieBreaker: sql`l.value`,
};
