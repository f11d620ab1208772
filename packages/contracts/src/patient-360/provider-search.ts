import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { listOf } from '../platform/paging.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { zMemberId } from './member-record.ts';

/** The widest search radius (the spec gives none; the distance query stays bounded); the field says it. */
export const PROVIDER_SEARCH_MAX_MILES = 100;

/**
 * Provider Search (`/providersearch`, CRM `searchproviders`; enrollment-crm-virtual-care spec §3 provider search
 * parameters, §9): primary care providers only, quality rating always the first sort key, distance from the ZIP
 * centroid of the address searched from (or the member's home ZIP).
 */
export const PROVIDER_SEARCH_MESSAGES = {
  fromAddress: 'Enter a ZIP code, or an address ending in one, to search from',
  zipUnknown: 'That ZIP code is not in the reference data',
  miles: `Within miles must be from 1 to ${PROVIDER_SEARCH_MAX_MILES}`,
  healthPlan: 'Health plan must be a company code of 2 to 10 letters or digits',
  pbp: 'PBP must be a contract and plan number like H1234-001',
  planYear: 'Plan year must be from 1970 to 2100',
} as const;

/** The spec's maximum PCP distance and its reason (shell spec §9, enrollment-crm-virtual-care §9). */
export const MAX_PCP_MILES = 35;
export const OVER_MAX_DISTANCE = 'Over 35 Miles';
export const PROVIDER_PAGE_SIZE = 25;
export const VISIT_TYPES = ['All', 'NonVirtual', 'Virtual'] as const;
export const PROVIDER_SORTS = ['distance', 'name'] as const;
export const PROVIDER_LANGUAGES = [
  'English',
  'Spanish',
  'Chinese',
  'Tagalog',
  'Vietnamese',
  'Korean',
  'Armenian',
] as const;

export const providerSearchQuerySchema = z
  .object({
    memberId: blankAsMissing(zMemberId()),
    fromAddress: blankAsMissing(z.string().trim().max(200)),
    withinmiles: zQueryInt()
      .min(1, PROVIDER_SEARCH_MESSAGES.miles)
      .max(PROVIDER_SEARCH_MAX_MILES, PROVIDER_SEARCH_MESSAGES.miles)
      .default(MAX_PCP_MILES),
    searchterm: blankAsMissing(z.string().trim().max(100)),
    gender: blankAsMissing(z.enum(['F', 'M'])),
    language: blankAsMissing(z.enum(PROVIDER_LANGUAGES)),
    acceptingNewPatients: blankAsMissing(z.enum(['true', 'false']).transform((value) => value === 'true')),
    ipa: blankAsMissing(z.string().trim().max(20)),
    /** The health plan (company code) whose network to search, with its PBP (contract-PBP) and plan year. */
    healthplanid: blankAsMissing(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2,10}$/, PROVIDER_SEARCH_MESSAGES.healthPlan),
    ),
    pbpId: blankAsMissing(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]\d{4}-\d{3}$/, PROVIDER_SEARCH_MESSAGES.pbp),
    ),
    planYear: blankAsMissing(
      zQueryInt().min(1970, PROVIDER_SEARCH_MESSAGES.planYear).max(2100, PROVIDER_SEARCH_MESSAGES.planYear),
    ),
    visitType: blankAsMissing(z.enum(VISIT_TYPES)).transform((value) => value ?? 'All'),
    sortby: blankAsMissing(z.enum(PROVIDER_SORTS)).transform((value) => value ?? 'distance'),
    pageIndex: zQueryInt().min(0).max(1000).default(0),
  })
  .refine((query) => query.memberId || query.fromAddress, { message: PROVIDER_SEARCH_MESSAGES.fromAddress });
export type ProviderSearchQuery = z.infer<typeof providerSearchQuerySchema>;

export const providerResultSchema = z.object({
  npi: z.string(),
  name: z.string(),
  specialty: z.string(),
  gender: z.string(),
  languages: z.array(z.string()),
  qualityRating: z.number(),
  acceptingNewPatients: z.boolean(),
  offersVirtual: z.boolean(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  ipaCode: z.string().nullable(),
  distanceMiles: z.number(),
  /** 'Over 35 Miles' beyond the spec's maximum PCP distance, else null. */
  distanceNote: z.string().nullable(),
});
export type ProviderResult = z.infer<typeof providerResultSchema>;
export const providerSearchResponseSchema = listOf(providerResultSchema).extend({ fromZip: z.string() });
export type ProviderSearchResponse = z.infer<typeof providerSearchResponseSchema>;

/** The ZIP code an address ends in (or that it is): the centroid the search measures from. */
export function zipOfAddress(address: string): string | null {
  const matches = address.match(/\b\d{5}(?=(-\d{4})?\s*$)/);
  return matches ? matches[0] : null;
}
