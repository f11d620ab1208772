import type { IpaHospitalDto, IpaHospitalQuery, IpaHospitalSort } from '@portal/contracts/ipa-admin/hospitals';
import type { Database } from '../../../platform/db/client.ts';
import { sqlExportSource, type ExportSource } from '../../../platform/exports/send-export.ts';
import { plainRows } from '../ipa-sql.ts';

const HOSPITAL_SELECT = `hospital_id as "hospitalId", organization_name as "organizationName", eff_date as "effDate", term_date as "termDate", tax_id as "taxId",
  npi, address1, address2, city, state, zip, phone, hospital_services as "hospitalServices"`;

const SORT_COLUMNS: Record<IpaHospitalSort, string> = {
  organizationName: 'organization_name',
  effDate: 'eff_date',
  termDate: 'term_date',
  city: 'city',
};

/**
 * The hospitals of one IPA in the grid's order (by organization name ascending unless asked otherwise, spec §2.11).
 * An empty column is an open end, so it sorts last ascending and first descending (no term date is the latest term);
 * ties go by name, then id. An IPA has a handful of hospitals, read through the IPA-code index: no index per order.
 */
function hospitalQuery({ ipa, companyId, sortBy, sortDir }: IpaHospitalQuery): { text: string; values: unknown[] } {
  const values: unknown[] = [ipa];
  let filter = '';
  if (companyId !== undefined) {
    values.push(companyId);
    filter = ' and company_id = $2';
  }
  const order = `${SORT_COLUMNS[sortBy]} ${sortDir} nulls ${sortDir === 'asc' ? 'last' : 'first'}`;
  return {
    text: `select ${HOSPITAL_SELECT} from ipa_hospitals where upper(ipa_code) = upper($1)${filter} order by ${order}, organization_name, hospital_id`,
    values,
  };
}

/** GetIpaHospitals: the hospitals of one IPA (optionally one company), in the grid's order. */
export async function listIpaHospitals(database: Database, query: IpaHospitalQuery): Promise<IpaHospitalDto[]> {
  const { text, values } = hospitalQuery(query);
  return plainRows((await database.pool.query<IpaHospitalDto>(text, values)).rows);
}

/** The same rows in the same order for the export (read through the shared cursor), the services as one text. */
export function ipaHospitalExportSource(database: Database, query: IpaHospitalQuery): ExportSource {
  const { text, values } = hospitalQuery(query);
  return sqlExportSource(database.pool, text, values, {
    map: (row) => ({ ...row, services: (row.hospitalServices as string[]).join(', ') }),
  });
}
