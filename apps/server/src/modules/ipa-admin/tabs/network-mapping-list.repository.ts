import { sql, type SQL } from 'drizzle-orm';
import {
  NETWORK_FILTER_FIELDS,
  NETWORK_FILTER_MAX_CHOICES,
  type NetworkFilterField,
  type NetworkMappingDto,
  type NetworkMappingListQuery,
} from '@portal/contracts/ipa-admin/network-mappings';
import type { Database } from '../../../platform/db/client.ts';
import { listPage, rowsOf } from '../../../platform/db/list-page.ts';
import { NETWORK_SELECT } from './network-mappings.repository.ts';

/** The column each Excel-style filter reads; a missing value is the '(Blanks)' choice, ''. */
const FILTER_COLUMNS: Record<NetworkFilterField, SQL> = {
  networkId: sql`network_id`,
  networkPrefix: sql`network_prefix`,
  agreementId: sql`agreement_id`,
  contractCode: sql`contract_code`,
  tin: sql`coalesce(tin, '')`,
  class: sql`coalesce(class, '')`,
  isPcp: sql`is_pcp`,
  specialty: sql`coalesce(specialty, '')`,
};

/** The IPA's rows, found through the index on upper(ipa_code) (ipa_network_mappings_code_idx). */
const ofIpa = (ipaCode: string): SQL => sql`upper(ipa_code) = upper(${ipaCode})`;

/**
 * One page of the IPA's Network & Agreement rows (spec §7: top=10, skip) with the grid's Excel-style filters applied
 * (a column's checked values; none checked is no filter), newest start first, and the number of matches for the pager.
 */
export async function listNetworkMappings(database: Database, query: NetworkMappingListQuery) {
  const where = [ofIpa(query.ipaCode)];
  for (const field of NETWORK_FILTER_FIELDS) {
    const values = query[field];
    if (values.length > 0) where.push(sql`${FILTER_COLUMNS[field]} = any(${sql.param(values)}::text[])`);
  }
  const page = await listPage(
    database.db,
    { from: sql`ipa_network_mappings`, columns: sql.raw(NETWORK_SELECT) },
    sql.join(where, sql` and `),
    sql`effective_start_date desc, id desc`,
    { top: query.top, skip: query.skip, count: true },
  );
  return { items: page.rows as NetworkMappingDto[], total: page.count ?? 0 };
}

/** The distinct values of one filtered column for the IPA, sorted, up to the spec's 50000 filter choices (§2.10, §9). */
export async function networkFilterValues(database: Database, ipaCode: string, field: NetworkFilterField) {
  const rows = await rowsOf<{ value: string }>(
    database.db,
    sql`select distinct ${FILTER_COLUMNS[field]} as value from ipa_network_mappings where ${ofIpa(ipaCode)}
        order by value limit ${NETWORK_FILTER_MAX_CHOICES}`,
  );
  return { items: rows.map((row) => row.value) };
}
