import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';
import { h, memberBatches, pick } from './seed-sql.ts';
import { LOS_ANGELES } from '@portal/contracts/platform/rules/dates';

/**
 * The supplemental benefits and rewards catalogue of the last three plan years (enrollment-crm-virtual-care §3 Benefit
 * item) with a short HTML display text each, and the benefit wallets of eligible members: yearly or quarterly
 * allocations, some redemptions, and the unused balance expiring at the end of each period; rewards earned and
 * redeemed. Set-based SQL over member id ranges, every value a hash of the member number, so a million members load in
 * minutes. The eligibility test below is the SQL twin of `isEligibleFor` in supplemental-benefits.service.ts.
 */

interface CatalogueEntry {
  code: string;
  name: string;
  type: 'Benefit' | 'Reward';
  group: 'All' | 'DSNP' | 'SSBCI' | 'CareAnywhere';
  /** This plan year's amount in dollars; earlier years get less. Null for a service benefit. */
  amount: number | null;
  frequency: string;
  /** Plan years back from this one the benefit is offered (0 this year, 1 last year, 2 the year before). */
  years: number[];
  /** Month it starts in its first year. */
  startMonth: number;
  text: string;
}

/** code | name | type | eligibility group | amount ('-' none) | frequency ('-' none) | years back | first month | text */
const CATALOGUE_TABLE = `
OTC|Over-the-Counter Allowance|Benefit|All|100|Quarterly|0,1,2|1|Buy vitamins, pain relievers, first aid and other approved health items at participating pharmacies or by catalog. Unused money does not carry over to the next quarter.
DENTAL|Comprehensive Dental Allowance|Benefit|All|2000|Yearly|0,1,2|1|Fillings, crowns, root canals and dentures from any licensed dentist, up to the yearly allowance.
EYEWEAR|Eyewear Allowance|Benefit|All|250|Yearly|0,1,2|1|Glasses, frames or contact lenses from any in-network optical store.
HEARING|Hearing Aid Allowance|Benefit|All|1000|Yearly|0,1,2|1|Hearing aids for both ears, fitting and follow-up visits with an in-network hearing provider.
FITNESS|Fitness Membership|Benefit|All|-|Yearly|0,1,2|1|A gym membership at participating fitness centers, or a home fitness kit, at no cost.
MEALS|Post-Discharge Meals|Benefit|All|-|Per inpatient stay|0,1,2|1|Up to 14 healthy meals delivered to your home after a hospital or skilled nursing stay.
RIDES|Transportation Rides|Benefit|All|-|Yearly|0,1,2|1|Up to 24 one-way rides a year to medical appointments and the pharmacy. Schedule a ride at least 2 business days ahead.
PERS|Personal Emergency Response System|Benefit|All|-|-|0,1,2|1|A wearable help button that connects you to a response center around the clock.
ACUCHIRO|Acupuncture/Chiropractic Visits|Benefit|All|-|Yearly|0,1,2|1|Up to 20 acupuncture or routine chiropractic visits a year with an in-network provider.
HOMEFIT|Home Fitness Kit|Benefit|All|-|Once|2|1|One home fitness kit of your choice, shipped to your home.
DSNPFOOD|Healthy Food and OTC Card|Benefit|DSNP|450|Quarterly|0,1,2|1|Buy healthy groceries and over-the-counter items at participating stores with your benefit card.
DSNPUTIL|Utility Assistance|Benefit|DSNP|300|Yearly|0,1,2|1|Help paying gas, electric, water and phone bills.
DSNPPEST|Pest Control|Benefit|DSNP|-|Twice a year|0,1,2|1|Two pest control treatments a year for your home.
SSBCIFLEX|SSBCI Flex Card|Benefit|SSBCI|150|Quarterly|0,1,2|1|For members with a qualifying chronic condition: pay for healthy food, produce, rent or utilities at participating merchants.
SSBCIMEALS|Chronic Condition Meals|Benefit|SSBCI|-|Monthly|0,1,2|1|Up to 20 medically tailored meals a month for members with a qualifying chronic condition.
SSBCIGROC|Healthy Groceries Allowance|Benefit|SSBCI|50|Monthly|0,1,2|1|Fresh produce and healthy groceries for members with a qualifying chronic condition.
CAREGIVER|Caregiver Support|Benefit|All|500|Yearly, on request|0,1,2|1|Up to $500 a year reimbursed for respite care, adult day care or caregiver training for the family member or friend who cares for you. Send the receipts with a reimbursement request.
CAVISITS|Care Anywhere Virtual Visits|Benefit|CareAnywhere|-|Unlimited|0,1,2|1|Video and phone visits with a Care Anywhere doctor or nurse at no cost, day or night.
CARPM|Remote Monitoring Devices|Benefit|CareAnywhere|-|-|0,1|7|A blood pressure cuff, scale or glucose meter that sends readings to your Care Anywhere team.
CACOACH|Health Coaching|Benefit|CareAnywhere|-|Monthly|0,1,2|1|Monthly calls with a health coach about diet, activity and your medicines.
AWV|Annual Wellness Visit Reward|Reward|All|50|Once a year|0,1,2|1|Earn a reward when you complete your annual wellness visit with your primary care provider.
FLU|Flu Shot Reward|Reward|All|25|Once a year|0,1,2|1|Earn a reward for getting your flu shot at your doctor or a participating pharmacy.
MAMMO|Mammogram Reward|Reward|All|50|Once a year|0,1,2|1|Earn a reward for completing a breast cancer screening.
HRA|Health Risk Assessment Reward|Reward|All|25|Once a year|0,1,2|1|Earn a reward for completing your yearly health risk assessment by phone or online.
COLON|Colorectal Screening Reward|Reward|All|50|Once a year|0,1,2|1|Earn a reward for completing a colorectal cancer screening.
PORTAL|Member Portal Registration Reward|Reward|All|10|-|0,1,2|1|Earn a reward for creating your member portal account.
DIABEYE|Diabetic Eye Exam Reward|Reward|SSBCI|40|Once a year|0,1,2|1|Earn a reward for completing your diabetic eye exam.
A1C|A1c Test Reward|Reward|SSBCI|25|Twice a year|0,1,2|1|Earn a reward for each A1c blood test, up to two a year.
MEDICAID|Medicaid Recertification Reward|Reward|DSNP|50|Once a year|0,1,2|1|Earn a reward for renewing your Medicaid coverage on time.
CAENROLL|Care Anywhere Enrollment Reward|Reward|CareAnywhere|25|Once|0,1,2|1|Earn a reward for your first Care Anywhere visit.
`;

const CATALOGUE: CatalogueEntry[] = CATALOGUE_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [code = '', name = '', type, group, amount = '-', frequency = '-', years = '0', month = '1', text = ''] =
      line.split('|');
    return {
      code,
      name,
      type: type as CatalogueEntry['type'],
      group: group as CatalogueEntry['group'],
      amount: amount === '-' ? null : Number(amount),
      frequency: frequency === '-' ? '' : frequency,
      years: years.split(',').map(Number),
      startMonth: Number(month),
      text,
    };
  });

/** Earlier plan years paid a little less: this year's amount, 90% last year, 80% the year before (rounded to $5). */
const amountOf = (amount: number | null, yearsBack: number) =>
  amount === null ? null : Math.round((amount * (1 - yearsBack / 10)) / 5) * 5;

const displayText = (entry: CatalogueEntry) =>
  `<p>${entry.text}</p><p>Questions? Call Member Services at the number on the back of your member ID card or visit <a href="https://www.example.org/benefits" rel="noopener noreferrer" target="_blank">our benefits page</a>.</p>`;

function catalogueRows(currentYear: number) {
  return CATALOGUE.flatMap((entry) => {
    // A benefit new in its first year may start mid-year; every later year starts in January.
    const firstYearBack = Math.max(...entry.years);
    return entry.years.map((back) => {
      const year = currentYear - back;
      const month = back === firstYearBack ? entry.startMonth : 1;
      return {
        id: `${entry.code}${year}`,
        code: entry.code,
        name: entry.name,
        type: entry.type,
        effectiveFrom: `${year}-${String(month).padStart(2, '0')}-01`,
        group: entry.group,
        amount: amountOf(entry.amount, back),
        frequency: entry.frequency,
        displayText: displayText(entry),
      };
    });
  });
}

const REDEMPTION_PLACES = ['Retail pharmacy purchase', 'Catalog order', 'In-network provider', 'Online order'];
const LA = `'${LOS_ANGELES}'`;

export async function seedSupplementalBenefits(database: Database, options: SeedOptions): Promise<void> {
  const { pool } = database;
  const currentYear = (await pool.query<{ year: number }>('select extract(year from current_date)::int as year'))
    .rows[0]?.year;
  if (currentYear === undefined) return;
  const rows = catalogueRows(currentYear);
  await pool.query(
    `insert into supplemental_benefits (id, code, name, type, effective_from, eligibility_group, amount, frequency, display_text, updated_by)
     select id, code, name, type, effective_from::date, eligibility_group, amount, frequency, display_text, 'system'
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::text[], $9::text[])
       as t(id, code, name, type, effective_from, eligibility_group, amount, frequency, display_text)`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.code),
      rows.map((r) => r.name),
      rows.map((r) => r.type),
      rows.map((r) => r.effectiveFrom),
      rows.map((r) => r.group),
      rows.map((r) => r.amount),
      rows.map((r) => r.frequency),
      rows.map((r) => r.displayText),
    ],
  );
  const { rows: counted } = await pool.query<{ members: number }>(
    'select coalesce(max(id), 0)::int as members from members',
  );
  const members = counted[0]?.members ?? 0;
  for (const [first, last] of memberBatches(members)) {
    await pool.query(ALLOCATIONS_SQL, [first, last]);
    if (members > 100_000) options.log?.(`  benefit wallets ${last.toLocaleString('en-US')}`);
  }
  await pool.query('analyze supplemental_benefits');
  await pool.query('analyze member_benefit_allocations');
}

/** The eligibility rule in SQL (service twin: isEligibleFor): All, D-SNP coverage that year, a chronic condition, Care Anywhere enrolled. */
const eligible = (benefit: string, member: string) =>
  `(${benefit}.eligibility_group = 'All' or (${benefit}.eligibility_group = 'DSNP' and ${member}.dsnp)
    or (${benefit}.eligibility_group = 'SSBCI' and ${member}.chronic) or (${benefit}.eligibility_group = 'CareAnywhere' and ${member}.care_anywhere))`;

/**
 * Per member and plan year (this year for every member, last year for a third of them): one wallet benefit with its
 * quarterly or yearly allocations, a redemption for about half of them and the unused rest expiring at the end of each
 * past period; and up to two rewards earned, half of them redeemed.
 */
const ALLOCATIONS_SQL = `
with my as (
  select distinct on (c.member_id, c.plan_year) m.id as mid, c.member_id, c.plan_year as year,
    greatest(c.effective_date, make_date(c.plan_year, 1, 1)) as start_date,
    least(coalesce(c.term_date, current_date), make_date(c.plan_year, 12, 31), current_date) as stop_date,
    c.line_of_business = 'D-SNP' as dsnp, coalesce(p.chronic_condition, false) as chronic,
    coalesce(p.care_anywhere_status, '') = 'Enrolled' as care_anywhere
  from members m
  join member_coverages c on c.member_id = m.member_id
  left join member_profiles p on p.member_id = m.member_id
  where m.id between $1 and $2 and c.plan_year >= extract(year from current_date)::int - 1
    and greatest(c.effective_date, make_date(c.plan_year, 1, 1)) <= least(coalesce(c.term_date, current_date), current_date)
    and (c.plan_year = extract(year from current_date)::int or ${h('m.id', 801)} % 3 = 0)
  order by c.member_id, c.plan_year, c.effective_date desc
),
periods as (
  select my.*, b.id as benefit_id, b.name, b.amount, b.frequency, q.n,
    greatest(q.period_start, my.start_date, b.effective_from) as allocated_on, q.period_end,
    my.mid * 16 + q.n as key
  from my
  cross join lateral (
    select b.* from supplemental_benefits b
    where b.effective_from >= make_date(my.year, 1, 1) and b.effective_from <= my.stop_date and b.type = 'Benefit'
      and b.amount is not null and b.frequency in ('Quarterly', 'Yearly') and ${eligible('b', 'my')}
    order by hashtextextended(b.code, my.mid * 8 + 2) limit 1) b
  cross join lateral (
    select g.n, make_date(my.year, 1 + (g.n - 1) * s.months, 1) as period_start,
      (make_date(my.year, 1 + (g.n - 1) * s.months, 1) + make_interval(months => s.months))::date - 1 as period_end
    from (select case when b.frequency = 'Quarterly' then 3 else 12 end as months) s
    cross join generate_series(1, 12 / s.months) g(n)) q
  where q.period_start <= my.stop_date and q.period_end >= my.start_date and q.period_end >= b.effective_from
),
redeemed as (
  select p.*, case when ${h('p.key', 803)} % 2 = 0
      then round(p.amount * (20 + ${h('p.key', 804)} % 71) / 100.0, 2) else 0 end as used,
    p.allocated_on + (${h('p.key', 805)} % (least(p.period_end, p.stop_date) - p.allocated_on + 1))::int as used_on
  from periods p
),
rewards as (
  select my.member_id, b.id as benefit_id, b.name, b.amount, my.mid * 64 + b.rn as key,
    my.start_date + (${h('my.mid * 64 + b.rn', 806)} % (my.stop_date - my.start_date + 1))::int as earned_on
  from my
  cross join lateral (
    select b.id, b.name, b.amount, row_number() over (order by hashtextextended(b.code, my.mid * 8 + 7)) as rn
    from supplemental_benefits b
    where b.effective_from >= make_date(my.year, 1, 1) and b.effective_from <= my.stop_date and b.type = 'Reward'
      and b.amount is not null and ${eligible('b', 'my')}
    order by rn limit (${h('my.mid', 808)} % 3)::int) b
)
insert into member_benefit_allocations (member_id, benefit_id, type, transaction, amount, occurred_at, description)
select member_id, benefit_id, 'Benefit', 'Allocation', amount, (allocated_on + time '06:00') at time zone ${LA},
  case when frequency = 'Quarterly' then name || ' for Q' || n || ' ' || year else name || ' for ' || year end
from redeemed
union all
select member_id, benefit_id, 'Benefit', 'Redemption', used, (used_on + time '14:30') at time zone ${LA},
  ${pick(REDEMPTION_PLACES, h('key', 809))}
from redeemed where used > 0
union all
select member_id, benefit_id, 'Benefit', 'Expiration', amount - used, (period_end + time '23:59') at time zone ${LA},
  'Unused balance expired'
from redeemed where period_end < current_date and amount > used
union all
select member_id, benefit_id, 'Reward', 'Allocation', amount, (earned_on + time '10:00') at time zone ${LA}, 'Earned: ' || name
from rewards
union all
select member_id, benefit_id, 'Reward', 'Redemption', amount,
  (least(current_date, earned_on + (${h('key', 811)} % 30)::int) + time '16:00') at time zone ${LA}, 'Redeemed for a gift card'
from rewards where ${h('key', 810)} % 2 = 0`;
