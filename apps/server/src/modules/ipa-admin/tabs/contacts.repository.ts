import { eq } from 'drizzle-orm';
import {
  CLAIM_DEPARTMENT_CODE,
  joinClaimAddress,
  showsClaimAddress,
  splitClaimAddress,
  type ContactDto,
  type ContactForm,
} from '@portal/contracts/ipa-admin/contacts';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import type { Database } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../../platform/errors/errors.ts';
import { ipaAdditionalContacts } from './ipa-contacts.tables.ts';
import { IPA_MODULE } from '../ipa-access.ts';
import { plainRow } from '../ipa-sql.ts';
import { returnedRow } from '../../../platform/db/returned-row.ts';

const CONTACT_SELECT = `
  c.id, c.ipa_web_id as "ipaWeb_Id", c.department_id as department, c.department_code as "departmentCode", d.text as "departmentText",
  c.start_dt as "startDt", c.end_dt as "endDt", c.primary_contact_title as "primaryContactTitle", c.primary_contact_name as "primaryContactName",
  c.primary_contact_phone as "primaryContactPhone", c.primary_contact_extn as "primaryContactExtn", c.primary_contact_street1 as "primaryContactStreet1",
  c.primary_contact_street2 as "primaryContactStreet2", c.primary_contact_city as "primaryContactCity", c.primary_contact_state as "primaryContactState",
  c.primary_contact_zip_code as "primaryContactZipCode", c.primary_contract_email as "primaryContractEmail", c.primary_contract_fax as "primaryContractFax",
  c.secondary_contact_title as "secondaryContactTitle", c.secondary_contact_name as "secondaryContactName", c.secondary_contact_phone as "secondaryContactPhone",
  c.secondary_contact_fax as "secondaryContactFax", c.secondary_contact_email as "secondaryContactEmail", c.comments, c.trading_partner_id as "tradingPartnerId",
  c.mis_directed_payer_id as "misDirectedPayerId", c.can_accept_edit_inbound_outbound as "canAcceptEditInboundOutbound",
  c.can_accept_claim_types as "canAcceptClaimTypes", c.claim_address as "claimAddress", c.is_claim_address as "isClaimAddress", c.version,
  c.created_by as "createdBy", c.created_at as "createdDt", c.updated_by as "updatedBy", c.updated_at as "updatedDt"`;

function toDto(row: ContactDto): ContactDto {
  const plain = plainRow(row);
  return { ...plain, ...splitClaimAddress(plain.claimAddress) };
}

/** GetDepartments: active departments; the default claim department is excluded (spec §7). */
export async function departments(database: Database, status: string) {
  const { rows } = await database.pool.query<{ id: number; text: string; code: string }>(
    'select id, text, code from ipa_departments where status = $1 and code <> $2 order by text',
    [status, CLAIM_DEPARTMENT_CODE],
  );
  return rows;
}

export async function claimDepartment(database: Database) {
  const { rows } = await database.pool.query<{ id: number; text: string; code: string }>(
    'select id, text, code from ipa_departments where code = $1',
    [CLAIM_DEPARTMENT_CODE],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function searchContacts(
  database: Database,
  ipaWebId: number,
  include?: string,
  exclude?: string,
): Promise<ContactDto[]> {
  const params: unknown[] = [ipaWebId];
  let filter = '';
  if (include) {
    params.push(include);
    filter += ` and c.department_code = $${params.length}`;
  }
  if (exclude) {
    params.push(exclude);
    filter += ` and c.department_code <> $${params.length}`;
  }
  const { rows } = await database.pool.query<ContactDto>(
    `select ${CONTACT_SELECT} from ipa_additional_contacts c join ipa_departments d on d.id = c.department_id where c.ipa_web_id = $1 ${filter} order by c.start_dt desc, c.id desc`,
    params,
  );
  return rows.map((row) => toDto(row));
}

export async function getContact(database: Database, id: number): Promise<ContactDto> {
  const { rows } = await database.pool.query<ContactDto>(
    `select ${CONTACT_SELECT} from ipa_additional_contacts c join ipa_departments d on d.id = c.department_id where c.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return toDto(rows[0]);
}

/** The department code of a department id; an unknown id is the 'Department is required' error. */
export async function departmentCodeOf(database: Database, departmentId: number): Promise<string> {
  const { rows } = await database.pool.query<{ code: string }>('select code from ipa_departments where id = $1', [
    departmentId,
  ]);
  if (!rows[0]) throw badRequest(IPA_MESSAGES.departmentRequired);
  return rows[0].code;
}

function columnsOf(input: ContactForm, departmentCode: string, ipaRisk: string | null) {
  const isClaim = departmentCode === CLAIM_DEPARTMENT_CODE;
  // Claim-department-only fields (spec §5); claim address only when the IPA risk is not C or F.
  const claimAddressAllowed = isClaim && showsClaimAddress(ipaRisk);
  return {
    departmentId: input.department,
    departmentCode,
    startDt: input.startDt,
    endDt: input.endDt,
    primaryContactTitle: input.primaryContactTitle,
    primaryContactName: input.primaryContactName,
    primaryContactPhone: input.primaryContactPhone,
    primaryContactExtn: input.primaryContactExtn,
    primaryContactStreet1: input.primaryContactStreet1,
    primaryContactStreet2: input.primaryContactStreet2,
    primaryContactCity: input.primaryContactCity,
    primaryContactState: input.primaryContactState,
    primaryContactZipCode: input.primaryContactZipCode,
    primaryContractEmail: input.primaryContractEmail,
    primaryContractFax: input.primaryContractFax,
    secondaryContactTitle: input.secondaryContactTitle,
    secondaryContactName: input.secondaryContactName,
    secondaryContactPhone: input.secondaryContactPhone,
    secondaryContactFax: input.secondaryContactFax,
    secondaryContactEmail: input.secondaryContactEmail,
    comments: input.comments,
    tradingPartnerId: isClaim ? input.tradingPartnerId : null,
    misDirectedPayerId: isClaim ? input.misDirectedPayerId : null,
    canAcceptEditInboundOutbound: isClaim && input.canAcceptEditInboundOutbound,
    canAcceptClaimTypes: isClaim && input.canAcceptClaimTypes,
    claimAddress: claimAddressAllowed ? joinClaimAddress(input.claimAddress, input.claimAddress2) : null,
    isClaimAddress: claimAddressAllowed && input.isClaimAddress,
  };
}

async function ipaRisk(
  database: Database,
  ipaId: number,
): Promise<{ risk: string | null; ipaCode: string; companyCode: string | null }> {
  const { rows } = await database.pool.query<{ risk: string | null; ipa_code: string; company_code: string | null }>(
    'select risk, ipa_code, company_code from ipas where id = $1',
    [ipaId],
  );
  if (!rows[0]) throw notFound();
  return { risk: rows[0].risk, ipaCode: rows[0].ipa_code, companyCode: rows[0].company_code };
}

/** Whether a save changed what the member ID card prints (claim address or its flag, spec §4). */
export interface ContactSaveResult {
  id: number;
  claimAddressChanged: boolean;
}

export async function createContact(
  database: Database,
  actor: Actor,
  input: ContactForm,
  departmentCode: string,
): Promise<ContactSaveResult> {
  const ipa = await ipaRisk(database, input.ipaWeb_Id);
  return database.db.transaction(async (tx) => {
    const values = columnsOf(input, departmentCode, ipa.risk);
    const created = returnedRow(
      await tx
        .insert(ipaAdditionalContacts)
        .values({ ...values, ipaWebId: input.ipaWeb_Id, createdBy: actor.user.username })
        .returning({ id: ipaAdditionalContacts.id }),
    );
    await recordAudit(tx, actor, {
      eventType: 'IpaContactCreated',
      itemId: created.id,
      moduleId: IPA_MODULE,
      companyIds: ipa.companyCode ? [ipa.companyCode] : [],
      details: { ipaCode: ipa.ipaCode, departmentCode },
    });
    return { id: created.id, claimAddressChanged: values.isClaimAddress };
  });
}

export async function updateContact(
  database: Database,
  actor: Actor,
  input: ContactForm,
  departmentCode: string,
): Promise<ContactSaveResult> {
  if (input.version === undefined) throw badRequest('version is required');
  const version = input.version;
  const ipa = await ipaRisk(database, input.ipaWeb_Id);
  return database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        claimAddress: ipaAdditionalContacts.claimAddress,
        isClaimAddress: ipaAdditionalContacts.isClaimAddress,
        ipaWebId: ipaAdditionalContacts.ipaWebId,
      })
      .from(ipaAdditionalContacts)
      .where(eq(ipaAdditionalContacts.id, input.id));
    if (!before || before.ipaWebId !== input.ipaWeb_Id) throw notFound();
    const values = columnsOf(input, departmentCode, ipa.risk);
    await updateAtVersion(
      tx,
      ipaAdditionalContacts,
      { id: input.id, version },
      { ...values, updatedBy: actor.user.username, updatedAt: new Date() },
    );
    const claimAddressChanged =
      values.isClaimAddress && (before.claimAddress !== values.claimAddress || !before.isClaimAddress);
    await recordAudit(tx, actor, {
      eventType: 'IpaContactUpdated',
      itemId: input.id,
      moduleId: IPA_MODULE,
      companyIds: ipa.companyCode ? [ipa.companyCode] : [],
      details: { ipaCode: ipa.ipaCode, departmentCode, claimAddressChanged },
    });
    return { id: input.id, claimAddressChanged };
  });
}
