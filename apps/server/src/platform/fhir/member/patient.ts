import { sql, type SQL } from 'drizzle-orm';
import type { Patient } from '@medplum/fhirtypes';
import {
  FhirError,
  type FhirParam,
  type FhirRequestContext,
  type FhirResourceType,
  type FhirSorts,
} from '../fhir-resource.ts';
import { dateCondition, tokenOf } from '../fhir-search.ts';
import { MEMBER_ID_SYSTEM, US_MBI_SYSTEM, V2_0203_SYSTEM } from '../fhir-ids.ts';
import { containsPattern, startsWithPattern } from '../../db/like-pattern.ts';
import { anyOf, noModifier, rows, whereOf } from './member-sql.ts';
import { memberActiveToday } from '../../reference/member-active.ts';

interface MemberRow {
  memberId: string;
  mbi: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  phone: string | null;
  email: string | null;
  address1: string;
  address2: string | null;
  city: string;
  stateCode: string;
  zip5: string;
  zip4: string | null;
  /** Active today (the plan's flag until the term date has passed), as the member's badge says. */
  isActive: boolean;
  version: number;
  lastUpdated: string;
}

const COLUMNS = sql`m.member_id as "memberId", m.mbi, m.first_name as "firstName", m.last_name as "lastName",
  m.date_of_birth::text as "dateOfBirth", m.gender, m.phone, m.email, m.address1, m.address2, m.city,
  m.state_code as "stateCode", m.zip5, m.zip4, ${memberActiveToday()} as "isActive", m.version,
  to_json(m.updated_at) #>> '{}' as "lastUpdated"`;

const PROFILES = [
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient',
  'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Patient',
];
const GENDERS: Record<string, Patient['gender']> = { M: 'male', F: 'female', U: 'unknown' };
const GENDER_CODES: Record<string, string> = { male: 'M', female: 'F', unknown: 'U' };

export function patientOf(row: MemberRow): Patient {
  return {
    resourceType: 'Patient',
    id: row.memberId,
    meta: { versionId: String(row.version), lastUpdated: row.lastUpdated, profile: PROFILES },
    identifier: [
      {
        use: 'usual',
        type: { coding: [{ system: V2_0203_SYSTEM, code: 'MB', display: 'Member Number' }] },
        system: MEMBER_ID_SYSTEM,
        value: row.memberId,
      },
      {
        type: { coding: [{ system: V2_0203_SYSTEM, code: 'MC', display: "Patient's Medicare number" }] },
        system: US_MBI_SYSTEM,
        value: row.mbi,
      },
    ],
    active: row.isActive,
    name: [{ use: 'official', family: row.lastName, given: [row.firstName] }],
    ...(row.phone || row.email
      ? {
          telecom: [
            ...(row.phone ? [{ system: 'phone' as const, value: row.phone, use: 'home' as const }] : []),
            ...(row.email ? [{ system: 'email' as const, value: row.email }] : []),
          ],
        }
      : {}),
    gender: GENDERS[row.gender] ?? 'unknown',
    birthDate: row.dateOfBirth,
    address: [
      {
        use: 'home',
        line: row.address2 ? [row.address1, row.address2] : [row.address1],
        city: row.city,
        state: row.stateCode,
        postalCode: row.zip4 ? `${row.zip5}-${row.zip4}` : row.zip5,
        country: 'US',
      },
    ],
  };
}

/** `name`, `family`, `given`: starts with (case-insensitive, on the name indexes), `:exact` or `:contains`. */
function nameCondition(param: FhirParam): SQL {
  const columns =
    param.name === 'family'
      ? [sql`lower(m.last_name)`]
      : param.name === 'given'
        ? [sql`lower(m.first_name)`]
        : [sql`lower(m.last_name)`, sql`lower(m.first_name)`];
  if (param.modifier !== undefined && param.modifier !== 'exact' && param.modifier !== 'contains')
    throw new FhirError(400, 'invalid', `The modifier :${param.modifier} is not supported on ${param.name}.`);
  return anyOf(param, (value) => {
    const text = value.toLowerCase();
    const one = (column: SQL) =>
      param.modifier === 'exact'
        ? sql`${column} = ${text}`
        : sql`${column} like ${param.modifier === 'contains' ? containsPattern(text) : startsWithPattern(text)}`;
    const [only] = columns;
    return columns.length === 1 && only ? one(only) : sql`(${sql.join(columns.map(one), sql` or `)})`;
  });
}

function conditionOf(param: FhirParam): SQL {
  switch (param.name) {
    case '_id':
      noModifier(param);
      return sql`m.member_id = any(${sql.param(param.values)}::text[])`;
    case 'identifier':
      noModifier(param);
      return anyOf(param, (value) => {
        const { system, code } = tokenOf(value);
        if (system === US_MBI_SYSTEM) return sql`m.mbi = ${code}`;
        if (system === MEMBER_ID_SYSTEM) return sql`m.member_id = ${code}`;
        if (system === undefined || system === '') return sql`(m.member_id = ${code} or m.mbi = ${code})`;
        return sql`false`;
      });
    case 'name':
    case 'family':
    case 'given':
      return nameCondition(param);
    case 'birthdate':
      noModifier(param);
      return dateCondition(sql`m.date_of_birth`, param, 'date');
    case '_lastUpdated':
      noModifier(param);
      return dateCondition(sql`m.updated_at`, param, 'timestamp');
    case 'gender':
      noModifier(param);
      return anyOf(param, (value) => sql`m.gender = ${GENDER_CODES[tokenOf(value).code] ?? '?'}`);
    default:
      throw new FhirError(400, 'invalid', `The search parameter ${param.name} is not supported for Patient.`);
  }
}

/**
 * `_sort` over a million members, each key on an index the searches' filters share: member_id (unique), the name
 * indexes (text_pattern_ops, so ordered with ~<~), members_birth_date_idx. Not gender (three values, no index) nor
 * _lastUpdated (rows written together share one time, so its ties would be sorted whole).
 */
const SORTS: FhirSorts = {
  params: {
    _id: [sql`m.member_id`],
    family: [{ pattern: sql`lower(m.last_name)` }],
    given: [{ pattern: sql`lower(m.first_name)` }],
    birthdate: [sql`m.date_of_birth`],
  },
  tieBreaker: sql`m.member_id`,
};

export const patientType: FhirResourceType<Patient> = {
  type: 'Patient',
  profiles: PROFILES,
  staffModule: 'patient-360',
  memberData: {
    read: "Member's demographics read through the FHIR API.",
    search: "Members' demographics searched through the FHIR API.",
  },
  idIsMemberId: true,
  searchParams: [
    { name: '_id', type: 'token', documentation: 'The plan member id (the Patient id).' },
    {
      name: 'identifier',
      type: 'token',
      documentation: `The MBI (${US_MBI_SYSTEM}|<mbi>) or the plan member id (${MEMBER_ID_SYSTEM}|<id>); without a system, either.`,
    },
    {
      name: 'name',
      type: 'string',
      documentation: 'Family or given name starts with (case-insensitive); :exact, :contains.',
    },
    { name: 'family', type: 'string', documentation: 'Family name starts with (case-insensitive); :exact, :contains.' },
    { name: 'given', type: 'string', documentation: 'Given name starts with (case-insensitive); :exact, :contains.' },
    { name: 'birthdate', type: 'date', documentation: 'Date of birth, with eq, ne, gt, lt, ge, le prefixes.' },
    { name: 'gender', type: 'token', documentation: 'male, female or unknown.' },
    {
      name: '_lastUpdated',
      type: 'date',
      documentation: 'When the member record last changed, with eq, ne, gt, lt, ge, le prefixes.',
    },
  ],
  sorts: SORTS,
  async read(ctx: FhirRequestContext, id: string) {
    const where = whereOf(ctx, sql`m.member_id`, [sql`m.member_id = ${id}`]);
    const [row] = await rows<MemberRow>(ctx, sql`select ${COLUMNS} from members m where ${where}`);
    return row ? patientOf(row) : undefined;
  },
  async search(ctx, params, page) {
    const where = whereOf(ctx, sql`m.member_id`, params.map(conditionOf));
    const [found, [count]] = await Promise.all([
      page.count === 0
        ? Promise.resolve([])
        : rows<MemberRow>(
            ctx,
            sql`select ${COLUMNS} from members m where ${where}
              order by ${page.orderBy ?? sql`m.member_id`} limit ${page.count} offset ${page.offset}`,
          ),
      rows<{ total: number }>(ctx, sql`select count(*)::int as total from members m where ${where}`),
    ]);
    return { resources: found.map(patientOf), total: count?.total ?? 0 };
  },
};
