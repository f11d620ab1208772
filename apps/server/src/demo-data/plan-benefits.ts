import type { Database } from '../platform/db/client.ts';

/**
 * The Evidence of Coverage (EOC) benefit chart of every demo plan in `plans`, every year: about thirty services in
 * categories, with in-network and out-of-network cost sharing by plan type. HMO plans cover out-of-network care only in
 * an emergency or urgently; HMO-POS plans add a point-of-service option for some outpatient care; PPO plans cover both
 * at different costs; D-SNP members (Medicare and Medicaid) pay $0 in network. Amounts are synthetic and typical of
 * Medicare Advantage plans, not any real plan's. One set-based insert (plans x services): it does not grow with members.
 */

type Costs = [inNetwork: string, outOfNetwork: string];

interface BenefitLine {
  category: string;
  service: string;
  priorAuthorization: boolean;
  hmo: Costs;
  pos: Costs;
  ppo: Costs;
  dsnp: Costs;
}

const NOT_COVERED = 'Not covered';
const PHARMACY_OUT = 'In-network cost at an out-of-network pharmacy, in an emergency only';

/**
 * A line of the chart. `hmo` is the HMO's in-network cost; the HMO-POS pays `pos` (default the HMO's) and its
 * point-of-service cost `posOut`; `anyNetwork` services (emergency, urgent care, ambulance) cost the same anywhere;
 * `allOut` is every plan type's out-of-network text (pharmacies).
 */
function line(
  category: string,
  service: string,
  priorAuthorization: boolean,
  hmo: string,
  ppo: Costs,
  options: { pos?: string; posOut?: string; dsnp?: string; anyNetwork?: boolean; allOut?: string } = {},
): BenefitLine {
  const pos = options.pos ?? hmo;
  const dsnp = options.dsnp ?? '$0';
  const outside = (inNetwork: string, fallback: string) =>
    options.anyNetwork ? inNetwork : (options.allOut ?? fallback);
  return {
    category,
    service,
    priorAuthorization,
    hmo: [hmo, outside(hmo, NOT_COVERED)],
    pos: [pos, outside(pos, options.posOut ?? NOT_COVERED)],
    ppo,
    dsnp: [dsnp, outside(dsnp, NOT_COVERED)],
  };
}

const DOCTOR = 'Doctor visits';
const PREVENTIVE = 'Preventive care';
const INPATIENT = 'Inpatient hospital';
const OUTPATIENT = 'Outpatient surgery and services';
const EMERGENCY = 'Emergency and urgent care';
const AMBULANCE = 'Ambulance';
const LAB = 'Lab and imaging';
const MENTAL = 'Mental health';
const THERAPY = 'Therapy, equipment and home care';
const DRUGS = 'Prescription drugs';
const DENTAL = 'Dental';
const VISION = 'Vision';
const HEARING = 'Hearing';

/** The chart, in the order the EOC lists it. */
export const EOC_LINES: readonly BenefitLine[] = [
  line(DOCTOR, 'Primary care provider (PCP) office visit', false, '$0', ['$5', '$25'], { posOut: '30% coinsurance' }),
  line(DOCTOR, 'Specialist office visit', false, '$35', ['$45', '$65'], { pos: '$30', posOut: '30% coinsurance' }),
  line(DOCTOR, 'Specialist visit with a procedure in the office', true, '$50', ['$60', '40% coinsurance']),
  line(DOCTOR, 'Telehealth visit (PCP or specialist)', false, '$0', ['$0', NOT_COVERED]),
  line(PREVENTIVE, 'Annual wellness visit', false, '$0', ['$0', '30% coinsurance'], { posOut: '30% coinsurance' }),
  line(PREVENTIVE, 'Medicare-covered screenings and vaccines', false, '$0', ['$0', '30% coinsurance']),
  line(INPATIENT, 'Inpatient hospital stay', true, '$295 per day for days 1-5; $0 after day 5', [
    '$350 per day for days 1-6; $0 after day 6',
    '40% coinsurance per stay',
  ]),
  line(INPATIENT, 'Inpatient mental health stay', true, '$275 per day for days 1-5; $0 after day 5', [
    '$325 per day for days 1-5; $0 after day 5',
    '40% coinsurance per stay',
  ]),
  line(INPATIENT, 'Skilled nursing facility (SNF)', true, '$0 per day for days 1-20; $203 per day for days 21-100', [
    '$0 per day for days 1-20; $214 per day for days 21-100',
    '40% coinsurance per stay',
  ]),
  line(OUTPATIENT, 'Ambulatory surgical center', true, '$200', ['$250', '40% coinsurance'], { pos: '$175' }),
  line(OUTPATIENT, 'Outpatient hospital surgery', true, '$300', ['$350', '40% coinsurance'], { pos: '$275' }),
  line(OUTPATIENT, 'Dialysis', false, '20% coinsurance', ['20% coinsurance', '20% coinsurance'], {
    posOut: '20% coinsurance',
  }),
  line(EMERGENCY, 'Emergency room visit (waived if admitted within 24 hours)', false, '$110', ['$110', '$110'], {
    anyNetwork: true,
  }),
  line(EMERGENCY, 'Urgent care center', false, '$40', ['$45', '$45'], { anyNetwork: true }),
  line(AMBULANCE, 'Ground ambulance', false, '$275', ['$300', '$300'], { pos: '$250', anyNetwork: true }),
  line(
    AMBULANCE,
    'Air ambulance (non-emergency transport needs approval)',
    true,
    '20% coinsurance',
    ['20% coinsurance', '20% coinsurance'],
    { anyNetwork: true },
  ),
  line(LAB, 'Lab services', false, '$0', ['$0', '30% coinsurance'], { posOut: '30% coinsurance' }),
  line(LAB, 'Diagnostic X-rays', false, '$15', ['$20', '30% coinsurance'], { posOut: '30% coinsurance' }),
  line(LAB, 'Advanced imaging (MRI, CT, PET)', true, '$150', ['$200', '40% coinsurance'], { pos: '$125' }),
  line(MENTAL, 'Outpatient mental health (individual or group therapy)', false, '$20', ['$30', '40% coinsurance']),
  line(THERAPY, 'Physical, occupational and speech therapy', true, '$25', ['$35', '40% coinsurance']),
  line(THERAPY, 'Durable medical equipment (DME)', true, '20% coinsurance', ['20% coinsurance', '40% coinsurance']),
  line(THERAPY, 'Home health care', true, '$0', ['$0', '30% coinsurance']),
  line(THERAPY, 'Medicare Part B drugs (chemotherapy, injections)', true, '20% coinsurance', [
    '20% coinsurance',
    '30% coinsurance',
  ]),
  line(DRUGS, 'Tier 1 preferred generic drugs (30-day supply)', false, '$0', ['$5', PHARMACY_OUT], {
    allOut: PHARMACY_OUT,
  }),
  line(DRUGS, 'Tier 2 generic drugs (30-day supply)', false, '$10', ['$15', PHARMACY_OUT], {
    pos: '$8',
    allOut: PHARMACY_OUT,
  }),
  line(
    DRUGS,
    'Tier 3 preferred brand drugs and insulin (insulin at most $35 a month)',
    false,
    '$47',
    ['$47', PHARMACY_OUT],
    {
      pos: '$45',
      allOut: PHARMACY_OUT,
    },
  ),
  line(
    DRUGS,
    'Tier 4 non-preferred drugs (30-day supply)',
    false,
    '50% coinsurance',
    ['50% coinsurance', PHARMACY_OUT],
    {
      pos: '45% coinsurance',
      allOut: PHARMACY_OUT,
    },
  ),
  line(DRUGS, 'Tier 5 specialty drugs (30-day supply)', true, '33% coinsurance', ['33% coinsurance', NOT_COVERED]),
  line(DENTAL, 'Preventive dental (exams, cleanings, X-rays)', false, '$0', ['$0', '50% coinsurance']),
  line(
    DENTAL,
    'Comprehensive dental (fillings, extractions, crowns)',
    true,
    '50% coinsurance, $1,500 yearly maximum',
    ['50% coinsurance, $1,000 yearly maximum', '50% coinsurance, counts toward the $1,000 yearly maximum'],
    { pos: '50% coinsurance, $2,000 yearly maximum', dsnp: '$0, $3,000 yearly maximum' },
  ),
  line(VISION, 'Routine eye exam (one a year)', false, '$0', ['$0', '$50 reimbursement']),
  line(
    VISION,
    'Eyeglasses or contact lenses',
    false,
    '$200 allowance every year',
    ['$150 allowance every year', '$150 allowance every year'],
    { pos: '$250 allowance every year', dsnp: '$300 allowance every year' },
  ),
  line(HEARING, 'Routine hearing exam (one a year)', false, '$0', ['$0', '$50 reimbursement']),
  line(
    HEARING,
    'Hearing aids (up to two a year)',
    false,
    '$499 to $899 per aid',
    ['$699 to $999 per aid', NOT_COVERED],
    { dsnp: '$0 per aid' },
  ),
];

/** Inserts the chart for every plan and year in `plans`; the cost columns follow the plan's type. */
export async function seedPlanBenefits(database: Database): Promise<void> {
  const column = (pick: (entry: BenefitLine) => string | boolean) => EOC_LINES.map(pick);
  await database.pool.query(
    `insert into plan_benefits (plan_year, contract_code, pbp_code, category, service, in_network, out_of_network,
       prior_authorization, sort_order)
     select p.plan_year, p.contract_code, p.pbp_code, s.category, s.service,
       case when p.is_dsnp then s.dsnp_in when p.plan_type = 'PPO' then s.ppo_in when p.plan_type = 'HMO-POS' then s.pos_in
            else s.hmo_in end,
       case when p.is_dsnp then s.dsnp_out when p.plan_type = 'PPO' then s.ppo_out when p.plan_type = 'HMO-POS' then s.pos_out
            else s.hmo_out end,
       s.prior_authorization, s.sort_order::int * 10
     from plans p
     cross join unnest($1::text[], $2::text[], $3::bool[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[])
       with ordinality as s(category, service, prior_authorization, hmo_in, hmo_out, pos_in, pos_out, ppo_in, ppo_out,
         dsnp_in, dsnp_out, sort_order)
     order by p.plan_year, p.contract_code, p.pbp_code, s.sort_order`,
    [
      column((entry) => entry.category),
      column((entry) => entry.service),
      column((entry) => entry.priorAuthorization),
      column((entry) => entry.hmo[0]),
      column((entry) => entry.hmo[1]),
      column((entry) => entry.pos[0]),
      column((entry) => entry.pos[1]),
      column((entry) => entry.ppo[0]),
      column((entry) => entry.ppo[1]),
      column((entry) => entry.dsnp[0]),
      column((entry) => entry.dsnp[1]),
    ],
  );
  await database.pool.query('analyze plan_benefits');
}
