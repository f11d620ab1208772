import { z } from 'zod';
import { odataAnswerOf } from '../platform/odata.ts';

/**
 * The CRM's directory lists (spec §7 "GET lists": prescribers, pharmacies, active counties) at `${CRM_ODATA}/<set>`,
 * with the same $filter, $orderby, $skip, $top and $count as the other CRM lists (`crmListQuerySchema`). Field names
 * in $filter and $orderby are the row's own, matched without regard to case. None of them is member data.
 */

/** The directory entity sets (rows of their own shape; the {Value, Text} lookups are CRM_LOOKUP_SETS). */
export const CRM_DIRECTORY_SETS = ['prescribers', 'pharmacies', 'activecounties'] as const;
export type CrmDirectorySet = (typeof CRM_DIRECTORY_SETS)[number];

/** A prescriber: a practitioner of the plan's provider directory (a member's fills name their PCP as prescriber). */
export const crmPrescriberRowSchema = z.object({
  id: z.number().int(),
  npi: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  specialty: z.string(),
  isPcp: z.boolean(),
  phone: z.string().nullable(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type CrmPrescriberRow = z.infer<typeof crmPrescriberRowSchema>;

/** The kinds of pharmacy in the plan's network. */
export const PHARMACY_TYPES = ['Retail', 'Mail Order', 'Specialty', 'Long-Term Care'] as const;

/** A network pharmacy (the names a member's pharmacy fills carry). */
export const crmPharmacyRowSchema = z.object({
  id: z.number().int(),
  ncpdpId: z.string(),
  npi: z.string(),
  name: z.string(),
  pharmacyType: z.enum(PHARMACY_TYPES),
  /** In the plan's preferred cost-sharing network. */
  isPreferred: z.boolean(),
  isOpen24Hours: z.boolean(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
});
export type CrmPharmacyRow = z.infer<typeof crmPharmacyRowSchema>;

/** A county where the plan's network is active (the same rule as /api/CommonData/ActiveCounties): Value the FIPS code. */
export const crmActiveCountyRowSchema = z.object({ Value: z.string(), Text: z.string(), stateCode: z.string() });
export type CrmActiveCountyRow = z.infer<typeof crmActiveCountyRowSchema>;

export const crmPrescriberListSchema = odataAnswerOf(crmPrescriberRowSchema);
export const crmPharmacyListSchema = odataAnswerOf(crmPharmacyRowSchema);
export const crmActiveCountyListSchema = odataAnswerOf(crmActiveCountyRowSchema);
