import { sql } from 'drizzle-orm';
import {
  operatingCountyCompany,
  type CountyMappingDto,
  type CountyRefDto,
} from '@portal/contracts/ipa-admin/county-mappings';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import type { Database, Tx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import { badRequest } from '../../../platform/errors/errors.ts';
import { ipaCountyMappings } from './ipa-mappings.tables.ts';
import { IPA_MODULE } from '../ipa-access.ts';
import { plainRows } from '../ipa-sql.ts';
import { ofIpaCode, updateRowAtVersion } from '../rates/ipa-rates.sql.ts';
import { listCompanies } from '../../../platform/reference/reference.service.ts';
import { returnedRow } from '../../../platform/db/returned-row.ts';
import { userNameOfText } from '../../../platform/db/user-name.ts';

/** Neighbouring states of the plans' states: where contiguous counties may lie. */
const NEIGHBOURS: Record<string, string[]> = {
  CA: ['OR', 'NV', 'AZ'],
  NC: ['VA', 'TN', 'GA', 'SC'],
  TX: ['NM', 'OK', 'AR', 'LA'],
  FL: ['GA', 'AL'],
  AZ: ['CA', 'NV', 'UT', 'NM'],
  NV: ['CA', 'OR', 'ID', 'UT', 'AZ'],
};

const MAPPING_SELECT = `id, ipa_id as "ipaId", ipa_code as "ipaCode", company_code as "companyCode", effective_begin_date as "effectiveBeginDate",
  effective_end_date as "effectiveEndDate", is_active as "isActive", operating_counties as "operatingCounties", contiguous_counties as "contiguousCounties",
  version, created_by_name as "createdByName", created_at as "createdAt", last_updated_by_name as "lastUpdatedByName", last_updated_at as "lastUpdatedAt",
  ${userNameOfText('created_by_name')} as "createdByDisplayName", ${userNameOfText('last_updated_by_name')} as "lastUpdatedByDisplayName"`;

async function companyOfIpa(database: Database, ipaCode: string): Promise<string | null> {
  const { rows } = await database.pool.query<{ company_code: string | null }>(
    'select company_code from ipas where upper(ipa_code) = upper($1) order by eff_date desc limit 1',
    [ipaCode],
  );
  return rows[0]?.company_code ?? null;
}

/** Operating counties: the counties of the company's state; company CCHP is offered AHP's counties (spec §5). */
export async function operatingCounties(
  database: Database,
  companyCode: string | undefined,
  ipaCode: string | undefined,
): Promise<CountyRefDto[]> {
  const company = companyCode ?? (ipaCode ? await companyOfIpa(database, ipaCode) : null);
  if (!company) return [];
  const { rows } = await database.pool.query<CountyRefDto>(
    `select ct.fips as "countyStateCode", ct.name || ', ' || ct.state_code as "countyName" from counties ct join companies co on co.state_code = ct.state_code
     where co.company_code = $1 order by ct.name`,
    [operatingCountyCompany(company)],
  );
  return rows;
}

/** Contiguous counties: the company's state and its neighbouring states. */
export async function contiguousCounties(
  database: Database,
  companyCode: string | undefined,
  ipaCode: string | undefined,
): Promise<CountyRefDto[]> {
  const company = companyCode ?? (ipaCode ? await companyOfIpa(database, ipaCode) : null);
  if (!company) return [];
  const operating = operatingCountyCompany(company);
  const home = (await listCompanies(database.pool)).find((entry) => entry.companyCode === operating)?.stateCode;
  if (!home) return [];
  const { rows } = await database.pool.query<CountyRefDto>(
    `select fips as "countyStateCode", name || ', ' || state_code as "countyName" from counties where state_code = any($1::text[]) order by state_code <> $2, state_code, name`,
    [[home, ...(NEIGHBOURS[home] ?? [])], home],
  );
  return rows;
}

export async function listCountyMappings(
  database: Database,
  ipaCode: string,
  top: number,
  skip: number,
): Promise<{ items: CountyMappingDto[]; total: number }> {
  const [rows, count] = await Promise.all([
    database.pool.query<CountyMappingDto>(
      `select ${MAPPING_SELECT} from ipa_county_mappings where upper(ipa_code) = upper($1) and not is_deleted order by effective_begin_date desc, id desc limit $2 offset $3`,
      [ipaCode, top, skip],
    ),
    database.pool.query<{ n: number }>(
      'select count(*)::int as n from ipa_county_mappings where upper(ipa_code) = upper($1) and not is_deleted',
      [ipaCode],
    ),
  ]);
  return { items: plainRows(rows.rows), total: count.rows[0]?.n ?? 0 };
}

export interface CountyMappingData {
  id: number;
  version?: number | undefined;
  ipaId: number;
  ipaCode: string;
  companyCode: string;
  effectiveBeginDate: string;
  effectiveEndDate: string;
  isActive: boolean;
  operatingCounties: CountyRefDto[];
  contiguousCounties: CountyRefDto[];
}

/**
 * A period must not duplicate or overlap another of the IPA; a new one must start after every existing end date
 * (spec §5 County mapping: 'Already Exist, Please select different Start Date and End Date').
 */
async function assertFreePeriod(tx: Tx, data: CountyMappingData, editingId: number): Promise<void> {
  const rule =
    editingId === 0
      ? sql`effective_end_date >= ${data.effectiveBeginDate}::date`
      : sql`effective_begin_date <= ${data.effectiveEndDate}::date and effective_end_date >= ${data.effectiveBeginDate}::date`;
  const result = await tx.execute(
    sql`select 1 from ipa_county_mappings where upper(ipa_code) = upper(${data.ipaCode}) and not is_deleted and id <> ${editingId} and ${rule} limit 1`,
  );
  if (result.rows.length > 0) throw badRequest(IPA_MESSAGES.countyExists);
}

export async function createCountyMapping(database: Database, actor: Actor, data: CountyMappingData): Promise<number> {
  return database.db.transaction(async (tx) => {
    // One writer per IPA at a time, so two people cannot add overlapping periods concurrently.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ipa-county:' || upper(${data.ipaCode})))`);
    await assertFreePeriod(tx, data, 0);
    const created = returnedRow(
      await tx
        .insert(ipaCountyMappings)
        .values({
          ipaId: data.ipaId,
          ipaCode: data.ipaCode,
          companyCode: data.companyCode,
          effectiveBeginDate: data.effectiveBeginDate,
          effectiveEndDate: data.effectiveEndDate,
          isActive: data.isActive,
          operatingCounties: data.operatingCounties,
          contiguousCounties: data.contiguousCounties,
          createdByName: actor.user.username,
        })
        .returning({ id: ipaCountyMappings.id }),
    );
    await recordAudit(tx, actor, {
      eventType: 'IpaCountyMappingCreated',
      itemId: created.id,
      moduleId: IPA_MODULE,
      companyIds: [data.companyCode],
      details: { ipaCode: data.ipaCode, start: data.effectiveBeginDate, end: data.effectiveEndDate },
    });
    return created.id;
  });
}

export async function updateCountyMapping(
  database: Database,
  actor: Actor,
  id: number,
  data: CountyMappingData,
): Promise<void> {
  if (data.version === undefined) throw badRequest('version is required');
  const version = data.version;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ipa-county:' || upper(${data.ipaCode})))`);
    await assertFreePeriod(tx, data, id);
    await updateAtVersion(
      tx,
      ipaCountyMappings,
      { id, version },
      {
        companyCode: data.companyCode,
        effectiveBeginDate: data.effectiveBeginDate,
        effectiveEndDate: data.effectiveEndDate,
        isActive: data.isActive,
        operatingCounties: data.operatingCounties,
        contiguousCounties: data.contiguousCounties,
        lastUpdatedByName: actor.user.username,
        lastUpdatedAt: new Date(),
      },
    );
    await recordAudit(tx, actor, {
      eventType: 'IpaCountyMappingUpdated',
      itemId: id,
      moduleId: IPA_MODULE,
      companyIds: [data.companyCode],
      details: { ipaCode: data.ipaCode, start: data.effectiveBeginDate, end: data.effectiveEndDate },
    });
  });
}

/**
 * DeleteIpaCounty: a soft delete (the mapping keeps its isDeleted flag, spec §7). It carries the version the mapping
 * was read at, like an update; a stale one is refused (409).
 */
export async function deleteCountyMapping(
  database: Database,
  actor: Actor,
  id: number,
  ipaCode: string,
  version: number,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const deleted = await updateRowAtVersion(
      tx,
      ipaCountyMappings,
      id,
      version,
      { isDeleted: true, lastUpdatedByName: actor.user.username, lastUpdatedAt: new Date() },
      ofIpaCode(ipaCode),
    );
    await recordAudit(tx, actor, {
      eventType: 'IpaCountyMappingDeleted',
      itemId: id,
      moduleId: IPA_MODULE,
      companyIds: [String(deleted.companyCode)],
      details: { ipaCode, version },
    });
  });
}
