import { sql, type SQL } from 'drizzle-orm';
import type { CodeableConcept } from '@medplum/fhirtypes';
import type { FhirRequestContext } from '../fhir-resource.ts';
import { selectRows } from './directory-search.ts';
import { LA_TODAY } from '../../db/los-angeles-day.ts';

/**
 * The providers table (reference data) as the directory reads it: one row per provider with its panel status (Panel
 * Management's setting, else the directory's), its IPA's current name and company, and the company's name.
 */

export interface ProviderRow {
  id: number;
  npi: string;
  firstName: string;
  lastName: string;
  fullName: string;
  specialty: string;
  isPcp: boolean;
  acceptingNewPatients: boolean;
  active: boolean;
  address1: string;
  city: string;
  stateCode: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  ipaCode: string | null;
  ipaName: string | null;
  companyCode: string | null;
  companyName: string | null;
  effectiveDate: string;
  termDate: string | null;
  gender: string;
  languages: string[];
  /** When Panel Management last changed the provider's panel (the only change time the directory keeps). */
  lastUpdated: string | null;
}

/** Panel Management's rule (panel-admin): the manager's setting, else the directory's panel status. */
const PANEL_OPEN = sql`coalesce(s.panel_status, case when p.panel_status = 'Closed' then 'Closed' else 'Open' end) = 'Open'`;

export const PROVIDER_FROM = sql`providers p
  left join panel_provider_settings s on s.provider_id = p.id
  left join lateral (
    select i.ipa_desc, i.company_code from ipas i where upper(i.ipa_code) = upper(p.ipa_code) order by i.eff_date desc limit 1
  ) i on true
  left join companies c on c.company_code = i.company_code`;

export const PROVIDER_COLUMNS = sql`p.id, p.npi, p.first_name as "firstName", p.last_name as "lastName",
  p.full_name as "fullName", p.specialty, p.is_pcp as "isPcp",
  (case when p.is_pcp then ${PANEL_OPEN} else p.accepting_new_patients end) as "acceptingNewPatients",
  (p.contracted and p.effective_date <= ${LA_TODAY} and (p.term_date is null or p.term_date >= ${LA_TODAY})) as active,
  p.address1, p.city, p.state_code as "stateCode", p.zip, p.latitude, p.longitude, p.phone, p.ipa_code as "ipaCode",
  i.ipa_desc as "ipaName", i.company_code as "companyCode", c.name as "companyName",
  p.effective_date as "effectiveDate", p.term_date as "termDate", p.gender, p.languages, s.updated_at as "lastUpdated"`;

/** Providers of the IPA an Organization id `ipa-<IPA code>` names (providers_ipa_idx); another organization has none. */
export const ipaCodeCondition = (organizationId: string): SQL =>
  organizationId.startsWith('ipa-') ? sql`p.ipa_code = ${organizationId.slice(4)}` : sql`false`;

export async function providersWhere(ctx: FhirRequestContext, where: SQL): Promise<ProviderRow[]> {
  return selectRows<ProviderRow>(
    ctx,
    sql`select ${PROVIDER_COLUMNS} from ${PROVIDER_FROM} where ${where} order by p.npi`,
  );
}

export const providersByNpis = (ctx: FhirRequestContext, npis: string[]): Promise<ProviderRow[]> =>
  npis.length === 0 ? Promise.resolve([]) : providersWhere(ctx, sql`p.npi in ${uniqueList(npis)}`);

/** A list for `in (...)`, as drizzle renders an array parameter list. */
export const uniqueList = (values: string[]): SQL =>
  sql`(${sql.join(
    [...new Set(values)].map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * The directory's specialties as NUCC Health Care Provider Taxonomy codes (the code system Plan-Net and US Core bind
 * PractitionerRole.specialty to). A specialty not listed keeps its text only.
 */
const NUCC_SYSTEM = 'http://nucc.org/provider-taxonomy';
const NUCC: Record<string, { code: string; display: string }> = {
  'Family Medicine': { code: '207Q00000X', display: 'Family Medicine Physician' },
  'General Practice': { code: '208D00000X', display: 'General Practice Physician' },
  'Internal Medicine': { code: '207R00000X', display: 'Internal Medicine Physician' },
  'Geriatric Medicine': { code: '207RG0300X', display: 'Geriatric Medicine (Internal Medicine) Physician' },
  Cardiology: { code: '207RC0000X', display: 'Cardiovascular Disease Physician' },
  Dermatology: { code: '207N00000X', display: 'Dermatology Physician' },
  Endocrinology: { code: '207RE0101X', display: 'Endocrinology, Diabetes & Metabolism Physician' },
  Nephrology: { code: '207RN0300X', display: 'Nephrology Physician' },
  Ophthalmology: { code: '207W00000X', display: 'Ophthalmology Physician' },
  'Orthopedic Surgery': { code: '207X00000X', display: 'Orthopaedic Surgery Physician' },
  Podiatry: { code: '213E00000X', display: 'Podiatrist' },
  Pulmonology: { code: '207RP1001X', display: 'Pulmonary Disease Physician' },
};

export function specialtyConcept(specialty: string): CodeableConcept {
  const nucc = NUCC[specialty];
  return nucc ? { coding: [{ system: NUCC_SYSTEM, ...nucc }], text: specialty } : { text: specialty };
}

/** The specialties a `specialty` token names: a NUCC code (with or without the system) or the specialty's text. */
export function specialtiesOfToken(system: string | undefined, code: string): string[] {
  if (system !== undefined && system !== NUCC_SYSTEM) return [];
  const byCode = Object.entries(NUCC)
    .filter(([, entry]) => entry.code.toUpperCase() === code.toUpperCase())
    .map(([name]) => name);
  return system === undefined && byCode.length === 0 ? [code] : byCode;
}

/** BCP-47 codes of the languages the directory lists (Plan-Net: Practitioner.communication). */
const LANGUAGES: Record<string, string> = {
  English: 'en',
  Spanish: 'es',
  Chinese: 'zh',
  Korean: 'ko',
  Vietnamese: 'vi',
  Tagalog: 'tl',
  Armenian: 'hy',
  Russian: 'ru',
  Farsi: 'fa',
  Arabic: 'ar',
  Japanese: 'ja',
  Hindi: 'hi',
};

export function languageConcept(language: string): CodeableConcept {
  const code = LANGUAGES[language];
  return code
    ? { coding: [{ system: 'urn:ietf:bcp:47', code, display: language }], text: language }
    : { text: language };
}

/** F, M or U as FHIR administrative gender. */
export const fhirGender = (gender: string): 'female' | 'male' | 'unknown' =>
  gender === 'F' ? 'female' : gender === 'M' ? 'male' : 'unknown';
