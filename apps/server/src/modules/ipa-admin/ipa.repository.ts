import { eq, sql } from 'drizzle-orm';
import type { IpaCreate, IpaDto, IpaUpdate } from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { Database, DbOrTx, Tx } from '../../platform/db/client.ts';
import { updateAtVersion } from '../../platform/db/write-at-version.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { ipaContracts, ipas } from './ipa-admin.tables.ts';
import { ipaPlans } from './tabs/ipa-mappings.tables.ts';
import { IPA_MODULE } from './ipa-access.ts';
import { plainRow } from './ipa-sql.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { returnedRow } from '../../platform/db/returned-row.ts';
import { userNameOfText } from '../../platform/db/user-name.ts';

/**
 * The IpaDto columns: the IPA, its contract and the MSO reached through the contract (spec §3), with the names of who
 * created and updated it.
 */
export const IPA_SELECT = `
  i.id, i.ipa_code as "ipaCode", i.ipa_desc as "ipaDesc", i.eff_date as "effDate", i.end_date as "endDate",
  i.company_code as "companyCode", i.termed, i.facets_code as "facetsCode", i.contract_level_id as "contractLevelId",
  coalesce(c.contract_name, i.contract_name) as "contractName", i.risk, i.type, i.notes, i.ip, i.web_site as "webSite",
  i.ipa_phone as "ipaPhone", i.ipa_phone2 as "ipaPhone2", i.ipa_phone_id_card as "ipaPhoneIdCard",
  i.ipa_name_id_card as "ipaNameIdCard", i.internal_pointof_contact as "internalPointofContact", i.manager, i.specialist,
  i.vendor_id as "vendorId", i.vendor_name as "vendorName", i.vendor_nm as "vendorNm", i.tax_id as "taxId", i.npi,
  i.addr, i.addr2, i.city, i.state, i.zip, i.intl_zip as "intlZip", i.vendor_phone_number as "vendorPhoneNumber",
  i.vendor_fax_number as "vendorFaxNumber", i.email_address as "emailAddress",
  m.name as "msoName", m.address1 as "msoAddress1", m.address2 as "msoAddress2", m.city as "msoCity", m.state as "msoState",
  m.zip_code as "msoZipCode", m.phone as "msoPhone", m.email as "msoEmail", m.notes as "msoNotes", m.is_termed as "msoIsTermed",
  c.is_termed as "contractIsTermed", i.version, i.created_by as "createdBy", i.created_at as "createdDt",
  i.updated_by as "updatedBy", i.updated_at as "updatedDt",
  ${userNameOfText('i.created_by')} as "createdByName", ${userNameOfText('i.updated_by')} as "updatedByName"`;

export const IPA_FROM = `from ipas i left join ipa_contracts c on c.id = i.contract_level_id left join ipa_msos m on m.id = c.mso_id`;

/** Whether an IPA of this code is in force today (Los Angeles time), the rule of the search's 'Show Active Only'. */
export async function activeIpaExists(database: Database, ipaCode: string): Promise<boolean> {
  const { rows } = await database.pool.query<{ active: boolean }>(
    'select exists (select 1 from ipas where upper(ipa_code) = upper($1) and end_date >= $2::date) as active',
    [ipaCode, todayInLosAngeles()],
  );
  return rows[0]?.active ?? false;
}

/**
 * The IPA codes (upper case) with an active PBP map row for the health plan (company), contract and PBP asked, in force
 * some day of the plan year: the plan's provider network by medical group.
 */
export async function networkIpaCodes(
  database: Database,
  plan: { companyCode?: string; contractCode?: string; pbp?: string; planYear: number },
): Promise<string[]> {
  const { rows } = await database.pool.query<{ ipa_code: string }>(
    `select distinct upper(ipa_code) as ipa_code from ipa_plans
     where is_active and start_date <= make_date($4, 12, 31) and end_date >= make_date($4, 1, 1)
       and ($1::text is null or company_code = $1) and ($2::text is null or contract_code = $2)
       and ($3::text is null or pbp = $3)`,
    [plan.companyCode ?? null, plan.contractCode ?? null, plan.pbp ?? null, plan.planYear],
  );
  return rows.map((row) => row.ipa_code);
}

export async function getIpa(database: Database, id: number): Promise<IpaDto> {
  const { rows } = await database.pool.query<IpaDto>(`select ${IPA_SELECT} ${IPA_FROM} where i.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return plainRow(rows[0]);
}

/** The IPA's newest sequence by code (the rates and mappings work by code); `message` says a 404 in the caller's words. */
export async function getIpaByCode(database: Database, ipaCode: string, message?: string): Promise<IpaDto> {
  const { rows } = await database.pool.query<IpaDto>(
    `select ${IPA_SELECT} ${IPA_FROM} where upper(i.ipa_code) = upper($1) order by i.eff_date desc limit 1`,
    [ipaCode],
  );
  if (!rows[0]) throw notFound(message);
  return plainRow(rows[0]);
}

export async function ipaCodeExists(
  database: Database,
  ipaCode: string,
  effDate: string,
  exceptId?: number,
): Promise<boolean> {
  const { rows } = await database.pool.query(
    'select 1 from ipas where upper(ipa_code) = upper($1) and eff_date = $2::date and id <> $3 limit 1',
    [ipaCode, effDate, exceptId ?? 0],
  );
  return rows.length > 0;
}

type IpaValues = Omit<IpaUpdate, 'id' | 'version'>;

function columnsOf(input: IpaValues, contractName: string | null) {
  return {
    ipaDesc: input.ipaDesc,
    effDate: input.effDate,
    endDate: input.endDate,
    termed: input.termed,
    facetsCode: input.facetsCode,
    contractLevelId: input.contractLevelId,
    contractName,
    risk: input.risk,
    type: input.type,
    notes: input.notes,
    ip: input.ip,
    webSite: input.webSite,
    ipaPhone: input.ipaPhone,
    ipaPhone2: input.ipaPhone2,
    ipaPhoneIdCard: input.ipaPhoneIdCard,
    ipaNameIdCard: input.ipaNameIdCard,
    internalPointofContact: input.internalPointofContact,
    manager: input.manager,
    specialist: input.specialist,
    vendorId: input.vendorId,
    vendorName: input.vendorName,
    vendorNm: input.vendorNm,
    taxId: input.taxId,
    npi: input.npi,
    addr: input.addr,
    addr2: input.addr2,
    city: input.city,
    state: input.state,
    zip: input.zip,
    intlZip: input.intlZip,
    vendorPhoneNumber: input.vendorPhoneNumber,
    vendorFaxNumber: input.vendorFaxNumber,
    emailAddress: input.emailAddress,
  };
}

async function contractNameOf(db: DbOrTx, contractId: number): Promise<string> {
  const [contract] = await db
    .select({ name: ipaContracts.contractName })
    .from(ipaContracts)
    .where(eq(ipaContracts.id, contractId));
  if (!contract) throw badRequest(IPA_MESSAGES.contractNameRequired);
  return contract.name;
}

/**
 * AddNewIpa: the wizard's IPA and its first PBP mapping, in one transaction with the audit event. The company is the
 * company of the chosen contract code (a new IPA is sent with companyCode cleared, spec §7).
 */
export async function createIpa(database: Database, actor: Actor, input: IpaCreate): Promise<number> {
  try {
    return await database.db.transaction(async (tx) => createIpaIn(tx, actor, input));
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(IPA_MESSAGES.ipaCodeExists);
    throw error;
  }
}

/** AddNewIpa's writes in the caller's transaction (the Export/Import Utility imports many IPAs in one). */
export async function createIpaIn(tx: Tx, actor: Actor, input: IpaCreate): Promise<number> {
  const contractName = await contractNameOf(tx, input.contractLevelId);
  const taken = await tx.execute(
    sql`select 1 from ipas where upper(ipa_code) = upper(${input.ipaCode}) and eff_date = ${input.effDate}::date limit 1`,
  );
  if (taken.rows.length > 0) throw badRequest(IPA_MESSAGES.ipaCodeExists);
  const company = await tx.execute<{ company_code: string }>(
    sql`select company_code from plans where contract_code = ${input.contractCode} order by plan_year desc limit 1`,
  );
  const companyCode = input.companyCode ?? company.rows[0]?.company_code ?? null;
  const created = returnedRow(
    await tx
      .insert(ipas)
      .values({
        ...columnsOf(input, contractName),
        ipaCode: input.ipaCode,
        companyCode,
        createdBy: actor.user.username,
      })
      .returning({ id: ipas.id }),
  );
  const id = created.id;
  await tx.insert(ipaPlans).values({
    ipaId: id,
    ipaCode: input.ipaCode,
    companyCode,
    contractCode: input.contractCode,
    pbp: input.pbp,
    startDate: input.pbpStartDate,
    endDate: input.pbpEndDate,
    createdBy: actor.user.username,
  });
  await recordAudit(tx, actor, {
    eventType: 'IpaCreated',
    itemId: id,
    moduleId: IPA_MODULE,
    companyIds: companyCode ? [companyCode] : [],
    details: { ipaCode: input.ipaCode, contractCode: input.contractCode, pbp: input.pbp },
  });
  return id;
}

/** UpdateIpa (Main Info): the IPA code is read-only; a stale version gets 409. */
export async function updateIpa(database: Database, actor: Actor, input: IpaUpdate): Promise<{ cardChanged: boolean }> {
  try {
    return await database.db.transaction(async (tx) => updateIpaIn(tx, actor, input));
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(IPA_MESSAGES.ipaCodeExists);
    throw error;
  }
}

/** UpdateIpa's writes in the caller's transaction. */
export async function updateIpaIn(tx: Tx, actor: Actor, input: IpaUpdate): Promise<{ cardChanged: boolean }> {
  const contractName = await contractNameOf(tx, input.contractLevelId);
  const [before] = await tx
    .select({
      phone: ipas.ipaPhoneIdCard,
      name: ipas.ipaNameIdCard,
      ipaCode: ipas.ipaCode,
      companyCode: ipas.companyCode,
    })
    .from(ipas)
    .where(eq(ipas.id, input.id));
  if (!before) throw notFound();
  await updateAtVersion(
    tx,
    ipas,
    { id: input.id, version: input.version },
    {
      ...columnsOf(input, contractName),
      companyCode: input.companyCode ?? before.companyCode,
      updatedBy: actor.user.username,
      updatedAt: new Date(),
    },
  );
  const cardChanged = before.phone !== input.ipaPhoneIdCard || before.name !== input.ipaNameIdCard;
  await recordAudit(tx, actor, {
    eventType: 'IpaUpdated',
    itemId: input.id,
    moduleId: IPA_MODULE,
    companyIds: before.companyCode ? [before.companyCode] : [],
    details: { ipaCode: before.ipaCode, cardChanged },
  });
  return { cardChanged };
}
