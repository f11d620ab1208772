import type { ZipRow } from './reference-zip-codes.ts';
import { npiWithCheckDigit, type Random } from './reference-random.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, STREET_NAMES, STREET_SUFFIXES } from './reference-names.ts';

const PCP_SPECIALTIES = ['Family Medicine', 'Internal Medicine', 'General Practice', 'Geriatric Medicine'] as const;
const SPECIALIST_SPECIALTIES = [
  'Cardiology',
  'Endocrinology',
  'Nephrology',
  'Orthopedic Surgery',
  'Ophthalmology',
  'Dermatology',
  'Pulmonology',
  'Podiatry',
] as const;

export interface ProviderRow {
  npi: string;
  firstName: string;
  lastName: string;
  fullName: string;
  specialty: string;
  isPcp: boolean;
  panelStatus: 'Open' | 'Closed';
  acceptingNewPatients: boolean;
  contracted: boolean;
  address1: string;
  city: string;
  stateCode: string;
  zip: string;
  latitude: number;
  longitude: number;
  phone: string;
  ipaCode: string | null;
  effectiveDate: string;
  termDate: string | null;
  gender: 'F' | 'M';
  languages: string[];
  qualityRating: number;
  offersVirtual: boolean;
}

const SECOND_LANGUAGES = ['Spanish', 'Spanish', 'Chinese', 'Tagalog', 'Vietnamese', 'Korean', 'Armenian'];

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Providers practising at real ZIP codes of the service area (coordinates are the ZIP's). About 70% are PCPs;
 * some panels are closed, some providers are termed and some are not contracted (no IPA), so that PCP
 * assignment rules have every case to work on.
 */
export function buildProviders(
  random: Random,
  count: number,
  serviceZips: ZipRow[],
  ipaCodes: string[],
  currentYear: number,
  areaCodes: Map<string, string>,
): ProviderRow[] {
  const rows: ProviderRow[] = [];
  for (let index = 0; index < count; index++) {
    const female = random.chance(0.5);
    const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const isPcp = index % 10 < 7;
    const zip = random.pick(serviceZips);
    const closed = random.chance(0.12);
    const termed = random.chance(0.08);
    const contracted = !random.chance(0.07);
    rows.push({
      npi: npiWithCheckDigit(String(100000000 + index * 7919 + 1031)),
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}, MD`,
      specialty: random.pick(isPcp ? PCP_SPECIALTIES : SPECIALIST_SPECIALTIES),
      isPcp,
      // Derived from the index, not drawn: the random sequence of every other field stays as it was.
      gender: female ? 'F' : 'M',
      languages:
        index % 3 === 0 ? ['English', SECOND_LANGUAGES[index % SECOND_LANGUAGES.length] ?? 'Spanish'] : ['English'],
      qualityRating: 2 + ((index * 37) % 31) / 10,
      offersVirtual: index % 4 === 0,
      panelStatus: closed ? 'Closed' : 'Open',
      acceptingNewPatients: !closed,
      contracted,
      address1: `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}${random.chance(0.4) ? ` Suite ${random.int(100, 450)}` : ''}`,
      city: zip.city,
      stateCode: zip.stateCode,
      zip: zip.zip,
      latitude: zip.latitude,
      longitude: zip.longitude,
      // Fictional numbers: 555-0100 to 555-0199 in the county's area code.
      phone: `${(zip.countyFips && areaCodes.get(zip.countyFips)) ?? '213'}555${String(random.int(100, 199)).padStart(4, '0')}`,
      ipaCode: contracted && ipaCodes.length > 0 ? random.pick(ipaCodes) : null,
      effectiveDate: iso(random.int(2008, currentYear - 1), random.int(1, 12), 1),
      termDate: termed ? iso(currentYear - random.int(1, 2), random.int(1, 12), 28) : null,
    });
  }
  return rows;
}
