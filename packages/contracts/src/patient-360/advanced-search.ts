import { z } from 'zod';
import { MESSAGES } from '../platform/messages.ts';
import { listOf, isPageSize, PAGE_SIZE_MESSAGE, PAGE_SIZES } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zMultiSelect } from '../platform/rules/multiselect.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { MEMBER_HEALTH_RISKS } from '../platform/reference.ts';
import { MEMBER_LOOKUP_MESSAGES, memberGridRowSchema } from '../platform/lookups/members.ts';
import { MEMBER_RECORD_MESSAGES, zMemberId } from './member-record.ts';

/**
 * Patient 360's advanced search (issue 11): the member grid with the shell's filters (shell spec §3 "Filter option
 * lists"), its Excel export, the bulk member PDF with its availability check, and a member's audit history.
 */

/** The system named by the bulk PDF's missing-data messages (shell spec §8 'missing in {system}'). */
export const PDF_DATA_SYSTEM = 'Patient 360';

/** A bulk PDF prints one grid page of members at most (the selection is cleared when paging, shell spec §4). */
export const BULK_PDF_MAX = 100;
/** More members than this are printed by a background job with progress (ARCHITECTURE §3.8); fewer answer at once. */
export const BULK_PDF_DIRECT_MAX = 10;
/** Shell spec §9: the PDF button ignores clicks within 500 ms of the last. */
export const PDF_BUTTON_DEBOUNCE_MS = 500;
/** Shell spec §9: the PDF button shows success for 2000 ms plus 600 ms per 10 members. */
export const pdfSuccessDelayMs = (members: number): number => 2000 + 600 * Math.ceil(members / 10);

export const ADVANCED_SEARCH_MESSAGES = {
  /** Shell spec §8: grid data failure. */
  gridFailed: MESSAGES.gridFailed,
  searchTooShort: MEMBER_LOOKUP_MESSAGES.searchTooShort,
  criteriaNeedsStatus: 'Choose an authorization status to search by authorization criteria',
  tooFar: 'Narrow the search to page past the first 10,000 members',
  noMembersSelected: 'Select at least one member',
  tooManyMembers: `At most ${BULK_PDF_MAX} members can be printed at once`,
  /** Shell spec §8: bulk PDF fails for all members. */
  pdfAllMissing: `PDF data for all the selected users are missing in ${PDF_DATA_SYSTEM}`,
  pdfNotReady: 'The PDF is still being prepared',
  pdfNotFound: 'The PDF was not found or has expired; please print it again',
  pdfFailed: 'The PDF could not be prepared, please try again later.',
  /** Shell spec §8: audit history load fails. */
  auditLoadFailed: MESSAGES.somethingWentWrong,
  memberIdInvalid: MEMBER_RECORD_MESSAGES.memberIdInvalid,
} as const;
const M = ADVANCED_SEARCH_MESSAGES;

/** Shell spec §8: some members missing from the PDF, shown as a warning. */
export function pdfSomeMissingMessage(missingMemberIds: readonly string[], selected: number): string {
  return `PDF data for ${missingMemberIds.length} of the ${selected} selected users are missing in ${PDF_DATA_SYSTEM}: ${missingMemberIds.join(', ')}`;
}

// ---- Filter option lists (shell spec §3) -----------------------------------------------------------------------------

export const GAPS = ['hasHccAlerts', 'hasStarGaps', 'hasClinicalAlerts'] as const;
export const GAP_LABELS: Record<(typeof GAPS)[number], string> = {
  hasHccAlerts: 'HCC alerts',
  hasStarGaps: 'Star gaps',
  hasClinicalAlerts: 'Clinical alerts',
};
export const SOCIAL_DETERMINANTS = ['Homelessness'] as const;
/** NotAssigned stands for All (no filter), as the spec's list says: 'NotAssigned (All), Enrolled, Eligible'. */
export const CARE_ANYWHERE_STATUSES = ['NotAssigned', 'Enrolled', 'Eligible'] as const;
export const CLINICAL_PROGRAMS = ['CareAnywhere', 'SNP'] as const;
export const AT_RISK_CATEGORIES = [
  'Healthy',
  'At Risk',
  'Polychronic 1',
  'Polychronic 2',
  'Polychronic 3',
  'Advanced Illness',
] as const;
/** Admission risk by name, Low 1 to Extreme 5 (shell spec §9 risk ordering); stored as its number. */
export const ADMISSION_RISKS = MEMBER_HEALTH_RISKS;
export const MEMBER_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const AUTHORIZATION_STATUS_FILTERS = ['requested', 'approved', 'denied', 'cancelled'] as const;
/**
 * Authorization statuses each filter value finds: a request still undecided is 'requested', whether it was just
 * received or is pended for information.
 */
export const AUTHORIZATION_FILTER_STATUSES: Record<(typeof AUTHORIZATION_STATUS_FILTERS)[number], string[]> = {
  requested: ['Requested', 'Pended'],
  approved: ['Approved'],
  denied: ['Denied'],
  cancelled: ['Cancelled'],
};
/** fromHere: requested by the member's PCP; toHere: serviced by the member's PCP; PCP: either. */
export const AUTHORIZATION_CRITERIA = ['fromHere', 'toHere', 'PCP'] as const;
export const AUTHORIZATION_CRITERIA_LABELS: Record<(typeof AUTHORIZATION_CRITERIA)[number], string> = {
  fromHere: 'Requested by the PCP',
  toHere: 'Serviced by the PCP',
  PCP: 'Requested or serviced by the PCP',
};
/** By whether the member's PCP offers virtual visits. */
export const VISIT_TYPES = ['NonVirtual', 'Virtual', 'All'] as const;
/** Sort keys served from an index (member id; admission risk then member id), so a page stays fast on 1,000,000 members. */
export const ADVANCED_SORT_KEYS = ['memberId', 'admissionRisk'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** The count stops here; the grid pages through the first 10,000 matches (filter further, or export up to 25,000). */
export const ADVANCED_COUNT_CAP = 10_000;

const multi = <T extends readonly [string, ...string[]]>(values: T) => zMultiSelect(z.enum(values)).default([]);

const filterShape = z.object({
  /** A member id prefix, or a name prefix ('last', 'last first' or 'first last'). */
  searchTerm: blankAsMissing(z.string().trim().min(2, M.searchTooShort).max(100)),
  /** Health plans (company codes). */
  companyIds: zMultiSelect(z.string().trim().toUpperCase().max(10)).default([]),
  gaps: multi(GAPS),
  socialDeterminants: multi(SOCIAL_DETERMINANTS),
  careAnywhereStatus: z.enum(CARE_ANYWHERE_STATUSES).default('NotAssigned'),
  clinicalPrograms: multi(CLINICAL_PROGRAMS),
  atRiskCategories: multi(AT_RISK_CATEGORIES),
  admissionRisks: multi(ADMISSION_RISKS),
  memberStatus: z.enum(MEMBER_STATUS_FILTERS).default('all'),
  authorizationStatuses: multi(AUTHORIZATION_STATUS_FILTERS),
  authorizationCriteria: blankAsMissing(z.enum(AUTHORIZATION_CRITERIA)),
  visitType: z.enum(VISIT_TYPES).default('All'),
  sortBy: z.enum(ADVANCED_SORT_KEYS).default('memberId'),
  sortDirection: z.enum(SORT_DIRECTIONS).default('asc'),
});
/** Authorization criteria say whose authorizations count; the statuses say which ones. */
const criteriaNeedStatus = (filter: z.infer<typeof filterShape>) =>
  !filter.authorizationCriteria || filter.authorizationStatuses.length > 0;
const criteriaIssue = { message: M.criteriaNeedsStatus, path: ['authorizationCriteria'] };

/** The filters of the grid and of its export (the export request's filtersAndValues), with the sort. */
export const advancedSearchFilterSchema = filterShape.refine(criteriaNeedStatus, criteriaIssue);
export type AdvancedSearchFilter = z.infer<typeof advancedSearchFilterSchema>;
export type AdvancedSearchFilterInput = z.input<typeof advancedSearchFilterSchema>;

/** POST /api/PatientViewer/AdvancedSearch: the filters and one page (50 by default). */
export const advancedSearchRequestSchema = filterShape
  .extend({
    skip: zQueryInt().min(0).max(ADVANCED_COUNT_CAP, M.tooFar).default(0),
    take: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(50),
  })
  .refine(criteriaNeedStatus, criteriaIssue);
export type AdvancedSearchRequest = z.infer<typeof advancedSearchRequestSchema>;
export type AdvancedSearchRequestInput = z.input<typeof advancedSearchRequestSchema>;

/** The member grid row (shell spec §3) with the clinical profile the filters ask about. */
export const advancedSearchRowSchema = memberGridRowSchema.extend({
  profile: z.object({
    hasHccAlerts: z.boolean(),
    hasStarGaps: z.boolean(),
    hasClinicalAlerts: z.boolean(),
    socialDeterminants: z.array(z.string()),
    careAnywhereStatus: z.string(),
    clinicalPrograms: z.array(z.string()),
    atRiskCategory: z.string(),
    admissionRisk: z.enum(ADMISSION_RISKS),
  }),
});
export type AdvancedSearchRow = z.infer<typeof advancedSearchRowSchema>;

/** One page; `totalIsCapped` says the count stopped at ADVANCED_COUNT_CAP (there are at least that many). */
export const advancedSearchResultSchema = listOf(advancedSearchRowSchema).extend({ totalIsCapped: z.boolean() });
export type AdvancedSearchResult = z.infer<typeof advancedSearchResultSchema>;

// ---- Bulk member PDF (shell spec §7 Exports) -------------------------------------------------------------------------

/** Body of AdvancedMemberBulkPdf and its availability check: the selected members (spec field name MemberIds). */
export const bulkPdfRequestSchema = z.object({
  MemberIds: z
    .array(zMemberId(), { error: M.noMembersSelected })
    .min(1, M.noMembersSelected)
    .max(BULK_PDF_MAX, M.tooManyMembers)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkPdfRequest = z.infer<typeof bulkPdfRequestSchema>;

/**
 * The availability answer (shell spec §7): `hasMissingMembers` when any selected member is unknown or lacks the
 * data of a PDF; `searchMessage` names them (a warning); `message` is the error when all of them are missing.
 */
export const bulkPdfAvailabilitySchema = z.object({
  hasMissingMembers: z.boolean(),
  searchMessage: z.string(),
  message: z.string(),
  missingMemberIds: z.array(z.string()),
});
export type BulkPdfAvailability = z.infer<typeof bulkPdfAvailabilitySchema>;

/** A large selection's answer (202): the job printing it; poll GET /api/jobs/:id, then download the file. */
export const bulkPdfJobSchema = z.object({ jobId: z.string(), members: z.number().int() });
export type BulkPdfJob = z.infer<typeof bulkPdfJobSchema>;
export const bulkPdfJobParamsSchema = z.object({ jobId: z.uuid(M.pdfNotFound) });

/** GET /api/PatientViewer/AdvancedMemberBulkPdf/:jobId, the finished job's file. */
export const bulkPdfDownloadPath = (jobId: string) => `/api/PatientViewer/AdvancedMemberBulkPdf/${jobId}`;

// ---- A member's audit history ----------------------------------------------------------------------------------------

/** Shell spec §9: audit history grid page sizes 25/50/100, height 450. */
export const MEMBER_AUDIT_PAGE_SIZES = PAGE_SIZES;
export const MEMBER_AUDIT_GRID_HEIGHT = 450;
export const MEMBER_AUDIT_COUNT_CAP = 10_000;

/** GET /api/memberaudithistory?memberId&skip&take. */
export const memberAuditHistoryQuerySchema = z.object({
  memberId: zMemberId(),
  skip: zQueryInt().min(0).max(MEMBER_AUDIT_COUNT_CAP, M.tooFar).default(0),
  take: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(25),
});
export type MemberAuditHistoryQuery = z.infer<typeof memberAuditHistoryQuerySchema>;

/** The export's filter (filtersAndValues): the member. */
export const memberAuditExportFilterSchema = z.object({ memberId: zMemberId() });

/** Who did what to, or read what of, the member, and when (newest first). */
export const memberAuditEventSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  userId: z.string(),
  /** The user's name; null for a username no user has ('system', 'member', a former user), shown as it is. */
  userName: z.string().nullable(),
  eventType: z.string(),
  moduleId: z.number().int().nullable(),
  /** What was done: the route read, or the event's own description. */
  action: z.string(),
});
export type MemberAuditEvent = z.infer<typeof memberAuditEventSchema>;
export const memberAuditHistorySchema = listOf(memberAuditEventSchema).extend({ totalIsCapped: z.boolean() });
export type MemberAuditHistory = z.infer<typeof memberAuditHistorySchema>;
