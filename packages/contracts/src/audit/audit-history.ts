import { z } from 'zod';
import { zDate } from '../platform/rules/date-schemas.ts';
import { isPageSize, PAGE_SIZE_MESSAGE, PAGE_SIZES } from '../platform/paging.ts';

/** Audit History screen (module 36, route /audit): shell spec §2.5, §5, §8, §9 and issue "Platform" (audit trail). */
export const AUDIT_HISTORY_MESSAGES = {
  /** Spec §8: audit history load fails. */
  loadFailed: 'Something went wrong.',
  startRequired: 'Start date is required.',
  endRequired: 'End date is required.',
  /** Spec §5: End date minimum is Start. */
  endBeforeStart: 'End date cannot be earlier than Start date.',
  tooManyUsers: 'Select at most 20 users.',
} as const;

/** Spec §9: audit history grid page sizes 25/50/100, height 450; multi-select at most 20. */
export const AUDIT_PAGE_SIZES = PAGE_SIZES;
export const AUDIT_GRID_HEIGHT = 450;
export const AUDIT_MAX_USERS = 20;
/** Counting 2,000,000 rows on every page turn is wasted work: the count stops here and the UI says "more than". */
export const AUDIT_COUNT_CAP = 10000;
/** The audit row of a read of member data that the route's handler did not describe more specifically. */
export const MEMBER_DATA_READ_EVENT = 'MemberDataRead';
/**
 * Audit events that record a read of member data: the member lookups' own rows and the row every other member-data
 * route writes (the member screens, claims, authorizations ...).
 */
export const MEMBER_READ_EVENT_TYPES = ['MemberRead', 'MemberSearch', MEMBER_DATA_READ_EVENT] as const;

const auditFilterFields = z.object({
  start: zDate({ requiredMessage: AUDIT_HISTORY_MESSAGES.startRequired }),
  end: zDate({ requiredMessage: AUDIT_HISTORY_MESSAGES.endRequired }),
  /** User ids (usernames) as written on the events. */
  users: z
    .array(z.string().trim().min(1).max(200))
    .max(AUDIT_MAX_USERS, AUDIT_HISTORY_MESSAGES.tooManyUsers)
    .default([]),
  eventType: z.string().trim().max(100).optional(),
  itemId: z.string().trim().max(200).optional(),
});
const endNotBeforeStart = { message: AUDIT_HISTORY_MESSAGES.endBeforeStart, path: ['end'] };

/** The filters of the search and of both exports; the form validates with the same schema. */
export const auditFilterSchema = auditFilterFields.refine((filter) => filter.start <= filter.end, endNotBeforeStart);
export type AuditFilter = z.infer<typeof auditFilterSchema>;
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

export const auditSearchSchema = auditFilterFields
  .extend({
    skip: z.number().int().min(0).max(AUDIT_COUNT_CAP).default(0),
    take: z.number().int().refine(isPageSize, PAGE_SIZE_MESSAGE).default(25),
  })
  .refine((filter) => filter.start <= filter.end, endNotBeforeStart);
export type AuditSearch = z.infer<typeof auditSearchSchema>;
export type AuditSearchInput = z.input<typeof auditSearchSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  userId: z.string(),
  /** The user's name; null for a username no user has ('system', 'member', a former user), shown as it is. */
  userName: z.string().nullable(),
  eventType: z.string(),
  itemId: z.string().nullable(),
  moduleId: z.number().int().nullable(),
  clientIp: z.string().nullable(),
  companyIds: z.array(z.string()).nullable(),
  details: z.string().nullable(),
});
export type AuditEventRow = z.infer<typeof auditEventSchema>;

/** One page; `totalIsCapped` says the count stopped at AUDIT_COUNT_CAP (there are at least that many). */
export const auditSearchResultSchema = z.object({
  items: z.array(auditEventSchema),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
});
export type AuditSearchResult = z.infer<typeof auditSearchResultSchema>;

export const auditEventTypesSchema = z.object({ items: z.array(z.string()) });
export const auditUserOptionsSchema = z.object({ items: z.array(z.object({ value: z.string(), label: z.string() })) });
