import type { Pool } from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { Coordinates, Plan, ZipInfo } from '@portal/contracts/platform/reference';
import { GENDERS, PLAN_TYPES } from '@portal/contracts/platform/reference';
import type { MemberGridRow, MemberSearchQuery } from '@portal/contracts/platform/lookups/members';
import { MEMBER_HEALTH_RISKS } from '@portal/contracts/platform/reference';
import { startsWithPattern } from '../db/like-pattern.ts';
import { columnPositions, rowReader } from '../db/array-rows.ts';
import { toStatement, type Statement } from '../db/statement.ts';
import { LA_TODAY } from '../db/los-angeles-day.ts';
import { memberActiveToday, memberInactiveToday } from './member-active.ts';
import { pageOf, type PageReads } from '../audit/audited-page.ts';
import { isIsoDate, parseUsDate } from '@portal/contracts/platform/rules/dates';

/**
 * Reference data other modules use: ZIP look-ups, distances, states, counties, plans by year and member search.
 * Functions take a pg pool (or client) so they work inside or outside a module's transaction.
 */
export type Queryable = Pick<Pool, 'query'>;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle (haversine) distance in miles; used for the PCP distance rule ('Over 35 Miles', shell spec §9). */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The same great-circle distance in SQL, from an origin to the coordinates in two columns: for filtering and sorting
 * rows by distance in the database (provider search). reference.int.test.ts holds the two equal.
 */
export function distanceMilesSql(origin: Coordinates, latitude: SQL, longitude: SQL): SQL {
  const [lat0, lon0] = [sql`${origin.latitude}::float8`, sql`${origin.longitude}::float8`];
  return sql`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(power(sin(radians(${latitude} - ${lat0}) / 2), 2)
    + cos(radians(${lat0})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lon0}) / 2), 2)))))`;
}

export async function lookupZip(db: Queryable, zip: string): Promise<ZipInfo | undefined> {
  const { rows } = await db.query<{
    zip: string;
    city: string;
    state: string;
    state_name: string | null;
    fips: string | null;
    county_name: string | null;
    latitude: number;
    longitude: number;
  }>(
    `select z.zip, z.city, z.state_code as state, s.name as state_name, c.fips, c.name as county_name, z.latitude, z.longitude
     from zip_codes z left join us_states s on s.code = z.state_code left join counties c on c.fips = z.county_fips
     where z.zip = $1`,
    [zip],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    zip: row.zip,
    city: row.city,
    state: row.state,
    stateName: row.state_name,
    county: row.fips && row.county_name ? { fips: row.fips, name: row.county_name, stateCode: row.state } : null,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Miles between two ZIP codes' centres; undefined when either ZIP is unknown. */
export async function distanceBetweenZips(db: Queryable, fromZip: string, toZip: string): Promise<number | undefined> {
  const [from, to] = await Promise.all([lookupZip(db, fromZip), lookupZip(db, toZip)]);
  return from && to ? distanceMiles(from, to) : undefined;
}

/** A provider's practice coordinates (its own, else its ZIP's). */
export async function providerCoordinates(db: Queryable, providerId: number): Promise<Coordinates | undefined> {
  const { rows } = await db.query<{ latitude: number | null; longitude: number | null }>(
    `select coalesce(p.latitude, z.latitude) as latitude, coalesce(p.longitude, z.longitude) as longitude
     from providers p left join zip_codes z on z.zip = p.zip where p.id = $1`,
    [providerId],
  );
  const row = rows[0];
  return row && row.latitude !== null && row.longitude !== null
    ? { latitude: row.latitude, longitude: row.longitude }
    : undefined;
}

export async function listStates(db: Queryable): Promise<{ code: string; name: string }[]> {
  return (await db.query<{ code: string; name: string }>('select code, name from us_states order by name')).rows;
}

export async function listCounties(
  db: Queryable,
  stateCode?: string,
): Promise<{ fips: string; name: string; stateCode: string }[]> {
  const { rows } = await db.query<{ fips: string; name: string; stateCode: string }>(
    `select fips, name, state_code as "stateCode" from counties where ($1::text is null or state_code = $1) order by state_code, name`,
    [stateCode ?? null],
  );
  return rows;
}

/** The rule of an active county (its FIPS code in `fips`): a contracted provider who is not termed practises there. */
export const isActiveCounty = (fips: SQL): SQL =>
  sql`exists (select 1 from providers p join zip_codes z on z.zip = p.zip
    where z.county_fips = ${fips} and p.contracted and (p.term_date is null or p.term_date >= ${LA_TODAY}))`;

/**
 * Counties where the plan's network is active: those with a contracted provider who is not termed.
 * (The spec names the list, not its rule; decided in docs/decisions.md "Reference data".)
 */
export async function listActiveCounties(
  db: Queryable,
  stateCode?: string,
): Promise<{ fips: string; name: string; stateCode: string }[]> {
  const query = toStatement(sql`select c.fips, c.name, c.state_code as "stateCode" from counties c
     where (${stateCode ?? null}::text is null or c.state_code = ${stateCode ?? null})
       and ${isActiveCounty(sql`c.fips`)}
     order by c.state_code, c.name`);
  const { rows } = await db.query<{ fips: string; name: string; stateCode: string }>(query.text, query.values);
  return rows;
}

/** The counties of a company's state (the reference data keeps counties by state; a company serves one state). */
export async function countiesOfCompany(db: Queryable, companyCode: string): Promise<{ fips: string; name: string }[]> {
  const { rows } = await db.query<{ fips: string; name: string }>(
    'select c.fips, c.name from counties c join companies co on co.state_code = c.state_code where co.company_code = $1 order by c.name',
    [companyCode],
  );
  return rows;
}

export async function listCompanies(
  db: Queryable,
): Promise<{ companyCode: string; name: string; stateCode: string }[]> {
  return (
    await db.query<{ companyCode: string; name: string; stateCode: string }>(
      'select company_code as "companyCode", name, state_code as "stateCode" from companies order by company_code',
    )
  ).rows;
}

const isPlanType = (value: string): value is Plan['planType'] => (PLAN_TYPES as readonly string[]).includes(value);

/** The plans of a year (of every year when `planYear` is null, newest year first), by contract and PBP. */
export async function plansByYear(db: Queryable, planYear: number | null, contractCode?: string): Promise<Plan[]> {
  const { rows } = await db.query<{
    planYear: number;
    contractCode: string;
    pbpCode: string;
    planName: string;
    planType: string;
    isDsnp: boolean;
    companyCode: string;
  }>(
    `select plan_year as "planYear", contract_code as "contractCode", pbp_code as "pbpCode", plan_name as "planName", plan_type as "planType",
            is_dsnp as "isDsnp", company_code as "companyCode"
     from plans where ($1::int is null or plan_year = $1) and ($2::text is null or contract_code = $2)
     order by plan_year desc, contract_code, pbp_code`,
    [planYear, contractCode ?? null],
  );
  return rows.map((row) => ({ ...row, planType: isPlanType(row.planType) ? row.planType : 'HMO' }));
}

export function listGenders(): { code: string; name: string }[] {
  return GENDERS.map((gender) => ({ ...gender }));
}

/** The member status rule as statement text (it has no parameters), for the search's hand-numbered statement. */
const ACTIVE_TODAY = toStatement(memberActiveToday()).text;
const INACTIVE_TODAY = toStatement(memberInactiveToday()).text;
/** The member grid's columns, in the order a member row is read (as an array, mapped by position: platform/db/array-rows.ts). */
const MEMBER_SELECT = [
  ['m.member_id', 'member_id'],
  ['m.mbi', 'mbi'],
  ['m.first_name', 'first_name'],
  ['m.last_name', 'last_name'],
  ['m.full_name', 'full_name'],
  ['m.date_of_birth', 'date_of_birth'],
  ['m.gender', 'gender'],
  ['m.phone', 'phone'],
  ['m.address1', 'address1'],
  ['m.address2', 'address2'],
  ['m.city', 'city'],
  ['m.state_code', 'state_code'],
  ['m.zip5', 'zip5'],
  ['m.zip4', 'zip4'],
  ['m.county_fips', 'county_fips'],
  ['m.company_code', 'company_code'],
  ['m.contract_code', 'contract_code'],
  ['m.pbp_code', 'pbp_code'],
  ['m.effective_date', 'effective_date'],
  ['m.term_date', 'term_date'],
  // isActive / memberisActive: active today, as the badge and the Active / Inactive filter say (not the stored flag alone).
  [ACTIVE_TODAY, 'active_today'],
  ['m.is_frequent_caller', 'is_frequent_caller'],
  ['m.member_health_risk', 'member_health_risk'],
  ['m.hospice_eligible', 'hospice_eligible'],
  ['m.alert_counts', 'alert_counts'],
  ['m.version', 'version'],
  ['p.id', 'pcp_id'],
  ['p.full_name', 'pcp_name'],
  ['p.npi', 'pcp_npi'],
  ['p.phone', 'pcp_phone'],
] as const;

const MEMBER_COLUMNS = MEMBER_SELECT.map(([column, field]) => `${column} as ${field}`).join(', ');
const read = rowReader(columnPositions(MEMBER_SELECT.map(([, field]) => field)));
const healthRisk = (stored: string): MemberGridRow['memberHealthRisk'] =>
  (MEMBER_HEALTH_RISKS as readonly string[]).includes(stored) ? (stored as MemberGridRow['memberHealthRisk']) : 'Low';

function toGridRow(row: unknown[]): MemberGridRow {
  const pcpId = read.optionalNumber(row, 'pcp_id');
  const pcpName = read.optional(row, 'pcp_name');
  const pcpNpi = read.optional(row, 'pcp_npi');
  const active = read.flag(row, 'active_today');
  return {
    memberId: read.text(row, 'member_id'),
    mbi: read.text(row, 'mbi'),
    firstName: read.text(row, 'first_name'),
    lastName: read.text(row, 'last_name'),
    fullName: read.text(row, 'full_name'),
    dateOfBirth: read.text(row, 'date_of_birth'),
    gender: read.text(row, 'gender'),
    phone: read.optional(row, 'phone'),
    pcp:
      pcpId !== null && pcpName !== null && pcpNpi !== null
        ? { id: pcpId, name: pcpName, npi: pcpNpi, phone: read.optional(row, 'pcp_phone') }
        : null,
    homeAddress: {
      address1: read.text(row, 'address1'),
      address2: read.optional(row, 'address2'),
      city: read.text(row, 'city'),
      state: read.text(row, 'state_code'),
      zip5: read.text(row, 'zip5'),
      zip4: read.optional(row, 'zip4'),
    },
    countyFips: read.optional(row, 'county_fips'),
    alertCounts: read.number(row, 'alert_counts'),
    memberHealthRisk: healthRisk(read.text(row, 'member_health_risk')),
    hospiceEligibility: { eligible: read.flag(row, 'hospice_eligible') },
    companyId: read.text(row, 'company_code'),
    contractCode: read.text(row, 'contract_code'),
    pbpCode: read.text(row, 'pbp_code'),
    isFrequentCaller: read.flag(row, 'is_frequent_caller'),
    termDate: read.optional(row, 'term_date'),
    effectiveDateTime: read.text(row, 'effective_date'),
    isActive: active,
    memberisActive: active,
    version: read.number(row, 'version'),
  };
}

const MEMBER_ID_PATTERN = /^M\d+$/i;
/** CMS MBI characters: digits and letters without S, L, O, I, B, Z; starts with 1-9. */
const MBI_PATTERN = /^[1-9][AC-HJKMNP-RT-Y0-9]*$/i;

/**
 * Builds the WHERE clause of a member search. Every branch is an indexed prefix match (text_pattern_ops indexes on
 * member_id, mbi and lower(last_name), lower(first_name)), so it stays fast on a million members.
 */
function memberSearchCondition(query: MemberSearchQuery, params: unknown[]): { where: string; orderBy: string } {
  const conditions: string[] = [];
  // Active as the member's badge says it: the flag, until the term date has passed.
  if (query.memberStatus === 'ACTIVE') conditions.push(ACTIVE_TODAY);
  if (query.memberStatus === 'INACTIVE') conditions.push(INACTIVE_TODAY);
  if (query.memberIds.length > 0) {
    params.push(query.memberIds);
    conditions.push(`m.member_id = any($${params.length}::text[])`);
  }
  const term = (query.searchTerm ?? '').trim();
  if (term.length > 0) {
    const alternatives: string[] = [];
    const compact = term.replace(/[\s-]/g, '');
    if (MEMBER_ID_PATTERN.test(compact)) {
      params.push(startsWithPattern(compact.toUpperCase()));
      alternatives.push(`m.member_id like $${params.length}`);
    } else if (/^\d+$/.test(compact)) {
      // A member id read out or typed without its letter ("100000013"): the digits after the M.
      params.push(startsWithPattern(`M${compact}`));
      alternatives.push(`m.member_id like $${params.length}`);
    }
    if (MBI_PATTERN.test(compact) && /\d/.test(compact)) {
      params.push(startsWithPattern(compact.toUpperCase()));
      alternatives.push(`m.mbi like $${params.length}`);
    }
    // A phone number (10 digits, any punctuation) or a birth date (MM/DD/YYYY or YYYY-MM-DD): equality on their indexes.
    const digits = term.replace(/[\s().+-]/g, '');
    if (/^1?\d{10}$/.test(digits)) {
      params.push(digits.slice(-10));
      alternatives.push(`m.phone = $${params.length}`);
    }
    const birthDate = isIsoDate(term) ? term : parseUsDate(term);
    if (birthDate) {
      params.push(birthDate);
      alternatives.push(`m.date_of_birth = $${params.length}::date`);
    }
    const words = term
      .toLowerCase()
      .replace(/,/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 0);
    const [onlyWord] = words;
    if (onlyWord !== undefined && words.length === 1 && !/\d/.test(term)) {
      params.push(startsWithPattern(onlyWord));
      alternatives.push(`lower(m.last_name) like $${params.length}`, `lower(m.first_name) like $${params.length}`);
    } else if (words.length >= 2 && !/\d/.test(term)) {
      // "last first" (or "last, first") and "first last": the first word is a whole name, the rest a prefix.
      const [head, ...rest] = words;
      const tail = rest.join(' ');
      params.push(head, startsWithPattern(tail));
      const headIndex = params.length - 1;
      const tailIndex = params.length;
      alternatives.push(`(lower(m.last_name) = $${headIndex} and lower(m.first_name) like $${tailIndex})`);
      alternatives.push(`(lower(m.first_name) = $${headIndex} and lower(m.last_name) like $${tailIndex})`);
    }
    conditions.push(alternatives.length > 0 ? `(${alternatives.join(' or ')})` : 'false');
  }
  // An id or MBI search walks the member id index in order; a name search sorts its (few) matches by name.
  const orderBy = /\d/.test(term) || term.length === 0 ? 'm.member_id' : 'm.last_name, m.first_name, m.member_id';
  return { where: conditions.length > 0 ? conditions.join(' and ') : 'true', orderBy };
}

/** Member search: a page of members and its capped count, sent together (the search's audit row names the page's members). */
export function memberSearchReads(db: Queryable, query: MemberSearchQuery): PageReads<MemberGridRow> {
  const params: unknown[] = [];
  const { where, orderBy } = memberSearchCondition(query, params);
  const countParams = [...params];
  params.push(query.$top, query.$skip);
  // The page of members first, then their PCPs: 50 primary-key look-ups instead of a join over every provider.
  const page: Statement = {
    text: `select ${MEMBER_COLUMNS} from (select * from members m where ${where} order by ${orderBy} limit $${params.length - 1} offset $${params.length}) m
       left join providers p on p.id = m.pcp_provider_id order by ${orderBy}`,
    values: params,
  };
  return {
    rows: db.query<unknown[]>({ ...page, rowMode: 'array' }).then((result) => result.rows.map(toGridRow)),
    // Counting stops at 10,000 matches: enough for paging, and cheap for a one-letter name prefix on a million rows.
    total: db
      .query<{ total: number }>(
        `select count(*)::int as total from (select 1 from members m where ${where} limit 10000) matches`,
        countParams,
      )
      .then((result) => result.rows[0]?.total ?? 0),
  };
}

/** Member search for grids and the header search: paged (at most 50), with the total number of matches. */
export const findMembers = (
  db: Queryable,
  query: MemberSearchQuery,
): Promise<{ items: MemberGridRow[]; total: number }> => pageOf(memberSearchReads(db, query));

/** Members by id (for member tabs and other modules). */
export async function membersByIds(db: Queryable, memberIds: string[]): Promise<MemberGridRow[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await db.query<unknown[]>({
    text: `select ${MEMBER_COLUMNS} from members m left join providers p on p.id = m.pcp_provider_id where m.member_id = any($1::text[]) order by m.member_id`,
    values: [memberIds],
    rowMode: 'array',
  });
  return rows.map(toGridRow);
}
