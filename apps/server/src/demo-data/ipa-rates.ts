import type { Database } from '../platform/db/client.ts';
import type { PoolClient } from 'pg';
import type { SeedOptions } from './seed.ts';
import { atScale, type ScaleTable } from './pick.ts';

/** Cap revenue formulas offered per company and type (spec §7 GetCapRevenueFormulas: code, description). */
const FORMULAS: [string, string, string][] = [
  ['CMS', 'CR01', 'Total Part A + Part B revenue'],
  ['CMS', 'CR02', 'Part A + Part B revenue less rebates'],
  ['CMS', 'CR03', 'Part C premium (risk adjusted)'],
  ['CMS', 'CR04', 'Part C + Part D revenue'],
  ['MP', 'MP01', 'Member premium (Part C)'],
  ['MP', 'MP02', 'Member premium (Part C + Part D)'],
];

/** How many IPAs get tiers, special rates and pending changes (every IPA gets a cap, gain share and risk pool rate). */
const DETAILED: ScaleTable<number> = { test: 10, small: 60, large: 2_000 };

/**
 * Rates for the demo IPAs, set-based so the 'large' scale (20,000 IPAs) loads in seconds: one cap rate, one gain share
 * and one risk pool rate per IPA covering its first two years (so there is room for a new rate), tiers and a special
 * rate with a formula for the first IPAs, and change history (some approved, some pending) made by network.manager.
 */
export async function seedIpaRates(database: Database, options: SeedOptions): Promise<void> {
  const detailed = atScale(DETAILED, options.scale);
  // One connection: the numbered IPA list is a temporary table of this session.
  const pool = await database.pool.connect();
  try {
    await seedWith(pool, detailed);
  } finally {
    pool.release();
  }
}

async function seedWith(pool: PoolClient, detailed: number): Promise<void> {
  await pool.query(
    `insert into cap_revenue_formulas (company_code, type, code, description)
     select c.company_code, f.type, f.code, f.description from companies c cross join unnest($1::text[], $2::text[], $3::text[]) as f(type, code, description)
     on conflict do nothing`,
    [FORMULAS.map((f) => f[0]), FORMULAS.map((f) => f[1]), FORMULAS.map((f) => f[2])],
  );

  // The first IPA record of each code, numbered so the "detailed" ones are deterministic.
  await pool.query(`create temporary table seed_rate_ipas as
    select row_number() over (order by i.id) as n, i.id, i.ipa_code, coalesce(i.company_code, 'CCHP') as company_code, i.eff_date,
           least(i.end_date, (i.eff_date + interval '2 years' - interval '1 day')::date) as rate_end
    from (select distinct on (upper(ipa_code)) * from ipas order by upper(ipa_code), eff_date) i`);

  await pool.query(`insert into cap_rates (ipa_web_id, ipa_code, company_code, sequence, eff_date, end_date, cap_rev_code, formula, premium_pct, medi_medi_pct,
      admin_fee, pm_pm_amt, pm_pm_amt_mm, hosp_surplus_split, prof_surplus_split, is_aca_tax, aca_tax_divisor, is_average_floor_level, is_average_floor_pcp,
      floor_mc, floor_mm, is_esrd_applicable, esrd_type, esrd_pm_pm, notes, created_by, created_at)
    select s.id, s.ipa_code, s.company_code, 1, s.eff_date, s.rate_end, 'CR01', 'Total Part A + Part B revenue', 0.82 + (s.n % 10) / 100.0, 0.78,
      0.0150, 45 + (s.n % 40), 120 + (s.n % 60), 0.5000, 0.5000, s.n % 3 = 0, case when s.n % 3 = 0 then '12' else '1' end, s.n % 4 = 0, s.n % 4 = 0,
      case when s.n % 4 = 0 then 30 else 0 end, case when s.n % 4 = 0 then 90 else 0 end, s.n % 5 = 0, case when s.n % 5 = 0 then 'ESRD_HYBRID' end,
      case when s.n % 5 = 0 then 850 else 0 end, 'Initial contract terms', 'network.manager', now() - interval '90 days'
    from seed_rate_ipas s`);

  await pool.query(
    `insert into cap_tiered_rates (cap_id, ipa_code, sequence, member_count_start, member_count_end, eff_date, end_date, premium_pct, medi_medi_pct, pm_pm_amt, created_by)
    select c.id, c.ipa_code, g, case g when 1 then 1 else 501 end, case g when 1 then 500 else 2000 end, c.eff_date, c.end_date, 0.80 + g / 100.0, 0.75, 40 + g * 5, 'network.manager'
    from cap_rates c join seed_rate_ipas s on s.id = c.ipa_web_id cross join generate_series(1, 2) g
    where s.n <= $1`,
    [detailed],
  );

  await pool.query(
    `insert into cap_special_rates (ipa_cap_id, ipa_code, seq, company_code, contract_code, type, status, pbp, eff_date, end_date, premium_pct,
      scb_amt_applicable, scb_esrd_status, scb_function, scb_limit_value, scb_premium_component, scb_premium_formula, created_by)
    select c.id, c.ipa_code, 1, c.company_code, coalesce((select p.contract_code from plans p where p.company_code = c.company_code order by p.contract_code limit 1), 'H0001'),
      'SCB', 'A', '001', c.eff_date, c.end_date, 0.8500, true, 'N', 'Maximum', 25,
      'Total_PartA,Total_PartB,Rebate_A,SCB_FUNCTION_OUTCOME', '( Total_PartA + Total_PartB ) - Rebate_A - SCB_FUNCTION_OUTCOME', 'network.manager'
    from cap_rates c join seed_rate_ipas s on s.id = c.ipa_web_id where s.n <= $1`,
    [detailed],
  );

  await pool.query(`insert into gain_share_rates (ipa_code, sequence, cap_revenue, formula, effective_start_date, effective_end_date, profit_share_percent, revenue_percent,
      part_c_revenue_pm_pm, part_d_revenue_pm_pm, is_sga_revenue_percent, sga_revenue_percent, notes, created_by_id, created_at, last_updated_by_id, last_updated_at,
      last_approved_by_id, last_approved_at)
    select s.ipa_code, 1, 'CR01', 'Total Part A + Part B revenue', s.eff_date, s.rate_end, 0.5000, 0.0200 + (s.n % 5) / 100.0, 12.50, 3.25, true, 0.0800,
      'Year one gain share', 'network.manager', now() - interval '60 days', 'network.manager', now() - interval '60 days', 'network.approver', now() - interval '59 days'
    from seed_rate_ipas s`);

  await pool.query(`insert into risk_pool_rates (ipa_code, sequence, cap_revenue, formula, effective_start_date, effective_end_date, hospital_budget_percent, admin_fee_percent,
      surplus_share_percent, deficit_share_percent, esrd_premium_percent, deficit_proration_percent, is_esrd_applicable, is_risk_pool_rate, notes, created_by_id, created_at,
      last_updated_by_id, last_updated_at, last_approved_by_id, last_approved_at)
    select s.ipa_code, 1, 'CR01', 'Total Part A + Part B revenue', s.eff_date, s.rate_end, 0.4200, 0.0150, 0.5000, 0.5000, case when s.n % 2 = 0 then 0.0300 else 0 end, 1,
      s.n % 2 = 0, true, 'Hospital risk pool', 'network.manager', now() - interval '60 days', 'network.manager', now() - interval '60 days', 'network.approver', now() - interval '59 days'
    from seed_rate_ipas s`);

  for (const [rates, tiers] of [
    ['gain_share_rates', 'gain_share_tiers'],
    ['risk_pool_rates', 'risk_pool_tiers'],
  ] as const) {
    const money = rates === 'gain_share_rates' ? 'profit_share_percent' : 'hospital_budget_percent';
    await pool.query(
      `insert into ${tiers} (parent_rate_id, ipa_code, member_count_start, member_count_end, ${money}, created_by_id, last_updated_by_id, last_updated_at)
      select r.id, r.ipa_code, case g when 1 then 1 else 1001 end, case g when 1 then 1000 else 5000 end, 0.4000 + g / 10.0, 'network.manager', 'network.manager', now() - interval '60 days'
      from ${rates} r join seed_rate_ipas s on upper(s.ipa_code) = upper(r.ipa_code) cross join generate_series(1, 2) g where s.n <= $1`,
      [detailed],
    );
  }

  // Change history: the creation (approved) for every detailed rate, and a pending change on every other detailed rate.
  for (const [rates, kind, field, label] of [
    ['gain_share_rates', 'gain-share', 'revenue_percent', 'Revenue Share %'],
    ['risk_pool_rates', 'risk-pool', 'surplus_share_percent', 'Surplus Share %'],
  ] as const) {
    await pool.query(
      `insert into rate_change_history (kind, object_id, ipa_code, updated_at, updated_by, approved_at, approved_by, differences)
      select $2, r.id, r.ipa_code, now() - interval '60 days', 'network.manager', now() - interval '59 days', 'network.approver',
        jsonb_build_array(jsonb_build_object('name', 'Effective Date', 'currentValue', null, 'newValue', to_char(r.effective_start_date, 'MM/DD/YYYY')),
                          jsonb_build_object('name', $3::text, 'currentValue', null, 'newValue', r.${field}::text))
      from ${rates} r join seed_rate_ipas s on upper(s.ipa_code) = upper(r.ipa_code) where s.n <= $1`,
      [detailed, kind, label],
    );
    await pool.query(
      `insert into rate_change_history (kind, object_id, ipa_code, updated_at, updated_by, differences)
      select $2, r.id, r.ipa_code, now() - interval '2 days', 'network.manager',
        jsonb_build_array(jsonb_build_object('name', 'Notes', 'currentValue', 'Initial terms', 'newValue', r.notes))
      from ${rates} r join seed_rate_ipas s on upper(s.ipa_code) = upper(r.ipa_code) where s.n <= $1 and s.n % 2 = 1`,
      [detailed, kind],
    );
  }
  await pool.query('drop table seed_rate_ipas');
}
