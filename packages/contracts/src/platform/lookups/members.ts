import { z } from 'zod';
import { zQueryInt } from '../rules/integers.ts';
import { MEMBER_HEALTH_RISKS } from '../reference.ts';
import { listOf } from '../paging.ts';

/**
 * GET /odata/members (shell spec §7 Lookups): searchTerm (member id prefix, MBI prefix, or name prefix "last first" /
 * "first last") or memberIds (comma separated), memberStatus=ALL to include inactive members, $top (at most 50), $skip.
 */
export const MEMBER_PAGE_MAX = 50;

export const MEMBER_LOOKUP_MESSAGES = {
  searchOrIds: 'Enter a member id, MBI, name, phone number or birth date to search',
  searchTooShort: 'Enter at least 2 characters to search',
  tooManyIds: 'At most 50 member ids can be read at once',
  pageSize: 'At most 50 members can be read per page',
} as const;

export const MEMBER_STATUSES = ['ALL', 'ACTIVE', 'INACTIVE'] as const;

export const memberSearchQuerySchema = z
  .object({
    searchTerm: z.string().trim().max(100).optional(),
    memberIds: z
      .string()
      .optional()
      .transform((value) =>
        value
          ? [
              ...new Set(
                value
                  .split(',')
                  .map((id) => id.trim())
                  .filter((id) => id.length > 0),
              ),
            ]
          : [],
      )
      .refine((ids) => ids.length <= MEMBER_PAGE_MAX, MEMBER_LOOKUP_MESSAGES.tooManyIds),
    /** Without it, only active members are returned; ALL includes inactive ones. */
    memberStatus: z
      .string()
      .optional()
      .transform((value) => (value ? value.toUpperCase() : 'ACTIVE'))
      .pipe(z.enum(MEMBER_STATUSES)),
    $top: zQueryInt()
      .min(1, MEMBER_LOOKUP_MESSAGES.pageSize)
      .max(MEMBER_PAGE_MAX, MEMBER_LOOKUP_MESSAGES.pageSize)
      .default(MEMBER_PAGE_MAX),
    $skip: zQueryInt().min(0).max(100000).default(0),
  })
  .refine((query) => (query.searchTerm ?? '').length > 0 || query.memberIds.length > 0, {
    message: MEMBER_LOOKUP_MESSAGES.searchOrIds,
    path: ['searchTerm'],
  })
  .refine((query) => query.memberIds.length > 0 || (query.searchTerm ?? '').length >= 2, {
    message: MEMBER_LOOKUP_MESSAGES.searchTooShort,
    path: ['searchTerm'],
  });
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberAddressSchema = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip5: z.string(),
  zip4: z.string().nullable(),
});

/** The member grid row of shell spec §3, plus the plan and identity fields screens show beside it. */
export const memberGridRowSchema = z.object({
  memberId: z.string(),
  mbi: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  gender: z.string(),
  phone: z.string().nullable(),
  pcp: z.object({ id: z.number().int(), name: z.string(), npi: z.string(), phone: z.string().nullable() }).nullable(),
  homeAddress: memberAddressSchema,
  countyFips: z.string().nullable(),
  alertCounts: z.number().int(),
  memberHealthRisk: z.enum(MEMBER_HEALTH_RISKS),
  hospiceEligibility: z.object({ eligible: z.boolean() }),
  /** The health plan (company code). */
  companyId: z.string(),
  contractCode: z.string(),
  pbpCode: z.string(),
  isFrequentCaller: z.boolean(),
  termDate: z.string().nullable(),
  effectiveDateTime: z.string(),
  isActive: z.boolean(),
  memberisActive: z.boolean(),
  version: z.number().int(),
});
export type MemberGridRow = z.infer<typeof memberGridRowSchema>;

export const memberSearchResponseSchema = listOf(memberGridRowSchema);
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;
