import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { IPA_FROM } from '../ipa.repository.ts';
import { searchWhere } from './ipa-search.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A few thousand more MSOs, contracts and IPAs so the planner has a real choice between an index and a scan.
  await t.database.pool.query(
    `insert into ipa_msos (name) select 'Bench MSO ' || lpad(g::text, 4, '0') from generate_series(1, 3000) g`,
  );
  await t.database.pool.query(
    `insert into ipa_contracts (contract_name, mso_id) select m.name || ' Agreement', m.id from ipa_msos m where m.name like 'Bench MSO %'`,
  );
  await t.database.pool.query(`
    insert into ipas (ipa_code, ipa_desc, eff_date, end_date, npi, tax_id, contract_level_id, created_by)
    select 'BX' || lpad(g::text, 6, '0'), 'Bench Group ' || g, date '2020-01-01', date '9999-12-31', lpad((1000000000 + g)::text, 10, '0'),
           lpad((100000000 + g)::text, 9, '0'), c.id, 'test'
    from generate_series(1, 6000) g
    join (select id, row_number() over (order by id) - 1 as n from ipa_contracts where contract_name like 'Bench MSO %') c on c.n = g % 3000`);
  await t.database.pool.query('analyze ipas; analyze ipa_msos; analyze ipa_contracts');
});
afterAll(async () => t.close());

async function plan(query: Parameters<typeof searchWhere>[0]): Promise<string> {
  const { where, params } = searchWhere(query);
  const { rows } = await t.database.pool.query<{ 'QUERY PLAN': string }>(
    `explain select i.id ${IPA_FROM} ${where} order by upper(i.ipa_code) limit 25`,
    params,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const base = { ipaStatus: '1' as const, page: 1, pageSize: 25, sortBy: 'ipaCode' as const, sortDir: 'asc' as const };

describe('IPA search answers from indexes (beyond the spec: 20,000 IPAs)', () => {
  it('IPA code prefix uses the text_pattern_ops index', async () => {
    // The unique (code, effective date) index is built with text_pattern_ops, so the prefix is an index range.
    expect(await plan({ ...base, ipaCodeStartsWith: 'BX0012' })).toMatch(
      /ipas_code_eff_date_uq[\s\S]*Index Cond: \(\(upper\(ipa_code\) ~>=~ 'BX0012'/,
    );
  });
  it('NPI and tax id use their indexes', async () => {
    expect(await plan({ ...base, vendorNpi: '1000000042' })).toMatch(/ipas_npi_idx/);
    expect(await plan({ ...base, taxId: '100000042' })).toMatch(/ipas_tax_id_idx/);
  });
  it('MSO name prefix uses the MSO name index', async () => {
    expect(await plan({ ...base, msoNameStartsWith: 'Bench MSO 012' })).toMatch(
      /ipa_msos_name_prefix_idx[\s\S]*Index Cond: \(\(upper\(name\) ~>=~ 'BENCH MSO 012'/,
    );
  });
});
