import {
  SUPPLEMENTAL_BENEFIT_MESSAGES as M,
  type Allocation,
  type BenefitBubbles,
  type BenefitConfig,
  type BenefitDetail,
  type BenefitsByEligibility,
  type BenefitsMasterQuery,
  type BenefitType,
  type EligibilityGroup,
  type SupplementalBenefit,
  type Wallet,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { notFound } from '../../platform/errors/errors.ts';
import * as repository from './supplemental-benefits.repository.ts';
import type { MemberBenefitFacts } from './supplemental-benefits.repository.ts';
import { sanitizeDisplayText } from './supplemental-benefits-html.ts';
import { incentiveNamesOfYear, requireFreeIncentiveNames } from './supplemental-benefit-incentives.service.ts';

/**
 * Supplemental benefits and rewards as Patient 360, Eligibility and Benefits, the CRM and virtual care read them: the
 * one eligibility rule, the lists by eligibility, wallets, allocation history and the incentive checks; and the
 * benefit editor's display texts. An unknown member is a 404 with the member record's message; callers audit the
 * read (the routes do, by `memberData`).
 */

export type { MemberBenefitFacts };

/**
 * The eligibility rule (the one place it is decided): a member is eligible for a benefit of plan year Y when they have
 * coverage in Y and the benefit's group is All; DSNP and their coverage in Y is D-SNP (dual eligible); SSBCI and they
 * have a chronic condition (CMS: Special Supplemental Benefits for the Chronically Ill); CareAnywhere and they are
 * enrolled in Care Anywhere. The demo seeder's SQL applies the same rule.
 */
export function isEligibleFor(
  benefit: { eligibilityGroup: EligibilityGroup; year: number },
  member: MemberBenefitFacts,
): boolean {
  const lines = member.coverages
    .filter((coverage) => coverage.planYear === benefit.year)
    .map((coverage) => coverage.lineOfBusiness);
  if (lines.length === 0) return false;
  switch (benefit.eligibilityGroup) {
    case 'All':
      return true;
    case 'DSNP':
      return lines.includes('D-SNP');
    case 'SSBCI':
      return member.chronicCondition;
    case 'CareAnywhere':
      return member.careAnywhereStatus === 'Enrolled';
  }
}

async function requireFacts(db: DbOrTx, memberId: string): Promise<MemberBenefitFacts> {
  const facts = await repository.memberFacts(db, memberId);
  if (!facts) throw notFound(M.memberNotFound);
  return facts;
}

const yearOf = (date: string): number => Number(date.slice(0, 4));

/** The benefits of the date's plan year (today in Los Angeles by default) the member is eligible for, and the others. */
export async function benefitsByEligibility(
  db: DbOrTx,
  memberId: string,
  date: string = todayInLosAngeles(),
): Promise<BenefitsByEligibility> {
  const planYear = yearOf(date);
  const [facts, benefits] = await Promise.all([requireFacts(db, memberId), repository.benefitsOfYear(db, planYear)]);
  const eligible: SupplementalBenefit[] = [];
  const other: SupplementalBenefit[] = [];
  for (const benefit of benefits) (isEligibleFor(benefit, facts) ? eligible : other).push(benefit);
  return { planYear, eligible, other };
}

/** The member's wallets of the date's plan year: allocated, used, expired and balance per benefit. */
export async function memberWallets(
  db: DbOrTx,
  memberId: string,
  date: string = todayInLosAngeles(),
): Promise<{ items: Wallet[]; total: number }> {
  const [, items] = await Promise.all([requireFacts(db, memberId), repository.wallets(db, memberId, yearOf(date))]);
  return { items, total: items.length };
}

const NO_WALLET = { allocated: 0, used: 0, expired: 0, balance: 0, lastActivityAt: null };

const withWallet = (benefit: SupplementalBenefit, eligible: boolean, wallet: Wallet | undefined): BenefitDetail => ({
  ...benefit,
  eligible,
  ...(wallet
    ? {
        allocated: wallet.allocated,
        used: wallet.used,
        expired: wallet.expired,
        balance: wallet.balance,
        lastActivityAt: wallet.lastActivityAt,
      }
    : NO_WALLET),
});

/** The lists by eligibility with each benefit's wallet of that plan year. */
export async function benefitDetailsByEligibility(
  db: DbOrTx,
  memberId: string,
  date: string = todayInLosAngeles(),
): Promise<{ planYear: number; eligible: BenefitDetail[]; other: BenefitDetail[] }> {
  const [lists, walletList] = await Promise.all([
    benefitsByEligibility(db, memberId, date),
    repository.wallets(db, memberId, yearOf(date)),
  ]);
  const byBenefit = new Map(walletList.map((wallet) => [wallet.benefitId, wallet]));
  return {
    planYear: lists.planYear,
    eligible: lists.eligible.map((benefit) => withWallet(benefit, true, byBenefit.get(benefit.id))),
    other: lists.other.map((benefit) => withWallet(benefit, false, byBenefit.get(benefit.id))),
  };
}

/** One benefit for a member: whether they are eligible, its wallet and its latest transactions. */
export async function benefitDetail(
  db: DbOrTx,
  memberId: string,
  benefitId: string,
): Promise<BenefitDetail & { transactions: Allocation[] }> {
  const [facts, benefit] = await Promise.all([requireFacts(db, memberId), repository.benefitById(db, benefitId)]);
  if (!benefit) throw notFound(M.benefitNotFound);
  const [walletList, transactions] = await Promise.all([
    repository.wallets(db, memberId, benefit.year),
    repository.benefitTransactions(db, memberId, benefit),
  ]);
  const wallet = walletList.find((row) => row.benefitId === benefit.id);
  return { ...withWallet(benefit, isEligibleFor(benefit, facts), wallet), transactions };
}

/** What a member header's bubbles show: how many benefits and rewards in each group, and the wallet totals. */
export async function benefitBubbles(
  db: DbOrTx,
  memberId: string,
  date: string = todayInLosAngeles(),
): Promise<BenefitBubbles> {
  const details = await benefitDetailsByEligibility(db, memberId, date);
  const count = (list: BenefitDetail[], type: BenefitType) => list.filter((benefit) => benefit.type === type).length;
  const sum = (type: BenefitType, pick: (benefit: BenefitDetail) => number) =>
    Math.round(
      details.eligible.filter((benefit) => benefit.type === type).reduce((total, benefit) => total + pick(benefit), 0) *
        100,
    ) / 100;
  return {
    planYear: details.planYear,
    eligibleBenefits: count(details.eligible, 'Benefit'),
    eligibleRewards: count(details.eligible, 'Reward'),
    otherBenefits: count(details.other, 'Benefit'),
    otherRewards: count(details.other, 'Reward'),
    benefitsBalance: sum('Benefit', (benefit) => benefit.balance),
    rewardsEarned: sum('Reward', (benefit) => benefit.allocated),
    rewardsBalance: sum('Reward', (benefit) => benefit.balance),
  };
}

export async function allocationHistory(
  db: DbOrTx,
  filter: { memberId: string; type: BenefitType; $skip: number; $top: number },
): Promise<{ items: Allocation[]; total: number }> {
  const [, history] = await Promise.all([requireFacts(db, filter.memberId), repository.allocationHistory(db, filter)]);
  return history;
}

/**
 * Whether each incentive (a reward, by name or code, of the date's plan year) can be awarded to the member: null when
 * it can, else why not (not a reward of the year, the member is not eligible, or it was already awarded this year).
 */
export async function incentiveValidationErrors(
  db: DbOrTx,
  memberId: string,
  incentiveNames: string[],
  date: string = todayInLosAngeles(),
): Promise<Record<string, string | null>> {
  const details = await benefitDetailsByEligibility(db, memberId, date);
  // An incentive goes by its name, its code or one of the incentive names CRM admin Benefits gave it.
  const aliases = await incentiveNamesOfYear(db, details.planYear);
  const rewards = [...details.eligible, ...details.other].filter((benefit) => benefit.type === 'Reward');
  const find = (name: string) => {
    const key = name.trim().toLowerCase();
    const aliasOf = aliases.get(key);
    return rewards.find(
      (reward) => reward.name.toLowerCase() === key || reward.code.toLowerCase() === key || reward.code === aliasOf,
    );
  };
  return Object.fromEntries(
    incentiveNames.map((name) => {
      const reward = find(name);
      if (!reward) return [name, M.incentiveUnknown];
      if (!reward.eligible) return [name, M.incentiveNotEligible];
      if (reward.allocated > 0) return [name, M.incentiveAlreadyAwarded];
      return [name, null];
    }),
  );
}

/** The member's eligible benefits of this plan year, each naming the member (the OData entity set by member). */
export async function memberBenefits(
  db: DbOrTx,
  memberId: string,
): Promise<{ value: (SupplementalBenefit & { memberId: string })[] }> {
  const lists = await benefitsByEligibility(db, memberId);
  return { value: lists.eligible.map((benefit) => ({ ...benefit, memberId })) };
}

// ---- Config and the editor --------------------------------------------------------------------------------------------

export async function benefitConfig(
  db: DbOrTx,
  key: { code: string; year: number; type: BenefitType },
): Promise<BenefitConfig> {
  const config = await repository.configOf(db, key);
  if (!config) throw notFound(M.benefitNotFound);
  return config;
}

/** Every benefit's config (code, plan year, type, display text, incentive names), ordered by code, year and type. */
export const benefitConfigs = (db: DbOrTx): Promise<BenefitConfig[]> => repository.allConfigs(db);

export const benefitsMaster = (db: DbOrTx, query: BenefitsMasterQuery) => repository.benefitsMaster(db, query);

/**
 * Saves a display text, sanitised to the allow-list, and (CRM admin Benefits) the incentive names, at the version read
 * (404 unknown, 409 stale, 400 when another benefit of the year goes by one of the names).
 */
export function saveBenefitConfig(db: Db, actor: Actor, change: BenefitConfigChange): Promise<BenefitConfig> {
  return db.transaction((tx) => saveBenefitConfigIn(tx, actor, change));
}

export interface BenefitConfigChange {
  code: string;
  year: number;
  type: BenefitType;
  displayText: string;
  incentiveNames?: string[] | undefined;
  version: number;
}

/** saveBenefitConfig in a transaction already open (a configuration import). */
export async function saveBenefitConfigIn(tx: Tx, actor: Actor, change: BenefitConfigChange): Promise<BenefitConfig> {
  const current = await benefitConfig(tx, change);
  if (change.incentiveNames !== undefined) await requireFreeIncentiveNames(tx, current, change.incentiveNames);
  return repository.saveDisplayText(tx, actor, {
    id: current.id,
    version: change.version,
    // The stored text was sanitised when it was saved: sent back unchanged (CRM admin Benefits), it stays as it is.
    displayText:
      change.displayText === current.displayText ? current.displayText : sanitizeDisplayText(change.displayText),
    incentiveNames: change.incentiveNames,
  });
}
