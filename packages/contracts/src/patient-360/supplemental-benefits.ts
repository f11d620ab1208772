import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { listOf, pageQueryShape, zQueryList } from '../platform/paging.ts';
import { MEMBER_ID_PATTERN, MEMBER_RECORD_MESSAGES, recordPageShape, zMemberId } from './member-record.ts';
import { zIncentiveNames } from '../crm-admin-benefits/incentive-names.ts';

/**
 * Supplemental benefits and rewards (enrollment-crm-virtual-care spec §3 Benefit item, §7 CRM data layer; shell spec §2.6
 * Supplemental Benefits editor): the plan's catalogue by plan year, which of them a member is eligible for, the member's
 * wallets and allocation history, and the display texts the editor writes.
 */

export const SUPPLEMENTAL_BENEFIT_MESSAGES = {
  memberIdInvalid: MEMBER_RECORD_MESSAGES.memberIdInvalid,
  memberNotFound: MEMBER_RECORD_MESSAGES.memberNotFound,
  benefitNotFound: 'Supplemental benefit was not found',
  benefitIdInvalid: 'Benefit ID must be a benefit code followed by its plan year',
  filterInvalid: "The filter must be memberId eq 'M000000000'",
  typeInvalid: 'Type must be Benefit or Reward',
  codeRequired: 'Code is required',
  codeTooLong: 'Code must be at most 40 characters',
  yearInvalid: 'Year must be a plan year from 1970 to 2100',
  incentiveNamesRequired: 'Enter at least one incentive name',
  incentiveNamesTooMany: 'At most 50 incentive names can be checked at once',
  incentiveNameTooLong: 'An incentive name must be at most 200 characters',
  incentiveUnknown: 'Incentive was not found in the plan year',
  incentiveNotEligible: 'Member is not eligible for this incentive',
  incentiveAlreadyAwarded: 'Incentive was already awarded this plan year',
  displayTextTooLong: 'Display text must be at most 20000 characters',
  versionRequired: 'Version is required',
  searchTooLong: 'Search text must be at most 100 characters',
  saved: 'The display text was saved',
  pageSize: MEMBER_RECORD_MESSAGES.pageSize,
} as const;

const M = SUPPLEMENTAL_BENEFIT_MESSAGES;

/** The unavailable marker (enrollment-crm-virtual-care spec §9): shown where a value is missing. */
export const UNAVAILABLE = 'Unavailable';

/** The member view's benefit groups, word for word (spec §9). */
export const BENEFIT_GROUPS = {
  eligibleBenefits: 'Eligible Benefits',
  eligibleRewards: 'Eligible Rewards',
  otherBenefits: 'Other Benefits',
  otherRewards: 'Other Rewards',
} as const;

/** The code a failed benefits list is reported under (spec §8). */
export const BENEFITS_LIST_ERROR_CODE = 'AVA-UI-MEMBER-GET-BENEFITS-LIST-ERROR';

export const BENEFIT_TYPES = ['Benefit', 'Reward'] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];
/** Who may use a benefit: every member, dual-eligible (D-SNP) members, members with a chronic condition (SSBCI), Care Anywhere enrollees. */
export const ELIGIBILITY_GROUPS = ['All', 'DSNP', 'SSBCI', 'CareAnywhere'] as const;
export type EligibilityGroup = (typeof ELIGIBILITY_GROUPS)[number];
export const BENEFIT_TRANSACTIONS = ['Allocation', 'Redemption', 'Expiration'] as const;

/** The config lookup's code (spec §3, §5): whitespace, backslashes and slashes removed. */
export const normalizeBenefitCode = (code: string): string => code.replace(/[\s\\/]/g, '');

/** A benefit id: its code and the year of its effectiveFrom (spec §3 Benefit item), e.g. OTC2026. */
export const benefitIdOf = (code: string, effectiveFrom: string): string => `${code}${effectiveFrom.slice(0, 4)}`;

/** Benefit or Reward in any letter case ('benefit' is the history's default, spec §9). */
const zBenefitType = () =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? (BENEFIT_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase()) ?? value)
        : value,
    z.enum(BENEFIT_TYPES, { error: M.typeInvalid }),
  );

const zBenefitCode = () =>
  z
    .string({ error: M.codeRequired })
    .transform(normalizeBenefitCode)
    .pipe(z.string().min(1, M.codeRequired).max(40, M.codeTooLong));

const zPlanYear = () => zQueryInt().min(1970, M.yearInvalid).max(2100, M.yearInvalid);

export const supplementalBenefitSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(BENEFIT_TYPES),
  effectiveFrom: z.string(),
  year: z.number().int(),
  eligibilityGroup: z.enum(ELIGIBILITY_GROUPS),
  /** Dollars a period (benefits) or the reward; null for a service benefit ('Unavailable'). */
  amount: z.number().nullable(),
  frequency: z.string().nullable(),
  /** HTML sanitised on the server when it was saved: safe to render as it is. */
  displayText: z.string(),
});
export type SupplementalBenefit = z.infer<typeof supplementalBenefitSchema>;

// ---- By member ------------------------------------------------------------------------------------------------------

export const benefitsByEligibilityQuerySchema = z.object({
  memberId: zMemberId(),
  /** The day whose plan year counts; today in Los Angeles when left out. */
  date: zDate().optional(),
});

/** The list by eligibility (spec §7 Virtual care): the benefits of the date's plan year the member is eligible for, and the others. */
export const benefitsByEligibilitySchema = z.object({
  planYear: z.number().int(),
  eligible: z.array(supplementalBenefitSchema),
  other: z.array(supplementalBenefitSchema),
});
export type BenefitsByEligibility = z.infer<typeof benefitsByEligibilitySchema>;

const walletShape = {
  allocated: z.number(),
  used: z.number(),
  expired: z.number(),
  /** Allocated less used and expired. */
  balance: z.number(),
  lastActivityAt: z.string().nullable(),
};

export const benefitDetailSchema = supplementalBenefitSchema.extend({ eligible: z.boolean(), ...walletShape });
export type BenefitDetail = z.infer<typeof benefitDetailSchema>;

export const benefitDetailsByEligibilitySchema = z.object({
  planYear: z.number().int(),
  eligible: z.array(benefitDetailSchema),
  other: z.array(benefitDetailSchema),
});

export const allocationSchema = z.object({
  id: z.number().int(),
  benefitId: z.string(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  type: z.enum(BENEFIT_TYPES),
  transaction: z.enum(BENEFIT_TRANSACTIONS),
  amount: z.number(),
  occurredAt: z.string(),
  description: z.string(),
});
export type Allocation = z.infer<typeof allocationSchema>;
export const allocationHistorySchema = listOf(allocationSchema);

export const benefitDetailQuerySchema = z.object({
  memberId: zMemberId(),
  benefitId: z
    .string({ error: M.benefitIdInvalid })
    .trim()
    .regex(/^[^\s\\/]{1,40}\d{4}$/, M.benefitIdInvalid),
});

/** One benefit for a member: eligibility, wallet and its latest transactions. */
export const benefitDetailWithHistorySchema = benefitDetailSchema.extend({ transactions: z.array(allocationSchema) });

export const bubblesSchema = z.object({
  planYear: z.number().int(),
  eligibleBenefits: z.number().int(),
  eligibleRewards: z.number().int(),
  otherBenefits: z.number().int(),
  otherRewards: z.number().int(),
  benefitsBalance: z.number(),
  rewardsEarned: z.number(),
  rewardsBalance: z.number(),
});
export type BenefitBubbles = z.infer<typeof bubblesSchema>;

export const allocationHistoryQuerySchema = z.object({
  memberId: zMemberId(),
  type: zBenefitType().default('Benefit'),
  ...recordPageShape,
});

export const walletSchema = z.object({
  benefitId: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(BENEFIT_TYPES),
  frequency: z.string().nullable(),
  ...walletShape,
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletListSchema = listOf(walletSchema);

/** Repeated keys (`incentiveNames=a&incentiveNames=b`) or one name; each URL-decoded by the query string reader (spec §5). */
export const validationErrorsMapQuerySchema = z.object({
  memberId: zMemberId(),
  date: zDate().optional(),
  incentiveNames: zQueryList(
    z
      .array(z.string().trim().min(1, M.incentiveNamesRequired).max(200, M.incentiveNameTooLong))
      .min(1, M.incentiveNamesRequired)
      .max(50, M.incentiveNamesTooMany),
  ),
});
/** Each incentive name as given, mapped to why it cannot be awarded, or null when it can. */
export const validationErrorsMapSchema = z.record(z.string(), z.string().nullable());

/** `$filter=memberId eq 'M000000001'` and nothing else (OData, the entity set's one filter). */
const MEMBER_FILTER = /^memberId eq '([^']*)'$/;
export const memberBenefitsFilterQuerySchema = z
  .object({
    $filter: z
      .string({ error: M.filterInvalid })
      .trim()
      .transform((value, context) => {
        const memberId = MEMBER_FILTER.exec(value)?.[1]?.trim().toUpperCase();
        if (memberId === undefined) {
          context.addIssue({ code: 'custom', message: M.filterInvalid });
          return z.NEVER;
        }
        if (!MEMBER_ID_PATTERN.test(memberId)) {
          context.addIssue({ code: 'custom', message: M.memberIdInvalid });
          return z.NEVER;
        }
        return memberId;
      }),
  })
  // The member the filter names, read by the read audit as the item.
  .transform((query) => ({ memberId: query.$filter }));
export const memberBenefitSchema = supplementalBenefitSchema.extend({ memberId: z.string() });
export const memberBenefitsValueSchema = z.object({ value: z.array(memberBenefitSchema) });

// ---- Config and the editor --------------------------------------------------------------------------------------------

export const benefitConfigQuerySchema = z.object({ code: zBenefitCode(), year: zPlanYear(), type: zBenefitType() });

export const benefitConfigSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  year: z.number().int(),
  type: z.enum(BENEFIT_TYPES),
  displayText: z.string(),
  /** The names the benefit goes by in the CRM and the member portal (CRM admin Benefits). */
  incentiveNames: z.array(z.string()),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type BenefitConfig = z.infer<typeof benefitConfigSchema>;

export const DISPLAY_TEXT_MAX = 20_000;
export const upsertBenefitConfigSchema = z.object({
  code: zBenefitCode(),
  year: z.number({ error: M.yearInvalid }).int(M.yearInvalid).min(1970, M.yearInvalid).max(2100, M.yearInvalid),
  type: zBenefitType(),
  displayText: z.string().max(DISPLAY_TEXT_MAX, M.displayTextTooLong),
  /** Left out: the incentive names stay as they are (the benefit editor saves the display text alone). */
  incentiveNames: zIncentiveNames().optional(),
  version: z.number({ error: M.versionRequired }).int().min(1, M.versionRequired),
});
export type UpsertBenefitConfig = z.input<typeof upsertBenefitConfigSchema>;

export const MASTER_SORT_FIELDS = ['code', 'name', 'type', 'year'] as const;
export type MasterSortField = (typeof MASTER_SORT_FIELDS)[number];

/** An Excel-style value filter: the checked values, as repeated keys (`code=OTC&code=DENTAL`) or one value. */
const valueList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), zQueryList(z.array(item).max(500)));

export const benefitsMasterQuerySchema = z.object({
  code: valueList(z.string().trim().min(1).max(40)),
  name: valueList(z.string().trim().min(1).max(200)),
  type: valueList(zBenefitType()),
  /** Text the code or name contains. */
  search: z.string().trim().max(100, M.searchTooLong).optional(),
  sortBy: z.enum(MASTER_SORT_FIELDS).default('code'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  ...pageQueryShape,
});
export type BenefitsMasterQuery = z.infer<typeof benefitsMasterQuerySchema>;

export const masterRowSchema = supplementalBenefitSchema.extend({
  incentiveNames: z.array(z.string()),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type MasterRow = z.infer<typeof masterRowSchema>;

export const benefitsMasterSchema = z.object({
  items: z.array(masterRowSchema),
  total: z.number().int(),
  /** The distinct values of each filtered column, for the Excel-style filters. */
  values: z.object({ code: z.array(z.string()), name: z.array(z.string()), type: z.array(z.string()) }),
});
export type BenefitsMaster = z.infer<typeof benefitsMasterSchema>;
