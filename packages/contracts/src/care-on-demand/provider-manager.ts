import { z } from 'zod';
import { listOf, pageQueryShape } from '../platform/paging.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { zQueryInt } from '../platform/rules/integers.ts';

/**
 * Care on Demand Provider Manager (module 162, /careondemand/providermanager): the telehealth providers (portal users
 * holding Care on Demand My Panel, module 157) with their on-demand availability, the states they are licensed in,
 * their languages, how many on-demand visits they take at once, and whether they take visits at all.
 */

export const PROVIDER_MANAGER_API = '/api/care-on-demand/providers';

/** The 50 states, DC and the territories a Medicare Advantage plan may serve. */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP',
] as const; // prettier-ignore

/** The languages a provider can hold a visit in (the member's preferred languages the plan offers). */
export const PROVIDER_VISIT_LANGUAGES = [
  'English',
  'Spanish',
  'Chinese',
  'Tagalog',
  'Vietnamese',
  'Korean',
  'Armenian',
  'Russian',
  'Farsi',
  'ASL',
] as const;

export const MAX_CONCURRENT_MIN = 1;
export const MAX_CONCURRENT_MAX = 4;

export const PROVIDER_MANAGER_MESSAGES = {
  providerNotFound: 'The provider is not an active telehealth provider',
  stateInvalid: 'Licensed states must be US state codes',
  languageInvalid: `Languages must be among: ${PROVIDER_VISIT_LANGUAGES.join(', ')}`,
  languageRequired: 'Choose at least one language',
  maxConcurrentInvalid: `Max concurrent on-demand visits must be a whole number from ${MAX_CONCURRENT_MIN} to ${MAX_CONCURRENT_MAX}`,
  versionRequired: 'The version read is required',
  inactiveUnavailable: 'An inactive provider cannot be available for on-demand visits',
  ownAvailabilityOnly: 'You can change only your own availability',
} as const;
const M = PROVIDER_MANAGER_MESSAGES;

export const providerProfileSchema = z.object({
  providerUserId: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  availableNow: z.boolean(),
  availableChangedAt: z.string().nullable(),
  statesLicensed: z.array(z.string()),
  languages: z.array(z.string()),
  maxConcurrentVisits: z.number().int(),
  isActive: z.boolean(),
  /** Weekly scheduled hours (Care on Demand Admin's schedule), for a glance at coverage. */
  weeklyHours: z.number(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** 0 while the provider has no profile yet (defaults: unavailable, no states, English, 1 visit, active). */
  version: z.number().int(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;
export const providerProfilesSchema = listOf(providerProfileSchema);
export type ProviderProfiles = z.infer<typeof providerProfilesSchema>;

/** The grid's filter (also the export's filtersAndValues). */
export const providerFilterSchema = z.object({
  name: blankAsMissing(z.string().trim().max(100)),
  state: blankAsMissing(z.enum(US_STATE_CODES, { error: M.stateInvalid })),
  available: blankAsMissing(z.enum(['true', 'false'])),
});
export type ProviderFilter = z.infer<typeof providerFilterSchema>;
export const providerProfilesQuerySchema = providerFilterSchema.extend(pageQueryShape);
export type ProviderProfilesQuery = z.infer<typeof providerProfilesQuerySchema>;

export const providerParamsSchema = z.object({ userId: zQueryInt().positive() });

const zVersion = () => z.number({ error: M.versionRequired }).int().min(0, M.versionRequired);

/** PUT .../providers/:userId: the profile at the version read (0 for a provider without one). */
export const updateProviderProfileSchema = z.object({
  statesLicensed: z
    .array(z.enum(US_STATE_CODES, { error: M.stateInvalid }))
    .max(US_STATE_CODES.length)
    .transform((codes) => [...new Set(codes)].sort()),
  languages: z
    .array(z.enum(PROVIDER_VISIT_LANGUAGES, { error: M.languageInvalid }))
    .min(1, M.languageRequired)
    .max(PROVIDER_VISIT_LANGUAGES.length)
    .transform((languages) => [...new Set(languages)]),
  maxConcurrentVisits: z
    .number({ error: M.maxConcurrentInvalid })
    .int(M.maxConcurrentInvalid)
    .min(MAX_CONCURRENT_MIN, M.maxConcurrentInvalid)
    .max(MAX_CONCURRENT_MAX, M.maxConcurrentInvalid),
  isActive: z.boolean(),
  version: zVersion(),
});
export type ProviderProfileForm = z.input<typeof updateProviderProfileSchema>;
export type UpdateProviderProfile = z.output<typeof updateProviderProfileSchema>;

/** PUT .../providers/:userId/availability: available now on or off at the version read. */
export const updateAvailabilitySchema = z.object({ availableNow: z.boolean(), version: zVersion() });
export type UpdateAvailability = z.infer<typeof updateAvailabilitySchema>;
