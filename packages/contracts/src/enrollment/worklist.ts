import { z } from 'zod';
import { PG_INTEGER_MAX } from '../platform/rules/integers.ts';
import { ENROLLMENT_SOURCES, ENROLLMENT_STATUSES } from './enrollment-codes.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';
import { isIsoDate } from '../platform/rules/dates.ts';
import { listOf, PAGE_SIZES } from '../platform/paging.ts';

/** Page sizes of the work list (shell spec §9: default 50). */
export const WORKLIST_PAGE_SIZES = PAGE_SIZES;

const optionalText = z
  .string()
  .optional()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  });
/**
 * Filters fail closed (issue 9): a value the server cannot read is a 400 with a message, never dropped (a dropped
 * filter widens the list, and the export, to every work item).
 */
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: M.filterNotNumber(label) })
    .int(M.filterNotNumber(label))
    .min(min, M.filterNotNumber(label))
    .max(max, M.filterNotNumber(label));
const optionalInt = (label: string) => wholeNumber(label, 1, PG_INTEGER_MAX).optional();
const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: M.filterUnknownValue(label) }).optional();
const optionalDate = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))
  .refine((value) => value === undefined || isIsoDate(value), M.dateInvalid);
const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: M.filterUnknownValue('My Enrollments') })
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** GET MemberEnrollment/SearchEnrollments: the work list filters of enrollment spec §2, paged. */
export const searchEnrollmentsQuerySchema = z.strictObject(
  {
    avaWorkItemId: optionalInt('Work Item ID'),
    memberName: optionalText,
    confirmationNumber: optionalText,
    processingStatus: choice(ENROLLMENT_STATUSES, 'Status'),
    /** Same as processingStatus (the spec names both appStatus and processingStatus). */
    appStatus: choice(ENROLLMENT_STATUSES, 'Status'),
    submissionStartDate: optionalDate,
    submissionEndDate: optionalDate,
    submittedBy: optionalText,
    coverageYear: optionalInt('Coverage Year'),
    broker: optionalText,
    salesRep: optionalText,
    /** users.id of the assigned enrollment rep. */
    assignedEnrollmentRep: optionalInt('Assigned Enrollment Rep'),
    userName: optionalText,
    isMyEnrollment: booleanQuery,
    /** Status tile clicked (a status, or 'Locked'). */
    statisticTileStatus: choice([...ENROLLMENT_STATUSES, 'Locked'], 'Status tile'),
    memberId: optionalText,
    source: choice(ENROLLMENT_SOURCES, 'Source'),
    contractCode: optionalText,
    planCode: optionalText,
    sortBy: choice(
      ['avaWorkItemId', 'createdAt', 'lastName', 'processingStatus', 'proposedEffectiveDate'],
      'Sort column',
    ).default('createdAt'),
    sortDirection: choice(['asc', 'desc'], 'Sort direction').default('desc'),
    page: wholeNumber('Page', 1, 1_000_000).optional().default(1),
    pageSize: wholeNumber('Page size', 1, 500).optional().default(50),
  },
  // An unknown filter name (a typo, an old bookmark) is refused too: ignoring it would widen the list.
  { error: (issue) => (issue.code === 'unrecognized_keys' ? M.filterUnknown(issue.keys.join(', ')) : undefined) },
);
export type SearchEnrollmentsQuery = z.input<typeof searchEnrollmentsQuerySchema>;
export type SearchEnrollmentsFilter = z.output<typeof searchEnrollmentsQuerySchema>;

/** A work list row: the columns of enrollment spec §2. */
export const worklistRowSchema = z.object({
  avaWorkItemId: z.number().int(),
  receivedVia: z.string(),
  fileName: z.string().nullable(),
  memberId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthdate: z.string().nullable(),
  ageInDays: z.number().int(),
  processingStatus: z.string(),
  requestType: z.string().nullable(),
  medicareId: z.string().nullable(),
  medicalId: z.string().nullable(),
  proposedEffectiveDate: z.string().nullable(),
  contractCode: z.string().nullable(),
  pbpCode: z.string().nullable(),
  salesRepName: z.string().nullable(),
  assignedTo: z.string().nullable(),
  assignedToId: z.number().int().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  onlineEnrollReferenceNo: z.string().nullable(),
  lockedByName: z.string().nullable(),
  version: z.number().int(),
});
export type WorklistRow = z.infer<typeof worklistRowSchema>;
export const worklistPageSchema = listOf(worklistRowSchema);
export type WorklistPage = z.infer<typeof worklistPageSchema>;

/** GET MemberEnrollmentStatistic/GetWorklistStatusCount: one tile per status, plus Locked and All. */
export const statusCountSchema = z.object({ status: z.string(), count: z.number().int() });
export const statusCountListSchema = listOf(statusCountSchema);
export type StatusCount = z.infer<typeof statusCountSchema>;

/** PUT MemberEnrollment/ReassignEnrollment */
export const reassignEnrollmentSchema = z.object({
  items: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int().positive() }))
    .min(1, M.nothingToReassign)
    .max(500),
  assignToUserId: z.number({ error: M.assigneeRequired }).int().positive(M.assigneeRequired),
});
export type ReassignEnrollmentInput = z.input<typeof reassignEnrollmentSchema>;

/** An enrollment rep (processor, reviewer or manager) for assignment lists. */
export const enrollmentRepSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  groups: z.array(z.string()),
});
export const enrollmentRepListSchema = listOf(enrollmentRepSchema);
export type EnrollmentRep = z.infer<typeof enrollmentRepSchema>;
