import type { IpaHospitalDto } from '@portal/contracts/ipa-admin/hospitals';
import type { Database } from '../../../platform/db/client.ts';
import { sqlExportSource, type ExportSource } from '../../../platform/exports/send-export.ts';
import { plainRows } from '../ipa-sql.ts';

const HOSPITAL_SELECT = `hospital_id as "hospitalId", organization_name as "organizationName", eff_date as "effDate", term_date as "termDate", tax_id as "taxId",
  npi, address1, address2, city, state, zip, phone, hospital_services as "hospitalServices"`;

function hospitalQuery(ipa: string, companyId: number | undefined): { text: string; values: unknown[] } {
  const values: unknown[] = [ipa];
  let filter = '';
  if (companyId !== undefined) {
    values.push(companyId);
    filter = ' and company_id = $2';
  }
  // Sorted by organization name ascending (spec §2.11).
  return {
    text: `select ${HOSPITAL_SELECT} from ipa_hospitals where upper(ipa_code) = upper($1)${filter} order by organization_name, hospital_id`,
    values,
  };
}

/** GetIpaHospitals: the hospitals of one IPA (optionally one company), by organization name. */
export async function listIpaHospitals(
  database: Database,
  ipa: string,
  companyId: number | undefined,
): Promise<IpaHospitalDto[]> {
  const { text, values } = hospitalQuery(ipa, companyId);
  return plainRows((await database.pool.query<IpaHospitalDto>(text, values)).rows);
}

/** The same rows for the export (read through the shared cursor), the services as one text. */
export function ipaHospitalExportSource(database: Database, ipa: string, companyId: number | undefined): ExportSource {
  const { text, values } = hospitalQuery(ipa, companyId);
  return sqlExportSource(database.pool, text, values, {
    map: (row) => ({ ...row, services: (row.hospitalServices as string[]).join(', ') }),
  });
}
