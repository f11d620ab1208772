import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPLEMENTAL_BENEFIT_MESSAGES as M,
  type Allocation,
  type BenefitBubbles,
  type BenefitDetail,
  type BenefitsByEligibility,
  type Wallet,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isEligibleFor } from './supplemental-benefits.service.ts';
import { memberFacts } from './supplemental-benefits.repository.ts';

let t: TestApp;
const year = Number(todayInLosAngeles().slice(0, 4));
/** Members of the seeded test database picked by what makes them eligible. */
let dsnp: string;
let chronicCareAnywhere: string;
/** A member with benefit transactions this year, and one of their rewards earned this year. */
let walletMember: string;
let awarded: { memberId: string; name: string };
/** A member without coverage two plan years ago. */
let uncovered: string;

const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<T>(text, values)).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const coveredThisYear = `exists (select 1 from member_coverages c where c.member_id = p.member_id and c.plan_year = ${year}`;
  dsnp = (
    await one<{ id: string }>(
      `select p.member_id as id from member_profiles p where ${coveredThisYear} and c.line_of_business = 'D-SNP')
        and not p.chronic_condition and p.care_anywhere_status <> 'Enrolled' order by p.member_id limit 1`,
    )
  ).id;
  chronicCareAnywhere = (
    await one<{ id: string }>(
      `select p.member_id as id from member_profiles p where ${coveredThisYear} and c.line_of_business <> 'D-SNP')
        and p.chronic_condition and p.care_anywhere_status = 'Enrolled' order by p.member_id limit 1`,
    )
  ).id;
  awarded = await one<{ memberId: string; name: string }>(
    `select a.member_id as "memberId", b.name from member_benefit_allocations a join supplemental_benefits b on b.id = a.benefit_id
     where a.type = 'Reward' and a.transaction = 'Allocation' and b.effective_from >= make_date($1, 1, 1) order by a.id limit 1`,
    [year],
  );
  walletMember = (
    await one<{ id: string }>(
      `select member_id as id from member_benefit_allocations where type = 'Benefit' and occurred_at >= make_date($1, 1, 1)
       group by member_id order by count(*) desc, member_id limit 1`,
      [year],
    )
  ).id;
  uncovered = (
    await one<{ id: string }>(
      `select m.member_id as id from members m where not exists (select 1 from member_coverages c
         where c.member_id = m.member_id and c.plan_year = $1) order by m.id limit 1`,
      [year - 2],
    )
  ).id;
});
afterAll(async () => t.close());

const CRM = '/odata/crm/myqueue/default';
const get = (url: string, user = 'member.services') => t.as(user, { method: 'GET', url });
const error = async (url: string) => {
  const response = await get(url);
  return { status: response.statusCode, message: response.json<{ message: string }>().message };
};
const auditRows = async (itemId: string, eventType = 'MemberDataRead') =>
  (
    await one<{ n: number }>(
      `select count(*)::int as n from audit_events where user_id = 'member.services' and item_id = $1 and event_type = $2`,
      [itemId, eventType],
    )
  ).n;

describe('a member’s supplemental benefits by eligibility', () => {
  it('splits the plan year’s benefits by the eligibility rule: a D-SNP member gets All and DSNP, not SSBCI or Care Anywhere', async () => {
    const lists = (
      await get(`${CRM}.GetSupplementalBenefitsListByEligibility?memberId=${dsnp}`)
    ).json<BenefitsByEligibility>();
    expect(lists.planYear).toBe(year);
    expect(new Set(lists.eligible.map((b) => b.eligibilityGroup))).toEqual(new Set(['All', 'DSNP']));
    expect(new Set(lists.other.map((b) => b.eligibilityGroup))).toEqual(new Set(['SSBCI', 'CareAnywhere']));
    const catalogue = await one<{ n: number }>(
      `select count(*)::int as n from supplemental_benefits where extract(year from effective_from) = $1`,
      [year],
    );
    expect(lists.eligible.length + lists.other.length).toBe(catalogue.n);
    expect([...lists.eligible, ...lists.other].every((b) => b.year === year && b.id === `${b.code}${year}`)).toBe(true);
    const otc = lists.eligible.find((b) => b.code === 'OTC');
    expect(otc).toMatchObject({ type: 'Benefit', amount: 100, frequency: 'Quarterly' });
    expect(otc?.displayText).toMatch(/^<p>.+<\/p>/);

    const other = (
      await get(`${CRM}.GetSupplementalBenefitsListByEligibility?memberId=${chronicCareAnywhere}&date=${year}-03-01`)
    ).json<BenefitsByEligibility>();
    expect(new Set(other.eligible.map((b) => b.eligibilityGroup))).toEqual(new Set(['All', 'SSBCI', 'CareAnywhere']));
    expect(new Set(other.other.map((b) => b.eligibilityGroup))).toEqual(new Set(['DSNP']));
  });

  it('counts only plan years the member has coverage in', async () => {
    const lists = (
      await get(`${CRM}.GetSupplementalBenefitsListByEligibility?memberId=${uncovered}&date=${year - 2}-06-15`)
    ).json<BenefitsByEligibility>();
    expect(lists.planYear).toBe(year - 2);
    expect(lists.eligible).toEqual([]);
    expect(lists.other.length).toBeGreaterThan(20);
  });

  it('gives allocations only to members eligible for the benefit (the seed follows the service’s rule)', async () => {
    const { rows } = await t.database.pool.query<{
      memberId: string;
      group: 'All' | 'DSNP' | 'SSBCI' | 'CareAnywhere';
      year: number;
    }>(
      `select distinct a.member_id as "memberId", b.eligibility_group as group, extract(year from b.effective_from)::int as year
       from member_benefit_allocations a join supplemental_benefits b on b.id = a.benefit_id`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const facts = (await memberFacts(t.database.db, row.memberId))!;
      expect({ ...row, eligible: isEligibleFor({ eligibilityGroup: row.group, year: row.year }, facts) }).toEqual({
        ...row,
        eligible: true,
      });
    }
  });

  it('adds each benefit’s wallet to the details, one benefit with its transactions, and the header bubbles', async () => {
    const details = (await get(`${CRM}.GetSupplementalBenefitsDetailByEligibility?memberId=${walletMember}`)).json<{
      planYear: number;
      eligible: BenefitDetail[];
      other: BenefitDetail[];
    }>();
    const wallets = (await get(`${CRM}.GetMemberWallets?memberId=${walletMember}`)).json<{
      items: Wallet[];
      total: number;
    }>();
    expect(wallets.total).toBeGreaterThan(0);
    for (const wallet of wallets.items) {
      expect(wallet.balance).toBeCloseTo(wallet.allocated - wallet.used - wallet.expired, 2);
      expect(wallet.balance).toBeGreaterThanOrEqual(0);
      expect(details.eligible.find((b) => b.id === wallet.benefitId)).toMatchObject({
        eligible: true,
        allocated: wallet.allocated,
        balance: wallet.balance,
      });
    }
    const sums = await one<{ allocated: number }>(
      `select coalesce(sum(a.amount) filter (where a.transaction = 'Allocation'), 0)::float8 as allocated
       from member_benefit_allocations a join supplemental_benefits b on b.id = a.benefit_id
       where a.member_id = $1 and extract(year from b.effective_from) = $2`,
      [walletMember, year],
    );
    expect(wallets.items.reduce((total, w) => total + w.allocated, 0)).toBeCloseTo(sums.allocated, 2);
    expect(details.other.every((b) => !b.eligible && b.allocated === 0)).toBe(true);

    const first = wallets.items[0]!;
    const detail = (
      await get(`${CRM}.GetSupplementalBenefitsDetail?memberId=${walletMember}&benefitId=${first.benefitId}`)
    ).json<BenefitDetail & { transactions: Allocation[] }>();
    expect(detail).toMatchObject({ id: first.benefitId, eligible: true, balance: first.balance });
    expect(detail.transactions.length).toBeGreaterThan(0);
    expect(detail.transactions.every((row) => row.benefitId === first.benefitId)).toBe(true);

    const bubbles = (
      await get(`${CRM}.GetSupplementalBenefitsForBubbles?memberId=${walletMember}`)
    ).json<BenefitBubbles>();
    const count = (list: BenefitDetail[], type: string) => list.filter((b) => b.type === type).length;
    expect(bubbles).toMatchObject({
      planYear: year,
      eligibleBenefits: count(details.eligible, 'Benefit'),
      eligibleRewards: count(details.eligible, 'Reward'),
      otherBenefits: count(details.other, 'Benefit'),
      otherRewards: count(details.other, 'Reward'),
    });
    const benefitBalance = wallets.items.filter((w) => w.type === 'Benefit').reduce((total, w) => total + w.balance, 0);
    expect(bubbles.benefitsBalance).toBeCloseTo(benefitBalance, 2);
  });

  it('pages the allocation history newest first, benefits by default, rewards when asked', async () => {
    const total = await one<{ n: number }>(
      `select count(*)::int as n from member_benefit_allocations where member_id = $1 and type = 'Benefit'`,
      [walletMember],
    );
    const page = (
      await get(`${CRM}.GetSupplementalBenefitsAllocationHistoryByType?memberId=${walletMember}&$top=2`)
    ).json<{ items: Allocation[]; total: number }>();
    expect(page.total).toBe(total.n);
    expect(page.items).toHaveLength(Math.min(2, total.n));
    const all = (
      await get(`${CRM}.GetSupplementalBenefitsAllocationHistoryByType?memberId=${walletMember}&$top=100`)
    ).json<{ items: Allocation[] }>();
    expect(all.items.every((row) => row.type === 'Benefit' && row.name !== null)).toBe(true);
    const times = all.items.map((row) => row.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.items.slice(0, 2)).toEqual(page.items);
    const rewards = (
      await get(`${CRM}.GetSupplementalBenefitsAllocationHistoryByType?memberId=${awarded.memberId}&type=reward`)
    ).json<{ items: Allocation[] }>();
    expect(rewards.items.length).toBeGreaterThan(0);
    expect(rewards.items.every((row) => row.type === 'Reward')).toBe(true);
    expect(
      await error(`${CRM}.GetSupplementalBenefitsAllocationHistoryByType?memberId=${walletMember}&type=Gift`),
    ).toEqual({
      status: 400,
      message: M.typeInvalid,
    });
    expect(
      (await error(`${CRM}.GetSupplementalBenefitsAllocationHistoryByType?memberId=${walletMember}&$top=101`)).status,
    ).toBe(400);
  });

  it('maps each incentive name to why it cannot be awarded, or null', async () => {
    const lists = (await get(`${CRM}.GetSupplementalBenefitsDetailByEligibility?memberId=${awarded.memberId}`)).json<{
      eligible: BenefitDetail[];
      other: BenefitDetail[];
    }>();
    const open = lists.eligible.find((b) => b.type === 'Reward' && b.allocated === 0);
    const notEligible = lists.other.find((b) => b.type === 'Reward');
    const names = [
      awarded.name,
      'No Such Reward',
      ...(open ? [open.name] : []),
      ...(notEligible ? [notEligible.name] : []),
    ];
    const query = names.map((name) => `incentiveNames=${encodeURIComponent(name)}`).join('&');
    const map = (
      await get(`${CRM}.GetSupplementalBenefitValidationErrorsMap?memberId=${awarded.memberId}&${query}`)
    ).json<Record<string, string | null>>();
    expect(map[awarded.name]).toBe(M.incentiveAlreadyAwarded);
    expect(map['No Such Reward']).toBe(M.incentiveUnknown);
    if (open) expect(map[open.name]).toBeNull();
    if (notEligible) expect(map[notEligible.name]).toBe(M.incentiveNotEligible);
    expect(await error(`${CRM}.GetSupplementalBenefitValidationErrorsMap?memberId=${awarded.memberId}`)).toEqual({
      status: 400,
      message: M.incentiveNamesRequired,
    });
  });

  it('answers the entity set by a strictly read member filter', async () => {
    const filter = (text: string) => `/odata/supplementalbenefits?$filter=${encodeURIComponent(text)}`;
    const answer = (await get(filter(`memberId eq '${dsnp.toLowerCase()}'`))).json<{
      value: { memberId: string; id: string }[];
    }>();
    const lists = (
      await get(`${CRM}.GetSupplementalBenefitsListByEligibility?memberId=${dsnp}`)
    ).json<BenefitsByEligibility>();
    expect(answer.value.map((b) => b.id)).toEqual(lists.eligible.map((b) => b.id));
    expect(answer.value.every((b) => b.memberId === dsnp)).toBe(true);
    for (const bad of [
      `memberId eq ${dsnp}`,
      `memberId ne '${dsnp}'`,
      `memberid eq '${dsnp}'`,
      `memberId eq '${dsnp}' or true`,
    ])
      expect(await error(filter(bad))).toEqual({ status: 400, message: M.filterInvalid });
    expect(await error(filter(`memberId eq 'X1'`))).toEqual({ status: 400, message: M.memberIdInvalid });
    expect((await error('/odata/supplementalbenefits')).status).toBe(400);
  });

  it('refuses malformed input with 400 and unknown members or benefits with 404', async () => {
    for (const name of [
      'GetSupplementalBenefitsListByEligibility',
      'GetMemberWallets',
      'GetSupplementalBenefitsForBubbles',
    ]) {
      expect(await error(`${CRM}.${name}?memberId=12345`)).toEqual({ status: 400, message: M.memberIdInvalid });
      expect(await error(`${CRM}.${name}?memberId=M999999999`)).toEqual({ status: 404, message: M.memberNotFound });
    }
    expect(
      (await error(`${CRM}.GetSupplementalBenefitsListByEligibility?memberId=${dsnp}&date=2026-13-01`)).status,
    ).toBe(400);
    expect(await error(`${CRM}.GetSupplementalBenefitsDetail?memberId=${dsnp}&benefitId=NOPE${year}`)).toEqual({
      status: 404,
      message: M.benefitNotFound,
    });
    expect(await error(`${CRM}.GetSupplementalBenefitsDetail?memberId=${dsnp}&benefitId=OTC`)).toEqual({
      status: 400,
      message: M.benefitIdInvalid,
    });
    expect(await error(`${CRM}.GetSupplementalBenefitsAllocationHistoryByType?memberId=M999999999`)).toEqual({
      status: 404,
      message: M.memberNotFound,
    });
  });

  it('audits every member read with the member as the item', async () => {
    const member = walletMember;
    const urls = [
      `${CRM}.GetSupplementalBenefitsListByEligibility?memberId=${member}`,
      `${CRM}.GetSupplementalBenefitsDetailByEligibility?memberId=${member}`,
      `${CRM}.GetSupplementalBenefitsDetail?memberId=${member}&benefitId=OTC${year}`,
      `${CRM}.GetSupplementalBenefitsForBubbles?memberId=${member}`,
      `${CRM}.GetSupplementalBenefitsAllocationHistoryByType?memberId=${member}`,
      `${CRM}.GetSupplementalBenefitValidationErrorsMap?memberId=${member}&incentiveNames=FLU`,
      `${CRM}.GetMemberWallets?memberId=${member}`,
      `/odata/supplementalbenefits?$filter=${encodeURIComponent(`memberId eq '${member}'`)}`,
    ];
    for (const url of urls) {
      const before = await auditRows(member);
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
      expect({ url, audited: (await auditRows(member)) - before }).toEqual({ url, audited: 1 });
    }
  });

  it('refuses a user without Patient 360 (no.modules) every member call', async () => {
    const calls = [
      `${CRM}.GetSupplementalBenefitsListByEligibility?memberId=${dsnp}`,
      `${CRM}.GetSupplementalBenefitsDetailByEligibility?memberId=${dsnp}`,
      `${CRM}.GetSupplementalBenefitsDetail?memberId=${dsnp}&benefitId=OTC${year}`,
      `${CRM}.GetSupplementalBenefitsForBubbles?memberId=${dsnp}`,
      `${CRM}.GetSupplementalBenefitsAllocationHistoryByType?memberId=${dsnp}`,
      `${CRM}.GetSupplementalBenefitValidationErrorsMap?memberId=${dsnp}&incentiveNames=FLU`,
      `${CRM}.GetMemberWallets?memberId=${dsnp}`,
      `/odata/supplementalbenefits?$filter=${encodeURIComponent(`memberId eq '${dsnp}'`)}`,
    ];
    const reads = async () =>
      (await one<{ n: number }>('select count(*)::int as n from audit_events where item_id = $1', [dsnp])).n;
    const before = await reads();
    for (const url of calls)
      expect({ url, status: (await get(url, 'no.modules')).statusCode }).toEqual({ url, status: 403 });
    // A refused read leaves no read row.
    expect(await reads()).toBe(before);
  });
});
