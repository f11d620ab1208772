import type { LookupPartition } from '@portal/contracts/enrollment-admin/lookups';
import type { Database } from '../platform/db/client.ts';
import { cycle } from './pick.ts';

/**
 * Enrollment lookup lists. Ethnicity, race and payment options follow the wording of CMS's model
 * Medicare Advantage enrollment form; the rest are plan-defined lists. Synthetic sales reps and brokers.
 */
const DESCRIPTIONS: Record<LookupPartition, [code: string, description: string][]> = {
  LetterReasonCode: [
    ['PCP01', 'Member requested a different primary care provider'],
    ['PCP02', 'Primary care provider panel is closed'],
    ['PCP03', 'Primary care provider terminated from the network'],
    ['PCP04', 'Primary care provider is over 35 miles from the member'],
    ['IPA01', 'Medical group not in the member service area'],
    ['IPA02', 'Medical group contract ended'],
    ['ENR01', 'New enrollment confirmation'],
    ['ENR02', 'Request for information: missing signature'],
    ['ENR03', 'Request for information: missing Medicare number'],
    ['ENR04', 'Enrollment denied: not eligible for the plan'],
  ],
  FaxServerFileStatus: [
    ['RECEIVED', 'Received'],
    ['PARTIAL', 'Partially Received'],
    ['FAILED', 'Failed'],
    ['DUPLICATE', 'Duplicate'],
  ],
  FaxFileProcessingStatus: [
    ['PENDING', 'Pending'],
    ['PROCESSING', 'Processing'],
    ['PROCESSED', 'Processed'],
    ['WORKITEMCREATED', 'Work Item Created'],
    ['FAILED', 'Failed'],
    ['IGNORED', 'Ignored'],
  ],
  SalesType: [
    ['AGENT', 'Independent Agent'],
    ['BROKER', 'Broker Agency'],
    ['CAPTIVE', 'Captive Sales Rep'],
    ['TELESALES', 'Telesales'],
    ['ONLINE', 'Online (Plan Website)'],
    ['WALKIN', 'Walk-in / Retail Center'],
    ['EVENT', 'Community Sales Event'],
  ],
  Language: [
    ['ENG', 'English'],
    ['SPA', 'Spanish'],
    ['CHI', 'Chinese'],
    ['VIE', 'Vietnamese'],
    ['KOR', 'Korean'],
    ['TGL', 'Tagalog'],
    ['ARM', 'Armenian'],
    ['RUS', 'Russian'],
    ['FAR', 'Farsi'],
    ['OTH', 'Other'],
  ],
  Gender: [
    ['M', 'Male'],
    ['F', 'Female'],
    ['U', 'Unknown'],
  ],
  SelfIdentify: [
    ['MAN', 'Man'],
    ['WOMAN', 'Woman'],
    ['NONBINARY', 'Non-binary'],
    ['SELFDESC', 'I use a different term'],
    ['NOANSWER', 'I choose not to answer'],
  ],
  Ethnicity: [
    ['NOTHISP', 'No, not of Hispanic, Latino/a, or Spanish origin'],
    ['MEX', 'Yes, Mexican, Mexican American, Chicano/a'],
    ['PR', 'Yes, Puerto Rican'],
    ['CUB', 'Yes, Cuban'],
    ['OTHHISP', 'Yes, another Hispanic, Latino/a, or Spanish origin'],
    ['NOANSWER', 'I choose not to answer'],
  ],
  Race: [
    ['AIAN', 'American Indian or Alaska Native'],
    ['ASIND', 'Asian Indian'],
    ['BLACK', 'Black or African American'],
    ['CHINESE', 'Chinese'],
    ['FILIPINO', 'Filipino'],
    ['GUAM', 'Guamanian or Chamorro'],
    ['JAPANESE', 'Japanese'],
    ['KOREAN', 'Korean'],
    ['NHAW', 'Native Hawaiian'],
    ['OTHASIAN', 'Other Asian'],
    ['OTHPI', 'Other Pacific Islander'],
    ['SAMOAN', 'Samoan'],
    ['VIET', 'Vietnamese'],
    ['WHITE', 'White'],
    ['NOANSWER', 'I choose not to answer'],
  ],
  CommunicationPreference: [
    ['MAIL', 'Mail'],
    ['EMAIL', 'Email'],
    ['PHONE', 'Phone'],
    ['TEXT', 'Text message'],
    ['BRAILLE', 'Braille'],
    ['LARGEPRINT', 'Large print'],
    ['AUDIO', 'Audio CD'],
  ],
  HPOption: [
    ['STD', 'Standard benefits'],
    ['DEN', 'Optional dental buy-up'],
    ['VIS', 'Optional vision buy-up'],
    ['DENVIS', 'Optional dental and vision buy-up'],
    ['FIT', 'Optional fitness buy-up'],
  ],
  WithholdOption: [
    ['BILL', 'Get a bill'],
    ['EFT', 'Electronic funds transfer (EFT) from my bank account'],
    ['CARD', 'Credit or debit card'],
    ['SSA', 'Automatic deduction from my monthly Social Security benefit check'],
    ['RRB', 'Automatic deduction from my monthly Railroad Retirement Board (RRB) benefit check'],
  ],
};

const FIRST = [
  'Adrian',
  'Beatriz',
  'Carlos',
  'Dana',
  'Elena',
  'Felix',
  'Grace',
  'Hector',
  'Ivy',
  'Jorge',
  'Kim',
  'Luis',
  'Maya',
  'Nolan',
  'Olivia',
  'Pedro',
  'Quinn',
  'Rosa',
  'Samuel',
  'Tina',
  'Umar',
  'Valeria',
  'Wes',
  'Ximena',
  'Yusuf',
];
const LAST = [
  'Alvarez',
  'Brooks',
  'Castillo',
  'Dunn',
  'Estrada',
  'Fong',
  'Garcia',
  'Hale',
  'Ibarra',
  'Jensen',
  'Khan',
  'Lopez',
  'Morales',
  'Nguyen',
  'Ortega',
  'Park',
  'Quintero',
  'Reyes',
  'Santos',
  'Tran',
  'Usman',
  'Vargas',
  'Wong',
  'Xu',
  'Young',
];
const AGENCIES = [
  'Golden Years Insurance Services',
  'Sunrise Senior Benefits',
  'Coastal Medicare Advisors',
  'Valley Health Brokers',
  'Desert Sun Insurance',
  'Bay Area Benefit Partners',
  'Harbor Senior Insurance',
  'Mission Medicare Center',
  'Pacific Crest Agency',
  'Summit Benefit Group',
  'Lone Star Senior Plans',
  'Carolina Medicare Solutions',
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export async function seedEnrollmentLookups(database: Database): Promise<void> {
  const { pool } = database;
  for (const [partition, rows] of Object.entries(DESCRIPTIONS)) {
    for (const [index, [code, description]] of rows.entries()) {
      await pool.query(
        `insert into enrollment_lookup_descriptions (partition_name, code, description, sort_order, updated_by) values ($1, $2, $3, $4, 'system')
         on conflict (partition_name, code) do nothing`,
        [partition, code, description, (index + 1) * 10],
      );
    }
  }
  // Sales reps SR0001..SR0025 (the last two inactive); brokers BR0001..BR0012 (the last one inactive).
  for (const [i, first] of FIRST.entries()) {
    const last = cycle(LAST, i * 7);
    await pool.query(
      `insert into enrollment_sales_reps (code, first_name, last_name, full_name, npn, email, phone, is_active, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'system') on conflict do nothing`,
      [
        `SR${pad(i + 1, 4)}`,
        first,
        last,
        `${first} ${last}`,
        String(17000000 + i * 137),
        `${first.toLowerCase()}.${last.toLowerCase()}@sales.example`,
        `5555${pad(100000 + i * 17, 6)}`,
        i < FIRST.length - 2,
      ],
    );
  }
  for (const [i, agency] of AGENCIES.entries()) {
    const contact = `${cycle(FIRST, i * 3)} ${cycle(LAST, i * 5 + 2)}`;
    await pool.query(
      `insert into enrollment_brokers (code, name, agency_name, npn, email, phone, is_active, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, 'system') on conflict do nothing`,
      [
        `BR${pad(i + 1, 4)}`,
        contact,
        agency,
        String(8800000 + i * 211),
        `broker${i + 1}@brokers.example`,
        `5556${pad(200000 + i * 23, 6)}`,
        i < AGENCIES.length - 1,
      ],
    );
  }
}
