import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { odataQueryShape } from '../platform/odata.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zMemberId } from '../patient-360/member-record.ts';

/**
 * The member portal's administration (modules 126 Login Accounts, 127 Member Portal Audit History, 129 Member Portal
 * Admin Console; enrollment-crm-virtual-care spec §7 GetMemberPortalEventsById (memberId, memberEmail) and
 * GetMemberPortalAccountEvents). The accounts live in the member portal, an outside system reached through an
 * integration; the built-in simulator is the default and every answer says whether it is simulated.
 */

/** The member portal's screens in the module catalogue. */
export const MEMBER_PORTAL_MODULE_IDS = { loginAccounts: 126, auditHistory: 127, adminConsole: 129 } as const;

export const MEMBER_PORTAL_MESSAGES = {
  searchTermRequired: 'Enter at least 2 characters of a member id or e-mail address to search',
  accountNotFound: 'The member portal account was not found.',
  /** The Admin Console's member id is no member's. */
  noMember: (memberId: string) => `No member has the member ID ${memberId}.`,
  notLocked: 'The account is not locked.',
  alreadyVerified: 'The e-mail address of this account is already verified.',
  accountDisabled: 'The account is disabled; it cannot be changed here.',
  eventsCriteria: 'Enter the member id or the member e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
} as const;
const M = MEMBER_PORTAL_MESSAGES;

export const PORTAL_ACCOUNT_STATUSES = ['Active', 'Locked', 'Pending Verification', 'Disabled'] as const;
export type PortalAccountStatus = (typeof PORTAL_ACCOUNT_STATUSES)[number];

export const PORTAL_EVENT_TYPES = [
  'Registered',
  'Signed In',
  'Sign-in Failed',
  'Locked',
  'Unlocked',
  'Verification Sent',
  'E-mail Verified',
  'Password Reset',
] as const;
export type PortalEventType = (typeof PORTAL_EVENT_TYPES)[number];

/** Which member portal answered: the simulator says so, and the screens show it. */
export const portalIntegrationSchema = z.object({ label: z.string(), simulated: z.boolean() });
export type PortalIntegration = z.infer<typeof portalIntegrationSchema>;

export const portalAccountSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  email: z.string(),
  status: z.enum(PORTAL_ACCOUNT_STATUSES),
  emailVerified: z.boolean(),
  failedSignIns: z.number().int(),
  lastSignInAt: z.string().nullable(),
  lockedAt: z.string().nullable(),
  verificationSentAt: z.string().nullable(),
  registeredAt: z.string(),
  version: z.number().int(),
});
export type PortalAccount = z.infer<typeof portalAccountSchema>;

export const portalAccountListSchema = listOf(portalAccountSchema).extend({ integration: portalIntegrationSchema });
export type PortalAccountList = z.infer<typeof portalAccountListSchema>;

/** SearchMemberPortalAccounts (Login Accounts): a member id or e-mail (contains), optionally one status. */
export const portalAccountSearchQuerySchema = z.object({
  searchTerm: z.string({ error: M.searchTermRequired }).trim().min(2, M.searchTermRequired).max(100),
  status: z.enum(PORTAL_ACCOUNT_STATUSES).optional(),
  $skip: odataQueryShape(100).$skip,
  $top: odataQueryShape(100).$top,
});
export type PortalAccountSearchQuery = z.infer<typeof portalAccountSearchQuerySchema>;

/** GetMemberPortalAccountStatus (Admin Console): the accounts of one member. */
export const portalAccountStatusQuerySchema = z.object({ memberId: zMemberId() });

/** UnlockMemberPortalAccount and ResendMemberPortalVerification: the account at the version read. */
export const portalAccountActionSchema = z.strictObject({
  accountId: z.number({ error: 'A record id is required' }).int().positive(),
  version: z.number({ error: 'The version read is required' }).int().min(1),
});
export type PortalAccountAction = z.input<typeof portalAccountActionSchema>;

export const portalEventSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  memberId: z.string(),
  email: z.string(),
  eventType: z.enum(PORTAL_EVENT_TYPES),
  detail: z.string().nullable(),
  performedBy: z.string().nullable(),
  occurredAt: z.string(),
});
export type PortalEvent = z.infer<typeof portalEventSchema>;
export const portalEventListSchema = listOf(portalEventSchema).extend({ integration: portalIntegrationSchema });
export type PortalEventList = z.infer<typeof portalEventListSchema>;

/** GetMemberPortalEventsById (memberId, memberEmail): one member's account events; either identifies the account. */
export const portalEventsByIdQuerySchema = z
  .object({
    memberId: zMemberId().optional(),
    memberEmail: z.string().trim().max(200).pipe(z.email(M.emailInvalid)).optional(),
    $skip: odataQueryShape(200).$skip,
    $top: odataQueryShape(200).$top,
  })
  .refine((query) => query.memberId !== undefined || query.memberEmail !== undefined, { message: M.eventsCriteria });
export type PortalEventsByIdQuery = z.infer<typeof portalEventsByIdQuerySchema>;

/** GetMemberPortalAccountEvents: every account's events, newest first, optionally of one type or one account. */
export const portalAccountEventsQuerySchema = z.object({
  accountId: zQueryInt().positive().optional(),
  eventType: z.enum(PORTAL_EVENT_TYPES).optional(),
  $skip: odataQueryShape(200).$skip,
  $top: odataQueryShape(200).$top,
});
export type PortalAccountEventsQuery = z.infer<typeof portalAccountEventsQuerySchema>;
