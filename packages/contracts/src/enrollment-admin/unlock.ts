import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { listOf } from '../platform/paging.ts';
import { pleaseSelect } from '../enrollment/message-wording.ts';

/**
 * Locked work items and unlocking them (Admin and Support). A work item opened by one processor is locked for the
 * others; a manager unlocks it here (the enrollment module's unlockWorkItem, audited as 'EnrollmentUnlocked').
 * GET  /api/MemberEnrollmentAdmin/LockedWorkItems?skip=&take=   -> { items: LockedWorkItem[], total }  (167 read)
 * POST /api/MemberEnrollmentAdmin/UnlockWorkItem  { workItemId } -> { unlocked: true }               (167 admin)
 */
export const UNLOCK_MESSAGES = {
  workItemRequired: pleaseSelect('a work item to unlock'),
  notLocked: 'This work item is not locked. Please reload the list.',
  unlocked: 'The work item was unlocked.',
} as const;

export const lockedWorkItemSchema = z.object({
  avaWorkItemId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  processingStatus: z.string(),
  receivedVia: z.string(),
  assignedTo: z.string().nullable(),
  lockedByName: z.string().nullable(),
  lockedAt: z.string().nullable(),
});
export type LockedWorkItem = z.infer<typeof lockedWorkItemSchema>;
export const lockedWorkItemListSchema = listOf(lockedWorkItemSchema);
export const lockedWorkItemsQuerySchema = z.object({
  skip: zQueryInt().min(0).default(0),
  take: zQueryInt().min(1).max(100).default(25),
});
export const unlockRequestSchema = z.object({
  workItemId: z.number({ error: UNLOCK_MESSAGES.workItemRequired }).int().positive(UNLOCK_MESSAGES.workItemRequired),
});
export const unlockResultSchema = z.object({ unlocked: z.literal(true), message: z.string() });
