import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NETWORK_FILTER_MAX_CHOICES,
  NETWORK_LIST_MESSAGES as M,
  type NetworkFilterField,
} from '@portal/contracts/ipa-admin/network-mappings';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listNetworkMappings, networkFilterValues } from './network-mapping-list.repository.ts';

/**
 * The Network & Agreement grid pages from the server (spec §7, §9: top=10, skip) with its Excel-style filters applied
 * there, and reads each filter's choices (up to 50000) when the filter opens.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const LIST = '/api/IpaWebNetworkMapping/GetNetworkMappingList';
const VALUES = '/api/IpaWebNetworkMapping/GetNetworkMappingFilterValues';

interface Row {
  start: string;
  networkId: string;
  networkPrefix?: string;
  agreementId?: string;
  contractCode?: string;
  tin?: string | null;
  class?: string | null;
  isPcp?: string;
  specialty?: string | null;
}

async function insert(ipaCode: string, rows: Row[]) {
  for (const row of rows)
    await t.database.pool.query(
      `insert into ipa_network_mappings (ipa_code, effective_start_date, contract_code, is_pcp, tin, class, specialty, network_id,
         network_prefix, agreement_id, ipa_network_id, ipa_network_prefix, dofr_agreement_id, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'INW', 'IN', 'D1', 'network.manager')`,
      [
        ipaCode,
        row.start,
        row.contractCode ?? 'H0541',
        row.isPcp ?? 'yes',
        row.tin === undefined ? '941234567' : row.tin,
        row.class === undefined ? 'PCP' : row.class,
        row.specialty === undefined ? 'Cardiology' : row.specialty,
        row.networkId,
        row.networkPrefix ?? 'GS',
        row.agreementId ?? 'PA1',
      ],
    );
}

const list = async (query: string, user = 'network.viewer') => {
  const response = await t.as(user, { method: 'GET', url: `${LIST}?${query}` });
  return { status: response.statusCode, body: response.json<{ items: Row[]; total: number; message?: string }>() };
};

describe('the list pages on the server', () => {
  beforeAll(async () => {
    // 25 rows, one start date a day from 01/01/2026: the newest (NW25) first.
    await insert(
      'PAGE01',
      Array.from({ length: 25 }, (_, i) => ({
        start: `2026-01-${String(i + 1).padStart(2, '0')}`,
        networkId: `NW${String(i + 1).padStart(2, '0')}`,
      })),
    );
  });

  it('answers top rows from skip, newest start first, with the number of all rows', async () => {
    const first = await list('ipaCode=page01&top=10&skip=0');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(25);
    expect(first.body.items.map((row) => row.networkId)).toEqual(
      ['25', '24', '23', '22', '21', '20', '19', '18', '17', '16'].map((n) => `NW${n}`),
    );
    const third = await list('ipaCode=PAGE01&top=10&skip=20');
    expect(third.body.items.map((row) => row.networkId)).toEqual(['NW05', 'NW04', 'NW03', 'NW02', 'NW01']);
    expect(third.body.total).toBe(25);
  });

  it('pages by 10 when top and skip are left out (spec §9)', async () => {
    const page = await list('ipaCode=PAGE01');
    expect(page.body.items).toHaveLength(10);
    expect(page.body.items[0]!.networkId).toBe('NW25');
  });
});

describe('the Excel-style filters are applied by the server', () => {
  const base = { start: '2026-01-01' };
  beforeAll(async () => {
    await insert('FILT01', [
      {
        ...base,
        networkId: 'A1',
        networkPrefix: 'P1',
        agreementId: 'G1',
        contractCode: 'H0001',
        tin: '111',
        class: 'PCP',
        isPcp: 'yes',
        specialty: 'Cardiology',
      },
      {
        ...base,
        networkId: 'A2',
        networkPrefix: 'P2',
        agreementId: 'G2',
        contractCode: 'H0002',
        tin: '222',
        class: 'SPEC',
        isPcp: 'no',
        specialty: 'Oncology',
      },
      {
        ...base,
        networkId: 'A3',
        networkPrefix: 'P2',
        agreementId: 'G2',
        contractCode: 'H0002',
        tin: null,
        class: null,
        isPcp: 'no',
        specialty: null,
      },
    ]);
    // Another IPA's row with the same values is never in FILT01's answer.
    await insert('FILT02', [{ ...base, networkId: 'A1', networkPrefix: 'P1' }]);
  });

  it.each<[NetworkFilterField, string, string[]]>([
    ['networkId', 'A2', ['A2']],
    ['networkPrefix', 'P2', ['A2', 'A3']],
    ['agreementId', 'G1', ['A1']],
    ['contractCode', 'H0002', ['A2', 'A3']],
    ['tin', '111', ['A1']],
    ['class', 'SPEC', ['A2']],
    ['isPcp', 'yes', ['A1']],
    ['specialty', 'Oncology', ['A2']],
    // '(Blanks)': the rows without a value
    ['tin', '', ['A3']],
    ['class', '', ['A3']],
    ['specialty', '', ['A3']],
  ])('%s = %j', async (field, value, expected) => {
    const answer = await list(`ipaCode=FILT01&top=10&skip=0&${field}=${encodeURIComponent(value)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((row) => row.networkId).sort()).toEqual(expected);
    expect(answer.body.total).toBe(expected.length);
  });

  it('takes several checked values of a column (repeated keys) and every filtered column together', async () => {
    const either = await list('ipaCode=FILT01&networkId=A1&networkId=A3');
    expect(either.body.items.map((row) => row.networkId).sort()).toEqual(['A1', 'A3']);
    const both = await list('ipaCode=FILT01&networkPrefix=P2&tin=222');
    expect(both.body.items.map((row) => row.networkId)).toEqual(['A2']);
    expect(both.body.total).toBe(1);
  });

  it("offers a column's distinct values for the IPA, sorted, a missing value as the blank choice", async () => {
    const answer = await t.as('network.viewer', { method: 'GET', url: `${VALUES}?ipaCode=filt01&field=tin` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ items: ['', '111', '222'] });
    const prefixes = await t.as('network.viewer', {
      method: 'GET',
      url: `${VALUES}?ipaCode=FILT01&field=networkPrefix`,
    });
    expect(prefixes.json()).toEqual({ items: ['P1', 'P2'] });
  });

  it(`offers at most ${NETWORK_FILTER_MAX_CHOICES} choices (spec §2.10, §9)`, async () => {
    await t.database.pool.query(
      `insert into ipa_network_mappings (ipa_code, effective_start_date, contract_code, is_pcp, network_id, network_prefix,
         agreement_id, ipa_network_id, ipa_network_prefix, dofr_agreement_id, created_by)
       select 'MANY01', date '2026-01-01', 'H0541', 'yes', 'N' || lpad(n::text, 6, '0'), 'GS', 'PA1', 'INW', 'IN', 'D1', 'admin'
       from generate_series(1, $1::int) n`,
      [NETWORK_FILTER_MAX_CHOICES + 1],
    );
    const answer = await t.as('network.viewer', { method: 'GET', url: `${VALUES}?ipaCode=MANY01&field=networkId` });
    const items = answer.json<{ items: string[] }>().items;
    expect(items).toHaveLength(NETWORK_FILTER_MAX_CHOICES);
    expect(items[0]).toBe('N000001');
  });
});

describe('refusals', () => {
  it.each([
    ['top=0', M.top],
    ['top=101', M.top],
    ['top=ten', M.top],
    ['skip=-1', M.skip],
    ['skip=1.5', M.skip],
    [`networkId=${Array.from({ length: 501 }, (_, i) => `N${i}`).join('&networkId=')}`, M.tooManyValues('networkId')],
    [`tin=${'9'.repeat(256)}`, M.valueTooLong('tin')],
  ])('%s is refused with a message that says what is allowed', async (query, message) => {
    const answer = await list(`ipaCode=PAGE01&${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('a list without an IPA code and a filter of a column without one are refused', async () => {
    expect((await list('top=10')).body.message).toBe(M.ipaCode);
    const unknown = await t.as('network.viewer', { method: 'GET', url: `${VALUES}?ipaCode=PAGE01&field=ipaNetworkId` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.field);
  });

  it('a user without IPA administration reads neither the list nor the choices (403)', async () => {
    expect((await list('ipaCode=PAGE01', 'enroll.processor')).status).toBe(403);
    const values = await t.as('enroll.processor', { method: 'GET', url: `${VALUES}?ipaCode=PAGE01&field=tin` });
    expect(values.statusCode).toBe(403);
  });

  it('the choices are refused while the network-mapping flag is off, as the list is', async () => {
    await t.database.pool.query("update feature_flags set is_active = false where name = 'enable-network-mapping-tab'");
    const values = await t.as('network.viewer', { method: 'GET', url: `${VALUES}?ipaCode=PAGE01&field=tin` });
    await t.database.pool.query("update feature_flags set is_active = true where name = 'enable-network-mapping-tab'");
    expect(values.statusCode).toBe(403);
  });
});

describe('the list and the choices are read through the index on the IPA code', () => {
  /** The plans of the statements `read` sends, as PostgreSQL would run them. */
  async function plansOf(read: () => Promise<unknown>): Promise<string[]> {
    const spy = vi.spyOn(t.database.pool, 'query');
    await read();
    // node-postgres takes (text, values) or ({ text, values }); drizzle sends ({ text, rowMode }, values).
    const sent = (spy.mock.calls as unknown[][]).map(([statement, values]) => {
      const config =
        typeof statement === 'string' ? { text: statement } : (statement as { text: string; values?: unknown[] });
      return { text: config.text, values: (values as unknown[] | undefined) ?? config.values };
    });
    spy.mockRestore();
    const plans: string[] = [];
    for (const { text, values } of sent) {
      const { rows } = await t.database.pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, values);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  }

  it("a page (with a filter and its count) and a filter's choices use ipa_network_mappings_code_idx", async () => {
    // 400 IPAs of 50 rows each, so the planner has a real choice between the index and a scan.
    await t.database.pool.query(
      `insert into ipa_network_mappings (ipa_code, effective_start_date, contract_code, is_pcp, network_id, network_prefix,
         agreement_id, ipa_network_id, ipa_network_prefix, dofr_agreement_id, created_by)
       select 'BN' || lpad((g / 50)::text, 4, '0'), date '2026-01-01' + (g % 50), 'H0541', 'yes', 'NW' || g, 'GS', 'PA1',
              'INW', 'IN', 'D1', 'admin'
       from generate_series(0, 19999) g`,
    );
    await t.database.pool.query('analyze ipa_network_mappings');
    const page = await plansOf(() =>
      listNetworkMappings(t.database, {
        ipaCode: 'bn0123',
        top: 10,
        skip: 10,
        networkId: [],
        networkPrefix: ['GS'],
        agreementId: [],
        contractCode: [],
        tin: [],
        class: [],
        isPcp: [],
        specialty: [],
      }),
    );
    expect(page).toHaveLength(2);
    for (const plan of page) expect(plan).toMatch(/ipa_network_mappings_code_idx/);
    const [choices] = await plansOf(() => networkFilterValues(t.database, 'BN0123', 'tin'));
    expect(choices).toMatch(/ipa_network_mappings_code_idx/);
  });
});
