import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import {
  IPA_TRANSFER_MESSAGES as M,
  IPA_TRANSFER_SECTION,
  ipaTransferItemSchema,
  ipaTransferKey,
  pbpMapKey,
  type IpaTransferItem,
  type IpaTransferPbpMap,
} from '@portal/contracts/ipa-admin/ipa-transfer';
import type { Actor } from '../../../platform/audit/audit.ts';
import type { ConfigSection } from '../../../platform/config-transfer/config-transfer.ts';
import type { Database, Tx } from '../../../platform/db/client.ts';
import { listCompanies } from '../../../platform/reference/reference.service.ts';
import { ipas } from '../ipa-admin.tables.ts';
import { allIpaContracts } from '../ipa-lookups.repository.ts';
import { createIpaIn, updateIpaIn } from '../ipa.repository.ts';
import { ipaPlans } from '../tabs/ipa-mappings.tables.ts';
import { savePlansIn } from '../tabs/plans.repository.ts';

/** Which IPAs a section reads: an SQL condition on `i` (ipas) and `m` (its MSO) with its parameters. */
export interface IpaSelection {
  where: string;
  params: unknown[];
}

const ITEM_SELECT = `
  i.id, i.ipa_code as "ipaCode", i.ipa_desc as "ipaDesc", to_char(i.eff_date, 'YYYY-MM-DD') as "effDate",
  to_char(i.end_date, 'YYYY-MM-DD') as "endDate", i.company_code as "companyCode", i.termed, i.facets_code as "facetsCode",
  i.risk, i.type, i.notes, i.ip, i.web_site as "webSite", i.ipa_phone as "ipaPhone", i.ipa_phone2 as "ipaPhone2",
  i.ipa_phone_id_card as "ipaPhoneIdCard", i.ipa_name_id_card as "ipaNameIdCard",
  i.internal_pointof_contact as "internalPointofContact", i.manager, i.specialist, i.vendor_id as "vendorId",
  i.vendor_name as "vendorName", i.vendor_nm as "vendorNm", i.tax_id as "taxId", i.npi, i.addr, i.addr2, i.city,
  i.state, i.zip, i.intl_zip as "intlZip", i.vendor_phone_number as "vendorPhoneNumber",
  i.vendor_fax_number as "vendorFaxNumber", i.email_address as "emailAddress",
  coalesce(c.contract_name, i.contract_name) as "contractName"`;

/** The IPAs selected, as they travel in the file (no ids, versions or audit columns), ordered by code and date. */
async function readItems(database: Database, selection: IpaSelection): Promise<IpaTransferItem[]> {
  const { rows } = await database.pool.query<Omit<IpaTransferItem, 'pbpMaps'> & { id: number }>(
    `select ${ITEM_SELECT} from ipas i left join ipa_contracts c on c.id = i.contract_level_id
     left join ipa_msos m on m.id = c.mso_id ${selection.where} order by upper(i.ipa_code), i.eff_date`,
    selection.params,
  );
  const maps = await database.pool.query<IpaTransferPbpMap & { ipaId: number }>(
    `select ipa_id as "ipaId", contract_code as "contractCode", pbp, company_code as "companyCode",
       to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate",
       is_active as "isActive"
     from ipa_plans where ipa_id = any($1::int[]) order by contract_code, pbp, start_date`,
    [rows.map((row) => row.id)],
  );
  const mapsOf = new Map<number, (IpaTransferPbpMap & { ipaId: number })[]>();
  for (const map of maps.rows) mapsOf.set(map.ipaId, [...(mapsOf.get(map.ipaId) ?? []), map]);
  return rows.map(({ id, ...ipa }) => {
    const item = {
      ...ipa,
      pbpMaps: (mapsOf.get(id) ?? []).map(({ ipaId: _ipaId, ...map }) => map),
    };
    // Stored values in the form the file's rows are read in (a phone as digits), so an unchanged IPA reads the same.
    const parsed = ipaTransferItemSchema.safeParse(item);
    return parsed.success ? parsed.data : item;
  });
}

/** This system's contracts by name and company codes, read once for the preview's checks. */
export interface IpaTransferLookups {
  contractIds: Map<string, number>;
  companyCodes: Set<string>;
}

export async function ipaTransferLookups(database: Database): Promise<IpaTransferLookups> {
  const [contracts, companies] = await Promise.all([allIpaContracts(database), listCompanies(database.pool)]);
  return {
    contractIds: new Map(contracts.map((contract) => [contract.contractName, contract.id])),
    companyCodes: new Set(companies.map((company) => company.companyCode)),
  };
}

/** Why a valid row cannot be imported here: its contract or a company it names is not on this system. */
function problemOf(lookups: IpaTransferLookups, item: IpaTransferItem): string | undefined {
  if (!lookups.contractIds.has(item.contractName)) return `contractName: ${M.contractNotFound(item.contractName)}`;
  const companies = [item.companyCode, ...item.pbpMaps.map((map) => map.companyCode)];
  const missing = companies.find((code) => code !== null && !lookups.companyCodes.has(code));
  return missing === undefined || missing === null ? undefined : `companyCode: ${M.companyNotFound(missing)}`;
}

const mainOf = ({ pbpMaps: _maps, ...main }: IpaTransferItem) => main;

/** The file's PBP maps on the IPA: a new one is added, a changed one updated; maps the file does not list are kept. */
async function syncPbpMaps(tx: Tx, actor: Actor, ipaId: number, ipaCode: string, maps: IpaTransferPbpMap[]) {
  const current = await tx.select().from(ipaPlans).where(eq(ipaPlans.ipaId, ipaId));
  const byKey = new Map(current.map((row) => [pbpMapKey(row), row]));
  for (const map of maps) {
    const row = byKey.get(pbpMapKey(map));
    if (row && row.companyCode === map.companyCode && row.endDate === map.endDate && row.isActive === map.isActive)
      continue;
    await savePlansIn(tx, actor, [
      {
        id: row?.id ?? 0,
        version: row?.version,
        operationType: row ? 'UPDATE' : 'INSERT',
        ipaId,
        ipaCode,
        ...map,
        county: row?.county ?? null,
        class: row?.class ?? null,
        specialty: row?.specialty ?? null,
        record_Id: row?.recordId ?? null,
      },
    ]);
  }
}

/** One row of the file written through the IPA module's own writes (AddNewIpa, UpdateIpa, AddOrUpdateIpaPlan). */
async function applyItem(
  tx: Tx,
  actor: Actor,
  lookups: IpaTransferLookups,
  item: IpaTransferItem,
  existing: IpaTransferItem | undefined,
) {
  const { contractName, ...fields } = mainOf(item);
  const contractLevelId = lookups.contractIds.get(contractName) ?? 0;
  let ipaId: number;
  if (existing === undefined) {
    const [first] = item.pbpMaps as [IpaTransferPbpMap, ...IpaTransferPbpMap[]];
    ipaId = await createIpaIn(tx, actor, {
      ...fields,
      contractLevelId,
      contractCode: first.contractCode,
      pbp: first.pbp,
      pbpStartDate: first.startDate,
      pbpEndDate: first.endDate,
    });
  } else {
    const [row] = await tx
      .select({ id: ipas.id, version: ipas.version })
      .from(ipas)
      .where(and(sql`upper(${ipas.ipaCode}) = upper(${item.ipaCode})`, eq(ipas.effDate, item.effDate)));
    if (!row) throw new Error(`IPA ${ipaTransferKey(item)} vanished during the import`);
    ipaId = row.id;
    if (!isDeepStrictEqual(mainOf(existing), mainOf(item)))
      await updateIpaIn(tx, actor, { ...fields, contractLevelId, id: row.id, version: row.version });
  }
  await syncPbpMaps(tx, actor, ipaId, item.ipaCode, item.pbpMaps);
}

/** The IPA set-ups as a configuration section over the IPAs selected (an export's search, or the file's codes). */
export function ipaTransferSection(
  database: Database,
  selection: IpaSelection,
  lookups: IpaTransferLookups,
): ConfigSection<IpaTransferItem> {
  return {
    section: IPA_TRANSFER_SECTION,
    itemSchema: ipaTransferItemSchema,
    keyOf: ipaTransferKey,
    keysIgnoreCase: true,
    exportItems: async () => readItems(database, selection),
    problemOf: (item) => problemOf(lookups, item),
    applyItem: (tx, actor, item, existing) => applyItem(tx, actor, lookups, item, existing),
  };
}
