import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { ENROLLMENT_SOURCES, ENROLLMENT_STATUSES } from './enrollment-codes.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';
import { isIsoDate } from '../platform/rules/dates.ts';

/** Page sizes of the work list (shell spec §9: default 50). */
export const WORKLIST_PAGE_SIZES = [25, 50, 100] as const;

const optionalText = z
  .string()
  .optional()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  });
const optionalInt = zQueryInt().positive().optional().catch(undefined);
const optionalDate = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))
  .refine((value) => value === undefined || isIsoDate(value), M.dateInvalid);
const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** GET MemberEnrollment/SearchEnrollments: the work list filters of enrollment spec §2, paged. */
export const searchEnrollmentsQuerySchema = z.object({
  avaWorkItemId: optionalInt,
  memberName: optionalText,
  confirmationNumber: optionalText,
  processingStatus: z.enum(ENROLLMENT_STATUSES).optional(),
  /** Same as processingStatus (the spec names both appStatus and processingStatus). */
  appStatus: z.enum(ENROLLMENT_STATUSES).optional(),
  submissionStartDate: optionalDate,
  submissionEndDate: optionalDate,
  submittedBy: optionalText,
  coverageYear: optionalInt,
  broker: optionalText,
  salesRep: optionalText,
  /** users.id of the assigned enrollment rep. */
  assignedEnrollmentRep: optionalInt,
  userName: optionalText,
  isMyEnrollment: booleanQuery,
  /** Status tile clicked (a status, or 'Locked'). */
  statisticTileStatus: z.enum([...ENROLLMENT_STATUSES, 'Locked']).optional(),
  memberId: optionalText,
  source: z.enum(ENROLLMENT_SOURCES).optional(),
  contractCode: optionalText,
  planCode: optionalText,
  sortBy: z.enum(['avaWorkItemId', 'createdAt', 'lastName', 'processingStatus', 'proposedEffectiveDate']).optional().default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).optional().default('desc'),
  page: zQueryInt().min(1).optional().default(1),
  pageSize: zQueryInt().min(1).max(500).optional().default(50),
});
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
export const worklistPageSchema = z.object({ items: z.array(worklistRowSchema), total: z.number().int() });
export type WorklistPage = z.infer<typeof worklistPageSchema>;

/** GET MemberEnrollmentStatistic/GetWorklistStatusCount: one tile per status, plus Locked and All. */
export const statusCountSchema = z.object({ status: z.string(), count: z.number().int() });
export const statusCountListSchema = z.object({ items: z.array(statusCountSchema), total: z.number().int() });
export type StatusCount = z.infer<typeof statusCountSchema>;

/** PUT MemberEnrollment/ReassignEnrollment */
export const reassignEnrollmentSchema = z.object({
  items: z.array(z.object({ id: z.number().int().positive(), version: z.number().int().positive() })).min(1, M.nothingToReassign).max(500),
  assignToUserId: z.number({ error: M.assigneeRequired }).int().positive(M.assigneeRequired),
});
export type ReassignEnrollmentInput = z.input<typeof reassignEnrollmentSchema>;

/** An enrollment rep (processor, reviewer or manager) for assignment lists. */
export const enrollmentRepSchema = z.object({ userId: z.number().int(), name: z.string(), username: z.string(), groups: z.array(z.string()) });
export const enrollmentRepListSchema = z.object({ items: z.array(enrollmentRepSchema), total: z.number().int() });
export type EnrollmentRep = z.infer<typeof enrollmentRepSchema>;
