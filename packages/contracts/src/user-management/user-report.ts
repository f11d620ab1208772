import { z } from 'zod';
import { zCommaSeparatedIds, zQueryInt } from '../platform/rules/integers.ts';
import { listOf } from '../platform/paging.ts';

/**
 * The user report (module 44, /usermanagement/userreport): users with their groups, modules and last sign-in.
 * GET /api/userreport lists a page; POST /api/userreport/excelexport streams the same rows (export request of shell
 * spec §3, filters by id: searchTerm, groupIds, isActive).
 */
export const USER_REPORT_ORDER_BY = [
  'username',
  'username desc',
  'name',
  'name desc',
  'lastSignIn',
  'lastSignIn desc',
] as const;

export const userReportQuerySchema = z.object({
  /** Username, name or e-mail prefix. */
  searchTerm: z.string().trim().max(100).optional(),
  /** Comma-separated group ids: users in any of them. */
  groupIds: zCommaSeparatedIds('Group ids must be whole numbers'),
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  $orderby: z.enum(USER_REPORT_ORDER_BY).default('username'),
  $top: zQueryInt().min(1).max(500).default(50),
  $skip: zQueryInt().min(0).default(0),
});
export type UserReportQuery = z.infer<typeof userReportQuerySchema>;

export const userReportRowSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  organization: z.string().nullable(),
  groups: z.array(z.string()),
  /** Module ids the user can open (read), through groups or direct grants; every module for administrators. */
  moduleIds: z.array(z.number().int()),
  /** Module labels, in menu order, for display and export. */
  modules: z.array(z.string()),
  /** ISO timestamp of the last sign-in event, or null. */
  lastSignIn: z.string().nullable(),
});
export type UserReportRow = z.infer<typeof userReportRowSchema>;

export const userReportResponseSchema = listOf(userReportRowSchema);

/** Columns of the user report export, in order (header text). */
export const USER_REPORT_EXPORT_COLUMNS = [
  { key: 'username', header: 'Username' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'isActive', header: 'Active' },
  { key: 'organization', header: 'Organization' },
  { key: 'groups', header: 'Groups' },
  { key: 'modules', header: 'Modules' },
  { key: 'lastSignIn', header: 'Last Sign-In' },
] as const;
