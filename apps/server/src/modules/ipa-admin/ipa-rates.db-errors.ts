import { badRequest } from '../../platform/errors/errors.ts';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';

/** PostgreSQL exclusion_violation: the overlap guard of migration ipa_rates_overlap_guards refused a row. */
const EXCLUSION_VIOLATION = '23P01';

function pgCode(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === EXCLUSION_VIOLATION) return e;
    current = e.cause;
  }
  return {};
}

/**
 * Runs a write and answers a lost race on the overlap guard with the spec's message (400), as if the check before
 * the write had seen the other row: a concurrent create that would overlap gets the same answer as a late one.
 */
export async function withOverlapGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = pgCode(error);
    if (code !== EXCLUSION_VIOLATION) throw error;
    const memberCount = constraint?.includes('tier') ?? false;
    throw badRequest(memberCount ? RATE_MESSAGES.memberCountStartOverlap : RATE_MESSAGES.effectiveOverlap);
  }
}

export const isoTimestamp = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
