import { badRequest } from '../../../platform/errors/errors.ts';
import { isExclusionViolation } from '../../../platform/db/pg-errors.ts';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';

/**
 * Runs a write and answers a lost race on the overlap guard with the spec's message (400), as if the check before
 * the write had seen the other row: a concurrent create that would overlap gets the same answer as a late one.
 */
export async function withOverlapGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The overlap guards of migration ipa_rates_overlap_guards are exclusion constraints.
    if (!isExclusionViolation(error)) throw error;
    const memberCount = isExclusionViolation(error, (name) => name.includes('tier'));
    throw badRequest(memberCount ? RATE_MESSAGES.memberCountStartOverlap : RATE_MESSAGES.effectiveOverlap);
  }
}

export const isoTimestamp = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();
