import { z } from 'zod';
import { listOf, isPageSize, PAGE_SIZE_MESSAGE } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';

/**
 * Panel Management Admin (module 156, /panelmgt/admin): what a panel manager configures per primary care provider — the
 * panel's status (open to new members or closed), its capacity, and which portal user is the provider (whose My Panel
 * then shows the provider's members). The shell spec's panel row: practiceAddress, currentPanelStatus, newPanelStatus.
 */

export const PANEL_ADMIN_API = '/api/panelManagement/admin';

export const PANEL_STATUSES = ['Open', 'Closed'] as const;
export type PanelStatus = (typeof PANEL_STATUSES)[number];
/** A panel holds at most this many members. */
export const PANEL_CAPACITY_MAX = 10_000;

export const PANEL_ADMIN_MESSAGES = {
  statusInvalid: `Panel status must be one of: ${PANEL_STATUSES.join(', ')}`,
  capacityInvalid: `Capacity must be a whole number from 1 to ${PANEL_CAPACITY_MAX.toLocaleString('en-US')}, or blank for no limit`,
  capacityBelowPanel: (members: number) =>
    `Capacity cannot be below the ${members.toLocaleString('en-US')} members already on the panel`,
  providerNotFound: 'The provider was not found among the primary care providers',
  userNotFound: 'The portal user was not found or is inactive',
  userTaken: (provider: string) => `That portal user is already linked to ${provider}`,
  versionRequired: 'The version read is required',
  /** A panel that takes no new members, whichever way a member would join it (My Panel, enrollment, the CRM). */
  panelClosed: 'The provider’s panel is closed to new members',
  panelFull: (capacity: number) => `The provider’s panel is full (capacity ${capacity})`,
} as const;
const M = PANEL_ADMIN_MESSAGES;

/** GET api/panelManagement/admin/Providers: primary care providers by the start of name or NPI, or by IPA; paged. */
export const panelProvidersQuerySchema = z.object({
  search: blankAsMissing(z.string().trim().max(100)),
  ipaCode: blankAsMissing(z.string().trim().toUpperCase().max(20)),
  skip: zQueryInt().min(0).max(100_000).default(0),
  take: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(25),
});
export type PanelProvidersQuery = z.infer<typeof panelProvidersQuerySchema>;

/** The shell spec's panel row, with the provider, the panel's size and its settings. */
export const panelProviderRowSchema = z.object({
  providerId: z.number().int(),
  npi: z.string(),
  name: z.string(),
  specialty: z.string(),
  ipaCode: z.string().nullable(),
  practiceAddress: z.string(),
  currentPanelStatus: z.enum(PANEL_STATUSES),
  panelCapacity: z.number().int().nullable(),
  panelMembers: z.number().int(),
  portalUser: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).nullable(),
  /** 0 while the provider has no settings of its own yet (the defaults: open, no limit, no user). */
  version: z.number().int(),
});
export type PanelProviderRow = z.infer<typeof panelProviderRowSchema>;
export const panelProvidersSchema = listOf(panelProviderRowSchema);
export type PanelProviders = z.infer<typeof panelProvidersSchema>;

/** POST api/panelManagement/admin/UpdatePanel: the new settings at the version read (0 for a provider never set). */
export const updatePanelSchema = z.object({
  npi: z
    .string()
    .trim()
    .regex(/^\d{10}$/, M.providerNotFound),
  newPanelStatus: z.enum(PANEL_STATUSES, { error: M.statusInvalid }),
  panelCapacity: z
    .number({ error: M.capacityInvalid })
    .int(M.capacityInvalid)
    .min(1, M.capacityInvalid)
    .max(PANEL_CAPACITY_MAX, M.capacityInvalid)
    .nullable(),
  portalUserId: z.number().int().positive(M.userNotFound).nullable(),
  version: z.number({ error: M.versionRequired }).int().min(0, M.versionRequired),
});
export type UpdatePanel = z.infer<typeof updatePanelSchema>;
export type UpdatePanelInput = z.input<typeof updatePanelSchema>;

/** The settings form of a panel with `members` on it: a capacity below them is named under the field before saving. */
export const panelSettingsFormSchema = (members: number) =>
  updatePanelSchema.refine((body) => body.panelCapacity === null || body.panelCapacity >= members, {
    message: M.capacityBelowPanel(members),
    path: ['panelCapacity'],
  });

/** GET api/panelManagement/admin/UserOptions?search=: active portal users to link to a provider. */
export const panelUserOptionsQuerySchema = z.object({ search: blankAsMissing(z.string().trim().max(100)) });
export const panelUserOptionsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), username: z.string(), name: z.string() })),
});
export type PanelUserOptions = z.infer<typeof panelUserOptionsSchema>;
