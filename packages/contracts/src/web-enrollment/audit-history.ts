import { z } from 'zod';
import { zDate } from '../platform/rules/date-schemas.ts';
import { AUDIT_FEATURES } from '../enrollment/automation.ts';
import { WEB_ENROLLMENT_MESSAGES } from './messages.ts';
import { isPageSize, listOf, PAGE_SIZE_MESSAGE, PAGE_SIZES } from '../platform/paging.ts';

/**
 * Audit History tab of the Web Enrollment Portal (shell spec §2.5, §3 "Audit history query"): enrollment audit events
 * (modules 164 upload, 165 work list, 173 portal) filtered by date range, users and feature; two count tiles.
 * POST /api/MemberEnrollment/GetMemberEnrollmentProcessingAuditHistory    body AuditHistoryQuery -> AuditHistoryPage
 * POST /api/MemberEnrollment/GetMemberEnrollmentAuditHistoryFeatureCount  body AuditHistoryQuery -> { peCount, eaCount }
 * GET  /api/MemberEnrollment/GetAuditHistoryUsers                          -> users for the 'User ID / Email' multi-select
 */
export const AUDIT_HISTORY_PAGE_SIZES = PAGE_SIZES;
export const AUDIT_HISTORY_GRID_HEIGHT = 450;
export const AUDIT_HISTORY_MAX_USERS = 20;
export { AUDIT_FEATURES };
export type { AuditFeature } from '../enrollment/automation.ts';

/** Tile labels: the spec's Paper Enrollment (PaperEnrollment, peCount) and Web Enrollment (EnrollmentAutomation, eaCount). */
export const AUDIT_FEATURE_TILES = [
  { feature: 'PaperEnrollment', label: 'Paper Enrollment', countKey: 'peCount' },
  { feature: 'EnrollmentAutomation', label: 'Web Enrollment', countKey: 'eaCount' },
] as const;

const sortSchema = z.object({ name: z.literal('timestamp'), direction: z.enum(['ascending', 'descending']) });

const fields = z.object({
  start: zDate({ requiredMessage: WEB_ENROLLMENT_MESSAGES.startRequired }),
  end: zDate({ requiredMessage: WEB_ENROLLMENT_MESSAGES.endRequired }),
  /** User ids (usernames, as written on the events). */
  groupUsers: z
    .array(z.string().trim().min(1).max(254))
    .max(AUDIT_HISTORY_MAX_USERS, WEB_ENROLLMENT_MESSAGES.tooManyUsers)
    .default([]),
  feature: z.enum(AUDIT_FEATURES).nullish(),
  requiresCounts: z.boolean().default(true),
  /** The grid is sorted by timestamp descending (spec); ascending is allowed when the user flips the column. */
  sorted: z
    .array(sortSchema)
    .max(1)
    .default([{ name: 'timestamp', direction: 'descending' }]),
  skip: z.number().int().min(0).max(1_000_000).default(0),
  take: z.number().int().refine(isPageSize, PAGE_SIZE_MESSAGE).default(25),
});

/** The filter form uses the same schema (start/end/groupUsers), so the server refuses what the form refuses. */
export const auditHistoryQuerySchema = fields.refine((query) => query.start <= query.end, {
  message: WEB_ENROLLMENT_MESSAGES.endBeforeStart,
  path: ['end'],
});
export type AuditHistoryQuery = z.infer<typeof auditHistoryQuerySchema>;
export type AuditHistoryQueryInput = z.input<typeof auditHistoryQuerySchema>;

/**
 * The enrollment spec's paths for the same calls (enrollment spec §7: "POST MemberEnrollmentAuditHistory/:
 * GetMemberEnrollmentProcessingAuditHistory and GetMemberEnrollmentAuditHistoryFeatureCount (parameters in both query
 * and body), and GetFaxEnrollmentTransactionHistory"). Any field of the audit history query may come in the query string
 * (names in any case: Start, End, GroupUsers comma-separated, Feature, requiresCounts, skip, take); a query-string value
 * wins over the body's. The merged parameters are then checked by `auditHistoryQuerySchema` like the body alone.
 */
export const AUDIT_HISTORY_SPEC_PATHS = {
  auditHistory: '/api/MemberEnrollmentAuditHistory/GetMemberEnrollmentProcessingAuditHistory',
  featureCount: '/api/MemberEnrollmentAuditHistory/GetMemberEnrollmentAuditHistoryFeatureCount',
  faxHistory: '/api/MemberEnrollmentAuditHistory/GetFaxEnrollmentTransactionHistory',
} as const;
export const auditHistoryQueryStringSchema = z.object({
  start: z.string().max(40).optional(),
  end: z.string().max(40).optional(),
  groupUsers: z.string().max(5000).optional(),
  feature: z.string().max(40).optional(),
  requiresCounts: z.string().max(5).optional(),
  skip: z.string().max(12).optional(),
  take: z.string().max(12).optional(),
});
const QUERY_STRING_FIELDS = ['start', 'end', 'groupUsers', 'feature', 'requiresCounts', 'skip', 'take'] as const;

/** Body and query string merged into one audit history query (before validation; `auditHistoryQuerySchema` checks it). */
export function auditHistoryParameters(query: unknown, body: unknown): Record<string, unknown> {
  const merged: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  if (query === null || typeof query !== 'object') return merged;
  for (const [rawKey, rawValue] of Object.entries(query as Record<string, unknown>)) {
    const field = QUERY_STRING_FIELDS.find((name) => name.toLowerCase() === rawKey.toLowerCase());
    if (!field || typeof rawValue !== 'string') continue;
    if (field === 'skip' || field === 'take') merged[field] = /^\d+$/.test(rawValue) ? Number(rawValue) : rawValue;
    else if (field === 'requiresCounts')
      merged[field] = rawValue === 'true' ? true : rawValue === 'false' ? false : rawValue;
    else if (field === 'groupUsers')
      merged[field] = rawValue
        .split(',')
        .map((user) => user.trim())
        .filter((user) => user.length > 0);
    else merged[field] = rawValue;
  }
  return merged;
}

export const auditHistoryRowSchema = z.object({
  id: z.number().int(),
  itemId: z.string().nullable(),
  timestamp: z.string(),
  userId: z.string(),
  eventType: z.string(),
  clientIp: z.string().nullable(),
  companyIds: z.array(z.string()).nullable(),
  feature: z.string().nullable(),
  message: z.string().nullable(),
  details: z.string().nullable(),
});
export type AuditHistoryRow = z.infer<typeof auditHistoryRowSchema>;
export const auditHistoryPageSchema = listOf(auditHistoryRowSchema);
export type AuditHistoryPage = z.infer<typeof auditHistoryPageSchema>;

export const auditFeatureCountSchema = z.object({ peCount: z.number().int(), eaCount: z.number().int() });
export type AuditFeatureCount = z.infer<typeof auditFeatureCountSchema>;

export const auditUserOptionSchema = z.object({ userId: z.string(), email: z.string(), name: z.string() });
export const auditUserListSchema = listOf(auditUserOptionSchema);
export type AuditUserOption = z.infer<typeof auditUserOptionSchema>;
