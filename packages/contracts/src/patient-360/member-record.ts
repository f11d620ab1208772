import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { DATE_MESSAGES } from '../platform/rules/dates.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { listOf } from '../platform/paging.ts';
import { MEMBER_LOOKUP_MESSAGES } from '../platform/lookups/members.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * The member record (issue 11): what Patient 360, Eligibility and Benefits, Claims, Authorizations and, later, the CRM,
 * Care on Demand and UM read about one member. Served at the CRM data layer's paths
 * (`/odata/crm/myqueue/default.{name}?memberId=`, enrollment-crm-virtual-care spec §7) by the patient-360 module.
 */

export const MEMBER_RECORD_MESSAGES = {
  memberIdInvalid: 'Member ID must be the letter M followed by 9 digits',
  memberNotFound: MESSAGES.memberNotFound,
  claimNotFound: 'Claim was not found',
  claimNoInvalid: 'Claim number must be 12 letters or digits',
  authorizationNotFound: 'Authorization was not found',
  authNoInvalid: 'Authorization number must be 12 letters or digits',
  letterNotFound: 'Letter was not found',
  timelineNotFound: "Member's health journey was not found",
  pcpNotFound: 'The chosen primary care provider was not found.',
  pcpLaterAssignment: 'The member already has a PCP assignment starting on or after this effective date.',
  pageSize: 'At most 100 rows can be read per page',
  searchTooShort: MEMBER_LOOKUP_MESSAGES.searchTooShort,
} as const;

const M = MEMBER_RECORD_MESSAGES;

/** Plan member ids: 'M' and nine digits (the demo's and the plan's format). */
export const MEMBER_ID_PATTERN = /^M\d{9}$/;
export const zMemberId = () =>
  z
    .string({ error: M.memberIdInvalid })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => MEMBER_ID_PATTERN.test(value), M.memberIdInvalid);

export const RECORD_PAGE_MAX = 100;
/** OData paging of a member's lists: $skip from 0, $top 1-100 (default 50, the spec's CRM lookups by member). */
export const recordPageShape = {
  $skip: zQueryInt().min(0).default(0),
  $top: zQueryInt().min(1).max(RECORD_PAGE_MAX, M.pageSize).default(50),
};

export const memberQuerySchema = z.object({ memberId: zMemberId() });
export const memberPageQuerySchema = z.object({ memberId: zMemberId(), ...recordPageShape });

/** Lines of business of a coverage span; D-SNP members are dual eligible (Medicare and Medicaid). */
export const LINES_OF_BUSINESS = ['MAPD', 'MA', 'D-SNP'] as const;

export const coverageSchema = z.object({
  companyId: z.string(),
  contractCode: z.string(),
  pbpCode: z.string(),
  planName: z.string().nullable(),
  planYear: z.number().int(),
  countyCode: z.string().nullable(),
  countyName: z.string().nullable(),
  lineOfBusiness: z.enum(LINES_OF_BUSINESS),
  effectiveDate: z.string(),
  termDate: z.string().nullable(),
});
export type Coverage = z.infer<typeof coverageSchema>;
export const coverageListSchema = listOf(coverageSchema);

export const pcpAssignmentSchema = z.object({
  providerNpi: z.string(),
  providerName: z.string(),
  specialty: z.string(),
  ipaCode: z.string().nullable(),
  effectiveDate: z.string(),
  termDate: z.string().nullable(),
  changeReason: z.string(),
});
export type PcpAssignment = z.infer<typeof pcpAssignmentSchema>;
export const pcpHistorySchema = listOf(pcpAssignmentSchema);

/** Member statuses over time (getmemberallstatuses): one row per coverage span with the status it gives the member. */
export const memberStatusRowSchema = z.object({
  status: z.enum(['Active', 'Termed', 'Future']),
  contractCode: z.string(),
  pbpCode: z.string(),
  planYear: z.number().int(),
  effectiveDate: z.string(),
  termDate: z.string().nullable(),
});
export const memberAllStatusesSchema = listOf(memberStatusRowSchema);

// ---- Claims ----------------------------------------------------------------------------------------------------------

export const CLAIM_TYPES = ['Professional', 'Institutional'] as const;
export const CLAIM_STATUSES = ['Paid', 'Denied', 'Pending', 'Adjusted'] as const;
export const CLAIM_NO_PATTERN = /^[A-Z0-9]{12}$/;
export const zClaimNo = () =>
  z
    .string({ error: M.claimNoInvalid })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => CLAIM_NO_PATTERN.test(value), M.claimNoInvalid);

export const claimSchema = z.object({
  claimNo: z.string(),
  memberId: z.string(),
  claimType: z.enum(CLAIM_TYPES),
  status: z.enum(CLAIM_STATUSES),
  fromDate: z.string(),
  toDate: z.string(),
  receivedDate: z.string(),
  providerNpi: z.string(),
  providerName: z.string(),
  diagnoses: z.array(z.string()),
  billed: z.number(),
  allowed: z.number(),
  paid: z.number(),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimListSchema = listOf(claimSchema);

export const claimLineSchema = z.object({
  lineNo: z.number().int(),
  codeSystem: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  units: z.number().int(),
  fromDate: z.string(),
  billed: z.number(),
  allowed: z.number(),
  paid: z.number(),
});
export const claimDetailSchema = claimSchema.extend({
  diagnosisDescriptions: z.array(z.object({ code: z.string(), description: z.string().nullable() })),
  lines: z.array(claimLineSchema),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

export const memberClaimsQuerySchema = z
  .object({
    memberId: zMemberId(),
    fromDate: zDate().optional(),
    toDate: zDate().optional(),
    status: z.enum(CLAIM_STATUSES).optional(),
    ...recordPageShape,
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    message: DATE_MESSAGES.rangeOrder,
    path: ['toDate'],
  });
export const claimByNoQuerySchema = z.object({ claimNo: zClaimNo() });

// ---- Authorizations --------------------------------------------------------------------------------------------------

/** Authorization statuses (shell spec §3 filter list: requested, approved, denied, cancelled; UM also pends). */
export const AUTHORIZATION_STATUSES = ['Requested', 'Approved', 'Denied', 'Cancelled', 'Pended'] as const;
export const AUTHORIZATION_TYPES = ['Inpatient', 'Outpatient', 'Referral', 'DME', 'Home Health'] as const;
export const AUTH_NO_PATTERN = /^[A-Z0-9]{12}$/;
export const zAuthNo = () =>
  z
    .string({ error: M.authNoInvalid })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => AUTH_NO_PATTERN.test(value), M.authNoInvalid);

export const authorizationSchema = z.object({
  authNo: z.string(),
  memberId: z.string(),
  authType: z.enum(AUTHORIZATION_TYPES),
  status: z.enum(AUTHORIZATION_STATUSES),
  requestedDate: z.string(),
  decisionDate: z.string().nullable(),
  serviceFrom: z.string(),
  serviceTo: z.string(),
  requestingProviderName: z.string(),
  servicingProviderName: z.string(),
  diagnoses: z.array(z.string()),
  procedures: z.array(z.string()),
});
export type Authorization = z.infer<typeof authorizationSchema>;
export const authorizationListSchema = listOf(authorizationSchema);

export const admissionSchema = z.object({
  facilityName: z.string(),
  admitDate: z.string(),
  dischargeDate: z.string().nullable(),
  admitType: z.string(),
  lengthOfStay: z.number().int().nullable(),
  dischargeDisposition: z.string().nullable(),
});
export type Admission = z.infer<typeof admissionSchema>;

/** Letters of an authorization, by its status: each is a PDF at /api/crm/myqueue/authorizations/{authNo}/letters/{letterId}. */
export const AUTHORIZATION_LETTERS = {
  approval: 'Approval letter',
  denial: 'Denial notice',
  receipt: 'Request received',
} as const;
export type AuthorizationLetterId = keyof typeof AUTHORIZATION_LETTERS;

export const authorizationDetailSchema = authorizationSchema.extend({
  requestingProviderNpi: z.string(),
  servicingProviderNpi: z.string(),
  diagnosisDescriptions: z.array(z.object({ code: z.string(), description: z.string().nullable() })),
  procedureDescriptions: z.array(z.object({ code: z.string(), description: z.string().nullable() })),
  admission: admissionSchema.nullable(),
  letters: z.array(z.object({ letterId: z.string(), name: z.string() })),
});
export type AuthorizationDetail = z.infer<typeof authorizationDetailSchema>;

export const memberAuthorizationsQuerySchema = z.object({
  memberId: zMemberId(),
  status: z.enum(AUTHORIZATION_STATUSES).optional(),
  ...recordPageShape,
});
export const authByNoQuerySchema = z.object({ authNo: zAuthNo() });
export const authLetterParamsSchema = z.object({
  authNo: zAuthNo(),
  letterId: z.enum(Object.keys(AUTHORIZATION_LETTERS) as [AuthorizationLetterId, ...AuthorizationLetterId[]], {
    error: M.letterNotFound,
  }),
});

// ---- Health journey ----------------------------------------------------------------------------------------------------

/** Visit: a sent virtual visit summary (Care on Demand). */
export const TIMELINE_KINDS = ['Coverage', 'PCP', 'Claim', 'Authorization', 'Visit'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineEventSchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  date: z.string(),
  title: z.string(),
  detail: z.string(),
  /** The claim or authorization number, the plan, the provider NPI or the virtual appointment id: what the event opens. */
  reference: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export const timelineSchema = listOf(timelineEventSchema);

const kindsList = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').map((kind) => kind.trim()) : [...TIMELINE_KINDS]))
  .refine((kinds) => kinds.every((kind) => (TIMELINE_KINDS as readonly string[]).includes(kind)), {
    message: `Kinds must be among ${TIMELINE_KINDS.join(', ')}`,
  })
  .transform((kinds) => kinds as TimelineKind[]);

export const timelineQuerySchema = z
  .object({
    memberId: zMemberId(),
    kinds: kindsList,
    fromDate: zDate().optional(),
    toDate: zDate().optional(),
    ...recordPageShape,
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    message: DATE_MESSAGES.rangeOrder,
    path: ['toDate'],
  });

// ---- Clinical codes ------------------------------------------------------------------------------------------------------

/** Procedure code categories of `/api/proceduresearch?ProcCodeCategory=CPT,HCPCS,REV,MEDICAID`. */
export const PROCEDURE_CATEGORIES = ['CPT', 'HCPCS', 'REV', 'MEDICAID'] as const;
export const clinicalCodeSchema = z.object({ codeSystem: z.string(), code: z.string(), description: z.string() });
export const clinicalCodeListSchema = listOf(clinicalCodeSchema);

const searchText = z.string().trim().min(2, M.searchTooShort).max(100);
export const diagnosisSearchQuerySchema = z.object({
  searchTerm: searchText,
  $top: zQueryInt().min(1).max(100).default(25),
});
export const procedureSearchQuerySchema = z.object({
  searchTerm: searchText,
  ProcCodeCategory: z
    .string()
    .optional()
    .transform((value) =>
      value ? value.split(',').map((part) => part.trim().toUpperCase()) : [...PROCEDURE_CATEGORIES],
    )
    .refine((parts) => parts.every((part) => (PROCEDURE_CATEGORIES as readonly string[]).includes(part)), {
      message: `ProcCodeCategory must be among ${PROCEDURE_CATEGORIES.join(', ')}`,
    }),
  $top: zQueryInt().min(1).max(100).default(25),
});

// ---- Claims Inquiry and Authorizations search -----------------------------------------------------------------------------

export const INQUIRY_MESSAGES = {
  claimsNeedKey: 'Enter a member ID, claim number or provider NPI to search',
  authorizationsNeedKey: 'Enter a member ID, authorization number or provider NPI to search',
  npiInvalid: 'Provider NPI must be 10 digits',
  dateOrder: DATE_MESSAGES.rangeOrder,
} as const;

const zNpi = () =>
  z
    .string()
    .trim()
    .regex(/^\d{10}$/, INQUIRY_MESSAGES.npiInvalid);

/** Claims Inquiry and the agents' claims worklist: by member, claim number or provider, narrowed by dates and status. */
export const claimSearchQuerySchema = z
  .object({
    memberId: blankAsMissing(zMemberId()),
    claimNo: blankAsMissing(zClaimNo()),
    providerNpi: blankAsMissing(zNpi()),
    fromDate: blankAsMissing(zDate()),
    toDate: blankAsMissing(zDate()),
    status: blankAsMissing(z.enum(CLAIM_STATUSES)),
    ...recordPageShape,
  })
  .refine((query) => query.memberId || query.claimNo || query.providerNpi, { message: INQUIRY_MESSAGES.claimsNeedKey })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    message: INQUIRY_MESSAGES.dateOrder,
    path: ['toDate'],
  });
export type ClaimSearchQuery = z.infer<typeof claimSearchQuerySchema>;

/** Authorizations and the agents' eligibility worklist: by member, authorization number or provider, by status and dates. */
export const authorizationSearchQuerySchema = z
  .object({
    memberId: blankAsMissing(zMemberId()),
    authNo: blankAsMissing(zAuthNo()),
    providerNpi: blankAsMissing(zNpi()),
    fromDate: blankAsMissing(zDate()),
    toDate: blankAsMissing(zDate()),
    status: blankAsMissing(z.enum(AUTHORIZATION_STATUSES)),
    ...recordPageShape,
  })
  .refine((query) => query.memberId || query.authNo || query.providerNpi, {
    message: INQUIRY_MESSAGES.authorizationsNeedKey,
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    message: INQUIRY_MESSAGES.dateOrder,
    path: ['toDate'],
  });
export type AuthorizationSearchQuery = z.infer<typeof authorizationSearchQuerySchema>;
