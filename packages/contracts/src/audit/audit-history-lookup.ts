import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { listOf, PAGE_SIZES } from '../platform/paging.ts';

/**
 * GET /api/audithistory?module=vpcp (shell spec §7): one module's audit events, newest first. `module` is a module
 * short code (vpcp: Care on Demand, the virtual PCP), a module key of the catalogue or a module id.
 */
export const AUDIT_HISTORY_MESSAGES = {
  moduleRequired: 'Module is required',
  unknownModule: 'Unknown module',
  endBeforeStart: 'End date must not be before the start date',
} as const;

export const AUDIT_HISTORY_PAGE_SIZES = PAGE_SIZES;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');

export const auditHistoryQuerySchema = z
  .object({
    module: z
      .string({ error: AUDIT_HISTORY_MESSAGES.moduleRequired })
      .trim()
      .min(1, AUDIT_HISTORY_MESSAGES.moduleRequired)
      .max(60),
    start: isoDate.optional(),
    end: isoDate.optional(),
    userId: z.string().trim().max(200).optional(),
    eventType: z.string().trim().max(100).optional(),
    itemId: z.string().trim().max(100).optional(),
    $top: zQueryInt().min(1).max(100).default(25),
    $skip: zQueryInt().min(0).max(1_000_000).default(0),
  })
  .refine((query) => !query.start || !query.end || query.end >= query.start, {
    message: AUDIT_HISTORY_MESSAGES.endBeforeStart,
    path: ['end'],
  });
export type AuditHistoryQuery = z.infer<typeof auditHistoryQuerySchema>;

export const auditHistoryRowSchema = z.object({
  id: z.number().int(),
  itemId: z.string().nullable(),
  timestamp: z.string(),
  userId: z.string(),
  eventType: z.string(),
  moduleId: z.number().int().nullable(),
  clientIp: z.string().nullable(),
  companyIds: z.array(z.string()).nullable(),
  details: z.unknown(),
});
export const auditHistoryResponseSchema = listOf(auditHistoryRowSchema);
