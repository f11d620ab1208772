import type pg from 'pg';
import { CRM_LARGE_VOLUMES, seedCrmLargeVolumes } from '../../apps/server/src/demo-data/crm-large.ts';

/** The large scale: what the benchmark measures against. */
export const LARGE_VOLUMES: { table: string; label: string; target: number; where?: string }[] = [
  { table: 'members', label: 'members', target: 1_000_000 },
  { table: 'ipas', label: 'IPAs', target: 20_000 },
  { table: 'enrollment_work_items', label: 'enrollment work items', target: 500_000 },
  { table: 'audit_events', label: 'audit events', target: 2_000_000 },
  { table: 'crm_interactions', label: 'CRM interactions', target: CRM_LARGE_VOLUMES.interactions },
  { table: 'crm_cases', label: 'CRM cases', target: CRM_LARGE_VOLUMES.cases },
  { table: 'crm_tasks', label: 'CRM tasks', target: CRM_LARGE_VOLUMES.tasks },
];

export interface Volume {
  label: string;
  table: string;
  rows: number | undefined;
  target: number | undefined;
}

async function tableExists(pool: pg.Pool, table: string): Promise<boolean> {
  const { rows } = await pool.query<{ found: string | null }>('select to_regclass($1)::text as found', [table]);
  return rows[0]?.found !== null && rows[0]?.found !== undefined;
}

async function countRows(pool: pg.Pool, table: string): Promise<number | undefined> {
  if (!(await tableExists(pool, table))) return undefined;
  const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

export async function volumeReport(pool: pg.Pool, scale: string): Promise<Volume[]> {
  const volumes: Volume[] = [];
  for (const volume of LARGE_VOLUMES) {
    volumes.push({
      label: volume.label,
      table: volume.table,
      rows: await countRows(pool, volume.table),
      target: scale === 'large' ? volume.target : undefined,
    });
  }
  return volumes;
}

/*
 * Top-ups: set-based SQL that brings a table to the large volume when the module's own 'large' seeder does not
 * (yet) reach it. Rows are synthetic and deterministic (derived from the series number), never real people.
 */
const FIRST_NAMES = `array['JAMES','MARY','ROBERT','PATRICIA','JOHN','JENNIFER','MICHAEL','LINDA','DAVID','ELIZABETH','WILLIAM','BARBARA','RICHARD','SUSAN','JOSEPH','JESSICA','THOMAS','SARAH','CARLOS','MARIA','JOSE','ANA','LUIS','ROSA','WEI','MEI','HIROSHI','YUKI','AHMED','FATIMA']`;
const LAST_NAMES = `array['SMITH','JOHNSON','WILLIAMS','BROWN','JONES','GARCIA','MILLER','DAVIS','RODRIGUEZ','MARTINEZ','HERNANDEZ','LOPEZ','GONZALEZ','WILSON','ANDERSON','THOMAS','TAYLOR','MOORE','JACKSON','MARTIN','LEE','PEREZ','THOMPSON','WHITE','HARRIS','SANCHEZ','CLARK','RAMIREZ','LEWIS','ROBINSON','WALKER','YOUNG','ALLEN','KING','WRIGHT','SCOTT','TORRES','NGUYEN','HILL','FLORES']`;

const TOP_UPS: Record<string, (from: number, to: number) => string> = {
  members: (from, to) => `
    insert into members (member_id, mbi, first_name, last_name, full_name, date_of_birth, gender, address1, city, state_code, zip5,
      company_code, contract_code, pbp_code, effective_date, term_date, is_active, is_frequent_caller, member_health_risk, alert_counts)
    select 'B' || lpad(g::text, 9, '0'),
      (1 + g % 9)::text || chr(65 + (g % 20)) || (g % 10)::text || chr(65 + (g / 7 % 20)) || lpad((g % 100000)::text, 7, '0'),
      f.first, l.last, l.last || ', ' || f.first,
      date '1930-01-01' + (g % 16000), case when g % 2 = 0 then 'F' else 'M' end,
      (100 + g % 9800)::text || ' BENCH AVE', 'LOS ANGELES', 'CA', lpad((90001 + g % 900)::text, 5, '0'),
      'C001', 'H' || lpad((1000 + g % 7)::text, 4, '0'), lpad((1 + g % 30)::text, 3, '0'),
      date '2015-01-01' + (g % 3650), case when g % 23 = 0 then date '2025-12-31' end, g % 37 <> 0, g % 101 = 0,
      (array['Low','Medium','High'])[1 + g % 3], g % 5
    from generate_series(${from}, ${to}) g
    cross join lateral (select (${FIRST_NAMES})[1 + (g * 7) % 30] as first) f
    cross join lateral (select (${LAST_NAMES})[1 + (g * 13 / 3) % 40] || case when g % 3 = 0 then '' else chr(65 + g % 26) || chr(65 + (g / 26) % 26) end as last) l
    on conflict do nothing`,
  audit_events: (from, to) => `
    insert into audit_events (item_id, timestamp, user_id, event_type, module_id, client_ip, details)
    select (g % 500000)::text, timestamptz '2025-01-01 00:00:00+00' + make_interval(secs => g * 31),
      (array['admin','network.manager','claims.dept','enroll.processor','enroll.manager','crm.agent','care.provider'])[1 + g % 7],
      (array['MemberSearch','MemberRead','UpdateIpa','CreateIpa','SaveMemberEnrollment','UpdateEnrollmentProcessingStatus','SignIn','SignOut'])[1 + g % 8],
      (array[12, 191, 191, 165, 165, 36, 18])[1 + g % 7], '10.0.' || (g % 250)::text || '.' || (g % 200)::text,
      jsonb_build_object('bench', true)
    from generate_series(${from}, ${to}) g`,
  ipas: (from, to) => `
    insert into ipas (ipa_code, ipa_desc, eff_date, end_date, company_code, risk, type, tax_id, npi, city, state, zip, created_by)
    select 'BN' || lpad(g::text, 6, '0'), 'BENCH MEDICAL GROUP ' || g, date '2015-01-01' + (g % 3000), date '9999-12-31', 'C001',
      (array['Full Risk','Shared Risk','Professional'])[1 + g % 3], 'IPA', lpad((900000000 + g)::text, 9, '0'), lpad((1900000000 + g)::text, 10, '0'),
      'LOS ANGELES', 'CA', lpad((90001 + g % 900)::text, 5, '0'), 'bench'
    from generate_series(${from}, ${to}) g
    on conflict do nothing`,
  enrollment_work_items: (from, to) => `
    insert into enrollment_work_items (received_via, file_name, first_name, last_name, birthdate, medicare_id, proposed_effective_date,
      coverage_year, contract_code, pbp_code, company_code, assigned_to, assigned_to_name, created_by_name, created_at, processing_status, request_type, updated_at)
    select (array['Paper Enrollment','Web Enrollment','Form','Phone','Email','Other'])[1 + g % 6], 'bench-' || g || '.pdf',
      (${FIRST_NAMES})[1 + (g * 7) % 30], (${LAST_NAMES})[1 + (g * 13 / 3) % 40] || chr(65 + g % 26),
      date '1935-01-01' + (g % 14000), (1 + g % 9)::text || 'BN' || lpad((g % 10000000)::text, 8, '0'), date '2026-01-01' + (g % 12) * 30,
      2026, 'H' || lpad((1000 + g % 7)::text, 4, '0'), lpad((1 + g % 30)::text, 3, '0'), 'C001',
      reps.ids[1 + g % array_length(reps.ids, 1)], 'Bench Rep', 'bench', timestamptz '2025-01-01 00:00:00+00' + make_interval(secs => g * 60),
      (array['New','InProgress','WaitingForInfo','RequestForInfo','Completed','Completed','Completed','RejectedAsDuplicate','InvalidMember','ManagerApprovalRequired','Void'])[1 + g % 11],
      null, timestamptz '2025-01-01 00:00:00+00' + make_interval(secs => g * 60)
    from generate_series(${from}, ${to}) g
    cross join (select coalesce(array_agg(id order by id), array[null::int]) as ids from users where username like 'enroll.%') reps`,
};

/** Brings each large-scale table to its volume with the top-ups above; returns what was topped up. */
export async function topUpLargeScale(pool: pg.Pool, log: (line: string) => void): Promise<string[]> {
  const toppedUp: string[] = [];
  // The CRM's cases, workflows, tasks and interactions come together from the CRM seeder's own large-scale SQL.
  const crmCases = await countRows(pool, 'crm_cases');
  const crmInteractions = await countRows(pool, 'crm_interactions');
  if (
    crmCases !== undefined &&
    (crmCases < CRM_LARGE_VOLUMES.cases || (crmInteractions ?? 0) < CRM_LARGE_VOLUMES.interactions)
  ) {
    const started = Date.now();
    await seedCrmLargeVolumes(pool, log);
    const after = (await countRows(pool, 'crm_cases')) ?? 0;
    const calls = (await countRows(pool, 'crm_interactions')) ?? 0;
    log(
      `Topped up the CRM to ${after} cases and ${calls} interactions in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    toppedUp.push(`crm_cases (with workflows, tasks): ${crmCases} -> ${after} rows`);
    toppedUp.push(`crm_interactions: ${crmInteractions ?? 0} -> ${calls} rows`);
  }
  for (const volume of LARGE_VOLUMES) {
    const rows = await countRows(pool, volume.table);
    const build = TOP_UPS[volume.table];
    if (rows === undefined || !build || rows >= volume.target) continue;
    const started = Date.now();
    // Batches of 250,000 keep each statement's memory and WAL modest.
    for (let from = rows + 1; from <= volume.target; from += 250_000) {
      await pool.query(build(from, Math.min(volume.target, from + 249_999)));
    }
    const after = (await countRows(pool, volume.table)) ?? 0;
    log(`Topped up ${volume.table} from ${rows} to ${after} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    toppedUp.push(`${volume.table}: ${rows} -> ${after} rows`);
  }
  return toppedUp;
}
