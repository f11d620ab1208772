import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { caseInsensitiveQuery } from './ipa-rates.fields.ts';
import { differenceSchema } from './ipa-rates.pooled.ts';

/** What a change-history record belongs to. */
export const RATE_HISTORY_KINDS = [
  'gain-share',
  'gain-share-tier',
  'risk-pool',
  'risk-pool-tier',
  'cap-rate',
  'cap-rate-tier',
  'cap-special-rate',
] as const;
export type RateHistoryKind = (typeof RATE_HISTORY_KINDS)[number];

/**
 * A change-history record (spec §3): who changed which fields from what to what and when; pending while approvedAt
 * or approvedBy is empty (spec §4).
 */
export const changeHistoryRecordSchema = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  updatedAt: z.string(),
  /** Usernames (spec §3), with the display names the screens show (null for a username no user has). */
  updatedBy: z.string(),
  updatedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedByName: z.string().nullable(),
  differences: z.array(differenceSchema),
  /** Changes of the rate's sub-rates (tiers; for a cap rate also its special rates), each named by `label`. */
  tieredRatesDifferences: z.array(
    z.object({ tierId: z.number().int(), label: z.string().optional(), differences: z.array(differenceSchema) }),
  ),
});
export type ChangeHistoryRecord = z.infer<typeof changeHistoryRecordSchema>;

export const changeHistoryQuerySchema = caseInsensitiveQuery({
  ipaCode: z.string().min(1),
  objectId: zQueryInt(),
  /** Pending only (the dialog's default) or all. */
  pendingOnly: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
});

/** Spec §7: the approve calls take a list of history record ids. */
export const approveHistoryBodySchema = z.array(z.number().int()).min(1);

export function isPending(record: Pick<ChangeHistoryRecord, 'approvedAt' | 'approvedBy'>): boolean {
  return !record.approvedAt || !record.approvedBy;
}
export const changeHistoryListSchema = z.array(changeHistoryRecordSchema);
