import {
  BENEFIT_TEMPLATE,
  ELIGIBILITY_MESSAGES as E,
  type BenefitDetails,
  type BenefitDetailsQuery,
  type Eligibility,
  type EligibilityCoverage,
  type EligibilityPcp,
  type HealthPlan,
  type ZipPlan,
} from '@portal/contracts/patient-360/eligibility';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import type { MemberGridRow } from '@portal/contracts/platform/lookups/members';
import { PLAN_TYPES, type Plan } from '@portal/contracts/platform/reference';
import { formatUsDate, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { DbOrTx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { lookupZip, membersByIds, type Queryable } from '../../platform/reference/reference.service.ts';
import * as repository from './eligibility.repository.ts';

/**
 * Eligibility and Benefits: eligibility on a date, the plan's EOC and the plan and county lookups by ZIP code, with a
 * 404 and the spec's message for an unknown member, plan or ZIP code. The routes audit member reads (`memberData`).
 */

const isPlanType = (value: unknown): value is Plan['planType'] =>
  typeof value === 'string' && (PLAN_TYPES as readonly string[]).includes(value);

/** Plan types from the database, held to the contract's list ('HMO' for an unknown one, as reference data does). */
const withPlanType = <T extends { planType: unknown }>(row: T): T & { planType: Plan['planType'] } => ({
  ...row,
  planType: isPlanType(row.planType) ? row.planType : 'HMO',
});

async function requireMember(pool: Queryable, memberId: string): Promise<MemberGridRow> {
  const [member] = await membersByIds(pool, [memberId]);
  if (!member) throw notFound(MEMBER_RECORD_MESSAGES.memberNotFound);
  return member;
}

const covers = (span: EligibilityCoverage, date: string) =>
  span.effectiveDate <= date && (span.termDate === null || span.termDate >= date);

/** Why a member is or is not eligible on a date, from their spans (newest first). */
export function eligibilityReason(spans: EligibilityCoverage[], date: string): { eligible: boolean; reason: string } {
  const shown = formatUsDate(date);
  if (spans.some((span) => covers(span, date))) return { eligible: true, reason: E.eligible(shown) };
  if (spans.length === 0) return { eligible: false, reason: E.noCoverage };
  const first = spans.reduce((a, b) => (a.effectiveDate <= b.effectiveDate ? a : b));
  if (date < first.effectiveDate)
    return { eligible: false, reason: E.notYetEnrolled(shown, formatUsDate(first.effectiveDate)) };
  const ends = spans.map((span) => span.termDate);
  if (ends.every((end) => end !== null && end < date)) {
    const last = ends.reduce((a, b) => ((a ?? '') >= (b ?? '') ? a : b));
    return { eligible: false, reason: E.coverageEnded(shown, formatUsDate(last)) };
  }
  return { eligible: false, reason: E.notEnrolled(shown) };
}

/** GET /api/eligibility: the coverage span in force on the date, the PCP and IPA that day, and whether eligible. */
export async function eligibilityOn(
  db: DbOrTx,
  pool: Queryable,
  memberId: string,
  date: string = todayInLosAngeles(),
): Promise<Eligibility> {
  const [member, spans, pcp] = await Promise.all([
    requireMember(pool, memberId),
    repository.coverageSpans(db, memberId),
    repository.pcpOn(db, memberId, date),
  ]);
  const coverage = spans.find((span) => covers(span, date)) ?? null;
  return {
    memberId: member.memberId,
    memberName: member.fullName,
    date,
    ...eligibilityReason(spans, date),
    coverage: coverage && { ...coverage, planType: isPlanType(coverage.planType) ? coverage.planType : null },
    pcp,
  };
}

async function requirePlan(
  db: DbOrTx,
  key: { planYear: number; hcode: string; pbpId: string; companyId?: string },
): Promise<repository.PlanRow> {
  const found = await repository.plan(db, key);
  if (!found) throw notFound(E.planNotFound);
  return withPlanType(found);
}

/** GetHealthPlan: the plan, the counties it is offered in and, when asked, their ZIP codes. */
export async function healthPlan(
  db: DbOrTx,
  query: { companyid: string; hcode: string; pbpid: string; planyear: number; displayzipcodes: boolean },
): Promise<HealthPlan> {
  const found = await requirePlan(db, {
    planYear: query.planyear,
    hcode: query.hcode,
    pbpId: query.pbpid,
    companyId: query.companyid,
  });
  const [counties, zipCodes] = await Promise.all([
    repository.countiesOfState(db, found.stateCode),
    query.displayzipcodes ? repository.zipCodesOfState(db, found.stateCode) : Promise.resolve(null),
  ]);
  return { ...found, counties, zipCodes };
}

/**
 * GetHealthPlanBenefitDetails: the plan's EOC lines (the template is always EOC), narrowed by the search. County, IPA
 * and PBP type do not change a plan's cost sharing (they narrow its provider network), so they are accepted and not
 * used; coverage without Part D (line of business MA) has no prescription drug lines.
 */
export async function benefitDetails(db: DbOrTx, query: BenefitDetailsQuery): Promise<BenefitDetails> {
  const key = { planYear: query.planYear, hcode: query.hcode, pbpId: query.pbpId };
  const found = await requirePlan(db, { ...key, companyId: query.companyId });
  const items = await repository.benefits(db, key, {
    searchTerm: query.searchTerm,
    withoutDrugs: query.lineOfBusiness === 'MA',
  });
  return {
    template: BENEFIT_TEMPLATE,
    planName: found.planName,
    planType: found.planType,
    isDsnp: found.isDsnp,
    items,
    total: items.length,
  };
}

/** getcountybyzipcode: the county of a ZIP code (404 for a ZIP code not in the reference data or without a county). */
export async function countyByZip(pool: Queryable, zip: string) {
  const info = await lookupZip(pool, zip);
  if (!info) throw notFound(E.zipNotFound);
  if (!info.county) throw notFound(E.countyNotFound);
  return {
    zipCode: info.zip,
    city: info.city,
    stateCode: info.state,
    countyCode: info.county.fips,
    countyName: info.county.name,
  };
}

/** GetPlanDetailsByZipCode: the plans offered in the ZIP code's county in a coverage year (this year by default). */
export async function plansByZip(
  db: DbOrTx,
  pool: Queryable,
  zip: string,
  coverageYear: number = Number(todayInLosAngeles().slice(0, 4)),
): Promise<{
  zipCode: string;
  coverageYear: number;
  county: { countyCode: string; countyName: string; stateCode: string } | null;
  items: ZipPlan[];
  total: number;
}> {
  const info = await lookupZip(pool, zip);
  if (!info) throw notFound(E.zipNotFound);
  const items = info.county ? (await repository.plansOfState(db, info.state, coverageYear)).map(withPlanType) : [];
  return {
    zipCode: info.zip,
    coverageYear,
    county: info.county && { countyCode: info.county.fips, countyName: info.county.name, stateCode: info.state },
    items,
    total: items.length,
  };
}

/** What the member ID card and the verification letter print about the member, their coverage and PCP. */
export interface MemberDocumentData {
  member: MemberGridRow;
  coverage: EligibilityCoverage;
  pcp: EligibilityPcp | null;
}

/** The last day of a span that is not after today: the day its PCP is read on. */
const pcpDay = (span: EligibilityCoverage, today: string) =>
  span.termDate !== null && span.termDate < today
    ? span.termDate
    : span.effectiveDate > today
      ? span.effectiveDate
      : today;

/**
 * The member ID card's data (GetMemberCard): the coverage in force today, else the next one to start, else the last
 * one, with that company when one is given.
 */
export async function memberCardData(
  db: DbOrTx,
  pool: Queryable,
  memberId: string,
  companyId?: string,
): Promise<MemberDocumentData> {
  const [member, spans] = await Promise.all([requireMember(pool, memberId), repository.coverageSpans(db, memberId)]);
  const today = todayInLosAngeles();
  const ofCompany = spans.filter((span) => companyId === undefined || span.companyId === companyId);
  const coverage =
    ofCompany.find((span) => covers(span, today)) ??
    ofCompany.filter((span) => span.effectiveDate > today).at(-1) ??
    ofCompany[0];
  if (!coverage) throw notFound(companyId === undefined ? E.noCoverage : E.noCoverageWithCompany);
  return { member, coverage, pcp: await repository.pcpOn(db, memberId, pcpDay(coverage, today)) };
}

/** The verification letter's data: the member's latest span in that plan (contract and PBP) and plan year. */
export async function verificationData(
  db: DbOrTx,
  pool: Queryable,
  query: { memberId: string; Hcode: string; pbpid: string; planyear: number },
): Promise<MemberDocumentData> {
  const [member, spans] = await Promise.all([
    requireMember(pool, query.memberId),
    repository.coverageSpans(db, query.memberId),
  ]);
  const coverage = spans.find(
    (span) => span.contractCode === query.Hcode && span.pbpCode === query.pbpid && span.planYear === query.planyear,
  );
  if (!coverage) throw notFound(E.noCoverageInPlanYear);
  const pcp = await repository.pcpOn(db, query.memberId, pcpDay(coverage, todayInLosAngeles()));
  return { member, coverage, pcp };
}
