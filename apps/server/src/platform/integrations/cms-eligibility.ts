import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { memberActiveToday } from '../reference/member-active.ts';

/**
 * CMS eligibility verification (MARx / Beneficiary Eligibility Query) of an applicant.
 * Production plugs in the plan's CMS connectivity; demo mode and tests use the simulator below, whose answers
 * are deterministic from the demo data and carry `simulated: true` (the screen labels them "Simulated").
 */
export interface CmsEligibilityRequest {
  mbi: string;
  firstName: string;
  lastName: string;
  birthdate: string;
}

export interface CmsEligibilityAnswer {
  eligible: boolean;
  partAEffectiveDate: string | null;
  partBEffectiveDate: string | null;
  partDEffectiveDate: string | null;
  hasEsrd: boolean;
  hasMedicaid: boolean;
  /** The applicant's current Medicare Advantage enrollment ('H1234-001'), if any. */
  currentEnrollment: string | null;
  /** Why the beneficiary is not eligible. */
  reason: string | null;
  simulated: boolean;
}

export interface CmsEligibilityService {
  readonly label: string;
  check(db: DbOrTx, request: CmsEligibilityRequest): Promise<CmsEligibilityAnswer>;
}

function firstOfMonthAfter65(birthdate: string): string {
  const [year, month] = birthdate.split('-').map(Number) as [number, number];
  const next = month === 12 ? { y: year + 66, m: 1 } : { y: year + 65, m: month + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-01`;
}

/**
 * Simulated CMS answers, deterministic:
 * - an MBI ending in '99' is "not entitled to Medicare Part A and enrolled in Part B" (not eligible);
 * - a birth date less than 64 years ago is not yet entitled (not eligible);
 * - an MBI whose last digit is even has Medicaid (a dual), odd has not;
 * - an MBI of a plan member (members.mbi) active today reports that member's current contract and PBP; a member whose
 *   term date has passed is enrolled no longer (as CMS knows it), whatever the plan's stored flag says.
 */
export const simulatedCmsEligibility: CmsEligibilityService = {
  label: 'Simulated CMS eligibility (MARx) service',
  async check(db, request) {
    const mbi = request.mbi.toUpperCase();
    const { rows } = await db.execute<{ contract_code: string; pbp_code: string }>(
      sql`select m.contract_code, m.pbp_code from members m where m.mbi = ${mbi} and ${memberActiveToday()}
          order by m.id limit 1`,
    );
    const current = rows[0] ? `${rows[0].contract_code}-${rows[0].pbp_code}` : null;
    const lastDigit = Number(mbi.slice(-1));
    const hasMedicaid = Number.isFinite(lastDigit) && lastDigit % 2 === 0;
    const birthYear = Number(request.birthdate.slice(0, 4));
    const tooYoung = new Date().getUTCFullYear() - birthYear < 64;
    const notEntitled = mbi.endsWith('99');
    const eligible = !notEntitled && !tooYoung;
    const effective = request.birthdate ? firstOfMonthAfter65(request.birthdate) : null;
    return {
      eligible,
      partAEffectiveDate: eligible ? effective : null,
      partBEffectiveDate: eligible ? effective : null,
      partDEffectiveDate: eligible ? effective : null,
      hasEsrd: false,
      hasMedicaid,
      currentEnrollment: current,
      reason: notEntitled
        ? 'Beneficiary is not entitled to Medicare Part A and enrolled in Part B'
        : tooYoung
          ? 'Beneficiary is not yet entitled to Medicare'
          : null,
      simulated: true,
    };
  },
};

/** The service in use; only the simulator exists until the plan's CMS connection is configured. */
export function cmsEligibilityService(): CmsEligibilityService {
  return simulatedCmsEligibility;
}
