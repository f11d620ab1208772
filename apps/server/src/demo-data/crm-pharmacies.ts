import type { Database } from '../platform/db/client.ts';

/**
 * The plan's network pharmacies in the demo (the CRM's pharmacies list). Synthetic: the store numbers, NCPDP ids, NPIs
 * and addresses are made up and the phone numbers are the fictional 555-01xx range. A member's pharmacy fills name
 * these pharmacies (member-profile-details.ts picks the retail and mail-order ones).
 */
export const DEMO_PHARMACIES = [
  ['CVS Pharmacy #4821', '0548213', '1548213903', 'Retail', true, false, '4821 Sunset Blvd', 'Los Angeles', '90027'],
  ['Walgreens #11207', '0511207', '1511207353', 'Retail', true, true, '1120 W Olympic Blvd', 'Los Angeles', '90015'],
  ['Rite Aid #5533', '0555331', '1555331689', 'Retail', false, false, '553 E Colorado Blvd', 'Pasadena', '91101'],
  ['Costco Pharmacy #482', '0548202', '1548202211', 'Retail', true, false, '482 Garfield Ave', 'Alhambra', '91801'],
  [
    'Plan Mail Order Pharmacy',
    '0590001',
    '1590001446',
    'Mail Order',
    true,
    true,
    '900 Commerce Way',
    'Ontario',
    '91761',
  ],
  [
    'Walmart Pharmacy #2291',
    '0522918',
    '1522918576',
    'Retail',
    false,
    false,
    '2291 Long Beach Blvd',
    'Long Beach',
    '90806',
  ],
  [
    'Valley Specialty Pharmacy',
    '0577124',
    '1577124096',
    'Specialty',
    false,
    false,
    '7712 Van Nuys Blvd',
    'Van Nuys',
    '91405',
  ],
  [
    'Harbor Long-Term Care Pharmacy',
    '0561830',
    '1561830724',
    'Long-Term Care',
    false,
    true,
    '618 Pacific Ave',
    'San Pedro',
    '90731',
  ],
] as const;

/** Writes the demo pharmacies (once: a rerun leaves them as they are). */
export async function seedDemoPharmacies(database: Database): Promise<void> {
  const column = (index: number) => DEMO_PHARMACIES.map((row) => row[index]);
  await database.pool.query(
    `insert into crm_pharmacies (name, ncpdp_id, npi, pharmacy_type, is_preferred, is_open_24_hours, address1, city,
       state_code, zip, phone)
     select p.name, p.ncpdp, p.npi, p.kind, p.preferred, p.always_open, p.address1, p.city, 'CA', p.zip,
       '213555' || lpad((100 + p.n)::text, 4, '0')
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[], $7::text[], $8::text[],
       $9::text[]) with ordinality p(name, ncpdp, npi, kind, preferred, always_open, address1, city, zip, n)
     on conflict (ncpdp_id) do nothing`,
    [0, 1, 2, 3, 4, 5, 6, 7, 8].map(column),
  );
}
