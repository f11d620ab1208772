import type { IpaDto, IpaSearchQuery } from '@portal/contracts/ipa-admin/ipa';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { Database } from '../../../platform/db/client.ts';
import { startsWithPattern } from '../../../platform/db/like-pattern.ts';
import { IPA_FROM, IPA_SELECT } from '../ipa.repository.ts';
import { plainRows } from '../ipa-sql.ts';

const SORT_COLUMNS: Record<string, string> = {
  ipaCode: 'upper(i.ipa_code)',
  ipaDesc: 'i.ipa_desc',
  contractName: 'c.contract_name',
  npi: 'i.npi',
  taxId: 'i.tax_id',
  msoName: 'm.name',
  effDate: 'i.eff_date',
  endDate: 'i.end_date',
  risk: 'i.risk',
};

/** The WHERE clause of a search; every filter answers from an index (see ipa-search-plan.int.test.ts). */
export function searchWhere(query: IpaSearchQuery): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (query.companyCode) add((p) => `i.company_code = ${p}`, query.companyCode);
  if (query.ipaCode) add((p) => `upper(i.ipa_code) = upper(${p})`, query.ipaCode);
  if (query.contractType) add((p) => `i.risk = ${p}`, query.contractType);
  if (query.ipaCodeStartsWith)
    add((p) => `upper(i.ipa_code) like ${p}`, startsWithPattern(query.ipaCodeStartsWith.toUpperCase()));
  if (query.msoNameStartsWith)
    add((p) => `upper(m.name) like ${p}`, startsWithPattern(query.msoNameStartsWith.toUpperCase()));
  if (query.vendorNpi) add((p) => `i.npi = ${p}`, query.vendorNpi);
  if (query.taxId) add((p) => `i.tax_id = ${p}`, query.taxId.replace(/\D/g, ''));
  // 'Show Active Only' (0): in force today (Los Angeles time).
  if (query.ipaStatus === '0') add((p) => `i.end_date >= ${p}::date`, todayInLosAngeles());
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

export async function searchIpas(
  database: Database,
  query: IpaSearchQuery,
): Promise<{ items: IpaDto[]; total: number }> {
  const { where, params } = searchWhere(query);
  const { page, pageSize } = query;
  const order = `${SORT_COLUMNS[query.sortBy] ?? 'upper(i.ipa_code)'} ${query.sortDir === 'desc' ? 'desc' : 'asc'} nulls last, i.id`;
  const [rows, count] = await Promise.all([
    database.pool.query<IpaDto>(
      `select ${IPA_SELECT} ${IPA_FROM} ${where} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`,
      params,
    ),
    database.pool.query<{ n: number }>(`select count(*)::int as n ${IPA_FROM} ${where}`, params),
  ]);
  return { items: plainRows(rows.rows), total: count.rows[0]?.n ?? 0 };
}

export async function autocompleteIpas(database: Pick<Database, 'pool'>, filter: string, top: number) {
  const params: unknown[] = [top];
  let where = '';
  if (filter) {
    params.push(startsWithPattern(filter.toUpperCase()));
    where = `where upper(ipa_code) like $2 or upper(ipa_desc) like $2`;
  }
  const { rows } = await database.pool.query<{ id: number; ipaCode: string; ipaDesc: string | null }>(
    `select id, ipa_code as "ipaCode", ipa_desc as "ipaDesc" from ipas ${where} order by upper(ipa_code), eff_date desc limit $1`,
    params,
  );
  const items = rows.map((row) => ({ ...row, text: row.ipaDesc ? `${row.ipaCode} - ${row.ipaDesc}` : row.ipaCode }));
  return { items, total: items.length };
}
