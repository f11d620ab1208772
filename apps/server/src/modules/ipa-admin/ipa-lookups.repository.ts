import { eq } from 'drizzle-orm';
import { FEATURE_FLAGS, MODULE_FLAG_PREFIXES } from '@portal/contracts/platform/feature-flags';
import type { MsoDetailsDto } from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import type { Database } from '../../platform/db/client.ts';
import { listFlags, requireFlag } from '../../platform/flags/flags.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { printMemberIdCardWorkflows } from './ipa-admin.tables.ts';
import { IPA_MODULE } from './ipa-access.ts';
import { listCompanies } from '../../platform/reference/reference.service.ts';
import { returnedRow } from '../../platform/db/returned-row.ts';

export async function companyCodes(database: Database) {
  return (await listCompanies(database.pool)).map((company) => ({
    value: company.companyCode,
    text: `${company.companyCode} - ${company.name}`,
  }));
}

export async function allIpaContracts(database: Database) {
  const { rows } = await database.pool.query(
    'select c.id, c.contract_name as "contractName", c.is_termed as "isTermed", m.name as "msoName" from ipa_contracts c left join ipa_msos m on m.id = c.mso_id order by c.contract_name',
  );
  return rows as { id: number; contractName: string; isTermed: boolean; msoName: string | null }[];
}

export async function msoDetails(database: Database, contractId: number) {
  const { rows } = await database.pool.query(
    `select m.name as "msoName", m.address1 as "msoAddress1", m.address2 as "msoAddress2", m.city as "msoCity", m.state as "msoState",
            m.zip_code as "msoZipCode", m.phone as "msoPhone", m.email as "msoEmail", m.notes as "msoNotes", m.is_termed as "msoIsTermed",
            c.is_termed as "contractIsTermed"
       from ipa_contracts c left join ipa_msos m on m.id = c.mso_id where c.id = $1`,
    [contractId],
  );
  if (!rows[0]) throw notFound();
  return rows[0] as MsoDetailsDto;
}

/** GetVendorID: the next free vendor id ('V' + number). */
export async function nextVendorId(database: Database): Promise<{ vendorId: string }> {
  const { rows } = await database.pool.query<{ n: number }>(
    "select coalesce(max(substring(vendor_id from 2)::int), 100000) + 1 as n from ipas where vendor_id ~ '^V[0-9]{1,9}$'",
  );
  return { vendorId: `V${rows[0]?.n ?? 100001}` };
}

export async function ipaSequences(database: Database, ipaCode: string) {
  const { rows } = await database.pool.query(
    'select id, eff_date as "effDate", end_date as "endDate" from ipas where upper(ipa_code) = upper($1) order by eff_date desc',
    [ipaCode],
  );
  return rows as { id: number; effDate: string; endDate: string }[];
}

/** GetNetkworkAdminFeatureFlags: the medical-group flags (spec §6). */
export async function networkAdminFlags(database: Database) {
  const names = new Set<string>(MODULE_FLAG_PREFIXES.medicalgroup ?? []);
  return (await listFlags(database.db))
    .filter((flag) => names.has(flag.name))
    .map(({ name, isActive }) => ({ name, isActive }));
}

/**
 * PrintMemberIdCard workflow (spec §4, §7): a recorded row the card-print team works from. Refused while the
 * member-card flag is off.
 */
export async function createPrintCardWorkflow(database: Database, actor: Actor, ipaCode: string) {
  await requireFlag(database.db, FEATURE_FLAGS.printMemberIdCard);
  const { rows } = await database.pool.query('select 1 from ipas where upper(ipa_code) = upper($1) limit 1', [ipaCode]);
  if (rows.length === 0) throw notFound();
  return database.db.transaction(async (tx) => {
    const created = returnedRow(
      await tx
        .insert(printMemberIdCardWorkflows)
        .values({
          ipaCode: ipaCode.toUpperCase(),
          createdBy: actor.user.username,
          reason: 'Member card details changed',
        })
        .returning(),
    );
    await recordAudit(tx, actor, {
      eventType: 'PrintMemberIdCardWorkflowCreated',
      itemId: created.id,
      moduleId: IPA_MODULE,
      details: { ipaCode },
    });
    return {
      id: created.id,
      ipaCode: created.ipaCode,
      status: created.status,
      message: IPA_MESSAGES.workflowCreated,
    };
  });
}

export async function printCardWorkflowsOf(database: Database, ipaCode: string) {
  return database.db
    .select()
    .from(printMemberIdCardWorkflows)
    .where(eq(printMemberIdCardWorkflows.ipaCode, ipaCode.toUpperCase()));
}

/** The MSOs, termed ones included, by name (the CRM's GetAllMsos). */
export async function allMsos(database: Database) {
  const { rows } = await database.pool.query<{
    id: number;
    name: string;
    address1: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    phone: string | null;
    email: string | null;
    isTermed: boolean;
  }>(
    `select id, name, address1, city, state, zip_code as "zipCode", phone, email, is_termed as "isTermed"
     from ipa_msos order by name, id`,
  );
  return rows;
}
