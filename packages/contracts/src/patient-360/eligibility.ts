import { z } from 'zod';
import { blankAsMissing } from '../platform/rules/blank.ts';
import {
  DATE_MESSAGES,
  MAX_YEAR,
  MIN_YEAR,
  isIsoDate,
  isWithinDateBounds,
  parseUsDate,
} from '../platform/rules/dates.ts';
import { listOf } from '../platform/paging.ts';
import { PLAN_TYPES, REFERENCE_MESSAGES, zip5Schema } from '../platform/reference.ts';
import { LINES_OF_BUSINESS, zMemberId } from './member-record.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Eligibility and Benefits (module 28 `/eligibility`, its specialist variant module 31 `/ebspecialist`): a member's
 * eligibility on a chosen date, the plan's benefits (the EOC), the member ID card and the eligibility verification
 * letter, and the CRM data layer's plan and county lookups by ZIP code (enrollment-crm-virtual-care spec §3 Health
 * plan, §7, §9).
 */

export const ELIGIBILITY_MESSAGES = {
  eligible: (date: string) => `Eligible on ${date}`,
  notEnrolled: (date: string) => `Not enrolled on ${date}`,
  notYetEnrolled: (date: string, start: string) => `Not enrolled on ${date}: coverage begins ${start}`,
  coverageEnded: (date: string, end: string) => `Not enrolled on ${date}: coverage ended ${end}`,
  noCoverage: 'Not enrolled: the member has no coverage on record',
  planNotFound: 'Health plan was not found',
  companyInvalid: 'Company must be 2 to 10 letters or digits',
  hcodeInvalid: 'Contract (H-number) must be a letter H, R, S or E followed by 4 digits',
  pbpInvalid: 'PBP must be 3 digits',
  planYear: REFERENCE_MESSAGES.planYear,
  zipFormat: REFERENCE_MESSAGES.zipFormat,
  zipNotFound: REFERENCE_MESSAGES.zipNotFound,
  countyNotFound: 'No county is on record for this ZIP code',
  countyCodeInvalid: 'County code must be the 5-digit FIPS code',
  searchTooLong: MESSAGES.atMostCharacters('Search text', 100),
  timezoneOffset: 'Time zone offset must be a whole number of minutes from -840 to 840',
  noCoverageWithCompany: 'Member has no coverage with this health plan',
  noCoverageInPlanYear: 'Member has no coverage in this plan for that plan year',
} as const;

const M = ELIGIBILITY_MESSAGES;

/** The plan benefit template is fixed to EOC (Evidence of Coverage), whatever a caller sends (spec §9). */
export const BENEFIT_TEMPLATE = 'EOC';

/** Browsers' Date.getTimezoneOffset(): minutes behind UTC, -840 (UTC+14) to 840. */
export const TIMEZONE_OFFSET_LIMIT = 840;

/**
 * A business date in a query string: MM/dd/yyyy (M/D/YYYY) as the screens send it, or 'YYYY-MM-DD'; given as ISO,
 * within the shared picker years 1970-2100 (shell spec §5).
 */
export const zQueryDate = () =>
  z
    .string({ error: DATE_MESSAGES.invalid })
    .trim()
    .transform((value, context) => {
      const iso = isIsoDate(value) ? value : parseUsDate(value);
      if (iso === null) {
        context.addIssue({ code: 'custom', message: DATE_MESSAGES.invalid });
        return z.NEVER;
      }
      if (!isWithinDateBounds(iso)) {
        context.addIssue({ code: 'custom', message: DATE_MESSAGES.outOfRange });
        return z.NEVER;
      }
      return iso;
    });

const upperCode = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => pattern.test(value), message);

/** The company (health plan) code: 'GSHP', 'AHP' ... */
export const zCompanyId = () => upperCode(/^[A-Z0-9]{2,10}$/, M.companyInvalid);
/** The CMS contract number ('hcode'): H (local MA), R (regional PPO), S (PDP) or E (employer) and 4 digits. */
export const zHcode = () => upperCode(/^[HRSE]\d{4}$/, M.hcodeInvalid);
export const zPbpId = () =>
  z
    .string({ error: M.pbpInvalid })
    .trim()
    .regex(/^\d{3}$/, M.pbpInvalid);
/** A whole number from a query string within bounds; anything else (text, a fraction) gets the one message. */
const zBoundedInt = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
export const zPlanYear = () => zBoundedInt(MIN_YEAR, MAX_YEAR, M.planYear);
/** A yes/no query flag: true or false in any case, or 1 or 0. */
const zFlag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0']))
    .transform((value) => value === 'true' || value === '1');

// ---- Eligibility on a date -------------------------------------------------------------------------------------------

/** GET /api/eligibility?memberId=&date=MM/dd/yyyy (date defaults to today in Los Angeles). */
export const eligibilityQuerySchema = z.object({ memberId: zMemberId(), date: blankAsMissing(zQueryDate()) });

export const eligibilityCoverageSchema = z.object({
  companyId: z.string(),
  companyName: z.string().nullable(),
  contractCode: z.string(),
  pbpCode: z.string(),
  planName: z.string().nullable(),
  planType: z.enum(PLAN_TYPES).nullable(),
  isDsnp: z.boolean(),
  planYear: z.number().int(),
  lineOfBusiness: z.enum(LINES_OF_BUSINESS),
  countyCode: z.string().nullable(),
  countyName: z.string().nullable(),
  effectiveDate: z.string(),
  termDate: z.string().nullable(),
});
export type EligibilityCoverage = z.infer<typeof eligibilityCoverageSchema>;

export const eligibilityPcpSchema = z.object({
  providerNpi: z.string(),
  providerName: z.string(),
  specialty: z.string(),
  phone: z.string().nullable(),
  ipaCode: z.string().nullable(),
  ipaName: z.string().nullable(),
  effectiveDate: z.string(),
  termDate: z.string().nullable(),
});
export type EligibilityPcp = z.infer<typeof eligibilityPcpSchema>;

export const eligibilitySchema = z.object({
  memberId: z.string(),
  memberName: z.string(),
  /** The date asked about, 'YYYY-MM-DD'. */
  date: z.string(),
  eligible: z.boolean(),
  reason: z.string(),
  coverage: eligibilityCoverageSchema.nullable(),
  pcp: eligibilityPcpSchema.nullable(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

// ---- Health plan and its benefits (CRM data layer) -------------------------------------------------------------------

/** GetHealthPlan (companyid, pbpid, hcode, planyear, displayzipcodes). */
export const healthPlanQuerySchema = z.object({
  companyid: zCompanyId(),
  hcode: zHcode(),
  pbpid: zPbpId(),
  planyear: zPlanYear(),
  displayzipcodes: blankAsMissing(zFlag()).transform((value) => value ?? false),
});

export const countyRefSchema = z.object({ countyCode: z.string(), countyName: z.string() });

export const healthPlanSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  stateCode: z.string(),
  hcode: z.string(),
  pbpId: z.string(),
  planYear: z.number().int(),
  planName: z.string(),
  planType: z.enum(PLAN_TYPES),
  isDsnp: z.boolean(),
  /** The counties where the plan is offered. */
  counties: z.array(countyRefSchema),
  /** The ZIP codes of those counties, when asked for (displayzipcodes=true). */
  zipCodes: z.array(z.string()).nullable(),
});
export type HealthPlan = z.infer<typeof healthPlanSchema>;

/**
 * GetHealthPlanBenefitDetails (companyId, hcode, pbpId, pbpType, planYear, countyCode, countyName, lineOfBusiness, ipa,
 * searchTerm; template fixed to EOC). The searchTerm matches a benefit's category or service.
 */
export const benefitDetailsQuerySchema = z.object({
  companyId: zCompanyId(),
  hcode: zHcode(),
  pbpId: zPbpId(),
  planYear: zPlanYear(),
  pbpType: blankAsMissing(z.string().trim().max(20)),
  countyCode: blankAsMissing(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, M.countyCodeInvalid),
  ),
  countyName: blankAsMissing(z.string().trim().max(100)),
  lineOfBusiness: blankAsMissing(z.enum(LINES_OF_BUSINESS)),
  ipa: blankAsMissing(z.string().trim().max(20)),
  searchTerm: blankAsMissing(z.string().trim().max(100, M.searchTooLong)),
  /** Accepted and ignored: the template is always EOC. */
  template: blankAsMissing(z.string().max(20)),
});
export type BenefitDetailsQuery = z.infer<typeof benefitDetailsQuerySchema>;

export const planBenefitSchema = z.object({
  category: z.string(),
  service: z.string(),
  inNetwork: z.string(),
  outOfNetwork: z.string(),
  priorAuthorization: z.boolean(),
  sortOrder: z.number().int(),
});
export type PlanBenefit = z.infer<typeof planBenefitSchema>;

export const benefitDetailsSchema = listOf(planBenefitSchema).extend({
  template: z.literal(BENEFIT_TEMPLATE),
  planName: z.string(),
  planType: z.enum(PLAN_TYPES),
  isDsnp: z.boolean(),
});
export type BenefitDetails = z.infer<typeof benefitDetailsSchema>;

/** Benefit categories the specialist variant (module 31) shows first: specialists' offices ask about these. */
export const isSpecialistBenefit = (benefit: Pick<PlanBenefit, 'service'>): boolean =>
  /specialist/i.test(benefit.service);

// ---- Lookups by ZIP code ---------------------------------------------------------------------------------------------

/** getcountybyzipcode (request with ZipCode). */
export const countyByZipQuerySchema = z.object({ ZipCode: zip5Schema });
export const countyByZipSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  stateCode: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
});

/** GetPlanDetailsByZipCode (zipCode, coverageYear; the year defaults to this year). */
export const planDetailsByZipQuerySchema = z.object({
  zipCode: zip5Schema,
  coverageYear: blankAsMissing(zPlanYear()),
});
export const zipPlanSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  hcode: z.string(),
  pbpId: z.string(),
  planYear: z.number().int(),
  planName: z.string(),
  planType: z.enum(PLAN_TYPES),
  isDsnp: z.boolean(),
});
export type ZipPlan = z.infer<typeof zipPlanSchema>;
export const planDetailsByZipSchema = listOf(zipPlanSchema).extend({
  zipCode: z.string(),
  coverageYear: z.number().int(),
  county: z.object({ countyCode: z.string(), countyName: z.string(), stateCode: z.string() }).nullable(),
});

// ---- Documents -------------------------------------------------------------------------------------------------------

/** GetMemberCard (companyId): the member ID card as a PDF; without companyId, of the coverage in force today or last. */
export const memberCardQuerySchema = z.object({ memberId: zMemberId(), companyId: blankAsMissing(zCompanyId()) });

/** GetMemberEligibilityVerificationDocument (memberId, Hcode, pbpid, planyear, userTimezoneOffset): a PDF letter. */
export const verificationDocumentQuerySchema = z.object({
  memberId: zMemberId(),
  Hcode: zHcode(),
  pbpid: zPbpId(),
  planyear: zPlanYear(),
  userTimezoneOffset: blankAsMissing(
    zBoundedInt(-TIMEZONE_OFFSET_LIMIT, TIMEZONE_OFFSET_LIMIT, M.timezoneOffset),
  ).transform((value) => value ?? 0),
});
