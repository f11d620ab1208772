import { sql } from 'drizzle-orm';
import {
  HOUSEHOLD_MAX,
  MEMBER_PROFILE_MESSAGES,
  STAR_MEASURES,
  PREFERENCE_SOURCES,
  TAGS_MAX,
  type CommunicationPreferences,
  type CommunicationPreferencesUpdate,
  type HouseholdMember,
  type Medication,
  type MemberContact,
  type MemberTag,
  type PoaMember,
  type StarMeasureMedication,
  type TagKind,
} from '@portal/contracts/patient-360/member-profile';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { userNameOf } from '../../platform/db/user-name.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { notFound, staleRecord } from '../../platform/errors/errors.ts';
import { staleWhere } from '../../platform/db/write-at-version.ts';
import { memberCommunicationPreferences } from './member-profile.tables.ts';
import { LA_TODAY } from '../../platform/db/los-angeles-day.ts';
import { memberActiveToday } from '../../platform/reference/member-active.ts';

/**
 * The member profile's SQL. Every list is one member's rows read from its member index (contacts, POAs, tags by kind,
 * fills by date) and bounded: tags at TAGS_MAX, fills paged, a household at HOUSEHOLD_MAX per member.
 */

/** The member's own health plan (company code), or null for an unknown member. */
export async function memberCompany(db: DbOrTx, memberId: string): Promise<string | null> {
  const rows = await queryRows<{ companyCode: string }>(
    db,
    sql`select company_code as "companyCode" from members where member_id = ${memberId}`,
  );
  return rows[0]?.companyCode ?? null;
}

export const contacts = (db: DbOrTx, memberId: string): Promise<MemberContact[]> =>
  queryRows<MemberContact>(
    db,
    sql`select id::int, contact_type as "contactType", name, relationship, phone, email, is_primary as "isPrimary"
      from member_contacts where member_id = ${memberId} order by is_primary desc, id limit 100`,
  );

const POA_COLUMNS = sql`id::int, member_id as "memberId", poa_name as "poaName", relationship, poa_type as "poaType",
  phone, address, effective_date::text as "effectiveDate", term_date::text as "termDate", document_path as "documentPath"`;

export const poaMembers = (db: DbOrTx, memberId: string): Promise<PoaMember[]> =>
  queryRows<PoaMember>(
    db,
    sql`select ${POA_COLUMNS} from member_poas where member_id = ${memberId}
      order by effective_date desc, id desc limit 100`,
  );

/** The POA whose membership document is at this path (member_poas.document_path is unique), or null. */
export async function poaByDocumentPath(db: DbOrTx, documentPath: string): Promise<PoaMember | null> {
  const rows = await queryRows<PoaMember>(
    db,
    sql`select ${POA_COLUMNS} from member_poas where document_path = ${documentPath}`,
  );
  return rows[0] ?? null;
}

const PREFERENCE_COLUMNS = sql`member_id as "memberId", company_code as "companyCode", preferred_channel as "preferredChannel",
  preferred_language as "preferredLanguage", preferred_time as "preferredTime", do_not_call as "doNotCall",
  email_opt_in as "emailOptIn", sms_opt_in as "smsOptIn", mail_opt_in as "mailOptIn", updated_by as "updatedBy",
  ${userNameOf(sql`updated_by`)} as "updatedByName", to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", version`;

export async function communicationPreferences(
  db: DbOrTx,
  memberId: string,
  companyCode: string,
): Promise<CommunicationPreferences | null> {
  const rows = await queryRows<CommunicationPreferences>(
    db,
    sql`select ${PREFERENCE_COLUMNS} from member_communication_preferences
      where member_id = ${memberId} and company_code = ${companyCode}`,
  );
  return rows[0] ?? null;
}

/** Each member's preferred language for their own health plan (members without preferences are left out). */
export async function preferredLanguages(db: DbOrTx, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await queryRows<{ memberId: string; language: string }>(
    db,
    sql`select p.member_id as "memberId", p.preferred_language as language
      from member_communication_preferences p join members m on m.member_id = p.member_id
        and m.company_code = p.company_code
      where p.member_id = any(${sql.param([...new Set(memberIds)])}::text[])`,
  );
  return new Map(rows.map((row) => [row.memberId, row.language]));
}

/**
 * Changes the member's preferences for a company at the version the client read, with the audit event in the same
 * transaction: the row is locked first, so a stale version is a 409 and a missing row a 404 (the platform's errors of a
 * write at a version; this table is keyed by member and company, not by an id, so write-at-version's helpers do not fit).
 */
export async function updateCommunicationPreferences(
  db: Db,
  actor: Actor,
  change: CommunicationPreferencesUpdate,
): Promise<CommunicationPreferences> {
  return db.transaction(async (tx) => {
    const before = (
      await queryRows<CommunicationPreferences>(
        tx,
        sql`select ${PREFERENCE_COLUMNS} from member_communication_preferences
          where member_id = ${change.memberId} and company_code = ${change.companyCode} for update`,
      )
    )[0];
    if (!before) throw notFound(MEMBER_PROFILE_MESSAGES.preferencesNotFound);
    if (before.version !== change.version) {
      // A system that set them is named as the screen names it ('the enrollment application'), not by its username.
      const source = before.updatedBy === null ? undefined : PREFERENCE_SOURCES[before.updatedBy];
      if (source) throw staleRecord(source);
      throw await staleWhere(
        tx,
        memberCommunicationPreferences,
        sql`member_id = ${change.memberId} and company_code = ${change.companyCode}`,
        actor.user.username,
      );
    }
    const [after] = await queryRows<CommunicationPreferences>(
      tx,
      sql`update member_communication_preferences set preferred_channel = ${change.preferredChannel},
          preferred_language = ${change.preferredLanguage}, preferred_time = ${change.preferredTime ?? null},
          do_not_call = ${change.doNotCall}, email_opt_in = ${change.emailOptIn}, sms_opt_in = ${change.smsOptIn},
          mail_opt_in = ${change.mailOptIn}, updated_by = ${actor.user.username}, updated_at = now(), version = version + 1
        where member_id = ${change.memberId} and company_code = ${change.companyCode}
        returning ${PREFERENCE_COLUMNS}`,
    );
    if (!after) throw new Error('the locked preferences row was not updated');
    const changed = PREFERENCE_FIELDS.filter((field) => before[field] !== after[field]);
    await recordAudit(tx, actor, {
      eventType: 'CommunicationPreferencesUpdated',
      itemId: change.memberId,
      moduleId: MODULE_IDS.patient360,
      companyIds: [change.companyCode],
      details: {
        companyCode: change.companyCode,
        version: after.version,
        changes: Object.fromEntries(changed.map((field) => [field, { from: before[field], to: after[field] }])),
      },
    });
    return after;
  });
}

const PREFERENCE_FIELDS = [
  'preferredChannel',
  'preferredLanguage',
  'preferredTime',
  'doNotCall',
  'emailOptIn',
  'smsOptIn',
  'mailOptIn',
] as const;

// A member tag names who added it by username; its details also carry that user's name (null: no such user).
const TAG_DETAILS = sql`case when t.kind = 'Member' then t.details || jsonb_build_object('addedByName',
    (select u.name from users u where u.username = t.details->>'addedBy')) else t.details end`;

/** A member's tags of one kind, newest first (member_tags_member_kind_idx). */
export const tags = (db: DbOrTx, memberId: string, kind: TagKind): Promise<MemberTag[]> =>
  queryRows<MemberTag>(
    db,
    sql`select id::int, kind, tag, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      ${TAG_DETAILS} as details
      from member_tags t where member_id = ${memberId} and kind = ${kind}
      order by created_at desc, id desc limit ${TAGS_MAX}`,
  );

/** A page of the member's pharmacy fills, newest fill first, and how many there are (member_medications_member_fill_idx). */
export async function medications(
  db: DbOrTx,
  filter: { memberId: string; $skip: number; $top: number },
): Promise<{ items: Omit<Medication, 'networkPharmacy'>[]; total: number }> {
  const [items, count] = await Promise.all([
    queryRows<Omit<Medication, 'networkPharmacy'>>(
      db,
      sql`select id::int, drug_name as "drugName", ndc, strength, quantity, days_supply as "daysSupply",
          fill_date::text as "fillDate", prescriber, pharmacy, star_measure as "starMeasure", pdc::float8 as pdc
        from member_medications where member_id = ${filter.memberId}
        order by fill_date desc, id desc limit ${filter.$top} offset ${filter.$skip}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from member_medications where member_id = ${filter.memberId}`,
    ),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}

/**
 * The member's Star measure drugs filled in the last twelve months, one row per measure: its drugs, fills, the latest
 * fill and the PDC recorded with that fill (adherent at ADHERENT_PDC or more, compared in the service).
 */
export async function starMeasureFills(
  db: DbOrTx,
  memberId: string,
): Promise<Omit<StarMeasureMedication, 'measureName' | 'adherent'>[]> {
  const codes = Object.keys(STAR_MEASURES);
  return queryRows<Omit<StarMeasureMedication, 'measureName' | 'adherent'>>(
    db,
    sql`select star_measure as "starMeasure", array_agg(distinct drug_name order by drug_name) as "drugNames",
        count(*)::int as fills, max(fill_date)::text as "lastFillDate",
        ((array_agg(pdc order by fill_date desc, id desc))[1])::float8 as pdc
      from member_medications
      where member_id = ${memberId} and fill_date > ${LA_TODAY} - 365
        and star_measure = any(${sql.param(codes)}::text[]) and pdc is not null
      group by star_measure order by star_measure`,
  );
}

export async function onePassCode(db: DbOrTx, memberId: string): Promise<string | null> {
  const rows = await queryRows<{ code: string | null }>(
    db,
    sql`select one_pass_code as code from member_profiles where member_id = ${memberId}`,
  );
  return rows[0]?.code ?? null;
}

/**
 * For each asked member that exists, the other members at the same ZIP code and street address (members_household_idx),
 * at most HOUSEHOLD_MAX each, by name.
 */
export async function households(
  db: DbOrTx,
  memberIds: string[],
): Promise<{ memberId: string; household: HouseholdMember[] }[]> {
  return queryRows<{ memberId: string; household: HouseholdMember[] }>(
    db,
    sql`select m.member_id as "memberId", coalesce(h.household, '[]'::json) as household
      from members m
      left join lateral (
        select json_agg(json_build_object('memberId', o.member_id, 'fullName', o.full_name,
          'dateOfBirth', o.date_of_birth::text, 'gender', o.gender, 'isActive', ${memberActiveToday('o')})
          order by o.last_name, o.first_name, o.member_id) as household
        from (select * from members o where o.zip5 = m.zip5 and lower(o.address1) = lower(m.address1)
          and o.member_id <> m.member_id order by o.last_name, o.first_name, o.member_id limit ${HOUSEHOLD_MAX}) o
      ) h on true
      where m.member_id = any(${sql.param(memberIds)}::text[])
      order by array_position(${sql.param(memberIds)}::text[], m.member_id)`,
  );
}
