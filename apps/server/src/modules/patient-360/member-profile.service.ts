import {
  ADHERENT_PDC,
  MEMBER_PROFILE_MESSAGES as M,
  STAR_MEASURES,
  TAG_CALLS,
  type CommunicationPreferences,
  type HouseholdMember,
  type Medication,
  type NetworkPharmacy,
  type MemberContact,
  type MemberTag,
  type PoaMember,
  type StarMeasureMedication,
  type TagCall,
} from '@portal/contracts/patient-360/member-profile';
import { CRM_MAX_TOP } from '@portal/contracts/crm-my-queue/crm-constants';
import type { CrmPharmacyRow } from '@portal/contracts/crm-my-queue/directory-lists';
import type { DbOrTx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { memberExists } from './member-record.repository.ts';
import { listDirectory } from '../crm-my-queue/lists.service.ts';
import * as repository from './member-profile.repository.ts';

/**
 * The member profile as the CRM, Care on Demand and Patient 360 read it: contacts, POAs and their documents,
 * communication preferences, tags, medications, the OnePass code and the potential household. An unknown member is a
 * 404 with the member record's message; callers audit the read (the routes do, by `memberData`).
 */

/** Runs the member check alongside the read, so a known member pays no extra round trip before its data. */
async function forMember<T>(db: DbOrTx, memberId: string, read: Promise<T>): Promise<T> {
  const [exists, result] = await Promise.all([memberExists(db, memberId), read]);
  if (!exists) throw notFound(M.memberNotFound);
  return result;
}

const listed = async <T>(items: Promise<T[]>): Promise<{ items: T[]; total: number }> => {
  const rows = await items;
  return { items: rows, total: rows.length };
};

export const memberContacts = (db: DbOrTx, memberId: string): Promise<{ items: MemberContact[]; total: number }> =>
  forMember(db, memberId, listed(repository.contacts(db, memberId)));

export const memberPoas = (db: DbOrTx, memberId: string): Promise<{ items: PoaMember[]; total: number }> =>
  forMember(db, memberId, listed(repository.poaMembers(db, memberId)));

/** The POA whose membership document is at the path (GetMembershipDocByFilePath); 404 for an unknown path. */
export async function membershipDocument(db: DbOrTx, filePath: string): Promise<PoaMember> {
  const poa = await repository.poaByDocumentPath(db, filePath);
  if (!poa) throw notFound(M.documentNotFound);
  return poa;
}

/** The member's preferences for a company, by default their own health plan's. */
export async function memberCommunicationPreferences(
  db: DbOrTx,
  memberId: string,
  companyCode: string | undefined,
): Promise<CommunicationPreferences> {
  const company = companyCode ?? (await repository.memberCompany(db, memberId));
  if (company === null) throw notFound(M.memberNotFound);
  const preferences = await forMember(db, memberId, repository.communicationPreferences(db, memberId, company));
  if (!preferences) throw notFound(M.preferencesNotFound);
  return preferences;
}

export const updateCommunicationPreferences = repository.updateCommunicationPreferences;

/** The preferred language of each member (their own health plan's preferences), for the members that have one. */
export const memberPreferredLanguages = repository.preferredLanguages;

/** The member's tags of the kind the call returns. */
export const memberTags = (
  db: DbOrTx,
  memberId: string,
  call: TagCall,
): Promise<{ items: MemberTag[]; total: number }> =>
  forMember(db, memberId, listed(repository.tags(db, memberId, TAG_CALLS[call])));

/** Names asked of the CRM's pharmacy list at a time (an OData filter of that many equalities stays short). */
const PHARMACY_NAMES_PER_ASK = 20;

/** The CRM's network pharmacies (its pharmacies list, through its service) of the names given, by name. */
async function networkPharmacies(db: DbOrTx, names: string[]): Promise<Map<string, NetworkPharmacy>> {
  const found = new Map<string, NetworkPharmacy>();
  for (let start = 0; start < names.length; start += PHARMACY_NAMES_PER_ASK) {
    const some = names.slice(start, start + PHARMACY_NAMES_PER_ASK);
    const $filter = some.map((name) => `name eq '${name.replaceAll("'", "''")}'`).join(' or ');
    const { value } = await listDirectory<CrmPharmacyRow>(db, 'pharmacies', {
      $filter,
      $skip: 0,
      $top: CRM_MAX_TOP,
      $count: false,
    });
    for (const row of value)
      if (!found.has(row.name))
        found.set(row.name, { id: row.id, ncpdpId: row.ncpdpId, name: row.name, phone: row.phone });
  }
  return found;
}

/** A page of the member's pharmacy fills, each with its pharmacy from the CRM's pharmacy list where it has one. */
export async function memberMedications(
  db: DbOrTx,
  filter: { memberId: string; $skip: number; $top: number },
): Promise<{ items: Medication[]; total: number }> {
  const page = await forMember(db, filter.memberId, repository.medications(db, filter));
  const pharmacies = await networkPharmacies(db, [...new Set(page.items.map((fill) => fill.pharmacy))]);
  return {
    total: page.total,
    items: page.items.map((fill) => ({ ...fill, networkPharmacy: pharmacies.get(fill.pharmacy) ?? null })),
  };
}

/** The Star adherence measures of the member (last twelve months): PDC of the latest fill, adherent at 80% or more. */
export async function starMeasureMedications(
  db: DbOrTx,
  memberId: string,
): Promise<{ items: StarMeasureMedication[]; total: number }> {
  const rows = await forMember(db, memberId, repository.starMeasureFills(db, memberId));
  const items = rows.map((row) => ({
    ...row,
    measureName: STAR_MEASURES[row.starMeasure],
    adherent: row.pdc >= ADHERENT_PDC,
  }));
  return { items, total: items.length };
}

export const memberOnePassCode = async (
  db: DbOrTx,
  memberId: string,
): Promise<{ memberId: string; onePassCode: string | null }> => ({
  memberId,
  onePassCode: await forMember(db, memberId, repository.onePassCode(db, memberId)),
});

/** For each known member asked for, the other members at their street address (unknown ids are left out). */
export const potentialHousehold = (
  db: DbOrTx,
  memberIds: string[],
): Promise<{ memberId: string; household: HouseholdMember[] }[]> => repository.households(db, memberIds);
