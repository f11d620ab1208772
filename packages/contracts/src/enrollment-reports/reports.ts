import { z } from 'zod';
import { DATE_MESSAGES, daysBetween } from '../platform/rules/dates.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { zMultiSelect } from '../platform/rules/multiselect.ts';
import { ENROLLMENT_SOURCES } from '../enrollment/enrollment-codes.ts';
import { listOf } from '../platform/paging.ts';

/**
 * Reports and Utilities (module 166): what an enrollment manager looks at every day.
 * Each report: POST /api/MemberEnrollmentReports/<Report> (166 read) -> { items, total }
 *              POST /api/MemberEnrollmentReports/<Report>/ExcelExport (166 export) -> .xlsx (streamed)
 * with the same filter body, so the screen's form and the server validate with one schema.
 */
export const REPORTS = {
  workItemsByStatusAndAge: 'WorkItemsByStatusAndAge',
  processorProductivity: 'ProcessorProductivity',
  submissionsBySourceAndDay: 'SubmissionsBySourceAndDay',
} as const;
export type ReportName = (typeof REPORTS)[keyof typeof REPORTS];

export const REPORT_MESSAGES = {
  fromRequired: 'From date is required.',
  toRequired: 'To date is required.',
  // The portal's one date-range message, as the date fields say it under To while the dates are typed.
  rangeOrder: DATE_MESSAGES.rangeOrder,
  rangeTooLong: 'The date range can be at most 366 days.',
  unknownSource: 'Unknown source.',
} as const;
export const MAX_REPORT_DAYS = 366;

/**
 * Age buckets in calendar days since the application was received. CMS expects an acknowledgement or a request for
 * information within 10 calendar days of receipt (Medicare Managed Care Manual ch. 2, §40.4), hence the 10-day edge.
 */
export const AGE_BUCKETS = [
  { key: 'days0to3', label: '0-3 days', min: 0, max: 3 },
  { key: 'days4to7', label: '4-7 days', min: 4, max: 7 },
  { key: 'days8to10', label: '8-10 days', min: 8, max: 10 },
  { key: 'days11to30', label: '11-30 days', min: 11, max: 30 },
  { key: 'over30', label: 'Over 30 days', min: 31, max: null },
] as const;

const source = z
  .enum(ENROLLMENT_SOURCES, { error: REPORT_MESSAGES.unknownSource })
  .nullish()
  .transform((value) => value ?? null);
const optionalDate = (message: string) =>
  zDate({ requiredMessage: message })
    .nullish()
    .transform((value) => value ?? null);

/** Status and age: every work item received in the (optional) range, by current status. */
export const statusAgeFilterSchema = z
  .object({
    fromDate: optionalDate(REPORT_MESSAGES.fromRequired),
    toDate: optionalDate(REPORT_MESSAGES.toRequired),
    source,
    contractCode: z
      .string()
      .trim()
      .toUpperCase()
      .max(5)
      .nullish()
      .transform((value) => value || null),
    /** Leave out Completed, RejectedAsDuplicate, InvalidMember and Void (the open backlog only). */
    openOnly: z.boolean().default(false),
  })
  .refine((filter) => !filter.fromDate || !filter.toDate || filter.fromDate <= filter.toDate, {
    message: REPORT_MESSAGES.rangeOrder,
    path: ['toDate'],
  });
export type StatusAgeFilter = z.infer<typeof statusAgeFilterSchema>;
export type StatusAgeFilterInput = z.input<typeof statusAgeFilterSchema>;

const dailyRange = z.object({
  fromDate: zDate({ requiredMessage: REPORT_MESSAGES.fromRequired }),
  toDate: zDate({ requiredMessage: REPORT_MESSAGES.toRequired }),
});
const inOrder = (filter: { fromDate: string; toDate: string }) => filter.fromDate <= filter.toDate;
const withinMaxDays = (filter: { fromDate: string; toDate: string }) =>
  !inOrder(filter) || daysBetween(filter.fromDate, filter.toDate) < MAX_REPORT_DAYS;
const orderIssue = { message: REPORT_MESSAGES.rangeOrder, path: ['toDate'] };
const lengthIssue = { message: REPORT_MESSAGES.rangeTooLong, path: ['toDate'] };

/** Productivity: per processor per day, over a range of Los Angeles days; optionally only some processors (usernames). */
export const productivityFilterSchema = dailyRange
  .extend({ users: zMultiSelect(z.string().trim().min(1).max(254)).default([]) })
  .refine(inOrder, orderIssue)
  .refine(withinMaxDays, lengthIssue);
export type ProductivityFilter = z.infer<typeof productivityFilterSchema>;
export type ProductivityFilterInput = z.input<typeof productivityFilterSchema>;

/** Submissions by source and day. */
export const submissionsFilterSchema = dailyRange
  .extend({ source })
  .refine(inOrder, orderIssue)
  .refine(withinMaxDays, lengthIssue);
export type SubmissionsFilter = z.infer<typeof submissionsFilterSchema>;
export type SubmissionsFilterInput = z.input<typeof submissionsFilterSchema>;

export const statusAgeRowSchema = z.object({
  processingStatus: z.string(),
  days0to3: z.number().int(),
  days4to7: z.number().int(),
  days8to10: z.number().int(),
  days11to30: z.number().int(),
  over30: z.number().int(),
  total: z.number().int(),
  oldestAgeInDays: z.number().int().nullable(),
});
export type StatusAgeRow = z.infer<typeof statusAgeRowSchema>;
export const statusAgeReportSchema = listOf(statusAgeRowSchema);

/** worked: distinct work items the processor changed that day; completed: distinct work items they submitted. */
export const productivityRowSchema = z.object({
  day: z.string(),
  userId: z.string(),
  userName: z.string(),
  itemsWorked: z.number().int(),
  itemsCompleted: z.number().int(),
  actions: z.number().int(),
});
export type ProductivityRow = z.infer<typeof productivityRowSchema>;
export const productivityReportSchema = listOf(productivityRowSchema);

export const submissionsRowSchema = z.object({
  day: z.string(),
  source: z.string(),
  submitted: z.number().int(),
  completed: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type SubmissionsRow = z.infer<typeof submissionsRowSchema>;
export const submissionsReportSchema = listOf(submissionsRowSchema);
