import type pg from 'pg';
import { CONTACT_TYPES, POA_TYPES, PREFERRED_TIMES } from '@portal/contracts/patient-360/member-profile';
import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';
import { h, memberBatches, pick } from './seed-sql.ts';
import { DEMO_PHARMACIES } from './crm-pharmacies.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, STREET_NAMES, STREET_SUFFIXES } from './reference-names.ts';

/**
 * The member profile of every demo member (issue 11): contacts, POAs with their membership documents, communication
 * preferences, tags of the six kinds and pharmacy fills with the Star adherence measures; and households, about one
 * member in 25 moved to the street address of the member before them. Set-based SQL over member id ranges, every value
 * a hash of the member number, so a million members load in minutes and every machine gets the same data.
 */
export async function seedMemberProfileDetails(database: Database, options: SeedOptions): Promise<void> {
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ members: number }>(
      'select coalesce(max(id), 0)::int as members from members',
    );
    const members = rows[0]?.members ?? 0;
    for (const [first, last] of memberBatches(members)) {
      await moveIntoHouseholds(client, first, last);
      for (const insert of [insertContacts, insertPoas, insertPreferences, insertTags, insertMedications])
        await client.query(insert(), [first, last]);
      if (members > 100_000) options.log?.(`  member profile details ${last.toLocaleString('en-US')}`);
    }
    for (const table of [
      'members',
      'member_contacts',
      'member_poas',
      'member_communication_preferences',
      'member_tags',
      'member_medications',
    ])
      await client.query(`analyze ${table}`);
  } finally {
    client.release();
  }
}

const FIRST_NAMES = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES];
/** A synthetic phone number in the member's area code, in the 555-01xx range kept for fiction. */
const phone = (hash: string) =>
  `coalesce(substr(m.phone, 1, 3), '213') || '55501' || lpad((${hash} % 100)::text, 2, '0')`;
const daysAgo = (hash: string, days: number) => `(current_date - (${hash} % ${days})::int)`;

/** SQL: whether the member of this id may move into a household (then their address changes after the first seeders). */
export const mayMoveIntoHousehold = (id: string): string => `${h(id, 300)} % 25 = 0`;

/**
 * About one member in 25 shares the street address of the member before them (same ZIP, city, state and county, so
 * their coverage's county stays true): the potential households. The member before keeps their own address.
 */
async function moveIntoHouseholds(client: pg.PoolClient, first: number, last: number): Promise<void> {
  await client.query(
    `update members m set address1 = p.address1, address2 = p.address2, city = p.city, state_code = p.state_code,
       zip5 = p.zip5, zip4 = p.zip4
     from members p
     where p.id = m.id - 1 and m.id between $1 and $2 and ${mayMoveIntoHousehold('m.id')} and not ${mayMoveIntoHousehold('p.id')}
       and p.county_fips is not distinct from m.county_fips and p.state_code = m.state_code`,
    [first, last],
  );
}

const FAMILY = ['Spouse', 'Daughter', 'Son', 'Sister', 'Brother', 'Niece', 'Nephew', 'Grandchild'];

/** 0-3 contacts per member: caregivers, emergency contacts, an alternate phone (the member's own), representatives. */
const insertContacts = () =>
  `insert into member_contacts (member_id, contact_type, name, relationship, phone, email, is_primary, created_at)
   select m.member_id, c.contact_type,
     case when c.contact_type = 'Alternate phone' then m.full_name
          else ${pick(FIRST_NAMES, h('k.key', 303))} || ' ' || case when c.relationship in (${FAMILY.slice(0, 4)
            .map((name) => `'${name}'`)
            .join(', ')}) then m.last_name else ${pick(LAST_NAMES, h('k.key', 304))} end end,
     c.relationship, ${phone(h('k.key', 305))},
     case when c.contact_type <> 'Alternate phone' and ${h('k.key', 306)} % 2 = 0
          then lower(${pick(FIRST_NAMES, h('k.key', 303))}) || '.' || ${h('k.key', 307)} % 1000 || '@example.com' end,
     g.n = 1, ${daysAgo(h('k.key', 308), 1500)}::timestamptz + interval '10 hours'
   from members m
   cross join lateral generate_series(1, (${h('m.id', 301)} % 4)::int) g(n)
   cross join lateral (select m.id * 4 + g.n as key) k
   cross join lateral (select ${pick(CONTACT_TYPES, h('k.key', 302))} as contact_type) t
   cross join lateral (select t.contact_type,
       case when t.contact_type = 'Alternate phone' then 'Self'
            when t.contact_type = 'Authorized representative' then ${pick([...FAMILY, 'Attorney'], h('k.key', 309))}
            else ${pick([...FAMILY, 'Friend', 'Neighbor', 'Caregiver'], h('k.key', 309))} end as relationship) c
   where m.id between $1 and $2`;

/** A POA for about one member in 8, with the signed form's document at poa/{member id}/poa-{effective date}.pdf. */
const insertPoas = () =>
  `insert into member_poas (member_id, poa_name, relationship, poa_type, phone, address, effective_date, term_date, document_path)
   select m.member_id, ${pick(FIRST_NAMES, h('m.id', 312))} || ' ' || ${pick(LAST_NAMES, h('m.id', 313))},
     ${pick(['Spouse', 'Daughter', 'Son', 'Attorney', 'Niece', 'Nephew', 'Friend'], h('m.id', 314))},
     ${pick(POA_TYPES, h('m.id', 315))}, ${phone(h('m.id', 316))},
     (100 + ${h('m.id', 317)} % 9800) || ' ' || ${pick(STREET_NAMES, h('m.id', 318))} || ' ' || ${pick(STREET_SUFFIXES, h('m.id', 319))}
       || ', ' || m.city || ', ' || m.state_code || ' ' || m.zip5,
     d.effective, case when ${h('m.id', 320)} % 6 = 0 then d.effective + 365 end,
     'poa/' || m.member_id || '/poa-' || to_char(d.effective, 'YYYYMMDD') || '.pdf'
   from members m
   cross join lateral (select least(current_date, m.effective_date + (${h('m.id', 321)} % 900)::int) as effective) d
   where m.id between $1 and $2 and ${h('m.id', 311)} % 8 = 0`;

/**
 * One row per member for their health plan. Opt-ins first, then a channel the opt-ins allow (the update's own rules):
 * email and text need their opt-in, mail its own, and a member on do-not-call is not reached by phone.
 */
const insertPreferences = () =>
  `insert into member_communication_preferences (member_id, company_code, preferred_channel, preferred_language,
     preferred_time, do_not_call, email_opt_in, sms_opt_in, mail_opt_in, updated_by, updated_at, version)
   select o.member_id, o.company_code,
     case when o.wanted = 'Email' and o.email then 'Email' when o.wanted = 'Text message' and o.sms then 'Text message'
          when o.wanted = 'Mail' and o.mail then 'Mail' when o.wanted = 'Member portal' then 'Member portal'
          when not o.dnc then 'Phone' when o.mail then 'Mail' else 'Member portal' end,
     o.language, o.pref_time, o.dnc, o.email, o.sms, o.mail, 'enrollment', o.updated, 1
   from (
     select m.member_id, m.company_code, ${h('m.id', 322)} % 15 = 0 as dnc, ${h('m.id', 323)} % 3 = 0 as email,
       ${h('m.id', 324)} % 4 = 0 as sms, ${h('m.id', 325)} % 10 <> 0 as mail,
       ${pick(['Phone', 'Phone', 'Phone', 'Text message', 'Email', 'Mail', 'Member portal'], h('m.id', 326))} as wanted,
       case when ${h('m.id', 327)} % 100 < 62 then 'English' when ${h('m.id', 327)} % 100 < 86 then 'Spanish'
            else ${pick(['Chinese', 'Vietnamese', 'Korean', 'Tagalog', 'Armenian', 'Russian'], h('m.id', 328))} end as language,
       case when ${h('m.id', 329)} % 3 = 0 then null else ${pick(PREFERRED_TIMES, h('m.id', 329))} end as pref_time,
       m.effective_date::timestamptz + interval '9 hours' as updated
     from members m where m.id between $1 and $2) o`;

const TAG_KINDS = ['Member', 'JsaAppointment', 'AppealGrievanceCtm', 'ClinicalAlertRegistry', 'Ctm', 'Hra'];
/** The Member tags noted on members at random; 'Frequent Caller' is not one: it follows the member's own flag. */
const MEMBER_TAGS = [
  'Hearing Impaired',
  'Vision Impaired',
  'Interpreter Needed',
  'Caregiver Involved',
  'Fall Risk',
  'Prefers Written Communication',
];
const REGISTRIES = [
  'Diabetes',
  'Congestive Heart Failure',
  'COPD',
  'Chronic Kidney Disease',
  'End-Stage Renal Disease',
  'Dementia',
  'Depression',
];
const CTM_CATEGORIES = ['Access to care', 'Benefits', 'Enrollment', 'Pharmacy', 'Quality of care', 'Marketing'];
const num = (prefix: string, key: string) => `'${prefix}' || lpad((k.key * 7 + ${key})::text, 9, '0')`;
const status = `case when v.d > current_date - 30 then 'Open' else ${pick(['Resolved', 'Closed', 'Closed'], h('k.key', 336))} end`;

/** Each kind's tag text and details (the fields its call shows), from the per-tag values v (d: a date, x: a hash). */
const TAG_VALUES: Record<string, { tag: string; details: string }> = {
  Member: {
    tag: pick(MEMBER_TAGS, 'v.x'),
    details: `jsonb_build_object('note', ${pick(['Noted on an inbound call', 'Reported by the caregiver', "From the member's HRA", 'Noted by the care manager'], h('k.key', 337))},
      'addedBy', ${pick(['crm.agent', 'member.services', 'crm.admin'], h('k.key', 338))})`,
  },
  JsaAppointment: {
    tag: `'JSA Appointment'`,
    details: `jsonb_build_object('appointmentDate', (v.d + 90)::text,
      'status', case when v.d + 90 >= current_date then 'Scheduled' else ${pick(['Completed', 'Completed', 'Cancelled', 'No Show'], 'v.x')} end,
      'visitType', ${pick(['In Home', 'Telehealth', 'Clinic'], h('k.key', 339))},
      'provider', ${pick(FIRST_NAMES, h('k.key', 340))} || ' ' || ${pick(LAST_NAMES, h('k.key', 341))} || ', NP')`,
  },
  AppealGrievanceCtm: {
    tag: `case when v.x % 2 = 0 then 'Appeal' else 'Grievance' end`,
    details: `jsonb_build_object('caseNumber', ${num('AG', '1')}, 'caseType', case when v.x % 2 = 0 then 'Appeal' else 'Grievance' end,
      'ctmNumber', case when v.x % 3 = 0 then ${num('CTM', '2')} end, 'status', ${status}, 'receivedDate', v.d::text)`,
  },
  ClinicalAlertRegistry: {
    tag: pick(REGISTRIES, 'v.x'),
    details: `jsonb_build_object('registryName', ${pick(REGISTRIES, 'v.x')}, 'identifiedDate', v.d::text,
      'source', ${pick(['Claims', 'Pharmacy', 'HRA', 'Lab results'], h('k.key', 342))})`,
  },
  Ctm: {
    tag: `'CTM Complaint'`,
    details: `jsonb_build_object('ctmNumber', ${num('CTM', '3')}, 'category', ${pick(CTM_CATEGORIES, 'v.x')},
      'status', ${status}, 'receivedDate', v.d::text)`,
  },
  Hra: {
    tag: `case when v.x % 4 = 0 then 'HRA Due' else 'HRA Completed' end`,
    details: `case when v.x % 4 = 0 then jsonb_build_object('completedDate', null, 'score', null, 'riskLevel', null, 'method', 'Not completed')
      else jsonb_build_object('completedDate', v.d::text, 'score', (v.x % 101)::int,
        'riskLevel', case when v.x % 101 < 40 then 'Low' when v.x % 101 < 70 then 'Moderate' else 'High' end,
        'method', ${pick(['Phone', 'Mail', 'Online', 'In home'], h('k.key', 343))}) end`,
  },
};
const byKind = (part: 'tag' | 'details') =>
  `case t.kind ${TAG_KINDS.map((kind) => `when '${kind}' then ${TAG_VALUES[kind]?.[part] ?? 'null'}`).join(' ')} end`;

/**
 * 0-4 tags per member across the six kinds, each dated in the last two years; and the Member tag 'Frequent Caller' on
 * each frequent caller (members.is_frequent_caller, what the member summary and the member tab's orange say), on no one
 * else.
 */
const insertTags = () =>
  `insert into member_tags (member_id, kind, tag, details, created_at)
   select m.member_id, t.kind, ${byKind('tag')}, ${byKind('details')}, v.d::timestamptz + interval '11 hours'
   from members m
   cross join lateral generate_series(1, (${h('m.id', 331)} % 5)::int) g(n)
   cross join lateral (select m.id * 8 + g.n as key) k
   cross join lateral (select ${pick(TAG_KINDS, h('k.key', 332))} as kind) t
   cross join lateral (select ${daysAgo(h('k.key', 333), 700)} as d, ${h('k.key', 334)} as x) v
   where m.id between $1 and $2
   union all
   select m.member_id, 'Member', 'Frequent Caller',
     jsonb_build_object('note', 'Calls member services several times a month', 'addedBy', ${pick(['crm.agent', 'member.services', 'crm.admin'], h('m.id', 344))}),
     ${daysAgo(h('m.id', 345), 700)}::timestamptz + interval '11 hours'
   from members m
   where m.id between $1 and $2 and m.is_frequent_caller`;

/** Drugs: name, strength, a synthetic NDC and the Star adherence measure of the drug class, if any. */
const DRUGS: [string, string, string, string | null][] = [
  ['Atorvastatin', '20 mg', '60505-2580-09', 'MAC'],
  ['Rosuvastatin', '10 mg', '68180-0354-09', 'MAC'],
  ['Simvastatin', '40 mg', '16714-0683-02', 'MAC'],
  ['Metformin', '500 mg', '65862-0008-99', 'MAD'],
  ['Glipizide', '5 mg', '60505-0141-01', 'MAD'],
  ['Sitagliptin', '100 mg', '00006-0277-31', 'MAD'],
  ['Lisinopril', '10 mg', '68180-0513-03', 'MAH'],
  ['Losartan', '50 mg', '00093-7365-98', 'MAH'],
  ['Valsartan', '80 mg', '00378-5813-77', 'MAH'],
  ['Amlodipine', '5 mg', '00093-3171-98', null],
  ['Levothyroxine', '50 mcg', '00378-1803-77', null],
  ['Omeprazole', '20 mg', '62175-0118-37', null],
  ['Sertraline', '50 mg', '16729-0089-16', null],
  ['Gabapentin', '300 mg', '27241-0066-50', null],
];
const drugValues = DRUGS.map(
  ([name, strength, ndc, measure], index) =>
    `(${index}, '${name}', '${strength}', '${ndc}', ${measure ? `'${measure}'` : 'null'})`,
).join(', ');
/** The retail and mail-order pharmacies of the CRM's pharmacy directory fill the demo prescriptions. */
const PHARMACIES = DEMO_PHARMACIES.filter(([, , , kind]) => kind === 'Retail' || kind === 'Mail Order').map(
  ([name]) => name,
);

/**
 * 0-8 fills per member in the last year, from a regimen of 1-3 drugs refilled about every 40 days, prescribed by the
 * member's PCP. A Star measure drug carries its measure and the member's PDC for it (about 7 in 10 adherent, >= 0.8).
 */
const insertMedications = () =>
  `insert into member_medications (member_id, drug_name, ndc, strength, quantity, days_supply, fill_date, prescriber,
     pharmacy, star_measure, pdc)
   select m.member_id, d.name, d.ndc, d.strength, s.days * (1 + ${h('k.key', 351)} % 2)::int, s.days,
     current_date - ((g.n - 1) * 40 + ${h('k.key', 352)} % 20)::int, coalesce(pr.full_name, 'Plan Pharmacist'),
     ${pick(PHARMACIES, h('m.id', 353))}, d.measure,
     case when d.measure is not null then
       case when ${h(`m.id * 4 + d.i`, 354)} % 10 < 7 then round(0.8 + (${h(`m.id * 4 + d.i`, 355)} % 200) / 1000.0, 3)
            else round(0.45 + (${h(`m.id * 4 + d.i`, 355)} % 350) / 1000.0, 3) end end
   from members m
   left join providers pr on pr.id = m.pcp_provider_id
   cross join lateral generate_series(1, (${h('m.id', 341)} % 9)::int) g(n)
   cross join lateral (select m.id * 16 + g.n as key) k
   cross join lateral (select case when ${h('k.key', 356)} % 4 = 0 then 90 else 30 end as days) s
   join (values ${drugValues}) d(i, name, strength, ndc, measure)
     on d.i = (${h('m.id', 343)} + (g.n % (1 + ${h('m.id', 342)} % 3)) * 5) % ${DRUGS.length}
   where m.id between $1 and $2`;
