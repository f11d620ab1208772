import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import {
  REFERENCE_MESSAGES,
  countyListSchema,
  countyQuerySchema,
  planListSchema,
  usStateListSchema,
} from '../platform/reference.ts';
import { CRM_LANGUAGES } from './lists.ts';

/**
 * The CRM's configuration and lookup calls of spec §7 at `${CRM_API}/<Name>` that read reference data: getstates,
 * getactivecounties, GetAllHealthPlan, GetAllMsos, GetAdasLanguages and GetFeatureFlags. Each answers the platform's
 * `{ items, total }` (GetFeatureFlags the flags as name and isActive). None is member data.
 */

/** getstates: every US state, by name. */
export const crmStateListSchema = usStateListSchema;

/** getactivecounties(?state=): the counties where the plan's network is active (the ActiveCounties rule). */
export const crmActiveCountiesQuerySchema = countyQuerySchema;
export const crmActiveCountiesSchema = countyListSchema;

/** GetAllHealthPlan(?planYear=): the plans of a year, or of every year (newest first) without one. */
export const crmAllHealthPlansQuerySchema = z.object({
  planYear: z.coerce
    .number({ error: REFERENCE_MESSAGES.planYear })
    .int(REFERENCE_MESSAGES.planYear)
    .min(1970, REFERENCE_MESSAGES.planYear)
    .max(2100, REFERENCE_MESSAGES.planYear)
    .optional(),
});
export const crmAllHealthPlansSchema = planListSchema;

/** GetAllMsos: the management services organizations the plan's IPAs contract through, termed ones included. */
export const crmMsoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isTermed: z.boolean(),
});
export const crmMsoListSchema = listOf(crmMsoSchema);

/**
 * GetAdasLanguages: the languages the plan's accessible (ADA) member materials are offered in, besides English; a
 * member asking for materials in another language or format is helped by a case.
 */
export const CRM_ADA_LANGUAGES = CRM_LANGUAGES.filter((language) => language !== 'English' && language !== 'Other');
export const crmAdaLanguageListSchema = listOf(z.object({ code: z.string(), name: z.string() }));

/** GetFeatureFlags: the CRM's feature flags and whether each is on. */
export const crmFeatureFlagListSchema = z.array(z.object({ name: z.string(), isActive: z.boolean() }));

export const CRM_LOOKUP_MESSAGES = {
  ipaCode: 'Give the IPA code (at most 20 characters).',
  unknownIpa: (ipaCode: string) => `No IPA has the code '${ipaCode}'.`,
} as const;

/** GetIPAAdditionalContacts(ipacode): the IPA's additional contacts (not its claim department's). */
export const crmIpaContactsQuerySchema = z.object({
  ipacode: z
    .string({ error: CRM_LOOKUP_MESSAGES.ipaCode })
    .trim()
    .min(1, CRM_LOOKUP_MESSAGES.ipaCode)
    .max(20, CRM_LOOKUP_MESSAGES.ipaCode),
});
