import { z } from 'zod';

export const authConfigSchema = z.object({
  clientId: z.string(),
  tenantName: z.string(),
  authority: z.string(),
  authorityMetadata: z.string(),
  cacheLocation: z.literal('sessionStorage'),
  scopes: z.array(z.string()),
  instrumentationKey: z.string(),
  gridLicenseKey: z.string(),
  userSessionSettings: z.object({
    tokenRefreshPeriodSeconds: z.number().int(),
    userMaxInactiveSeconds: z.number().int(),
  }),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const currentUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  employers: z.array(z.string()),
  modules: z.array(z.number().int()),
  /** module id -> actions the user holds there */
  permissions: z.record(z.string(), z.array(z.string())),
  groups: z.array(z.string()),
  talkdeskEnabled: z.boolean(),
  crmFeatureFlags: z.array(z.object({ name: z.string(), isActive: z.boolean() })),
  isAdmin: z.boolean(),
});
export type CurrentUserDto = z.infer<typeof currentUserSchema>;

export const userConfigSchema = z.object({
  sessionRecordingEnabled: z.boolean(),
  liveAssistEnabled: z.boolean(),
  sessionReplayKey: z.string(),
  ingestUrl: z.string(),
});

/**
 * The events the browser may report about itself (POST api/me/track). Sign-in, sign-out and refusals are recorded by the
 * server with the address it sees; the browser can neither post those nor supply an address.
 */
export const TRACK_EVENT_TYPES = ['PortalOpened'] as const;
export const trackEventSchema = z.strictObject({
  eventType: z.enum(TRACK_EVENT_TYPES, 'eventType is required'),
  browser: z.string().max(200).optional(),
});

export const buildNumberSchema = z.object({ buildNumber: z.string() });
export const configVariablesSchema = z.object({ environment: z.string(), productionLike: z.boolean() });

/** GET config/GetFeatureFlags/:id (by name or id), GET :module/GetFeatureFlags. */
export const featureFlagNameParamsSchema = z.object({ id: z.string() });
export const moduleFlagsParamsSchema = z.object({ module: z.string() });
